// The content phase as the build runs it (generator/content/load.ts loadContent, on this project,
// with the routes of pages/): what an owner can get wrong in content/ fails here, before
// anything is rendered or written, with one line per problem naming the file, the line and the
// field. Each test changes a copy of the content files as they are (their values, found by
// their fields whatever they hold), writes them back as YAML text and hands that text to the
// phase, so no project copy and no build is needed. That a failing phase leaves dist/ as it was
// is the write phase's promise (test/unit/write.test.ts, test/commands/build.test.ts).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import type { SiteContent as Content, WrittenContent } from '../../content/schema/index.ts';
import { ordinal } from '../../framework/shared/field-path.ts';
import { siteSettings } from '../../generator/build-settings.ts';
import { checkMediaFiles, loadContent } from '../../generator/content/load.ts';
import { StaticAssets } from '../../generator/images/assets.ts';
import { prepareImages } from '../../generator/images/phase.ts';
import { loadPage, loadShell } from '../../generator/page-modules.ts';
import { renderPage, renderServices } from '../../generator/render/render.tsx';
import { config, LINK_ROUTES, writtenContent } from '../helpers/content.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { PAGES, ROOT, TEST_DATE } from '../helpers/site.ts';
import { unusedId } from '../helpers/validate.ts';

const importModule = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/** The content files' texts after `change`: every file written back as YAML. */
function changedTexts(change: (m: WrittenContent) => void): Record<string, string> {
  const modules = writtenContent();
  change(modules);
  return Object.fromEntries(Object.entries(modules).map(([name, value]) => [name, stringify(value, { lineWidth: 0 })]));
}

/** The content phase over the content as written, changed by `change` (or over the texts given). */
function contentPhase(change: ((m: WrittenContent) => void) | Record<string, string>) {
  return loadContent(ROOT, config, importModule, LINK_ROUTES, { texts: typeof change === 'function' ? changedTexts(change) : change });
}

/** The lines the phase fails with (it must fail). */
async function problems(change: ((m: WrittenContent) => void) | Record<string, string>): Promise<string[]> {
  try {
    await contentPhase(change);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the content phase to fail');
}

/** The line (from 1) of the first line of `text` that matches `pattern`. */
function lineOf(text: string, pattern: RegExp): number {
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`no line matches ${pattern}`);
  return index + 1;
}

test('the content as written passes the phase', async () => {
  await contentPhase(() => {});
});

test('a content error names the file, the line and the field', async () => {
  const texts = changedTexts((m) => (m.site.brand = ''));
  assert.equal(await problems(texts), [`content/site.yaml line ${lineOf(texts.site!, /^brand:/)}: brand: must not be empty`]);
});

test('a wrong price names the file, its line, and the tab and tier by name, counted from 1', async () => {
  const written = writtenContent();
  const tab = itemAt(written.pricing.tabs, 0, 'pricing tab');
  const tier = itemAt(tab.tiers, 1, 'tier');
  const texts = changedTexts((m) => (itemAt(itemAt(m.pricing.tabs, 0, 'tab').tiers, 1, 'tier').price = '1650'));
  const line = texts.pricing!.split('\n').findIndex((l) => /^\s+price: "?1650"?$/.test(l)) + 1;
  assert.equal(await problems(texts), [
    `content/pricing.yaml line ${line}: tab ${tab.id} (the 1st) › tier ${tier.name} (the 2nd) › price: expected a price like $1,650, got '1650' (whole dollars with thousands separators, under $10,000,000, or 'Custom')`,
  ]);
});

test('an unknown placeholder in a legal text names the file, its line, and the section by its title, counted from 1', async () => {
  const texts = changedTexts((m) => {
    const section = itemAt(m.privacy.sections, 0, 'section');
    section.title = 'Contact';
    section.paragraphs = ['Write to us.', 'Write to {emial}.'];
  });
  assert.equal(await problems(texts), [
    `content/privacy.yaml line ${lineOf(texts.privacy!, /Write to \{emial\}/)}: section Contact (the 1st) › paragraph (the 2nd): '{emial}' is not filled in by the page; a legal text may use {brand}, {email}, {phone} and {provider} (from content/site.yaml)`,
  ]);
});

test('several content errors are reported at once, one line each, entries named by id and counted from 1', async () => {
  const [first, second] = writtenContent().gallery.photos;
  const lines = await problems((m) => {
    (itemAt(m.gallery.photos, 0, 'photo').categories as string[])[0] = 'weddings';
    itemAt(m.gallery.photos, 1, 'photo').caption = '';
  });
  assert.is(lines.length, 2, lines.join('\n'));
  assert.match(
    itemAt(lines, 0, 'problem'),
    new RegExp(`^content/gallery\\.yaml line \\d+: photo ${first!.id} \\(the 1st\\) › category \\(the 1st\\): .*weddings`),
  );
  assert.match(itemAt(lines, 1, 'problem'), new RegExp(`^content/gallery\\.yaml line \\d+: photo ${second!.id} \\(the 2nd\\) › caption: `));
});

test('a referenced photo that does not exist names the file, the line and the content entry', async () => {
  const texts = changedTexts((m) => (m.team.familyPhoto.image = 'team/no-such-photo.jpg'));
  assert.equal(await problems(texts), [
    `content/team.yaml line ${lineOf(texts.team!, /^ {2}image: team\/no-such-photo/)}: familyPhoto › image: file not found: assets/photos/team/no-such-photo.jpg`,
  ]);
});

test('a booking script URL with an impossible port fails in the content phase, naming the file and the field', async () => {
  const url = new URL(writtenContent().site.booking.scriptUrl);
  const broken = `${url.protocol}//${url.hostname}:99999${url.pathname}${url.search}`;
  const line = only(await problems((m) => (m.site.booking.scriptUrl = broken)), 'problem');
  assert.match(line, /^content\/site\.yaml line \d+: booking › scriptUrl: /);
  assert.ok(line.endsWith(`: '${broken}' has the port 99999, which cannot exist; a port goes from 1 to 65535 (most URLs name none)`), line);
});

test('an unknown icon name fails in the content phase, naming the file and the field, not at render', async () => {
  const lines = await problems((m) => ((m.services.items[0] as { icon: string }).icon = 'no-such-icon'));
  assert.match(only(lines, 'problem'), /^content\/services\.yaml line \d+: service [\w-]+ \(the 1st\) › icon: unknown icon 'no-such-icon'/);
});

test("a service's pricing tab that the Pricing page lacks fails, naming the file, the line and the field, and the tabs there are", async () => {
  const written = writtenContent();
  const tabs = written.pricing.tabs.map((t) => t.id);
  const missing = unusedId('no-such-tab', tabs);
  const service = itemAt(written.services.items, 0, 'service');
  const texts = changedTexts((m) => (itemAt(m.services.items, 0, 'service').pricingTab = missing));
  assert.equal(await problems(texts), [
    `content/services.yaml line ${lineOf(texts.services!, new RegExp(`^\\s+pricingTab: ${missing}$`))}: service ${service.id} (the 1st) › pricingTab: no tab '${missing}' on the Pricing page; the tabs of content/pricing.yaml are ${tabs.map((t) => `'${t}'`).join(', ')}`,
  ]);
});

test("removing a tab that a service links to fails on the service's field, beside the other files' problems", async () => {
  const written = writtenContent();
  const linked = written.services.items.findIndex((s) => s.pricingTab !== undefined);
  const tab = itemAt(written.pricing.tabs, 0, 'pricing tab');
  let services: WrittenContent['services']['items'] = [];
  const lines = await problems((m) => {
    // A service that links to the first tab, whichever the content links today, and that tab renamed.
    const service = itemAt(m.services.items, Math.max(linked, 0), 'service');
    service.pricingTab = tab.id;
    itemAt(m.pricing.tabs, 0, 'pricing tab').id = unusedId(
      `${tab.id}-renamed`,
      written.pricing.tabs.map((t) => t.id),
    );
    m.site.brand = '';
    services = m.services.items;
  });
  // One line for the brand, and one for each service that links to the renamed tab (the content may have several).
  const stranded = services.filter((s) => s.pricingTab === tab.id).length;
  assert.is(lines.length, 1 + stranded, lines.join('\n'));
  assert.ok(
    lines.some((l) => l.startsWith('content/site.yaml ')),
    'the other file',
  );
  assert.ok(
    lines.some((l) => /^content\/services\.yaml line \d+: service [\w-]+ \(the \w+\) › pricingTab: no tab '/.test(l)),
    lines.join('\n'),
  );
});

test("a media path with '..' is refused once, naming the file and the field", async () => {
  const last = writtenContent().home.hero.video.sources.length;
  const lines = await problems((m) => {
    itemAt(m.home.hero.video.sources, last - 1, 'hero video source').src = '../../elsewhere/secret.mp4';
    m.team.familyPhoto.image = '../../../elsewhere/family.jpg';
  });
  assert.is(lines.length, 2, `one line for each, not a second one for the missing file:\n${lines.join('\n')}`);
  assert.ok(
    lines.some((l) =>
      new RegExp(
        `^content/home\\.yaml line \\d+: hero › video › clip \\(the ${ordinal(last)}\\) › src: '\\.\\./\\.\\./elsewhere/secret\\.mp4' uses '\\.\\.'`,
      ).test(l),
    ),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((l) => /^content\/team\.yaml line \d+: familyPhoto › image: '\.\.\/\.\.\/\.\.\/elsewhere\/family\.jpg' uses '\.\.'/.test(l)),
    lines.join('\n'),
  );
});

test('a symlink under assets/ that leads outside fails, naming the file and the field', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'content-phase-'));
  const outside = mkdtempSync(path.join(os.tmpdir(), 'content-phase-elsewhere-'));
  try {
    writeFileSync(path.join(outside, 'secret.mp4'), 'not for the public');
    mkdirSync(path.join(root, 'assets/video'), { recursive: true });
    symlinkSync(path.join(outside, 'secret.mp4'), path.join(root, 'assets/video/leak.mp4'));
    const errors = checkMediaFiles(root, 'assets', [
      { kind: 'video', file: 'assets/video/leak.mp4', where: 'content/home.yaml: hero.video.sources.1.src' },
    ]);
    assert.equal(
      errors.map((e) => e.message),
      [
        `content/home.yaml: hero.video.sources.1.src: assets/video/leak.mp4 is a symlink that leads outside assets/ (to ${path.join(outside, 'secret.mp4')})`,
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  }
});

test('pages render the content as the phase parsed it: a text it trims reaches the page trimmed', async () => {
  const intro = writtenContent().team.intro;
  const { content, media, videoOrigins } = await contentPhase((m) => (m.team.intro = `  ${intro}  `));
  assert.is((content as Content).team.intro, intro.trim(), 'the phase trims it');
  // The render phase for the team page, on what the content phase returned (as buildSite does).
  const page = PAGES.find((p) => p.route === '/team')!;
  const settings = siteSettings(config, content, videoOrigins, { date: TEST_DATE });
  const images = await prepareImages(ROOT, config, media, () => {});
  const services = await renderServices(settings, images, new StaticAssets(ROOT, config.folders.assets), config.outlineFaces);
  const shell = await loadShell(ROOT, config.shell, importModule);
  const { html } = await renderPage(page, await loadPage(ROOT, page.file, importModule), { shell, content, services });
  assert.ok(html.includes(`<p class="lead">${intro.trim().replace(/&/g, '&amp;')}</p>`), 'the intro, trimmed');
});

test.run();

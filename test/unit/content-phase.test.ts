// The content phase as the build runs it (generator/content.ts loadContent, on this project,
// with the routes of pages/): what an owner can get wrong in content/ fails here, before
// anything is rendered or written, with one line per problem naming the file and the field.
// Each test changes a copy of the content as it is (the modules content/index.ts exports),
// found by its fields whatever their values, and hands it to the phase through its loader, so
// no project copy and no build is needed. That a failing phase leaves dist/ as it was is the
// write phase's promise (test/unit/write.test.ts, test/commands/build.test.ts).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as contentModules from '../../content/index.ts';
import * as schemaModule from '../../content/schema.ts';
import { StaticAssets } from '../../generator/assets.ts';
import { checkMediaFiles, loadContent } from '../../generator/content.ts';
import { loadPage, loadShell } from '../../generator/page-modules.ts';
import { renderPage } from '../../generator/render.tsx';
import { prepareImages, renderServices, siteSettings } from '../../generator/site.tsx';
import type { Content } from '../helpers/content.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { PAGES, PATHS, ROOT, TEST_DATE } from '../helpers/site.ts';

const importModule = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/** The content modules as written (before the schema parses them), one per schema. */
const written = () => {
  const names = Object.keys(schemaModule.contentSchemas(PATHS));
  return structuredClone(
    Object.fromEntries(names.map((name) => [name, (contentModules as Record<string, unknown>)[name]])),
  ) as unknown as Content;
};

/** The content phase over the content as written, changed by `change`. */
function contentPhase(change: (m: Content) => void) {
  const modules = written();
  change(modules);
  const load = (file: string) =>
    file === path.join(ROOT, 'content/index.ts') ? Promise.resolve(modules as unknown as Record<string, unknown>) : importModule(file);
  return loadContent(ROOT, load, PATHS);
}

/** The lines the phase fails with for the changed content (it must fail). */
async function problems(change: (m: Content) => void): Promise<string[]> {
  try {
    await contentPhase(change);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the content phase to fail');
}

test('the content as written passes the phase', async () => {
  await contentPhase(() => {});
});

test('a content error names the file and the field', async () => {
  assert.equal(await problems((m) => (m.site.brand = '')), ['content/site.ts: brand: must not be empty']);
});

test('several content errors are reported at once, one line each', async () => {
  const lines = await problems((m) => {
    (itemAt(m.gallery.photos, 0, 'photo').categories as string[])[0] = 'weddings';
    itemAt(m.gallery.photos, 1, 'photo').caption = '';
  });
  assert.is(lines.length, 2, lines.join('\n'));
  assert.match(itemAt(lines, 0, 'problem'), /^content\/gallery\.ts: photos\.0\.categories\.0: .*weddings/);
  assert.match(itemAt(lines, 1, 'problem'), /^content\/gallery\.ts: photos\.1\.caption: /);
});

test('a referenced photo that does not exist names the file and the content entry', async () => {
  const lines = await problems((m) => (m.team.familyPhoto.image.file = 'assets/photos/team/no-such-photo.jpg'));
  assert.equal(lines, ['content/team.ts: familyPhoto.image: file not found: assets/photos/team/no-such-photo.jpg']);
});

test('a booking script URL with an impossible port fails in the content phase, naming the file and the field', async () => {
  const url = new URL(written().site.booking.scriptUrl);
  const broken = `${url.protocol}//${url.hostname}:99999${url.pathname}${url.search}`;
  const lines = await problems((m) => (m.site.booking.scriptUrl = broken));
  assert.equal(lines, [
    `content/site.ts: booking.scriptUrl: '${broken}' has the port 99999, which cannot exist; a port goes from 1 to 65535 (most URLs name none)`,
  ]);
});

test('an unknown icon name fails in the content phase, naming the file and the field, not at render', async () => {
  const lines = await problems((m) => ((m.services.items[0] as { icon: string }).icon = 'no-such-icon'));
  assert.match(only(lines, 'problem'), /^content\/services\.ts: items\.0\.icon: unknown icon 'no-such-icon'/);
});

test("a media path with '..' is refused once, naming the file and the field", async () => {
  const last = written().home.hero.video.sources.length - 1;
  const lines = await problems((m) => {
    itemAt(m.home.hero.video.sources, last, 'hero video source').src = 'assets/../../elsewhere/secret.mp4';
    m.team.familyPhoto.image.file = 'assets/photos/../../../elsewhere/family.jpg';
  });
  assert.is(lines.length, 2, `one line for each, not a second one for the missing file:\n${lines.join('\n')}`);
  assert.ok(
    lines.some((l) => l.startsWith(`content/home.ts: hero.video.sources.${last}.src: 'assets/../../elsewhere/secret.mp4' uses '..'`)),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((l) => l.startsWith("content/team.ts: familyPhoto.image.file: 'assets/photos/../../../elsewhere/family.jpg' uses '..'")),
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
    const errors = checkMediaFiles(root, [
      { kind: 'video', file: 'assets/video/leak.mp4', where: 'content/home.ts: hero.video.sources.1.src' },
    ]);
    assert.equal(
      errors.map((e) => e.message),
      [
        `content/home.ts: hero.video.sources.1.src: assets/video/leak.mp4 is a symlink that leads outside assets/ (to ${path.join(outside, 'secret.mp4')})`,
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  }
});

test('pages render the content as the phase parsed it: a text it trims reaches the page trimmed', async () => {
  const intro = written().team.intro;
  const { content, media, videoOrigins } = await contentPhase((m) => (m.team.intro = `  ${intro}  `));
  assert.is(content.team.intro, intro.trim(), 'the phase trims it');
  // The render phase for the team page, on what the content phase returned (as buildSite does).
  const page = PAGES.find((p) => p.route === '/team')!;
  const settings = siteSettings(content, videoOrigins, { date: TEST_DATE });
  const images = await prepareImages(ROOT, media, () => {});
  const services = await renderServices(settings, images, new StaticAssets(ROOT));
  const shell = await loadShell(ROOT, importModule);
  const { html } = await renderPage(page, await loadPage(ROOT, page.file, importModule), { shell, content, services });
  assert.ok(html.includes(`<p class="lead">${intro.trim().replace(/&/g, '&amp;')}</p>`), 'the intro, trimmed');
});

test.run();

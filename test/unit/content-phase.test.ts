// The content phase as the build runs it (generator/content/load.ts, generator/content/read-file.ts)
// on this project's content, changed and written back as YAML text: what an owner reads when it
// refuses a file (the file, the line, the field in the owner's words, what is wrong; no stack).
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import type { SiteContent as Content, WrittenContent } from '../../content/schema/index.ts';
import { fieldPath, ordinal } from '../../framework/shared/field-path.ts';
import { siteSettings } from '../../generator/build-settings.ts';
import { loadContent } from '../../generator/content/load.ts';
import { contentFileOf, parseContentFile, readContentFile } from '../../generator/content/read-file.ts';
import type { InputError } from '../../generator/errors.ts';
import { StaticAssets } from '../../generator/images/assets.ts';
import { prepareImages } from '../../generator/images/images-phase.ts';
import { loadConfig } from '../../generator/load-config.ts';
import { importModule, loadPage, loadShell } from '../../generator/page-modules.ts';
import { createOutliner } from '../../generator/render/outline.ts';
import { renderPage, servicesFor } from '../../generator/render/render.tsx';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { rejection } from '../helpers/expect-refusal.ts';
import { writeFixtureConfig } from '../helpers/fixture-config.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { CONTENT_FOLDER, config, LINK_ROUTES, team, writtenContent } from '../helpers/loaded-content.ts';
import { PAGES, ROOT, TEST_DATE } from '../helpers/site-under-test.ts';
import { unusedId } from '../helpers/validate.ts';

/** Each file's text by module name; null: the file is missing. */
type Texts = Record<string, string | null>;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The content files' texts after `change`: every file written back as YAML. */
function changedTexts(change: (m: WrittenContent) => void): Texts {
  const modules = writtenContent();
  change(modules);
  return Object.fromEntries(Object.entries(modules).map(([name, value]) => [name, stringify(value, { lineWidth: 0 })]));
}

/** This project but for its content files, which contentPhase writes. */
const scratch = tempDir('content-phase-').path;
mkdirSync(path.join(scratch, CONTENT_FOLDER));
for (const folder of [config.folders.assets, path.dirname(config.contentRules)]) {
  symlinkSync(path.join(ROOT, folder), path.join(scratch, folder));
}

/** The content phase over the content as written, changed by `change` (or with the texts given). */
function contentPhase(change: ((m: WrittenContent) => void) | Texts) {
  const texts = typeof change === 'function' ? changedTexts(change) : change;
  for (const name of Object.keys(written)) {
    const file = contentFileOf(name, CONTENT_FOLDER);
    const text = texts[name] === undefined ? readFileSync(path.join(ROOT, file)) : texts[name];
    if (text === null) rmSync(path.join(scratch, file));
    else writeFileSync(path.join(scratch, file), text);
  }
  return loadContent(scratch, config, importModule, LINK_ROUTES);
}

/** The lines the phase fails with (it must fail). */
const problems = async (change: ((m: WrittenContent) => void) | Texts) => (await rejection(() => contentPhase(change))).split('\n');

/** The line (from 1) of the first line of `text` that matches `pattern`. */
function lineOf(text: string, pattern: RegExp): number {
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`no line matches ${pattern}`);
  return index + 1;
}

const written = writtenContent();
const SITE_FILE = contentFileOf('site', CONTENT_FOLDER);
/** The site's own settings file, as the owner wrote it. */
const siteText = readFileSync(path.join(ROOT, SITE_FILE), 'utf8');

// ---------------------------------------------------------------------------------------------
// The phase's lines: a change (or the files' texts) and every line it gives, in order

type Row = [what: string, change: ((m: WrittenContent) => void) | Texts, expected: (texts: Texts) => (string | RegExp)[]];

const firstTab = itemAt(written.pricing.tabs, 0, 'pricing tab');
/** The first tab's second tier (its first, when it has one). */
const tierAt = Math.min(1, firstTab.tiers.length - 1);
const wrongTier = itemAt(firstTab.tiers, tierAt, 'tier');
const [firstPhoto, secondPhoto] = written.gallery.photos;
const firstService = itemAt(written.services.items, 0, 'service');
const tabs = written.pricing.tabs.map((t) => t.id);
const missingTab = unusedId('no-such-tab', tabs);
const phone = /^(phone:\n {2}display: ).*$/m;
const phoneLine = siteText.slice(0, siteText.search(phone)).split('\n').length + 1;
const galleryTexts = changedTexts(() => {});

const ROWS: Row[] = [
  [
    'a missing file, reported once',
    { team: null },
    () => [`content/team.yaml: the file is missing; every page's texts are in content/ (team.yaml holds team's)`],
  ],
  ['an empty brand', (m) => (m.site.brand = ''), (t) => [`content/site.yaml line ${lineOf(t.site!, /^brand:/)}: brand: must not be empty`]],
  [
    'a wrong price, its tab and tier by name, counted from 1',
    (m) => (itemAt(itemAt(m.pricing.tabs, 0, 'tab').tiers, tierAt, 'tier').price = '1650'),
    (t) => [
      `content/pricing.yaml line ${lineOf(t.pricing!, /^\s+price: "?1650"?$/)}: tab ${firstTab.id} (the 1st) › tier ${wrongTier.name} (the ${['1st', '2nd'][tierAt]}) › price: expected a price like $1,650, got '1650' (whole dollars with thousands separators, under $10,000,000, or 'Custom')`,
    ],
  ],
  [
    'an unknown placeholder in a legal text, the section by its title',
    (m) => {
      const section = itemAt(m.privacy.sections, 0, 'section');
      section.title = 'Contact';
      section.paragraphs = ['Write to us.', 'Write to {emial}.'];
    },
    (t) => [
      `content/privacy.yaml line ${lineOf(t.privacy!, /Write to \{emial\}/)}: section Contact (the 1st) › paragraph (the 2nd): '{emial}' is not filled in by the page; a legal text may use {brand}, {email}, {phone} and {provider} (from content/site.yaml)`,
    ],
  ],
  [
    'several errors, one line each, entries named by id',
    (m) => {
      (itemAt(m.gallery.photos, 0, 'photo').categories as string[])[0] = 'weddings';
      itemAt(m.gallery.photos, 1, 'photo').caption = '';
    },
    () => [
      new RegExp(`^content/gallery\\.yaml line \\d+: photo ${firstPhoto!.id} \\(the 1st\\) › category \\(the 1st\\): .*weddings`),
      new RegExp(`^content/gallery\\.yaml line \\d+: photo ${secondPhoto!.id} \\(the 2nd\\) › caption: `),
    ],
  ],
  [
    'a photo that does not exist',
    (m) => (m.team.familyPhoto.image = 'team/no-such-photo.jpg'),
    (t) => [
      `content/team.yaml line ${lineOf(t.team!, /^ {2}image: team\/no-such-photo/)}: familyPhoto › image: file not found: assets/photos/team/no-such-photo.jpg`,
    ],
  ],
  [
    "a service's pricing tab that the Pricing page lacks",
    (m) => (itemAt(m.services.items, 0, 'service').pricingTab = missingTab),
    (t) => [
      `content/services.yaml line ${lineOf(t.services!, new RegExp(`^\\s+pricingTab: ${missingTab}$`))}: service ${firstService.id} (the 1st) › pricingTab: no tab '${missingTab}' on the Pricing page; the tabs of content/pricing.yaml are ${tabs.map((id) => `'${id}'`).join(', ')}`,
    ],
  ],
  [
    'a gallery title its views push past 60 characters (46 characters: fine alone, not with a label)',
    (m) => (m.gallery.meta.title = 'Our Complete Event Photo Gallery and Portfolio'),
    () => [
      /^content\/gallery\.yaml line 2: meta › title: the gallery's views add ' — .*' to this title, which makes '.*', \d+ characters; a page title has at most 60, so keep this one to \d+/,
    ],
  ],
  [
    'a caption nested 100,000 lists deep',
    {
      gallery: galleryTexts.gallery!.replace(
        /^( {4}caption: ).*$/m,
        (_, key: string) => `${key}${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      ),
    },
    () => [/^content\/gallery\.yaml line \d+, column \d+: lists or groups are nested too deeply/],
  ],
  // A number where a text is expected is shown as the file writes it, with the quotes that keep it.
  ...(
    [
      ['0x10', 'got the number 16: the file writes 0x10, which YAML reads as a number'],
      ['0123456789', 'got the number 123456789: the file writes 0123456789, which YAML reads as a number'],
      ['2024', 'got the number 2024'],
      ['True', 'got the value true: the file writes True, which YAML reads as true or false'],
    ] as const
  ).map(
    ([typed, got]): Row => [
      `a phone number written ${typed}`,
      { site: siteText.replace(phone, `$1${typed}`) },
      () => [
        `content/site.yaml line ${phoneLine}: phone › display: expected text, ${got}; to keep it as written, put it in quotes: '${typed}'`,
      ],
    ],
  ),
  // Unless the field would refuse that text too: then why it would.
  [
    'a price written as a number',
    { pricing: readFileSync(path.join(ROOT, 'content/pricing.yaml'), 'utf8').replace(/^(\s+price: ).*$/m, '$11650') },
    () => [/^content\/pricing\.yaml line \d+: .* › price: expected a price like \$1,650, got '1650' \(whole dollars[^;]*\)$/],
  ],
];

test('the content as written passes the phase; each change fails it with exactly its lines', async () => {
  assert.match(siteText, phone, 'the phone number is written under phone');
  await contentPhase(() => {});
  for (const [what, change, expected] of ROWS) {
    const lines = await problems(change);
    const wanted = expected(typeof change === 'function' ? changedTexts(change) : change);
    assert.is(lines.length, wanted.length, `${what}:\n${lines.join('\n')}`);
    wanted.forEach((line, i) => (typeof line === 'string' ? assert.is(lines[i], line, what) : assert.match(lines[i]!, line, what)));
    for (const line of lines) assert.not.match(line, /^\s+at /, `${what}: no stack`);
  }
});

test('an entry is named by its id or name and counted from 1, in English ordinals', () => {
  const ordinals = [1, 2, 3, 4, 11, 12, 13, 21, 22, 61, 101, 111].map(ordinal).join(' ');
  assert.is(ordinals, '1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 61st 101st 111th');
  const schema = { properties: { photos: { singular: 'photo', items: { properties: { caption: {} } } } } };
  const photos = Array.from({ length: 61 }, (_, i) => ({ id: `g${i + 1}` }));
  assert.is(fieldPath(['photos', 60, 'caption'], { photos }, schema), 'photo g61 (the 61st) › caption');
  assert.is(fieldPath(['photos'], { photos }, schema), 'photos');
  assert.is(fieldPath(['photos', 2], { photos: [{}, {}, 'x'] }, schema), 'photo (the 3rd)');
});

test("removing a tab that a service links to fails on the service's field, beside the other files' problems", async () => {
  const linked = written.services.items.findIndex((s) => s.pricingTab !== undefined);
  let services: WrittenContent['services']['items'] = [];
  const lines = await problems((m) => {
    // A service that links to the first tab, whichever the content links today, and that tab renamed.
    itemAt(m.services.items, Math.max(linked, 0), 'service').pricingTab = firstTab.id;
    itemAt(m.pricing.tabs, 0, 'pricing tab').id = unusedId(`${firstTab.id}-renamed`, tabs);
    m.site.brand = '';
    services = m.services.items;
  });
  // One line for the brand, and one for each service that links to the renamed tab (the content may have several).
  const stranded = services.filter((s) => s.pricingTab === firstTab.id).length;
  assert.is(lines.length, 1 + stranded, lines.join('\n'));
  assert.match(lines.join('\n'), /^content\/site\.yaml /m, 'the other file');
  assert.match(lines.join('\n'), /^content\/services\.yaml line \d+: service [\w-]+ \(the \w+\) › pricingTab: no tab '/m);
});

test("a media path with '..' is refused once, naming the file and the field", async () => {
  const last = written.home.hero.video.sources.length;
  const lines = await problems((m) => {
    itemAt(m.home.hero.video.sources, last - 1, 'hero video source').src = '../../elsewhere/secret.mp4';
    m.team.familyPhoto.image = '../../../elsewhere/family.jpg';
  });
  assert.is(lines.length, 2, `one line for each, not a second one for the missing file:\n${lines.join('\n')}`);
  const video = `^content/home\\.yaml line \\d+: hero › video › clip \\(the ${ordinal(last)}\\) › src: '\\.\\./\\.\\./elsewhere/secret\\.mp4' uses '\\.\\.'`;
  assert.match(lines.join('\n'), new RegExp(video, 'm'));
  assert.match(
    lines.join('\n'),
    /^content\/team\.yaml line \d+: familyPhoto › image: '\.\.\/\.\.\/\.\.\/elsewhere\/family\.jpg' uses '\.\.'/m,
  );
});

test("a content schema module that throws while it loads is named with its line, not only the error's words", async () => {
  const root = tempDir('content-phase-').path;
  mkdirSync(path.join(root, 'content/schema'), { recursive: true });
  writeFixtureConfig(root);
  writeFileSync(path.join(root, 'content/schema/index.ts'), "export const contentSchemas = () => ({});\n\nphotos('team/x.jpg');\n");
  const error = await loadContent(root, await loadConfig(root), importModule, []).then(
    () => ({ message: 'the module loaded', isBuildError: false }),
    (e: Error & { isBuildError?: boolean }) => e,
  );
  assert.is(
    error.message,
    'content/schema/index.ts could not be loaded: content/schema/index.ts line 3: ReferenceError: photos is not defined',
  );
  assert.ok(error.isBuildError, 'a message for the owner');
});

test('pages render the content as the phase parsed it: a text it trims reaches the page trimmed', async () => {
  const { content, media, videoOrigins } = await contentPhase((m) => (m.team.intro = `  ${m.team.intro}  `));
  // team.intro: the phase's own parse of the file as written, unpadded (its quotes made typographic).
  assert.is((content as Content).team.intro, team.intro, 'the phase trims it');
  // The render phase for the team page, on what the content phase returned (as buildSite does).
  const page = PAGES.find((p) => p.route === '/team')!;
  const settings = siteSettings(config, content, videoOrigins, { date: TEST_DATE });
  const images = await prepareImages(ROOT, config, media, () => {});
  const { outline } = await createOutliner(config.outlineFaces);
  const services = servicesFor(settings, images, new StaticAssets(ROOT, config.folders.assets), outline);
  const shell = await loadShell(ROOT, config.shell, importModule);
  const { html } = await renderPage(page, await loadPage(ROOT, page.file, importModule), { shell, content, services });
  assert.ok(html.includes(`<p class="lead">${team.intro.replace(/&/g, '&amp;')}</p>`), 'the intro, trimmed');
});

// ---------------------------------------------------------------------------------------------
// Reading a file: the bytes, then the YAML rules the owner sees in the file

/** readContentFile on these bytes as the site module's file, in the scratch project (contentPhase writes it anew). */
function readBytes(bytes: Uint8Array) {
  writeFileSync(path.join(scratch, SITE_FILE), bytes);
  return readContentFile(scratch, 'site', CONTENT_FOLDER);
}
const parse = (text: string) => parseContentFile(SITE_FILE, text);
/** The lines a file's bytes or text are refused with. */
function refusals(result: ReturnType<typeof parse>): string[] {
  assert.ok(Array.isArray(result), 'expected the file to be refused');
  return (result as InputError[]).map((e) => e.message);
}

test('the file as written is read, with or without a byte order mark; one not UTF-8, past 4 MB or a folder is refused, saying what to do', async () => {
  for (const bytes of [Buffer.from(siteText), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(siteText)])]) {
    const read = await readBytes(bytes);
    assert.not.ok(Array.isArray(read), JSON.stringify(read));
  }
  // The blurb with an é typed on a Latin-1 keyboard: one byte, 0xE9, that UTF-8 does not allow (the
  // rest of the file stays UTF-8: Latin-1 has no letter for some of what the content may hold).
  const [head, tail] = siteText.split(/^blurb: /m);
  const latin1 = Buffer.concat([Buffer.from(`${head}blurb: Caf`), Buffer.from([0xe9]), Buffer.from(` ${tail}`)]);
  assert.equal(refusals(await readBytes(latin1)), [
    `${SITE_FILE} line ${lineOf(siteText, /^blurb:/)}: the file is not UTF-8: this line holds the byte 0xE9 ('é' in Latin-1), so it was saved in another encoding; save it as UTF-8 (in most editors: Save As, then Encoding: UTF-8)`,
  ]);
  // UTF-16 (a Windows editor's "Unicode"), with either byte order mark or none.
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(siteText, 'utf16le')]);
  for (const bytes of [le, Buffer.from(le).swap16(), Buffer.from(siteText, 'utf16le')]) {
    assert.equal(refusals(await readBytes(bytes)), [
      `${SITE_FILE}: the file is saved as UTF-16 (what Windows calls "Unicode"); save it as UTF-8 (in most editors: Save As, then Encoding: UTF-8)`,
    ]);
  }
  const big = only(refusals(await readBytes(Buffer.from(`caption: ${'x'.repeat(5 * 1024 * 1024)}\n`))), 'problem');
  assert.match(big, new RegExp(`^${literal(SITE_FILE)}: the file has 5,242,\\d+ bytes; a content file holds at most 4 MB`));
  rmSync(path.join(scratch, SITE_FILE));
  mkdirSync(path.join(scratch, SITE_FILE));
  const folder = refusals(readContentFile(scratch, 'site', CONTENT_FOLDER));
  rmSync(path.join(scratch, SITE_FILE), { recursive: true });
  assert.equal(folder, [
    `${SITE_FILE}: this is a folder (or another kind of entry), not a file; site's texts go in a text file of this name`,
  ]);
});

test('a YAML mistake is refused naming the line and the column, in words, with no stack', () => {
  const brandLine = lineOf(siteText, /^brand:/);
  const blurbLine = lineOf(siteText, /^blurb:/);
  const lastLine = siteText.split('\n').length;
  const withEndMarker = siteText.split('\n');
  withEndMarker.splice(blurbLine - 1, 0, '...');
  const at = (line: number, column: number | string) => `^${literal(SITE_FILE)} line ${line}, column ${column}: `;
  const cases: [string, RegExp | string][] = [
    ["title: 'Pricing\nintro: x\n", new RegExp(`${at(1, 8)}a text opens a quote that never closes`)],
    ['meta:\n\ttitle: x\n', new RegExp(`${at(2, 1)}a tab indents this line; indent with spaces only$`)],
    ['title: a\ntitle: b\n', new RegExp(`${at(2, 1)}the field 'title' is written twice here; keep one$`)],
    ['text: Note: this breaks\n', new RegExp(`${at(1, '\\d+')}a field needs its name, a colon and a space`)],
    ['items:\n  - a\n  b: c\n', new RegExp(at(3, 1))],
    ['a: &x\n  b: *x\n', new RegExp(`${at(2, '\\d+')}'\\*x' repeats another part of the file \\(a YAML alias\\)`)],
    [
      withEndMarker.join('\n'),
      `${SITE_FILE} line ${blurbLine}, column 1: '...' ends the file's content here (a YAML end marker), so the lines after it would not be read; remove the '...' line`,
    ],
    // A tag other than the plain types' is never dropped or run; nor is a directive ('%YAML 1.1' would make 'on' true).
    ...['!include /etc/passwd', '!!js/function "function () { return 1 }"', '!!binary aGVsbG8='].map((tagged): [string, string] => [
      siteText.replace(/^brand: .*$/m, `brand: ${tagged}`),
      `${SITE_FILE} line ${brandLine}, column 8: '${tagged.split(' ')[0]}' is a YAML tag, which content files do not use; remove it and write the value itself (in quotes if it is a text)`,
    ]),
    ...['%YAML 1.1', '%YAML 1.2', '%TAG !e! tag:example.com,2000:'].map((directive): [string, string] => [
      `${directive}\n---\n${siteText}`,
      `${SITE_FILE} line 1, column 1: '${directive}' is a YAML directive, which changes how the file is read; content files use none, so remove the line`,
    ]),
    // A list or a group as the name of a field.
    ...['? [a, b]\n: c', '? {a: 1}\n: c', '[a, b]: c'].map((key): [string, string] => [
      `${siteText}${key}\n`,
      `${SITE_FILE} line ${lastLine}, column ${key.startsWith('?') ? 3 : 1}: a field's name here is a list or a group; a field is named by a word, as in 'title: My text'`,
    ]),
  ];
  const warnings: unknown[] = [];
  const emit = process.emitWarning;
  process.emitWarning = (warning: string | Error) => void warnings.push(warning);
  try {
    for (const [text, message] of cases) {
      const [line] = refusals(parse(text));
      if (typeof message === 'string') assert.equal(refusals(parse(text)), [message]);
      else assert.match(line!, message, `${JSON.stringify(text.slice(0, 40))} → ${line}`);
      assert.not.match(line!, /\n\s+at /, 'no stack');
    }
  } finally {
    process.emitWarning = emit;
  }
  assert.equal(warnings, [], 'no warning from Node');
});

test('one tab that indents a line is one problem, on its line, whatever follows it', () => {
  const lines = siteText.split('\n');
  for (const [i, text] of lines.entries()) {
    // Every indented field and list entry.
    if (!/^ {2,}(?:- )?[A-Za-z]\w*:(?: |$)/.test(text)) continue;
    const tabbed = [...lines.slice(0, i), `\t${text.slice(2)}`, ...lines.slice(i + 1)].join('\n');
    assert.equal(
      refusals(parse(tabbed)),
      [`${SITE_FILE} line ${i + 1}, column 1: a tab indents this line; indent with spaces only`],
      `line ${i + 1}`,
    );
  }
});

test("the plain types' own tags say what a value is; classic Mac OS line ends (a lone carriage return) are read as lines", () => {
  const read = parse(siteText.replace(/^brand: .*$/m, 'brand: !!str 0123'));
  assert.not.ok(Array.isArray(read));
  assert.is((read as { data: { brand: unknown } }).data.brand, '0123');
  const mac = parse(siteText.replaceAll('\n', '\r'));
  assert.not.ok(Array.isArray(mac), JSON.stringify(mac));
  assert.equal((mac as { data: unknown }).data, (parse(siteText) as { data: unknown }).data);
});

test.run();

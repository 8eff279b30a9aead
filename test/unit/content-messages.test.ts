// What an owner reads when the build refuses a content file: the file, the line (and for YAML
// syntax the column), the field in the owner's words (an entry by its name or id, counted from
// 1), and what is wrong, never a stack trace. And what the schema refuses because no business
// would mean it: a price past $10,000,000, a 10 MB caption, 100,000 features, content nested
// or referring to itself without end, a gallery title its views would push past 60 characters.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { fieldPath, ordinal } from '../../framework/shared/field-path.ts';
import { loadContent, validateContent } from '../../generator/content/load.ts';
import { contentFileOf, parseContentFile } from '../../generator/content/read-file.ts';
import type { InputError } from '../../generator/errors.ts';
import { loadConfig } from '../../generator/load-config.ts';
import { CONTENT_FOLDER, config, LINK_ROUTES, writtenContent } from '../helpers/content.ts';
import { schemaModuleFor } from '../helpers/content-schemas.ts';
import { writeFixtureConfig } from '../helpers/fixture-config.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { ROOT } from '../helpers/site.ts';
import { assertLine, loose, validate } from '../helpers/validate.ts';

const importModule = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/** The build's lines for the content files with these texts in place of some (it must fail). */
async function problems(texts: Record<string, string>): Promise<string[]> {
  try {
    await loadContent(ROOT, config, importModule, LINK_ROUTES, { texts });
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the content phase to fail');
}

const yamlOf = (change: (m: ReturnType<typeof writtenContent>) => void) => {
  const m = writtenContent();
  change(m);
  return m;
};

// ---------------------------------------------------------------------------------------------
// Naming a field

test('an entry is named by its id or name and counted from 1, in English ordinals', () => {
  assert.equal([1, 2, 3, 4, 11, 12, 13, 21, 22, 61, 101, 111].map(ordinal), [
    '1st',
    '2nd',
    '3rd',
    '4th',
    '11th',
    '12th',
    '13th',
    '21st',
    '22nd',
    '61st',
    '101st',
    '111th',
  ]);
  const schema = { properties: { photos: { singular: 'photo', items: { properties: { caption: {} } } } } };
  const photos = Array.from({ length: 61 }, (_, i) => ({ id: `g${i + 1}` }));
  assert.is(fieldPath(['photos', 60, 'caption'], { photos }, schema), 'photo g61 (the 61st) › caption');
  assert.is(fieldPath(['photos'], { photos }, schema), 'photos');
  assert.is(fieldPath(['photos', 2], { photos: [{}, {}, 'x'] }, schema), 'photo (the 3rd)');
});

test('a YAML syntax error names the file, the line and the column, in words, with no stack', () => {
  const cases: [string, RegExp][] = [
    ["title: 'Pricing\nintro: x\n", /^content\/pricing\.yaml line 1, column 8: a text opens a quote that never closes/],
    ['meta:\n\ttitle: x\n', /^content\/pricing\.yaml line 2, column 1: a tab indents this line; indent with spaces only$/],
    ['title: a\ntitle: b\n', /^content\/pricing\.yaml line 2, column 1: the field 'title' is written twice here; keep one$/],
    ['text: Note: this breaks\n', /^content\/pricing\.yaml line 1, column \d+: a field needs its name, a colon and a space/],
    ['items:\n  - a\n  b: c\n', /^content\/pricing\.yaml line 3, column 1: /],
    ['a: &x\n  b: *x\n', /^content\/pricing\.yaml line 2, column \d+: '\*x' repeats another part of the file \(a YAML alias\)/],
  ];
  for (const [text, message] of cases) {
    const result = parseContentFile('content/pricing.yaml', 'pricing', text);
    assert.ok(Array.isArray(result), text);
    const line = (result as InputError[])[0]!.message;
    assert.match(line, message, `${JSON.stringify(text)} → ${line}`);
    assert.not.match(line, /\n\s+at /, 'no stack');
  }
});

test('a number where a text is expected is shown as the file writes it, with the quotes that keep it as written', async () => {
  const original = readFileSync(path.join(ROOT, contentFileOf('site', CONTENT_FOLDER)), 'utf8');
  const field = /^(phone:\n {2}display: ).*$/m;
  assert.match(original, field, 'the phone number is written under phone');
  const line = original.slice(0, original.search(field)).split('\n').length + 1;
  const cases: [string, string][] = [
    ['0x10', 'got the number 16: the file writes 0x10, which YAML reads as a number'],
    ['0123456789', 'got the number 123456789: the file writes 0123456789, which YAML reads as a number'],
    ['2024', 'got the number 2024'],
    ['True', 'got the value true: the file writes True, which YAML reads as true or false'],
  ];
  for (const [written, got] of cases) {
    const text = original.replace(field, `$1${written}`);
    assert.equal(await problems({ site: text }), [
      `content/site.yaml line ${line}: phone › display: expected text, ${got}; to keep it as written, put it in quotes: '${written}'`,
    ]);
  }
});

// ---------------------------------------------------------------------------------------------
// A runtime error in the content's code names the file and the line

test("a content schema module that throws while it loads is named with its line, not only the error's words", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'content-throws-'));
  try {
    mkdirSync(path.join(root, 'content/schema'), { recursive: true });
    writeFixtureConfig(root);
    writeFileSync(path.join(root, 'content/schema/index.ts'), "export const contentSchemas = () => ({});\n\nphotos('team/x.jpg');\n");
    const fixture = await loadConfig(root);
    const message = await loadContent(root, fixture, importModule, []).then(
      () => assert.unreachable('the module throws'),
      (error: Error) => error.message,
    );
    assert.is(
      message,
      'content/schema/index.ts could not be loaded: content/schema/index.ts line 3: ReferenceError: photos is not defined',
    );
    const error = await loadContent(root, fixture, importModule, []).then(
      () => undefined,
      (e: { isBuildError?: boolean }) => e,
    );
    assert.ok(error?.isBuildError, 'a message for the owner');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------------------------------------
// Deep and self-referencing content: the field is named, the stack never overflows

test('a caption nested 100,000 lists deep is refused naming the file, the line and the photo', async () => {
  const text = stringify(writtenContent().gallery, { lineWidth: 0 }).replace(
    /^( {4}caption: ).*$/m,
    (_, key: string) => `${key}${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  );
  const line = only(await problems({ gallery: text }), 'problem');
  assert.match(line, /^content\/gallery\.yaml line \d+, column \d+: lists or groups are nested too deeply/);
});

test('deep or self-referencing values are reported on their field, and never walked', () => {
  const deep: unknown[] = [];
  let inner = deep;
  for (let i = 0; i < 100_000; i++) inner = inner[0] = [] as unknown[];
  const looped: Record<string, unknown> = {};
  looped.self = looped;
  const lines = validate((m) => {
    loose(itemAt(m.gallery.photos, 3, 'photo')).caption = deep;
    loose(m.team).familyPhotto = looped;
  });
  assertLine(lines, 'content/gallery.yaml: photos.3.caption', /expected text, got a list/);
  assertLine(lines, 'content/team.yaml: familyPhotto', /unknown field 'familyPhotto'/);
});

// ---------------------------------------------------------------------------------------------
// What a business charges, and how much a page holds

test('a price is under $10,000,000, so the structured data always has a number', () => {
  const priced = (price: string) => validate((m) => (itemAt(itemAt(m.pricing.tabs, 0, 'tab').tiers, 0, 'tier').price = price));
  for (const price of ['$9,999,999', '$1,000,000', '$999,999', '$900']) assert.equal(priced(price), [], price);
  for (const price of ['$10,000,000', `$1${',000'.repeat(103)}`, '$99,999,999']) {
    assertLine(priced(price), 'content/pricing.yaml: tabs.0.tiers.0.price', /under \$10,000,000/);
  }
});

test('every text has a ceiling, and so has every list', () => {
  const caption = 'x'.repeat(10 * 1024 * 1024);
  assertLine(
    validate((m) => (itemAt(m.gallery.photos, 0, 'photo').caption = caption)),
    'content/gallery.yaml: photos.0.caption',
    /has 10,485,760 characters; at most 1,000 fit/,
  );
  const features = Array.from({ length: 100_000 }, (_, i) => `Feature ${i}`);
  assertLine(
    validate((m) => (itemAt(itemAt(m.pricing.tabs, 0, 'tab').tiers, 0, 'tier').features = features)),
    'content/pricing.yaml: tabs.0.tiers.0.features',
    /expected at most \d+ features, found 100000/,
  );
  // A list over its ceiling still has its entries checked in the same pass.
  const schemas = schemaModuleFor(LINK_ROUTES);
  const m = writtenContent();
  loose(itemAt(itemAt(m.pricing.tabs, 0, 'tab').tiers, 0, 'tier')).features = [...features.slice(0, 40), 5];
  const lines = validateContent(m as unknown as Record<string, unknown>, schemas, LINK_ROUTES, CONTENT_FOLDER).map((e) => e.message);
  assert.is(lines.length, 2, lines.join('\n'));
});

test('a content file past 4 MB is refused before it is parsed', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'content-big-'));
  try {
    mkdirSync(path.join(root, 'content'));
    const { readContentFile } = await import('../../generator/content/read-file.ts');
    writeFileSync(path.join(root, 'content/gallery.yaml'), `caption: ${'x'.repeat(5 * 1024 * 1024)}\n`);
    const result = readContentFile(root, 'gallery', 'content');
    assert.ok(Array.isArray(result));
    assert.match(
      (result as InputError[])[0]!.message,
      /^content\/gallery\.yaml: the file has 5,242,\d+ bytes; a content file holds at most 4 MB/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------------------------------------
// The gallery's views keep the title rule

test('a gallery title that its views would push past 60 characters is refused, saying how long it may be', () => {
  const { gallery } = writtenContent();
  const ok = validate((m) => (m.gallery.meta.title = gallery.meta.title));
  assert.equal(ok, []);
  const long = 'Our Complete Event Photo Gallery and Portfolio'; // 46 characters: fine alone, not with a label
  const lines = validate((m) => (m.gallery.meta.title = long));
  assertLine(
    lines,
    'content/gallery.yaml: meta.title',
    /the gallery's views add ' — .*' to this title, which makes '.*', \d+ characters; a page title has at most 60, so keep this one to \d+/,
  );
});

test('the same rule, through the build: the file, the line and the field', async () => {
  const text = stringify(yamlOf((m) => (m.gallery.meta.title = 'Our Complete Event Photo Gallery and Portfolio')).gallery, {
    lineWidth: 0,
  });
  const line = only(await problems({ gallery: text }), 'problem');
  assert.match(line, /^content\/gallery\.yaml line 2: meta › title: the gallery's views add/);
});

test.run();

// The editor's configuration is the schemas': the build makes it from content/schema/, pages/ and
// admin/backend.yml, and nothing generated is committed, so a new page or the gallery's photos
// never make a file stale; the build's config offers a page added to a copy. The fields refuse
// what the build refuses: a price without its '$', a list past its size; a photo field uploads
// into its folder; a link to a page is a choice of the routes in pages/. The code editor's JSON
// Schemas go to a git-ignored folder, mapped in .vscode/settings.json beside the developer's own
// settings. (The editor's local backend has its own tests: editor-backend*.test.ts.)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FILTER_IDS, MIN_GALLERY_PHOTOS, MIN_PHOTOS_PER_CATEGORY, PHOTO_CATEGORY_IDS } from '../../content/schema/index.ts';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { SCHEMA_DIR, VSCODE_SETTINGS, writeCodeEditorFiles } from '../../generator/editor/code-editor-schemas.ts';
import { ownPages, routesOf } from '../../generator/routes.ts';
import { cmsConfig } from '../../scripts/cms-config.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { contentSchemas } from '../helpers/content-schemas.ts';
import { addPhotos } from '../helpers/gallery-fixture.ts';
import { PAGES, ROOT } from '../helpers/site.ts';

type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };
type Config = { collections: { files: { name: string; file: string; fields: Field[] }[] }[] };

const config = (await cmsConfig(ROOT)) as Config;
const entries = config.collections[0]!.files;
const schemas = contentSchemas(routesOf(ownPages(PAGES)));
const entry = (name: string) => entries.find((e) => e.name === name)!;
const field = (fields: Field[] | undefined, ...names: string[]): Field => {
  const [first, ...rest] = names;
  const found = fields?.find((f) => f.name === first);
  if (!found) throw new Error(`no field ${first}`);
  return rest.length ? field(found.fields, ...rest) : found;
};

test('nothing made from the schemas is committed: the configuration, the JSON Schemas and their mapping are git-ignored or made by the build', () => {
  const ignored = readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n');
  for (const file of ['.cache/', VSCODE_SETTINGS]) assert.ok(ignored.includes(file), `${file} is git-ignored`);
  assert.ok(SCHEMA_DIR.startsWith('.cache/'), `${SCHEMA_DIR} is under .cache/`);
  for (const file of ['admin/config.yml', 'content/schema/json'])
    assert.not.ok(existsSync(path.join(ROOT, file)), `${file} is not in the project`);
});

test("in a copy: an owner's photos never change the configuration (the gallery's views are no page to pick), and a page added is offered at once", async () => {
  const copy = projectCopy({ copyAssets: true });
  try {
    addPhotos(copy, 200);
    assert.equal(await cmsConfig(copy), config);
    const route = `/${unusedName('our-story')}`;
    // A page that renders what an existing one does: its own route is all this test needs of it.
    cpSync(path.join(copy, 'pages/privacy.tsx'), path.join(copy, `pages${route}.tsx`));
    const grown = (await cmsConfig(copy)) as Config;
    const nav = field(grown.collections[0]!.files.find((e) => e.name === 'site')!.fields, 'nav', 'href');
    assert.equal(nav.options, [...routesOf(ownPages(PAGES)), route].sort());
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

/** A page name no page has. */
function unusedName(name: string): string {
  const taken = new Set(routesOf(PAGES));
  let candidate = name;
  for (let i = 2; taken.has(`/${candidate}`); i++) candidate = `${name}-${i}`;
  return candidate;
}

test("the code editor's JSON Schemas: one per content file in the git-ignored folder, mapped beside the developer's own settings", () => {
  const at = mkdtempSync(path.join(os.tmpdir(), 'code-editor-schemas-'));
  try {
    mkdirSync(path.join(at, '.vscode'));
    const own = { 'editor.tabSize': 2, 'yaml.schemas': { './mine.schema.json': 'other/*.yaml' } };
    writeFileSync(path.join(at, VSCODE_SETTINGS), JSON.stringify(own));
    mkdirSync(path.join(at, SCHEMA_DIR), { recursive: true });
    writeFileSync(path.join(at, SCHEMA_DIR, 'gone.schema.json'), '{}');
    const { written, problem } = writeCodeEditorFiles(at, schemas, 'content');
    assert.is(problem, undefined);
    assert.ok(written.includes(VSCODE_SETTINGS));
    const settings = JSON.parse(readFileSync(path.join(at, VSCODE_SETTINGS), 'utf8')) as Record<string, unknown>;
    assert.is(settings['editor.tabSize'], 2, "the developer's settings stay");
    const mapping = settings['yaml.schemas'] as Record<string, string>;
    assert.is(mapping['./mine.schema.json'], 'other/*.yaml', 'and their own schemas');
    for (const name of Object.keys(schemas)) {
      const file = contentFileOf(name, 'content');
      const schema = `./${SCHEMA_DIR}/${path.basename(file, '.yaml')}.schema.json`;
      assert.is(mapping[schema], file, name);
      assert.ok(existsSync(path.join(at, schema)), `${schema} is written`);
    }
    assert.not.ok(existsSync(path.join(at, SCHEMA_DIR, 'gone.schema.json')), 'a schema whose file is gone is removed');
    assert.equal(writeCodeEditorFiles(at, schemas, 'content').written, [], 'written again only when something changed');
    // Settings with a comment (VS Code allows them) are left as they are, and the developer told.
    writeFileSync(path.join(at, VSCODE_SETTINGS), '{\n  // mine\n}\n');
    assert.match(writeCodeEditorFiles(at, schemas, 'content').problem ?? '', /not plain JSON/);
    assert.is(readFileSync(path.join(at, VSCODE_SETTINGS), 'utf8'), '{\n  // mine\n}\n');
  } finally {
    rmSync(at, { recursive: true, force: true });
  }
});

test('one entry per content file, each field with a label and a hint', () => {
  assert.equal(
    entries.map((e) => e.file).sort(),
    Object.keys(schemas)
      .map((name) => contentFileOf(name, 'content'))
      .sort(),
  );
  const walk = (fields: Field[], where: string) => {
    for (const f of fields) {
      assert.ok(typeof f.label === 'string' && f.label, `${where}.${f.name}: label`);
      assert.ok(typeof f.hint === 'string' && f.hint, `${where}.${f.name}: hint`);
      if (f.fields) walk(f.fields, `${where}.${f.name}`);
    }
  };
  for (const e of entries) walk(e.fields, e.name);
});

test("the fields refuse what the build refuses, a photo field uploads into its folder, and a page link is a choice of the site's routes", () => {
  const expected: [entry: string, path: string[], properties: Record<string, unknown>][] = [
    ['pricing', ['tabs', 'tiers', 'price'], { required: true }],
    ['pricing', ['tabs', 'tiers'], { widget: 'list', min: 1, max: 4 }],
    ['team', ['members', 'image'], { widget: 'image', media_folder: '/assets/photos/team', public_folder: 'team', required: false }],
    ['gallery', ['photos', 'image'], { media_folder: '/assets/photos/gallery', public_folder: 'gallery' }],
    ['site', ['nav', 'href'], { widget: 'select', options: routesOf(ownPages(PAGES)).sort() }],
    ['gallery', ['photos', 'categories'], { widget: 'select', multiple: true, min: 1, max: 3 }],
    // A long list's folded entries are named by their words: the gallery's photos by their captions.
    ['gallery', ['photos'], { min: MIN_GALLERY_PHOTOS, summary: '{{fields.caption}}' }],
  ];
  for (const [name, at, properties] of expected) {
    const found = field(entry(name).fields, ...at);
    assert.equal(Object.fromEntries(Object.keys(properties).map((key) => [key, found[key]])), properties, `${name}.${at.join('.')}`);
  }
  // The price's pattern accepts $1,650 and Custom, not 1650 or $10,000,000.
  const [pattern] = field(entry('pricing').fields, 'tabs', 'tiers', 'price').pattern as [string, string];
  for (const ok of ['$1,650', '$900', '$9,999,999', 'Custom']) assert.match(ok, new RegExp(pattern), ok);
  for (const bad of ['1650', '$1650', '$10,000,000', '1,650']) assert.not.match(bad, new RegExp(pattern), bad);
  // The gallery's hint says the build's least numbers.
  const { hint } = field(entry('gallery').fields, 'photos');
  assert.match(String(hint), new RegExp(`^At least ${MIN_GALLERY_PHOTOS} photos`));
  assert.match(String(hint), new RegExp(`at least ${MIN_PHOTOS_PER_CATEGORY} in each category`));
});

test('photo categories and filters are offered by their names, their ids only written to the file', () => {
  const choices = (f: Field) => f.options as { label: string; value: string }[];
  const categories = choices(field(entry('gallery').fields, 'photos', 'categories'));
  assert.equal(
    categories.map((o) => o.value),
    [...PHOTO_CATEGORY_IDS],
  );
  const filters = choices(field(entry('gallery').fields, 'portfolio', 'categories', 'id'));
  assert.equal(
    filters.map((o) => o.value),
    [...FILTER_IDS],
  );
  for (const { label, value } of [...categories, ...filters]) {
    assert.ok(typeof label === 'string' && label !== value, `${value} has a name of its own`);
    assert.match(label, /^[A-Z][A-Za-z &/]+$/, `${value}: '${label}' is words, not an id`);
  }
});

test('the top bar has no bare "/" link to the site', () => {
  assert.not.equal((config as { site_url?: unknown }).site_url, '/');
});

test("the Home entry's form shows no MIME type and no media query: a clip is its file and a tick for tall screens", () => {
  const form = JSON.stringify(entry('home').fields);
  assert.not.match(form, /video\/(?:webm|mp4)|image\/|aspect-ratio|media query/i);
  const clip = field(entry('home').fields, 'hero', 'video', 'sources');
  assert.equal(
    clip.fields?.map((f) => [f.name, f.widget]),
    [
      ['src', 'string'],
      ['portrait', 'boolean'],
    ],
  );
});

test("a refused pattern's message is one sentence that names the field", () => {
  const walk = (fields: Field[]): Field[] => fields.flatMap((f) => [f, ...walk(f.fields ?? []), ...(f.field ? walk([f.field]) : [])]);
  const patterned = entries.flatMap((e) => walk(e.fields)).filter((f) => f.pattern);
  assert.ok(patterned.length > 0, 'some fields have a pattern');
  for (const f of patterned) {
    const [, message] = f.pattern as [string, string];
    assert.ok(message.startsWith(String(f.label)), `${f.name}: '${message}' starts with its label`);
    assert.match(message, /[^.]\.$/, `${f.name}: '${message}' ends with one full stop`);
  }
});

test.run();

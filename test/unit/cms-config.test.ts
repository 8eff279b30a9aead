// What the build makes for the editor: its configuration (from the schemas, pages/ and the owner's
// admin/backend.yml), the names of uploads and photo fields, private fields left unpublished, and
// the code editor's JSON Schemas, mapped beside the developer's own settings.

import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { fieldForFolder, sourceFileOf } from '../../admin/photo-fields.ts';
import { uploadVerdict } from '../../admin/upload-format.ts';
import { uploadName } from '../../admin/upload-names.ts';
import { FILTER_IDS, MIN_GALLERY_PHOTOS, MIN_PHOTOS_PER_CATEGORY, PHOTO_CATEGORY_IDS } from '../../content/schema/index.ts';
import { PLACEHOLDER_ACCOUNT } from '../../framework/shared/editor-setup.ts';
import { publishedStem } from '../../framework/shared/published-name.ts';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { localBackendMode } from '../../generator/dev/local-editor.ts';
import { decapConfig } from '../../generator/editor/admin-config.ts';
import { BACKEND_FILE, backendSettings, setupWarning } from '../../generator/editor/backend-settings.ts';
import { SCHEMA_DIR, VSCODE_SETTINGS, writeCodeEditorFiles } from '../../generator/editor/code-editor-schemas.ts';
import { withoutPrivateFields } from '../../generator/editor/private-fields.ts';
import { ownPages, routesOf } from '../../generator/routes.ts';
import { cmsConfig } from '../../scripts/cms-config.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { schemasFor } from '../helpers/content-schemas.ts';
import { refusal } from '../helpers/expect-refusal.ts';
import { addPhotos } from '../helpers/gallery-fixture.ts';
import { content } from '../helpers/loaded-content.ts';
import { PAGES, ROOT } from '../helpers/site-under-test.ts';
import { unusedId } from '../helpers/validate.ts';

type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };
type Config = { collections: { files: { name: string; file: string; fields: Field[] }[] }[] };

const config = (await cmsConfig(ROOT)) as Config;
const entries = config.collections[0]!.files;
const schemas = schemasFor(routesOf(ownPages(PAGES)));
const entry = (name: string) => entries.find((e) => e.name === name)!;
/** Every field of these, and the fields inside each, at any depth. */
const allFields = (fields: Field[]): Field[] =>
  fields.flatMap((f) => [f, ...allFields(f.fields ?? []), ...(f.field ? allFields([f.field]) : [])]);
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
    const route = unusedId('/our-story', routesOf(PAGES));
    // A page that renders what an existing one does: its own route is all this test needs of it.
    cpSync(path.join(copy, 'pages/privacy.tsx'), path.join(copy, `pages${route}.tsx`));
    const grown = (await cmsConfig(copy)) as Config;
    const nav = field(grown.collections[0]!.files.find((e) => e.name === 'site')!.fields, 'nav', 'href');
    assert.equal(nav.options, [...routesOf(ownPages(PAGES)), route].sort());
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test("the code editor's JSON Schemas: one per content file in the git-ignored folder, mapped beside the developer's own settings", () => {
  const at = tempDir('code-editor-schemas-').path;
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
});

test('one entry per content file, each field with a label and a hint', () => {
  const files = Object.keys(schemas).map((name) => contentFileOf(name, 'content'));
  assert.equal(entries.map((e) => e.file).sort(), files.sort());
  for (const e of entries)
    for (const f of allFields(e.fields)) {
      assert.ok(typeof f.label === 'string' && f.label, `${e.name}: ${f.name}: label`);
      assert.ok(typeof f.hint === 'string' && f.hint, `${e.name}: ${f.name}: hint`);
    }
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

test('a number field takes decimals unless its schema asks for a whole number, and its hint says which', () => {
  const schema = z.object({ count: z.number().int(), ratio: z.number() });
  const { fields } = (decapConfig({ sample: schema }, [], settingsOf(BACKEND), 'content') as Config).collections[0]!.files[0]!;
  assert.equal(
    fields.map(({ name, value_type, hint }) => ({ name, value_type, hint })),
    [
      { name: 'count', value_type: 'int', hint: 'A whole number.' },
      { name: 'ratio', value_type: 'float', hint: 'A number.' },
    ],
  );
});

test('photo categories and filters are offered by their names, their ids only written to the file', () => {
  const choices = (f: Field) => f.options as { label: string; value: string }[];
  const values = (options: { value: string }[]) => options.map((o) => o.value);
  const categories = choices(field(entry('gallery').fields, 'photos', 'categories'));
  assert.equal(values(categories), [...PHOTO_CATEGORY_IDS]);
  const filters = choices(field(entry('gallery').fields, 'portfolio', 'categories', 'id'));
  assert.equal(values(filters), [...FILTER_IDS]);
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
  assert.equal(clip.fields?.map((f) => `${f.name}: ${f.widget}`).join(', '), 'src: string, portrait: boolean');
});

test("a refused pattern's message is one sentence that names the field", () => {
  const patterned = entries.flatMap((e) => allFields(e.fields)).filter((f) => f.pattern);
  assert.ok(patterned.length > 0, 'some fields have a pattern');
  for (const f of patterned) {
    const [, message] = f.pattern as [string, string];
    assert.ok(message.startsWith(String(f.label)), `${f.name}: '${message}' starts with its label`);
    assert.match(message, /[^.]\.$/, `${f.name}: '${message}' ends with one full stop`);
  }
});

/** The settings read from a folder whose admin/backend.yml is `text`. */
function settingsOf(text: string) {
  const dir = tempDir('editor-settings-');
  try {
    mkdirSync(path.join(dir.path, 'admin'));
    writeFileSync(path.join(dir.path, BACKEND_FILE), text);
    return backendSettings(dir.path);
  } finally {
    dir.remove();
  }
}

const BACKEND = 'backend:\n  name: github\n  repo: the-owner/site\n  branch: main\n';

test('publish_mode: editorial_workflow is carried into the configuration, and keeps npm run cms drafts on git branches', () => {
  const workflow = settingsOf(`${BACKEND}publish_mode: editorial_workflow\n`);
  assert.is(workflow.publish_mode, 'editorial_workflow');
  assert.is(decapConfig({}, [], workflow, 'content').publish_mode, 'editorial_workflow');
  assert.is(localBackendMode(workflow), 'git');
  for (const text of [BACKEND, `${BACKEND}publish_mode: simple\n`]) {
    const simple = settingsOf(text);
    assert.is(localBackendMode(simple), 'fs', text);
    assert.not.equal(decapConfig({}, [], simple, 'content').publish_mode, 'editorial_workflow', text);
  }
  // One Decap does not know is refused, naming the file, the field and what it takes.
  const unknown = refusal(() => settingsOf(`${BACKEND}publish_mode: drafts\n`));
  assert.match(
    unknown,
    /^admin\/backend\.yml: publish_mode: expected editorial_workflow \(a change waits as a draft until it is published\) or simple .*, got "drafts"$/,
  );
});

test("api_root, a GitHub Enterprise server's API, is carried into the configuration: https://, or http:// on this computer; else refused", () => {
  for (const apiRoot of ['https://github.example.com/api/v3', 'https://api.octocorp.ghe.com', 'http://localhost:8080/api/v3']) {
    const settings = settingsOf(`${BACKEND}  api_root: ${apiRoot}\n`);
    assert.is(settings.backend.api_root, apiRoot);
    assert.is((decapConfig({}, [], settings, 'content').backend as Record<string, unknown>).api_root, apiRoot);
  }
  assert.is(settingsOf(BACKEND).backend.api_root, undefined);
  // Refused naming the file, the field and what it takes.
  const prefix = /^admin\/backend\.yml: backend\.api_root: /;
  const example = /: write it like https:\/\/github\.example\.com\/api\/v3 \(or remove the line to use github\.com\)$/;
  const refused = {
    'http://github.example.com/api/v3': /"http:\/\/github\.example\.com\/api\/v3" is not an https:\/\/ address/,
    'ftp://github.example.com/api/v3': /is not an https:\/\/ address/,
    'github.example.com/api/v3': /expected the address of your GitHub Enterprise server's API, got "github\.example\.com\/api\/v3"/,
    '/api/v3': /expected the address/,
    "''": /got ""/,
    '42': /got 42:/,
    '': /got null:/,
    '[https://github.example.com/api/v3]': /got \["https:\/\/github\.example\.com\/api\/v3"\]:/,
    'https://github.example.com/api/v3/': /must be the API's address alone, without a trailing slash/,
    'https://github.example.com/api/v3?x=1': /must be the API's address alone/,
    'https://owner:secret@github.example.com/api/v3': /must be the API's address alone/,
  };
  for (const [value, reason] of Object.entries(refused)) {
    const message = refusal(() => settingsOf(`${BACKEND}  api_root: ${value}\n`));
    assert.match(message, prefix, `${value}: ${message}`);
    assert.match(message, reason, `${value}: ${message}`);
    assert.match(message, example, `${value}: ${message}`);
  }
});

test("settings that name no repository of the owner's get one line of warning: the file, what to set, where the guide is", () => {
  const placeholder = settingsOf(`backend:\n  name: github\n  repo: ${PLACEHOLDER_ACCOUNT}/elevate-events-site\n  branch: main\n`);
  const warning = setupWarning(placeholder) ?? '';
  assert.not.match(warning, /\n/, 'one line');
  assert.match(
    warning,
    new RegExp(
      `^warning: admin/backend\\.yml: repo is still the placeholder ${PLACEHOLDER_ACCOUNT}/elevate-events-site, so the editor at /admin/ of the live site cannot log in; set repo`,
    ),
  );
  assert.match(warning, /docs\/content-guide\.md, "On the live site"/);
  const noRepo = settingsOf('backend:\n  name: github\n  branch: main\n');
  assert.match(setupWarning(noRepo) ?? '', /repo, the repository that holds the site, is missing/);
  for (const text of [BACKEND, 'backend:\n  name: git-gateway\n', 'backend:\n  name: gitlab\n  repo: the-owner/site\n'])
    assert.is(setupWarning(settingsOf(text)), null, text);
});

test("an upload is saved under the build's clean name, with its extension in lower case", () => {
  const names = ['My Photo (1).jpeg', 'IMG_1234.JPG', 'Café Noël.JPEG', 'first dance.jpg', '(2).png', 'no extension'];
  assert.equal(names.map(uploadName), ['my-photo-1.jpeg', 'img-1234.jpg', 'cafe-noel.jpeg', 'first-dance.jpg', '2.png', 'no-extension']);
  for (const name of ['My Photo (1).jpeg', 'DSC-0001 (2).jpeg']) assert.is(uploadName(name).replace(/\.[^.]+$/, ''), publishedStem(name));
});

/** An ISO media file's first box: its major brand, then its compatible ones. */
const ftyp = (...brands: string[]) => {
  const box = Buffer.alloc(8 + 4 * (brands.length + 1));
  box.writeUInt32BE(box.length);
  box.write('ftyp', 4);
  box.write(brands[0]!, 8);
  for (const [i, brand] of brands.slice(1).entries()) box.write(brand, 16 + 4 * i);
  return box;
};

test("a picked photo is judged by its bytes, in the build's words: renamed to its format, refused when no photo, left to the build when untold", async () => {
  const photo = sharp({ create: { width: 8, height: 8, channels: 3, background: '#6b4f3a' } });
  const picked = async (name: string, bytes: Buffer | Promise<Buffer>) => uploadVerdict(new File([new Uint8Array(await bytes)], name));
  const verdicts = {
    'IMG_1.JPG': await picked('IMG_1.JPG', photo.clone().jpeg().toBuffer()),
    'Scan 2.jpg': await picked('Scan 2.jpg', photo.clone().png().toBuffer()),
    'three.webp': await picked('three.webp', photo.clone().avif().toBuffer()),
    'four.png': await picked('four.png', photo.clone().gif().toBuffer()),
    'five.jpeg': await picked('five.jpeg', photo.clone().tiff().toBuffer()),
    'IMG_0042.jpg': await picked('IMG_0042.jpg', ftyp('heic', 'mif1', 'heic')),
    'six.avif': await picked('six.avif', ftyp('mif1', 'avif', 'miaf')),
    'Clip.MP4': await picked('Clip.MP4', ftyp('isom', 'mp41')),
    'seven.jpg': await picked('seven.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
  };
  const NOT_TAKEN = 'not a photo the build takes (JPEG, PNG, WebP and AVIF): export it as one of them';
  assert.equal(verdicts, {
    'IMG_1.JPG': { name: 'img-1.jpg' },
    'Scan 2.jpg': { name: 'scan-2.png' },
    'three.webp': { name: 'three.avif' },
    'four.png': { refusal: `four.png: its content is GIF, ${NOT_TAKEN}` },
    'five.jpeg': { refusal: `five.jpeg: its content is TIFF, ${NOT_TAKEN}` },
    'IMG_0042.jpg': { refusal: `img-0042.jpg: its content is HEIC, ${NOT_TAKEN}` },
    // Left to the checks after it: a HEIF container (its codec is in a brand file-type does not read), a name no photo has, an SVG.
    'six.avif': { name: 'six.avif' },
    'Clip.MP4': { name: 'clip.mp4' },
    'seven.jpg': { name: 'seven.jpg' },
  });
});

/** A field of Decap's configuration as it hands it over: read with get(). */
const decapField = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });
const list = <T>(items: T[]) => ({ toArray: () => items });

test("a photo field's value names a file under the folder its uploads go to", () => {
  const team = decapField({ media_folder: '/assets/photos/team', public_folder: 'team' });
  assert.is(sourceFileOf(team, 'team/jo.jpg'), 'assets/photos/team/jo.jpg');
  const video = decapField({ media_folder: '/assets/video', public_folder: '' });
  assert.is(sourceFileOf(video, 'hero-poster.jpg'), 'assets/video/hero-poster.jpg');
});

test('a photo another entry names is found through a field of that entry that uploads into its folder', () => {
  const poster = decapField({ name: 'poster', widget: 'image', media_folder: '/assets/video', public_folder: '' });
  const video = decapField({ name: 'video', widget: 'object', fields: list([poster]) });
  const hero = decapField({ name: 'hero', widget: 'object', fields: list([video]) });
  const files = [
    decapField({ name: 'site', file: 'content/site.yaml', fields: list([decapField({ name: 'brand', widget: 'string' })]) }),
    decapField({ name: 'home', file: 'content/home.yaml', fields: list([hero]) }),
  ];
  const found = fieldForFolder(files, 'assets/video');
  assert.equal([found?.slug, found?.path, found?.field], ['home', 'content/home.yaml', poster]);
  assert.is(fieldForFolder(files, 'assets/photos/nowhere'), undefined);
});

const note = z.string().optional().meta({ private: true });

test('a private field is left out in lists, union branches, records and recursive schemas; every other field stays', () => {
  const schema = z.object({
    title: z.string(),
    sections: z.array(z.object({ title: z.string(), note })),
    block: z.union([z.object({ kind: z.literal('a'), note }), z.object({ kind: z.literal('b'), text: z.string() })]),
    byName: z.record(z.string(), z.object({ text: z.string(), note })),
    pair: z.tuple([z.object({ note }), z.string()]),
  });
  const value = {
    title: 'T',
    sections: [{ title: 'One', note: 'secret 1' }, { title: 'Two' }],
    block: { kind: 'a', note: 'secret 2' },
    byName: { x: { text: 'X', note: 'secret 3' } },
    pair: [{ note: 'secret 4' }, 'kept'],
  };
  assert.equal(withoutPrivateFields({ page: schema.parse(value) }, { page: schema }), {
    page: {
      title: 'T',
      sections: [{ title: 'One' }, { title: 'Two' }],
      block: { kind: 'a' },
      byName: { x: { text: 'X' } },
      pair: [{}, 'kept'],
    },
  });
  // A recursive schema is followed through its references, and a module without a schema is kept as it is.
  interface Item {
    name: string;
    note?: string;
    children: Item[];
  }
  const item: z.ZodType<Item> = z.lazy(() => z.object({ name: z.string(), note, children: z.array(item) }));
  const tree = { name: 'root', note: 'secret', children: [{ name: 'leaf', note: 'secret too', children: [] }] };
  assert.equal(withoutPrivateFields({ tree, other: { note: 'not described' } }, { tree: item }), {
    tree: { name: 'root', children: [{ name: 'leaf', children: [] }] },
    other: { note: 'not described' },
  });
});

test("the site's content: no text of a private field is left, and the content is otherwise whole", () => {
  const published = JSON.stringify(withoutPrivateFields(content, schemas));
  const withoutNotes = (page: typeof content.terms) => ({ ...page, sections: page.sections.map(({ legalReview: _, ...s }) => s) });
  assert.equal(
    JSON.parse(published),
    JSON.parse(JSON.stringify({ ...content, privacy: withoutNotes(content.privacy), terms: withoutNotes(content.terms) })),
  );
});

test.run();

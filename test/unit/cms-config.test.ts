// The editor's configuration is the schema's: npm run gen:cms writes it and the JSON Schemas from
// content/schema/, and the committed files are what it writes now (npm run check:cms, .ci/run).
// The fields refuse what the build refuses: a price without its '$', a list past its size; a
// photo field uploads into its folder; a link to a page is a choice of the routes in pages/.
// The editor's local backend listens on this machine only and refuses any other Host.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { FILTER_IDS, MIN_GALLERY_PHOTOS, MIN_PHOTOS_PER_CATEGORY, PHOTO_CATEGORY_IDS } from '../../content/schema/index.ts';
import { ownPages, routesOf } from '../../generator/routes.ts';
import { startLocalBackend } from '../../scripts/cms/local-backend.ts';
import { cmsFiles } from '../../scripts/cms-config.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { addPhotos } from '../helpers/gallery-fixture.ts';
import { PAGES, ROOT } from '../helpers/site.ts';

type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };

const files = await cmsFiles(ROOT);
const config = parse(files.get('admin/config.yml')!) as { collections: { files: { name: string; file: string; fields: Field[] }[] }[] };
const entries = config.collections[0]!.files;
const entry = (name: string) => entries.find((e) => e.name === name)!;
const field = (fields: Field[] | undefined, ...names: string[]): Field => {
  const [first, ...rest] = names;
  const found = fields?.find((f) => f.name === first);
  if (!found) throw new Error(`no field ${first}`);
  return rest.length ? field(found.fields, ...rest) : found;
};

test('the committed configuration, JSON Schemas and editor settings are what npm run gen:cms makes from the schemas', () => {
  for (const [file, wanted] of files)
    assert.is(readFileSync(path.join(ROOT, file), 'utf8'), wanted, `${file} is stale: run npm run gen:cms`);
});

test("an owner's photos never make the generated files stale: the gallery's views are no page to pick", async () => {
  const copy = projectCopy({ copyAssets: true });
  try {
    addPhotos(copy, 200);
    const grown = await cmsFiles(copy);
    for (const [file, wanted] of files) assert.is(grown.get(file), wanted, `${file} changed with the gallery's photos`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('one entry per content file, each field with a label and a hint', () => {
  assert.equal(
    entries.map((e) => e.file).sort(),
    [...files.keys()]
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => `content/${path.basename(f, '.schema.json')}.yaml`)
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

test("a price's field refuses what the build refuses: the pattern accepts $1,650 and Custom, not 1650 or $10,000,000", () => {
  const price = field(entry('pricing').fields, 'tabs', 'tiers', 'price');
  const [pattern] = price.pattern as [string, string];
  const re = new RegExp(pattern);
  for (const ok of ['$1,650', '$900', '$9,999,999', 'Custom']) assert.ok(re.test(ok), ok);
  for (const bad of ['1650', '$1650', '$10,000,000', '1,650']) assert.not.ok(re.test(bad), bad);
  assert.is(price.required, true);
  const tiers = field(entry('pricing').fields, 'tabs', 'tiers');
  assert.equal([tiers.widget, tiers.min, tiers.max], ['list', 1, 4]);
});

test("a photo field uploads into its folder under assets/photos/, and a page link is a choice of the site's routes", () => {
  const image = field(entry('team').fields, 'members', 'image');
  assert.equal([image.widget, image.media_folder, image.public_folder, image.required], ['image', '/assets/photos/team', 'team', false]);
  const gallery = field(entry('gallery').fields, 'photos', 'image');
  assert.equal([gallery.media_folder, gallery.public_folder], ['/assets/photos/gallery', 'gallery']);
  const nav = field(entry('site').fields, 'nav', 'href');
  assert.equal([nav.widget, nav.options], ['select', routesOf(ownPages(PAGES)).sort()]);
  const categories = field(entry('gallery').fields, 'photos', 'categories');
  assert.equal([categories.widget, categories.multiple, categories.min, categories.max], ['select', true, 1, 3]);
});

test("the gallery's photo list carries the build's least number, and its hint says so with the categories' minimum", () => {
  const photos = field(entry('gallery').fields, 'photos');
  assert.is(photos.min, MIN_GALLERY_PHOTOS);
  assert.match(String(photos.hint), new RegExp(`^At least ${MIN_GALLERY_PHOTOS} photos`));
  assert.match(String(photos.hint), new RegExp(`at least ${MIN_PHOTOS_PER_CATEGORY} in each category`));
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

test("a long list's folded entries are named by their words: the gallery's photos by their captions", () => {
  assert.is(field(entry('gallery').fields, 'photos').summary, '{{fields.caption}}');
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

test('the local backend listens on 127.0.0.1 only and refuses a foreign Host; it reads the checkout it was given', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cms-backend-'));
  writeFileSync(path.join(root, 'hello.yaml'), 'title: Hello\n');
  const backend = await startLocalBackend(root, 0);
  try {
    const { hostname, port } = new URL(backend.url);
    assert.is(hostname, '127.0.0.1');
    const post = (host: string, body: object) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: '/api/v1', method: 'POST', headers: { Host: host, 'Content-Type': 'application/json' } },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode!, body: text }));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(body));
      });
    const foreign = await post('rebind.attacker.example', { action: 'getEntry', params: { branch: 'main', path: 'hello.yaml' } });
    assert.is(foreign.status, 403);
    assert.match(foreign.body, /host rebind\.attacker\.example is not allowed/);
    const own = await post(`127.0.0.1:${port}`, { action: 'getEntry', params: { branch: 'main', path: 'hello.yaml' } });
    assert.is(own.status, 200);
    assert.match(own.body, /title: Hello/);
    const outside = await post(`localhost:${port}`, { action: 'getEntry', params: { branch: 'main', path: '../../etc/passwd' } });
    assert.is.not(outside.status, 200);
  } finally {
    await backend.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();

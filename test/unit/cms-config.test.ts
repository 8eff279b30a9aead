// The editor's configuration is the schema's: npm run gen:cms writes it and the JSON Schemas from
// content/schema/, and the committed files are what it writes now (npm run check:cms, .ci/run).
// The fields refuse what the build refuses: a price without its '$', a list past its size; a
// photo field uploads into its folder; a link to a page is a choice of the routes in pages/.
// (The editor's local backend has its own tests: editor-backend*.test.ts.)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { ownPages, routesOf } from '../../generator/routes.ts';
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

test.run();

// What the editor's backend lets the editor touch (generator/editor-backend/editor-scope.ts), read from the
// editor's configuration as npm run cms makes it: every content file in content/ and every photo
// field's folder; never the schemas, the pages or anything else of the checkout.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { editorScope, inScope } from '../../generator/editor-backend/editor-scope.ts';
import { editorConfig } from '../helpers/editor-backend.ts';
import { ROOT } from '../helpers/site.ts';

const config = await editorConfig();
const scope = editorScope(config);

/** Every media_folder the configuration names under a field, as Decap resolves it ('/assets/photos/team' → 'assets/photos/team'). */
function fieldFolders(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(fieldFolders);
  if (!node || typeof node !== 'object') return [];
  const own = (node as { media_folder?: unknown }).media_folder;
  return [...(typeof own === 'string' ? [own.replace(/^\//, '')] : []), ...Object.values(node).flatMap(fieldFolders)];
}

test('every content file in content/ is in scope, and every folder a photo field uploads into', () => {
  const contentFolder = 'content';
  const files = readdirSync(path.join(ROOT, contentFolder))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `${contentFolder}/${f}`);
  assert.ok(files.length > 0);
  for (const file of files) assert.ok(inScope(scope, 'content file', file), file);
  const folders = fieldFolders(config.collections);
  assert.ok(folders.length > 0, 'the configuration has photo fields');
  for (const folder of folders) {
    assert.ok(inScope(scope, 'media folder', folder), folder);
    for (const name of ['a.jpg', 'IMG_1234.JPG', 'b.jpeg', 'c.png', 'd.webp', 'e.avif', 'sub/f.jpg'])
      assert.ok(inScope(scope, 'media file', `${folder}/${name}`), `${folder}/${name}`);
  }
});

test('code, git data and other files are out of scope, as are files in a photo folder that are no photos', () => {
  const schemas = readdirSync(path.join(ROOT, 'content/schema')).map((f) => `content/schema/${f}`);
  const pages = readdirSync(path.join(ROOT, 'pages')).map((f) => `pages/${f}`);
  const code = [...schemas, ...pages, 'package.json', 'README.md', '.git/config', '.git/HEAD', 'content/media.ts', 'content'];
  for (const file of code)
    for (const kind of ['content file', 'media file', 'media folder'] as const)
      assert.not.ok(inScope(scope, kind, file), `${kind}: ${file}`);
  const [folder] = scope.mediaFolders;
  for (const name of ['evil.tsx', 'notes.md', 'x.svg', 'x.html', 'jpg', '.jpg.ts'])
    assert.not.ok(inScope(scope, 'media file', `${folder}/${name}`), name);
  // A content file is no photo, and a photo no content file, even where a folder holds both.
  assert.not.ok(inScope(scope, 'media file', [...scope.contentFiles][0]!));
  assert.not.ok(inScope(scope, 'content file', `${folder}/a.jpg`));
});

test("a new page's file and a new photo folder are in scope once the configuration names them", () => {
  const grown = {
    ...config,
    collections: [
      {
        name: 'content',
        files: [
          {
            name: 'offers',
            file: 'content/offers.yaml',
            fields: [
              { name: 'cards', widget: 'list', fields: [{ name: 'image', widget: 'image', media_folder: '/assets/photos/offers' }] },
            ],
          },
        ],
      },
    ],
  };
  const wider = editorScope(grown);
  assert.ok(inScope(wider, 'content file', 'content/offers.yaml'));
  assert.ok(inScope(wider, 'media file', 'assets/photos/offers/first.jpg'));
  assert.ok(wider.entries.has('content/offers'));
  // A folder relative to the entry's file, as Decap resolves it.
  const relative = editorScope({ collections: [{ name: 'c', files: [{ name: 'p', file: 'content/p.yaml', media_folder: 'images' }] }] });
  assert.equal(relative.mediaFolders, ['content/images']);
});

test('a configuration the scope cannot be sure of is refused, naming what to change', () => {
  const refused: [unknown, RegExp][] = [
    [{ collections: [{ name: 'posts', folder: 'content/posts' }] }, /'posts' is a folder collection/],
    [{ media_folder: '/', collections: [] }, /project's root/],
    [{ media_folder: '../outside', collections: [] }, /leads outside the project/],
    [{ collections: [{ name: 'c', files: [{ name: 'x', file: '../../etc/passwd' }] }] }, /leads outside the project/],
    [
      {
        collections: [
          { name: 'c', files: [{ name: 'x', file: 'content/x.yaml', fields: [{ name: 'i', media_folder: '{{media_folder}}/x' }] }] },
        ],
      },
      /is a template/,
    ],
    [{ collections: 'none' }, /cannot be read/],
  ];
  for (const [bad, message] of refused) assert.throws(() => editorScope(bad), message, JSON.stringify(bad));
});

test.run();

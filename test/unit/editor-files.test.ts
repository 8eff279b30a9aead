// The editor's names for files: an upload is saved under the name the build publishes it by
// (admin/upload-names.ts), and a photo field's value names a file under its folder
// (admin/photo-fields.ts), the file the preview draws and the build warns about.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldForFolder, sourceFileOf } from '../../admin/photo-fields.ts';
import { uploadName } from '../../admin/upload-names.ts';
import { publishedStem } from '../../framework/shared/published-name.ts';

test("an upload is saved under the build's clean name, with its extension in lower case", () => {
  assert.equal(['My Photo (1).jpeg', 'IMG_1234.JPG', 'Café Noël.JPEG', 'first dance.jpg', '(2).png', 'no extension'].map(uploadName), [
    'my-photo-1.jpeg',
    'img-1234.jpg',
    'cafe-noel.jpeg',
    'first-dance.jpg',
    '2.png',
    'no-extension',
  ]);
  for (const name of ['My Photo (1).jpeg', 'DSC-0001 (2).jpeg']) assert.is(uploadName(name).replace(/\.[^.]+$/, ''), publishedStem(name));
});

/** A field of Decap's configuration as it hands it over: read with get(). */
const field = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });
const list = <T>(items: T[]) => ({ toArray: () => items });

test("a photo field's value names a file under the folder its uploads go to", () => {
  assert.is(
    sourceFileOf(field({ media_folder: '/assets/photos/team', public_folder: 'team' }), 'team/jo.jpg'),
    'assets/photos/team/jo.jpg',
  );
  assert.is(sourceFileOf(field({ media_folder: '/assets/video', public_folder: '' }), 'hero-poster.jpg'), 'assets/video/hero-poster.jpg');
});

test('a photo another entry names is found through a field of that entry that uploads into its folder', () => {
  const poster = field({ name: 'poster', widget: 'image', media_folder: '/assets/video', public_folder: '' });
  const files = [
    field({ name: 'site', file: 'content/site.yaml', fields: list([field({ name: 'brand', widget: 'string' })]) }),
    field({
      name: 'home',
      file: 'content/home.yaml',
      fields: list([
        field({ name: 'hero', widget: 'object', fields: list([field({ name: 'video', widget: 'object', fields: list([poster]) })]) }),
      ]),
    }),
  ];
  const found = fieldForFolder(files, 'assets/video');
  assert.equal([found?.slug, found?.path, found?.field], ['home', 'content/home.yaml', poster]);
  assert.is(fieldForFolder(files, 'assets/photos/nowhere'), undefined);
});

test.run();

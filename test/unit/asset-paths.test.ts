// Content paths resolve inside assets/: generator/content/load.ts follows symlinks and refuses any
// file that really lives elsewhere, naming the content file and the field.

import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkMediaFiles, type MediaRef, resolveAssetFile } from '../../generator/content/load.ts';
import { StaticAssets } from '../../generator/images/assets.ts';
import { type TempDir, tempDir } from '../../tools/harness/temp-dir.ts';

let scratch: TempDir;
let base = '';
let root = '';

test.before.each(() => {
  scratch = tempDir('elevate-paths-');
  base = scratch.path;
  root = path.join(base, 'project');
  mkdirSync(path.join(root, 'assets/video'), { recursive: true });
  mkdirSync(path.join(base, 'elsewhere'));
  writeFileSync(path.join(base, 'elsewhere/secret.mp4'), 'secret bytes');
  writeFileSync(path.join(root, 'package.json'), '{}');
  writeFileSync(path.join(root, 'assets/video/clip.mp4'), 'clip bytes');
});

test.after.each(() => scratch.remove());

const at = { file: 'content/home.yaml', field: 'hero.video.sources.0.src' };
const ref = (file: string): MediaRef => ({ kind: 'video', file, at });

test('a plain file inside assets/ resolves', () => {
  assert.equal(resolveAssetFile(root, 'assets', 'assets/video/clip.mp4'), { path: path.join(root, 'assets/video/clip.mp4') });
  assert.equal(checkMediaFiles(root, 'assets', [ref('assets/video/clip.mp4')]), []);
});

test('a symlink under assets/ that leads outside, to a file or a folder, is refused, naming the file and the field', () => {
  symlinkSync(path.join(base, 'elsewhere/secret.mp4'), path.join(root, 'assets/video/leak.mp4'));
  symlinkSync(path.join(base, 'elsewhere'), path.join(root, 'assets/shared'));
  const [file, folder, ...rest] = checkMediaFiles(root, 'assets', [ref('assets/video/leak.mp4'), ref('assets/shared/secret.mp4')]);
  assert.equal(rest, []);
  assert.match(
    file!.message,
    /^content\/home\.yaml: hero\.video\.sources\.0\.src: assets\/video\/leak\.mp4 is a symlink that leads outside assets\//,
  );
  assert.match(folder!.message, /assets\/shared\/secret\.mp4 is a symlink that leads outside assets\//);
});

test('a symlink to another file inside assets/ is fine, and so is assets/ itself being a symlink', () => {
  symlinkSync(path.join(root, 'assets/video/clip.mp4'), path.join(root, 'assets/video/alias.mp4'));
  assert.equal(checkMediaFiles(root, 'assets', [ref('assets/video/alias.mp4')]), []);
  const other = path.join(base, 'other-project');
  mkdirSync(other);
  symlinkSync(path.join(root, 'assets'), path.join(other, 'assets'));
  assert.equal(checkMediaFiles(other, 'assets', [ref('assets/video/clip.mp4')]), []);
});

test("'..' and absolute paths are refused even if the schema let them through", () => {
  const [dots, abs, project] = checkMediaFiles(root, 'assets', [
    ref('assets/../../elsewhere/secret.mp4'),
    ref(path.join(base, 'elsewhere/secret.mp4')),
    ref('assets/../package.json'),
  ]);
  assert.match(dots!.message, /assets\/\.\.\/\.\.\/elsewhere\/secret\.mp4 leads outside assets\//);
  assert.match(abs!.message, /secret\.mp4 leads outside assets\//);
  assert.match(project!.message, /leads outside assets\//);
});

test("missing and empty files are still reported, and a name whose capitals differ from the folder's", () => {
  writeFileSync(path.join(root, 'assets/video/empty.mp4'), '');
  const [missing, empty, capitals] = checkMediaFiles(root, 'assets', [
    ref('assets/video/none.mp4'),
    ref('assets/video/empty.mp4'),
    ref('assets/Video/Clip.MP4'),
  ]);
  assert.match(missing!.message, /file not found: assets\/video\/none\.mp4/);
  assert.match(empty!.message, /file is empty: assets\/video\/empty\.mp4/);
  assert.match(
    capitals!.message,
    /: the file is named assets\/video\/clip\.mp4, not assets\/Video\/Clip\.MP4: the web host's disk tells capitals apart/,
  );
});

test('the static asset copier refuses a file outside assets/ as well', () => {
  symlinkSync(path.join(base, 'elsewhere/secret.mp4'), path.join(root, 'assets/video/leak.mp4'));
  const assets = new StaticAssets(root, 'assets');
  assert.throws(() => assets.url('assets/video/leak.mp4'), /leads outside assets\//);
  assert.throws(() => assets.url('assets/../../elsewhere/secret.mp4'), /leads outside assets\//);
  assert.match(assets.url('assets/video/clip.mp4'), /^\/assets\/clip-[^/]+\.mp4$/);
  assert.equal([...assets.outputs.values()], [path.join(root, 'assets/video/clip.mp4')]);
});

test.run();

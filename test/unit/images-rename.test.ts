// The image cache is keyed by a photo's content and the encoder options, never by its name: a
// renamed or copied photo costs no encodes, while its published files keep a readable stem; and
// the progress names the photos that do need work, so a rename is told from new photos.
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LAYOUTS } from '../../components/image-layouts.ts';
import { publishedStem } from '../../framework/shared/published-name.ts';
import { ImagePipeline } from '../../generator/images/pipeline.ts';
import { subjectsLine } from '../../generator/images/progress.ts';
import { itemAt } from '../helpers/lists.ts';

let dir = '';

async function photo(name: string, hue: number): Promise<string> {
  const file = path.join(dir, 'assets/photos', name);
  await mkdir(path.dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="467"><rect width="100%" height="100%" fill="hsl(${hue},60%,40%)"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
  return `assets/photos/${name}`;
}

/** A build of these photos, shown as gallery tiles: its log lines (warnings aside) and outputs. */
async function build(files: string[], progress: 'off' | 'lines' = 'off') {
  const lines: string[] = [];
  const p = new ImagePipeline({
    layouts: LAYOUTS,
    root: dir,
    cacheDir: path.join(dir, '.cache/images'),
    publicPrefix: '/assets/img/',
    log: (l) => void (l.startsWith('warning:') || lines.push(l)),
    progress,
  });
  await p.prepare(files.map((file, i) => ({ file, where: `content/gallery.yaml: photos.${i}.image` })));
  const requests = files.map((file) => ({ file, layout: 'gallery' }));
  return { lines, outputs: await p.encode(requests), pipeline: p, requests };
}

test.before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'images-rename-test-'));
});
test.after(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('a renamed photo costs 0 encodes, and its published files carry the new name', async () => {
  const before = await photo('gallery/01.jpg', 20);
  const cold = await build([before]);
  assert.match(cold.lines.at(-1)!, /^images: [1-9]\d* encoded, 0 cached$/);
  const after = 'assets/photos/gallery/wedding-first-dance.jpg';
  await rename(path.join(dir, before), path.join(dir, after));
  const warm = await build([after]);
  assert.is(warm.lines.at(-1), `images: 0 encoded, ${cold.outputs.size} cached`);
  assert.ok([...warm.outputs.keys()].every((out) => /^assets\/img\/wedding-first-dance-[0-9a-f]{8}-\d+\.(avif|webp|jpg)$/.test(out)));
  // The same bytes are published under the new stem.
  const strip = (out: string) => out.replace(/^assets\/img\/[a-z0-9-]+?-(?=[0-9a-f]{8}-)/, '');
  const coldBytes = new Map([...cold.outputs].map(([out, bytes]) => [strip(out), bytes]));
  for (const [out, bytes] of warm.outputs) assert.ok(bytes.equals(coldBytes.get(strip(out))!), `${out} equals the first encode`);
});

test('copies under other names are encoded once and each gets its own published files', async () => {
  const original = await photo('gallery/02.jpg', 200);
  const copies = ['x/0001.jpg', 'x/0002.jpg'].map((n) => `assets/photos/${n}`);
  await mkdir(path.join(dir, 'assets/photos/x'), { recursive: true });
  for (const c of copies) await copyFile(path.join(dir, original), path.join(dir, c));
  const { lines, outputs, pipeline, requests } = await build([original, ...copies]);
  const perPhoto = outputs.size / 3;
  assert.is(lines.at(-1), `images: ${perPhoto} encoded, 0 cached`, 'one set of encodes for three names');
  assert.is(new Set(pipeline.listVariants(requests).map((v) => v.cacheName)).size, perPhoto);
  for (const stem of ['02', '0001', '0002'])
    assert.is([...outputs.keys()].filter((k) => k.startsWith(`assets/img/${stem}-`)).length, perPhoto);
});

test('the progress names the photos that need encoding, not those only renamed', async () => {
  await photo('gallery/03.jpg', 300);
  await photo('gallery/04.jpg', 100);
  await copyFile(path.join(dir, 'assets/photos/gallery/03.jpg'), path.join(dir, 'assets/photos/gallery/03-renamed.jpg'));
  await build(['assets/photos/gallery/03.jpg']);
  const { lines } = await build(['assets/photos/gallery/03-renamed.jpg', 'assets/photos/gallery/04.jpg'], 'lines');
  assert.is(lines[0], 'images: 1 new or changed photo to encode: assets/photos/gallery/04.jpg');
  assert.match(itemAt(lines, 1, 'progress line'), /^images: 0\/\d+ \(0%\)$/);
  const many = Array.from({ length: 11 }, (_, i) => `p${i}.jpg`);
  assert.is(subjectsLine('images', many, 3), 'images: 11 new or changed photos to encode: p0.jpg, p1.jpg, p2.jpg and 8 more');
});

test('a photo that changes between prepare and encode fails the build, naming the file', async () => {
  const file = await photo('gallery/05.jpg', 50);
  const p = new ImagePipeline({
    layouts: LAYOUTS,
    root: dir,
    cacheDir: path.join(dir, '.cache/images'),
    publicPrefix: '/assets/img/',
    log: () => {},
    progress: 'off',
  });
  await p.prepare([{ file, where: 'content/gallery.yaml: photos.0.image' }]);
  await writeFile(
    path.join(dir, file),
    await sharp({ create: { width: 700, height: 467, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer(),
  );
  try {
    await p.encode([{ file, layout: 'gallery' }]);
    assert.unreachable('the encode must refuse bytes the pages were not rendered from');
  } catch (error) {
    assert.match(String(error), /assets\/photos\/gallery\/05\.jpg/);
    assert.match(String(error), /changed during the build/);
  }
});

test('a photo named as a phone or camera names it is published under a clean lower-case slug', async () => {
  assert.equal(['IMG_1234.JPG', 'first dance.jpg', 'Café Noël.JPEG', '__.png', '婚礼.jpg', 'DSC-0001 (2).jpeg'].map(publishedStem), [
    'img-1234',
    'first-dance',
    'cafe-noel',
    'photo',
    'photo',
    'dsc-0001-2',
  ]);
  const phone = await photo('phone/IMG_1234.JPG', 301);
  const spaced = await photo('phone/Première danse.jpg', 317);
  const { outputs } = await build([phone, spaced]);
  const names = [...outputs.keys()];
  assert.ok(names.length > 0);
  for (const out of names) assert.match(out, /^assets\/img\/(?:img-1234|premiere-danse)-[0-9a-f]{8}-\d+\.(?:avif|webp|jpg)$/);
});

test.run();

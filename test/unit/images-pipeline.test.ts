// generator/images/pipeline.ts: sizes, names, the encode and its cache, and bad input.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LAYOUTS } from '../../components/image-layouts.ts';
import { BuildErrors, InputError } from '../../generator/errors.ts';
import { metaDigest, type SourceMeta } from '../../generator/images/cache.ts';
import { DEFAULT_BACKGROUND } from '../../generator/images/encode-options.ts';
import { ImagePipeline } from '../../generator/images/pipeline.ts';
import { itemAt } from '../helpers/lists.ts';

// Fixtures: small JPEGs, so the real encoders run in a second or two.
let dir = '';
const fixture = async (name: string, hue: number, width = 700, height = 467) => {
  const file = path.join(dir, 'assets/photos', name);
  await mkdir(path.dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},60%,40%)"/><circle cx="200" cy="200" r="120" fill="#c9a45c"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
  return `assets/photos/${name}`;
};
const newPipeline = (lines: string[] = []) =>
  new ImagePipeline({
    layouts: LAYOUTS,
    root: dir,
    cacheDir: path.join(dir, '.cache/images'),
    publicPrefix: '/assets/img/',
    // The pipeline's own lines; the fixtures are small, and their size warnings are tested in images-checks.test.ts.
    log: (l) => void (l.startsWith('warning:') || lines.push(l)),
    progress: 'off',
  });

test.before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  await fixture('gallery/01.jpg', 20);
  await fixture('gallery/02.jpg', 200);
});
test.after(async () => {
  await rm(dir, { recursive: true, force: true });
});

const photo01 = { file: 'assets/photos/gallery/01.jpg', where: 'content/gallery.yaml: gallery[0].image' };
const photo02 = { file: 'assets/photos/gallery/02.jpg', where: 'content/gallery.yaml: gallery[1].image' };
const refs = [photo01, photo02];

test('picture() returns AVIF and WebP sources, a JPEG fallback and the intrinsic aspect', async () => {
  const p = newPipeline();
  await p.prepare(refs);
  const data = p.picture(photo01.file, 'gallery');
  assert.equal(
    data.sources.map((s) => s.type),
    ['image/avif', 'image/webp'],
  );
  assert.match(itemAt(data.sources, 0, 'AVIF source').srcset, /^\/assets\/img\/01-[0-9a-f]{8}-400\.avif 400w, \S+-700\.avif 700w$/);
  assert.match(itemAt(data.sources, 1, 'WebP source').srcset, /^\/assets\/img\/01-[0-9a-f]{8}-400\.webp 400w, \S+-700\.webp 700w$/);
  assert.match(
    data.srcset,
    /^\/assets\/img\/01-[0-9a-f]{8}-700\.jpg 700w$/,
    'one JPEG: the gallery JPEG width (640) filled by the 700 px source',
  );
  assert.is(data.src, data.srcset.split(' ')[0]);
  assert.is(data.width, 700);
  assert.is(data.height, 467);
  assert.match(data.color, /^#[0-9a-f]{6}$/);
  assert.is(data.largest, data.srcset.split(', ').at(-1)!.split(' ')[0]);
});

test('picture() rejects an unprepared file and an unknown layout with a clear message', async () => {
  const p = newPipeline();
  await p.prepare([photo01]);
  assert.throws(() => p.picture(photo02.file, 'gallery'), /02\.jpg was not prepared/);
  assert.throws(() => p.picture(photo01.file, 'banner'), /unknown image layout "banner"/);
});

test('names hash the bytes and the encoder options: same width, other options or bytes, other name', async () => {
  const p = newPipeline();
  await p.prepare(refs);
  /** The first URL of the picture's first source (its smallest AVIF). */
  const firstUrl = (file: string, layout: string) => {
    const [url] = itemAt(p.picture(file, layout).sources, 0, 'AVIF source').srcset.split(' ');
    assert.ok(url, `${file} as ${layout}: a URL in the srcset`);
    return url;
  };
  const a = firstUrl(photo01.file, 'full');
  const b = firstUrl(photo02.file, 'full');
  const hero = firstUrl(photo01.file, 'hero-poster');
  assert.match(a, /01-[0-9a-f]{8}-700\.avif/);
  assert.is.not(a.replace('01-', ''), b.replace('02-', ''), 'different bytes, different hash');
  assert.is.not(a, hero, 'hero quality differs, so the name differs');
});

test('cold encode writes every variant; a rebuild encodes nothing; one changed photo re-encodes only itself', async () => {
  const lines: string[] = [];
  const cold = newPipeline(lines);
  await cold.prepare(refs);
  const requests = refs.map((r) => ({ file: r.file, layout: 'gallery' }));
  const files = await cold.encode(requests);
  assert.is(files.size, 10, '2 photos × (2 widths × AVIF and WebP + 1 JPEG)');
  assert.equal(lines, ['images: 10 encoded, 0 cached']);
  const cacheNames = new Map(cold.listVariants(requests).map((v) => [v.name, v.cacheName]));
  for (const [out, bytes] of files) {
    assert.match(out, /^assets\/img\/0[12]-[0-9a-f]{8}-\d+\.(avif|webp|jpg)$/);
    assert.ok(bytes.length > 100, `${out} has content`);
    const cacheFile = path.join(dir, '.cache/images', cacheNames.get(path.basename(out))!);
    assert.ok(bytes.equals(await readFile(cacheFile)), `${out} is what the cache holds`);
  }
  const cached = await readdir(path.join(dir, '.cache/images'));
  assert.ok(
    cached.every((n) => /\.(avif|webp|jpg|json|tsv)$/.test(n)),
    `no temporary files left behind: ${cached.join(' ')}`,
  );

  const warmLines: string[] = [];
  const warm = newPipeline(warmLines);
  await warm.prepare(refs);
  await warm.encode(requests);
  assert.equal(warmLines, ['images: 0 encoded, 10 cached']);

  await fixture('gallery/02.jpg', 300);
  const changedLines: string[] = [];
  const changed = newPipeline(changedLines);
  await changed.prepare(refs);
  await changed.encode(requests);
  assert.equal(changedLines, ['images: 5 encoded, 5 cached']);
});

test('a warm prepare takes dimensions and colour from the metadata cache, without decoding', async () => {
  const p = newPipeline();
  await p.prepare(refs);
  const metaFile = path.join(dir, '.cache/images', (await readdir(path.join(dir, '.cache/images'))).find((n) => n.startsWith('meta-'))!);
  const meta = JSON.parse(await readFile(metaFile, 'utf8'));
  // A colour no decode would give, with the digest the cache checks entries against
  // (images-cache.test.ts: one changed without it is decoded again).
  for (const [key, entry] of Object.entries(meta) as [string, SourceMeta & { digest: string }][]) {
    entry.color = '#123456';
    entry.digest = metaDigest(key, entry, DEFAULT_BACKGROUND);
  }
  await writeFile(metaFile, JSON.stringify(meta));
  const warm = newPipeline();
  await warm.prepare(refs);
  assert.is(warm.picture(photo01.file, 'card').color, '#123456');
});

test('a missing image fails with one line naming the file and the content entry', async () => {
  const p = newPipeline();
  try {
    await p.prepare([{ file: 'assets/photos/gallery/99.jpg', where: 'content/gallery.yaml: gallery[9].image' }]);
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, InputError);
    assert.is((error as Error).message, 'assets/photos/gallery/99.jpg (used by content/gallery.yaml: gallery[9].image): file not found');
  }
});

test('zero-byte, corrupt and truncated images each fail, all reported together', async () => {
  await writeFile(path.join(dir, 'assets/photos/empty.jpg'), '');
  await writeFile(path.join(dir, 'assets/photos/corrupt.jpg'), 'this is not a jpeg at all');
  const good = await readFile(path.join(dir, 'assets/photos/gallery/01.jpg'));
  await writeFile(path.join(dir, 'assets/photos/truncated.jpg'), good.subarray(0, Math.floor(good.length / 2)));
  const p = newPipeline();
  try {
    await p.prepare([
      { file: 'assets/photos/empty.jpg', where: 'team[0].photo' },
      { file: 'assets/photos/corrupt.jpg', where: 'team[1].photo' },
      { file: 'assets/photos/truncated.jpg', where: 'team[2].photo' },
      photo01,
    ]);
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, BuildErrors);
    const lines = (error as Error).message.split('\n');
    assert.is(lines.length, 3);
    assert.match(itemAt(lines, 0, 'problem'), /^assets\/photos\/corrupt\.jpg \(used by team\[1\]\.photo\): not a readable image/);
    assert.is(lines[1], 'assets/photos/empty.jpg (used by team[0].photo): file is empty (0 bytes)');
    assert.match(itemAt(lines, 2, 'problem'), /^assets\/photos\/truncated\.jpg \(used by team\[2\]\.photo\): not a readable image/);
  }
});

test.run();

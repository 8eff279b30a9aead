// generator/images/pipeline.ts: sizes, names, the encode and its cache (keyed by a photo's content
// and the encoder options, never its name), the encode budget, and bad input.
import { copyFileSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publishedStem } from '../../framework/shared/published-name.ts';
import { BuildErrors, InputError } from '../../generator/errors.ts';
import { metaDigest, type SourceMeta } from '../../generator/images/cache.ts';
import { MAX_PHOTO_PIXELS } from '../../generator/images/encode.ts';
import { DEFAULT_BACKGROUND } from '../../generator/images/encode-options.ts';
import { encodeBudget } from '../../generator/images/images-phase.ts';
import { subjectsLine } from '../../generator/images/progress.ts';
import { itemAt } from '../helpers/lists.ts';
import { asTiles, galleryRefs, type ImageScratch, imageScratch, ownLines } from './image-scratch.ts';

let s: ImageScratch;
let refs: { file: string; where: string }[] = [];
test.before(async () => {
  s = imageScratch('images-pipeline-');
  refs = galleryRefs([await s.photo('gallery/01.jpg', 20), await s.photo('gallery/02.jpg', 200)]);
});
test.after(() => s.remove());

/** A build of these photos as gallery tiles: its own log lines and its outputs. */
async function build(files: string[], progress: 'off' | 'lines' = 'off') {
  const lines: string[] = [];
  const pipeline = s.pipeline({ log: ownLines(lines), progress });
  await pipeline.prepare(galleryRefs(files));
  return { lines, outputs: await pipeline.encode(asTiles(files)), pipeline, requests: asTiles(files) };
}

/** The error `run` fails with (it must fail). */
const failure = (run: Promise<unknown>): Promise<Error> =>
  run.then(
    () => assert.unreachable('expected a failure') as never,
    (error: Error) => error,
  );

test('picture() returns AVIF and WebP sources, a JPEG fallback and the intrinsic aspect', async () => {
  const p = s.pipeline();
  await p.prepare(refs);
  const data = p.picture(refs[0]!.file, 'gallery');
  const types = data.sources.map((source) => source.type);
  assert.equal(types, ['image/avif', 'image/webp']);
  assert.match(itemAt(data.sources, 0, 'AVIF source').srcset, /^\/assets\/img\/01-[0-9a-f]{8}-400\.avif 400w, \S+-700\.avif 700w$/);
  assert.match(itemAt(data.sources, 1, 'WebP source').srcset, /^\/assets\/img\/01-[0-9a-f]{8}-400\.webp 400w, \S+-700\.webp 700w$/);
  assert.match(
    data.srcset,
    /^\/assets\/img\/01-[0-9a-f]{8}-700\.jpg 700w$/,
    'one JPEG: the gallery JPEG width (640) filled by the 700 px source',
  );
  assert.is(data.src, data.srcset.split(' ')[0]);
  assert.equal([data.width, data.height], [700, 467]);
  assert.match(data.color, /^#[0-9a-f]{6}$/);
  assert.is(data.largest, data.srcset.split(', ').at(-1)!.split(' ')[0]);
  assert.throws(() => s.pipeline().picture(refs[1]!.file, 'gallery'), /02\.jpg was not prepared/);
  assert.throws(() => p.picture(refs[0]!.file, 'no-such-layout'), /unknown image layout "no-such-layout"/);
});

test('names hash the bytes and the encoder options: same width, other options or bytes, other name', async () => {
  const p = s.pipeline();
  await p.prepare(refs);
  /** The first URL of the picture's first source (its smallest AVIF). */
  const firstUrl = (file: string, layout: string) => itemAt(p.picture(file, layout).sources, 0, 'AVIF source').srcset.split(' ')[0]!;
  const [a, b, hero] = [firstUrl(refs[0]!.file, 'full'), firstUrl(refs[1]!.file, 'full'), firstUrl(refs[0]!.file, 'hero-poster')];
  assert.match(a, /01-[0-9a-f]{8}-700\.avif/);
  assert.is.not(a.replace('01-', ''), b.replace('02-', ''), 'different bytes, different hash');
  assert.is.not(a, hero, 'hero quality differs, so the name differs');
});

test('cold encode writes every variant; a rebuild encodes nothing; one changed photo re-encodes only itself', async () => {
  const files = refs.map((r) => r.file);
  const cold = await build(files);
  assert.is(cold.outputs.size, 10, '2 photos × (2 widths × AVIF and WebP + 1 JPEG)');
  assert.equal(cold.lines, ['images: 10 encoded, 0 cached']);
  const cacheNames = new Map(cold.pipeline.listVariants(cold.requests).map((v) => [v.name, v.cacheName]));
  for (const [out, bytes] of cold.outputs) {
    assert.match(out, /^assets\/img\/0[12]-[0-9a-f]{8}-\d+\.(avif|webp|jpg)$/);
    assert.ok(bytes.length > 100, `${out} has content`);
    assert.ok(bytes.equals(readFileSync(path.join(s.cacheDir, cacheNames.get(path.basename(out))!))), `${out} is what the cache holds`);
  }
  const cached = readdirSync(s.cacheDir);
  for (const name of cached) assert.match(name, /\.(avif|webp|jpg|json|tsv)$/, `no temporary files left behind: ${cached.join(' ')}`);
  assert.equal((await build(files)).lines, ['images: 0 encoded, 10 cached']);
  await s.photo('gallery/02.jpg', 300);
  assert.equal((await build(files)).lines, ['images: 5 encoded, 5 cached']);
});

test('a warm prepare takes dimensions and colour from the metadata cache, without decoding', async () => {
  await s.pipeline().prepare(refs);
  const metaFile = path.join(s.cacheDir, readdirSync(s.cacheDir).find((n) => n.startsWith('meta-'))!);
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  // A colour no decode would give, with the digest the cache checks entries against
  // (images-cache.test.ts: one changed without it is decoded again).
  for (const [key, entry] of Object.entries(meta) as [string, SourceMeta & { digest: string }][]) {
    entry.color = '#123456';
    entry.digest = metaDigest(key, entry, DEFAULT_BACKGROUND);
  }
  writeFileSync(metaFile, JSON.stringify(meta));
  const warm = s.pipeline();
  await warm.prepare(refs);
  assert.is(warm.picture(refs[0]!.file, 'card').color, '#123456');
});

test('a missing, empty, corrupt, truncated or too large photo fails with one line each, naming the file and the content entry', async () => {
  const missing = await failure(
    s.pipeline().prepare([{ file: 'assets/photos/gallery/99.jpg', where: 'content/gallery.yaml: gallery[9].image' }]),
  );
  assert.instance(missing, InputError);
  assert.is(missing.message, 'assets/photos/gallery/99.jpg (used by content/gallery.yaml: gallery[9].image): file not found');
  const good = readFileSync(path.join(s.root, refs[0]!.file));
  const bad = [
    s.put('empty.jpg', ''),
    s.put('corrupt.jpg', 'this is not a jpeg at all'),
    s.put('truncated.jpg', good.subarray(0, good.length / 2)),
  ];
  const error = await failure(s.pipeline().prepare([...bad.map((file, i) => ({ file, where: `team[${i}].photo` })), refs[0]!]));
  assert.instance(error, BuildErrors);
  const lines = error.message.split('\n');
  assert.is(lines.length, 3);
  assert.match(itemAt(lines, 0, 'problem'), /^assets\/photos\/corrupt\.jpg \(used by team\[1\]\.photo\): not a readable image/);
  assert.is(lines[1], 'assets/photos/empty.jpg (used by team[0].photo): file is empty (0 bytes)');
  assert.match(itemAt(lines, 2, 'problem'), /^assets\/photos\/truncated\.jpg \(used by team\[2\]\.photo\): not a readable image/);
  // Never only sharp's "exceeds pixel limit": a PNG header declaring more pixels than the build decodes.
  const side = Math.ceil(Math.sqrt(MAX_PHOTO_PIXELS)) + 1;
  const where = 'content/gallery.yaml line 20: photo g04 (the 4th) › image';
  const huge = await failure(s.pipeline().prepare([{ file: s.put('gallery/huge.png', pngOfSize(side, side)), where }]));
  const millions = (n: number) => Math.round(n / 1e6).toLocaleString('en-US');
  const sideText = side.toLocaleString('en-US');
  assert.is(
    huge.message,
    `assets/photos/gallery/huge.png (used by ${where}): the photo is ${sideText} × ${sideText} (${millions(side * side)} million pixels); a photo may have at most ${millions(MAX_PHOTO_PIXELS)} million pixels (16,383 × 16,383): scale it down (2400 px on its long edge is plenty) and save it again`,
  );
});

/** A PNG that declares `width` × `height` grey pixels in a few bytes (its pixel data is cut short: only its header is read). */
function pngOfSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const [length, crc] = [Buffer.alloc(4), Buffer.alloc(4)];
    length.writeUInt32BE(data.length);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per sample, grey, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(16))), chunk('IEND', Buffer.alloc(0))]);
}

test('a renamed photo costs 0 encodes, and its published files carry the new name', async () => {
  const before = await s.photo('rename/01.jpg', 60);
  const cold = await build([before]);
  assert.match(cold.lines.at(-1)!, /^images: [1-9]\d* encoded, 0 cached$/);
  const after = 'assets/photos/rename/wedding-first-dance.jpg';
  renameSync(path.join(s.root, before), path.join(s.root, after));
  const warm = await build([after]);
  assert.is(warm.lines.at(-1), `images: 0 encoded, ${cold.outputs.size} cached`);
  assert.ok([...warm.outputs.keys()].every((out) => /^assets\/img\/wedding-first-dance-[0-9a-f]{8}-\d+\.(avif|webp|jpg)$/.test(out)));
  // The same bytes are published under the new stem.
  const strip = (out: string) => out.replace(/^assets\/img\/[a-z0-9-]+?-(?=[0-9a-f]{8}-)/, '');
  const coldBytes = new Map([...cold.outputs].map(([out, bytes]) => [strip(out), bytes]));
  for (const [out, bytes] of warm.outputs) assert.ok(bytes.equals(coldBytes.get(strip(out))!), `${out} equals the first encode`);
});

test('copies under other names are encoded once and each gets its own published files', async () => {
  const original = await s.photo('rename/02.jpg', 140);
  const copies = ['x/0001.jpg', 'x/0002.jpg'].map((name) => s.put(name, readFileSync(path.join(s.root, original))));
  const { lines, outputs, pipeline, requests } = await build([original, ...copies]);
  const perPhoto = outputs.size / 3;
  assert.is(lines.at(-1), `images: ${perPhoto} encoded, 0 cached`, 'one set of encodes for three names');
  assert.is(new Set(pipeline.listVariants(requests).map((v) => v.cacheName)).size, perPhoto);
  for (const stem of ['02', '0001', '0002'])
    assert.is([...outputs.keys()].filter((k) => k.startsWith(`assets/img/${stem}-`)).length, perPhoto);
});

test('the progress names the photos that need encoding, not those only renamed', async () => {
  const [renamed, fresh] = [await s.photo('rename/03.jpg', 240), await s.photo('rename/04.jpg', 100)];
  await build([renamed]);
  copyFileSync(path.join(s.root, renamed), path.join(s.root, 'assets/photos/rename/03-renamed.jpg'));
  const { lines } = await build(['assets/photos/rename/03-renamed.jpg', fresh], 'lines');
  assert.is(lines[0], `images: 1 new or changed photo to encode: ${fresh}`);
  assert.match(itemAt(lines, 1, 'progress line'), /^images: 0\/\d+ \(0%\)$/);
  const many = Array.from({ length: 11 }, (_, i) => `p${i}.jpg`);
  assert.is(subjectsLine(many, 3), 'images: 11 new or changed photos to encode: p0.jpg, p1.jpg, p2.jpg and 8 more');
});

test('a photo that changes between prepare and encode fails the build, naming the file', async () => {
  const file = await s.photo('rename/05.jpg', 50);
  const p = s.pipeline();
  await p.prepare([{ file, where: 'content/gallery.yaml: photos.0.image' }]);
  await s.photo('rename/05.jpg', 51);
  const error = String(await failure(p.encode([{ file, layout: 'gallery' }])));
  assert.match(error, /assets\/photos\/rename\/05\.jpg/);
  assert.match(error, /changed during the build/);
});

test('a photo named as a phone or camera names it is published under a clean lower-case slug', async () => {
  const names = ['IMG_1234.JPG', 'first dance.jpg', 'Café Noël.JPEG', '__.png', '婚礼.jpg', 'DSC-0001 (2).jpeg'];
  assert.equal(names.map(publishedStem), ['img-1234', 'first-dance', 'cafe-noel', 'photo', 'photo', 'dsc-0001-2']);
  const { outputs } = await build([await s.photo('phone/IMG_1234.JPG', 301), await s.photo('phone/Première danse.jpg', 317)]);
  assert.ok(outputs.size > 0);
  for (const out of outputs.keys()) assert.match(out, /^assets\/img\/(?:img-1234|premiere-danse)-[0-9a-f]{8}-\d+\.(?:avif|webp|jpg)$/);
});

test('a spent encode budget fails the build with what is done and what is left; the next build encodes the rest', async () => {
  const files = [await s.photo('budget/a.jpg', 10), await s.photo('budget/b.jpg', 80)];
  const stopped = s.pipeline({ encodeBudgetMs: 0 });
  await stopped.prepare(galleryRefs(files));
  assert.match(
    (await failure(stopped.encode(asTiles(files)))).message,
    /^images: stopped after the encode budget \(0 min\): 0 of \d+ encodes done and cached, 2 photos left; build again to continue$/,
  );
  const next = await build(files);
  assert.ok(next.lines.includes(`images: ${next.outputs.size} encoded, 0 cached`), 'the next build encodes what was left');
});

test('IMAGE_ENCODE_MINUTES: unset or empty is no limit; minutes become ms; anything else is refused by name', () => {
  assert.equal([undefined, '', '12', '0.5'].map(encodeBudget), [undefined, undefined, 720_000, 30_000]);
  for (const bad of ['0', '-3', 'twelve']) assert.throws(() => encodeBudget(bad), /IMAGE_ENCODE_MINUTES/);
});

test.run();

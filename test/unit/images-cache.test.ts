// The verified caches: what a build ships decodes and equals a fresh encode, whatever happened to
// .cache/ in between (photos, icons); unused entries are pruned. And the icons made
// from the brand mark.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sha256 } from '../../generator/hash.ts';
import { makeIcons } from '../../generator/images/icons.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { asTiles, galleryRefs, type ImageScratch, imageScratch, ownLines } from './image-scratch.ts';

/** A mark in the project's layout, on the site's colours. */
const BRAND = { mark: 'assets/brand/mark.svg', ground: '#0d0d12', accent: '#c9a45c' };
const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="M32 4 60 60H4z" fill="#c9a45c"/></svg>';

let s: ImageScratch;
let dir = '';
let cacheDir = '';
let photos: string[] = [];

async function build(lines: string[] = [], files = photos) {
  const p = s.pipeline({ log: ownLines(lines) });
  await p.prepare(galleryRefs(photos).filter((r) => files.includes(r.file)));
  const requests = asTiles(files);
  return { pipeline: p, requests, files: await p.encode(requests), lines };
}

/** The output of one format, e.g. the first WebP. */
const pick = (files: Map<string, Buffer>, ext: string, nth = 0) => {
  const outputs = [...files.keys()].filter((k) => k.endsWith(`.${ext}`));
  return itemAt(outputs, nth, `.${ext} output`);
};
/** Published name → cache file name (the cache is keyed by content and options, not by the photo's name). */
const cacheNames = new Map<string, string>();
const cacheName = (out: string) => cacheNames.get(path.basename(out))!;
const cached = (out: string) => path.join(cacheDir, cacheName(out));

let fresh = new Map<string, Buffer>();

test.before(async () => {
  s = imageScratch('images-cache-');
  ({ root: dir, cacheDir } = s);
  photos = [await s.photo('gallery/01.jpg', 40, 900, 600), await s.photo('gallery/02.jpg', 190, 900, 600)];
  mkdirSync(path.join(dir, 'assets/brand'), { recursive: true });
  writeFileSync(path.join(dir, BRAND.mark), MARK);
  const first = await build();
  fresh = first.files;
  for (const v of first.pipeline.listVariants(first.requests)) cacheNames.set(v.name, v.cacheName);
});
test.after(() => s.remove());

test('a cold build records every output (size and SHA-256) in the manifest', async () => {
  const names = await readdir(cacheDir);
  const manifest = names.find((n) => n.startsWith('manifest-'))!;
  assert.ok(manifest, `a manifest among ${names.join(' ')}`);
  const lines = (await readFile(path.join(cacheDir, manifest), 'utf8')).trim().split('\n');
  assert.is(lines.length, fresh.size);
  for (const [out, bytes] of fresh) {
    const line = lines.find((l) => l.endsWith(`\t${cacheName(out)}`));
    assert.ok(line, `${out} is recorded`);
    assert.is(Number(line!.split('\t')[1]), bytes.length);
  }
});

test('a truncated and an emptied cache entry are re-encoded: what ships decodes and equals a fresh encode', async () => {
  const webp = pick(fresh, 'webp');
  const avif = pick(fresh, 'avif', 1);
  await truncate(cached(webp), Math.floor(fresh.get(webp)!.length / 2));
  await writeFile(cached(avif), '');
  const { files, lines } = await build();
  const report = itemAt(lines, 0, 'damage report');
  assert.match(report, /^images: 2 damaged cache entries, re-encoding: /);
  assert.match(report, new RegExp(`${path.basename(avif)}: empty`));
  assert.match(report, new RegExp(`${path.basename(webp)}: \\d+ bytes, expected ${fresh.get(webp)!.length}`));
  assert.is(lines.at(-1), `images: 2 encoded, ${fresh.size - 2} cached`);
  for (const out of [webp, avif]) {
    const shipped = files.get(out)!;
    const meta = await sharp(shipped).metadata();
    assert.is(meta.width, Number(/-(\d+)\.\w+$/.exec(out)![1]), `${out} decodes at its width`);
    await sharp(shipped).raw().toBuffer(); // every pixel decodes
    assert.ok(shipped.equals(fresh.get(out)!), `${out} is byte for byte the fresh encode`);
    assert.ok((await readFile(cached(out))).equals(shipped), `${out} is repaired in the cache too`);
  }
  for (const [out, bytes] of files) assert.ok(bytes.equals(fresh.get(out)!), `${out} unchanged`);
});

test('an entry altered in place (same size) fails its hash and is re-encoded', async () => {
  const jpg = pick(fresh, 'jpg');
  const bytes = Buffer.from(fresh.get(jpg)!);
  const middle = Math.floor(bytes.length / 2);
  bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
  await writeFile(cached(jpg), bytes);
  const { files, lines } = await build();
  assert.match(itemAt(lines, 0, 'damage report'), new RegExp(`${path.basename(jpg)}: content differs from its record`));
  assert.ok(files.get(jpg)!.equals(fresh.get(jpg)!));
});

test('a file without a record (an older cache, a copy) is not trusted; a torn manifest line costs one entry', async () => {
  const manifest = path.join(cacheDir, (await readdir(cacheDir)).find((n) => n.startsWith('manifest-'))!);
  const records = [...fresh].map(([out, bytes]) => `${sha256(bytes)}\t${bytes.length}\t${cacheName(out)}`);
  // Drop the first record, and tear the last line as a kill mid-append would.
  const kept = records.slice(1).join('\n');
  await writeFile(manifest, kept.slice(0, -10));
  const { files, lines } = await build();
  assert.is(lines.at(-1), `images: 2 encoded, ${fresh.size - 2} cached`, 'the unrecorded and the torn entry');
  assert.not.match(lines.join('\n'), 'damaged', 'a missing record is not reported as damage');
  for (const [out, bytes] of files) assert.ok(bytes.equals(fresh.get(out)!), `${out}`);
});

test('prune deletes what this content does not use (dated in the future too) and says how much; keeps used and newer files', async () => {
  const lines: string[] = [];
  const { pipeline, files, requests } = await build(lines, photos.slice(0, 1)); // the second photo left the content
  const unused = [...fresh.keys()].filter((k) => !files.has(k)).map(cacheName);
  assert.is(unused.length, fresh.size / 2);
  const past = new Date(Date.now() - 3600_000);
  for (const name of unused) await utimes(path.join(cacheDir, name), past, past);
  await writeFile(path.join(cacheDir, 'stray.webp.123456'), 'x'.repeat(10)); // a killed write's temporary
  await utimes(path.join(cacheDir, 'stray.webp.123456'), past, past);
  const future = new Date(Date.now() + 30 * 24 * 3600_000); // a wrong clock, a copied cache
  await writeFile(path.join(cacheDir, 'from-the-future.avif'), 'x');
  await utimes(path.join(cacheDir, 'from-the-future.avif'), future, future);
  await writeFile(path.join(cacheDir, 'other-build.avif'), 'new'); // written by a build running beside this one
  const sizes = await Promise.all(unused.map(async (n) => (await stat(path.join(cacheDir, n))).size));
  const freed = await pipeline.prune(requests);

  assert.is(freed.files, unused.length + 2);
  assert.is(freed.bytes, sizes.reduce((a, b) => a + b, 0) + 11);
  assert.match(lines.at(-1)!, new RegExp(`^images: pruned ${unused.length + 2} unused cache files \\(\\d+\\.\\d MB freed\\)$`));
  const left = await readdir(cacheDir);
  for (const out of files.keys()) assert.ok(left.includes(cacheName(out)), `${out} kept`);
  for (const name of unused) assert.not.ok(left.includes(name), `${name} pruned`);
  assert.ok(left.includes('other-build.avif'), 'a file newer than this build is left alone');
  assert.not.ok(left.includes('from-the-future.avif'), 'an unused file dated in the future is pruned');
  const manifest = await readFile(path.join(cacheDir, left.find((n) => n.startsWith('manifest-'))!), 'utf8');
  assert.is(manifest.trim().split('\n').length, files.size, 'the manifest lists the kept entries once each');
  const again: string[] = [];
  await build(again, photos.slice(0, 1));
  assert.is(again.at(-1), `images: 0 encoded, ${files.size} cached`, 'what is kept is still verified');
});

test('cached metadata is checked as the outputs are: a colour or size edited in place, or a wrong shape, is read again', async () => {
  const lines: string[] = [];
  const { pipeline } = await build(lines);
  const picture = () => pipeline.picture(photos[0]!, 'gallery');
  const truth = picture();
  const metaFiles = (await readdir(cacheDir)).filter((n) => n.startsWith('meta-'));
  const metaFile = itemAt(metaFiles, 0, 'the metadata file');
  const original = await readFile(path.join(cacheDir, metaFile), 'utf8');
  const poisons: ((entry: Record<string, unknown>) => void)[] = [
    (e) => void (e.color = '#ff0000'), // a valid colour, not the photo's
    (e) => void (e.width = 100_000), // a size that would change every width
    (e) => void (e.width = '900'), // a string
    (e) => void delete e.digest, // no digest (an older cache)
  ];
  try {
    for (const poison of poisons) {
      const entries = JSON.parse(original) as Record<string, Record<string, unknown>>;
      for (const entry of Object.values(entries)) poison(entry);
      await writeFile(path.join(cacheDir, metaFile), JSON.stringify(entries));
      const again = await build([]);
      const p = again.pipeline.picture(photos[0]!, 'gallery');
      assert.is(p.color, truth.color, `${poison}: the colour is the photo's`);
      assert.is(p.width, truth.width, `${poison}: the width is the photo's`);
    }
  } finally {
    await writeFile(path.join(cacheDir, metaFile), original);
  }
});

test('icons: favicon.svg, a PNG ICO, a touch icon and a 1200×630 OG image from the mark; one damaged in the cache is drawn again', async () => {
  const iconCache = path.join(dir, '.cache/icons');
  const files = await makeIcons(dir, BRAND);
  assert.is(files.get('favicon.svg')!.toString(), MARK);
  const ico = files.get('favicon.ico')!;
  assert.equal([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6 + 16]], [1, 3, 32], 'icon type, 3 images, second is 32 px');
  const touch = await sharp(files.get('apple-touch-icon.png')!).metadata();
  assert.equal([touch.format, touch.width, touch.height], ['png', 180, 180]);
  assert.match(files.ogImage, /^\/assets\/og-image-[0-9a-f]{8}\.png$/);
  const og = await sharp(files.get(files.ogImage.slice(1))!).metadata();
  assert.equal([og.width, og.height], [1200, 630]);
  const touchIcon = only(
    (await readdir(iconCache)).filter((name) => name.endsWith('-apple-touch-icon.png')),
    'cached touch icon',
  );
  await truncate(path.join(iconCache, touchIcon), 100);
  const again = await makeIcons(dir, BRAND);
  assert.equal([...again.keys()].sort(), [...files.keys()].sort(), 'the second call reads the cache');
  assert.ok(again.get('apple-touch-icon.png')!.equals(files.get('apple-touch-icon.png')!));
});

test.run();

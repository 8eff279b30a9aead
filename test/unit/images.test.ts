// The image pipeline: widths, sizes, names, cache, bad input and the <Picture> markup.
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildContext, type BuildServices, type PictureData, type Preload } from '../../kit/context.ts';
import { AssetError, BuildErrors } from '../../generator/errors.ts';
import { writeAtomic } from '../../generator/atomic.ts';
import { makeIcons, ogImagePath } from '../../generator/images/icons.ts';
import { LAYOUTS } from '../../generator/images/layouts.ts';
import { ImagePipeline } from '../../generator/images/pipeline.ts';
import { progressLine, startProgress } from '../../generator/images/progress.ts';
import { MIN_STEP, jpegWidths, responsiveWidths } from '../../generator/images/widths.ts';
import { Picture, type PictureProps } from '../../components/Picture.tsx';

const rule = { candidates: [400, 640, 960, 1280, 1280, 1600], maxDisplayed: 640 };

test('widths never upscale: a 900 px source gets the candidates below it plus 900 itself', () => {
  assert.equal(responsiveWidths(rule, 900), [400, 640, 900]);
});

test('no two widths within 20%: a 700 px source gets 400 and 700, not 640 as well', () => {
  assert.equal(responsiveWidths(rule, 700), [400, 700]);
  assert.equal(responsiveWidths({ candidates: [1280, 1600, 1920], maxDisplayed: 1920 }, 2400), [1280, 1600, 1920], '20% apart is enough');
  assert.equal(responsiveWidths({ candidates: [400, 450, 640], maxDisplayed: 640 }, 2400), [450, 640], 'close candidates collapse to the wider');
});

test('JPEG widths: for each wanted width the smallest at least as wide, else the widest', () => {
  assert.equal(jpegWidths([400, 640, 960, 1280], [640]), [640]);
  assert.equal(jpegWidths([640, 960, 1280, 1920], [960, 1920]), [960, 1920]);
  assert.equal(jpegWidths([400, 700], [640]), [700], 'a narrow source: its own width');
  assert.equal(jpegWidths([300], [640, 1280]), [300]);
  assert.equal(jpegWidths([400, 640], []), [640], 'never no JPEG at all');
});

test('every layout: widths from one shared scale at least 20% apart, a JPEG ladder of one or two of them', () => {
  const scale = new Set<number>();
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    layout.candidates.forEach((w) => scale.add(w));
    assert.ok(layout.jpeg.length >= 1 && layout.jpeg.length <= 2, `${name}: ${layout.jpeg.length} JPEG widths`);
    for (const j of layout.jpeg) assert.ok(layout.candidates.includes(j), `${name}: JPEG ${j} is one of its widths`);
  }
  const sorted = [...scale].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) assert.ok(sorted[i] >= sorted[i - 1] * MIN_STEP, `${sorted[i - 1]} and ${sorted[i]} are 20% apart`);
});

test('widths are capped at twice the largest displayed width', () => {
  assert.equal(responsiveWidths(rule, 2400), [400, 640, 960, 1280]);
});

test('widths are deduplicated and sorted', () => {
  assert.equal(responsiveWidths({ candidates: [960, 400, 960, 640], maxDisplayed: 800 }, 2400), [400, 640, 960]);
});

test('a source smaller than every candidate is offered at its own width', () => {
  assert.equal(responsiveWidths(rule, 300), [300]);
});

test('gallery sizes follow the 2/3 column grid, as wide as the fluid container', () => {
  const sizes = LAYOUTS.gallery.sizes(2400, 1600);
  assert.is(sizes, '(min-width: 1370px) 416px, (min-width: 1024px) calc((95.6vw - 60.8px) / 3), calc((95.6vw - 44.8px) / 2)');
});

test('hero-poster sizes account for cover-cropping on a portrait screen', () => {
  assert.is(LAYOUTS['hero-poster'].sizes(1920, 1080), '(max-aspect-ratio: 1920/1080) 177.78vh, 100vw');
  assert.is(LAYOUTS.full.sizes(2400, 1600), '100vw');
});

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

const refs = [
  { file: 'assets/photos/gallery/01.jpg', where: 'content/gallery.ts: gallery[0].image' },
  { file: 'assets/photos/gallery/02.jpg', where: 'content/gallery.ts: gallery[1].image' },
];

test('picture() returns AVIF and WebP sources, a JPEG fallback and the intrinsic aspect', async () => {
  const p = newPipeline();
  await p.prepare(refs);
  const data = p.picture(refs[0].file, 'gallery');
  assert.equal(data.sources.map((s) => s.type), ['image/avif', 'image/webp']);
  assert.match(data.sources[0].srcset, /^\/assets\/img\/01-[0-9a-f]{8}-400\.avif 400w, \S+-700\.avif 700w$/);
  assert.match(data.sources[1].srcset, /^\/assets\/img\/01-[0-9a-f]{8}-400\.webp 400w, \S+-700\.webp 700w$/);
  assert.match(data.srcset, /^\/assets\/img\/01-[0-9a-f]{8}-700\.jpg 700w$/, 'one JPEG: the gallery JPEG width (640) filled by the 700 px source');
  assert.is(data.src, data.srcset.split(' ')[0]);
  assert.is(data.width, 700);
  assert.is(data.height, 467);
  assert.match(data.color, /^#[0-9a-f]{6}$/);
  assert.is(data.largest, data.srcset.split(', ').at(-1)!.split(' ')[0]);
});

test('picture() rejects an unprepared file and an unknown layout with a clear message', async () => {
  const p = newPipeline();
  await p.prepare(refs.slice(0, 1));
  assert.throws(() => p.picture(refs[1].file, 'gallery'), /02\.jpg was not prepared/);
  assert.throws(() => p.picture(refs[0].file, 'banner'), /unknown image layout "banner"/);
});

test('names hash the bytes and the encoder options: same width, other options or bytes, other name', async () => {
  const p = newPipeline();
  await p.prepare(refs);
  const a = p.picture(refs[0].file, 'full').sources[0].srcset.split(' ')[0];
  const b = p.picture(refs[1].file, 'full').sources[0].srcset.split(' ')[0];
  const hero = p.picture(refs[0].file, 'hero-poster').sources[0].srcset.split(' ')[0];
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
  assert.ok(cached.every((n) => /\.(avif|webp|jpg|json|tsv)$/.test(n)), `no temporary files left behind: ${cached.join(' ')}`);

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
  for (const key of Object.keys(meta)) meta[key].color = '#123456';
  await writeFile(metaFile, JSON.stringify(meta));
  const warm = newPipeline();
  await warm.prepare(refs);
  assert.is(warm.picture(refs[0].file, 'card').color, '#123456');
});

test('a missing image fails with one line naming the file and the content entry', async () => {
  const p = newPipeline();
  try {
    await p.prepare([{ file: 'assets/photos/gallery/99.jpg', where: 'content/gallery.ts: gallery[9].image' }]);
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, AssetError);
    assert.is((error as Error).message, 'assets/photos/gallery/99.jpg (used by content/gallery.ts: gallery[9].image): file not found');
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
      refs[0],
    ]);
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, BuildErrors);
    const lines = (error as Error).message.split('\n');
    assert.is(lines.length, 3);
    assert.match(lines[0], /^assets\/photos\/corrupt\.jpg \(used by team\[1\]\.photo\): not a readable image/);
    assert.is(lines[1], 'assets/photos/empty.jpg (used by team[0].photo): file is empty (0 bytes)');
    assert.match(lines[2], /^assets\/photos\/truncated\.jpg \(used by team\[2\]\.photo\): not a readable image/);
  }
});

test('writeAtomic leaves the complete file and no temporary', async () => {
  const target = path.join(dir, 'atomic.bin');
  await writeAtomic(target, Buffer.alloc(1000, 7));
  assert.is((await readFile(target)).length, 1000);
  assert.equal((await readdir(dir)).filter((n) => n.startsWith('atomic.bin')), ['atomic.bin'], 'no temporary file beside it');
});

test('progress: a line with count and time left; in CI a line every interval', async () => {
  assert.is(progressLine('images', 30, 120, 60_000), 'images: 30/120 (25%), about 3m 00s left');
  const lines: string[] = [];
  const progress = startProgress({ total: 3, label: 'images', mode: 'lines', log: (l) => lines.push(l), intervalMs: 20 });
  progress.tick();
  await new Promise((r) => setTimeout(r, 70));
  progress.done();
  assert.ok(lines.length >= 3, `got ${lines.length} lines`);
  assert.match(lines.at(-1)!, /^images: 1\/3 \(33%\), about \d+s left$/);
});

// <Picture> rendered inside a fake build context.
const data: PictureData = {
  sources: [
    { type: 'image/avif', srcset: '/a-400.avif 400w, /a-800.avif 800w' },
    { type: 'image/webp', srcset: '/a-400.webp 400w, /a-800.webp 800w' },
  ],
  src: '/a-400.jpg',
  srcset: '/a-400.jpg 400w, /a-800.jpg 800w',
  sizes: '100vw',
  width: 800,
  height: 533,
  color: '#2a1f14',
  largest: '/a-800.jpg',
};
function render(props: PictureProps) {
  const preloads: Preload[] = [];
  const calls: string[] = [];
  const services: BuildServices = {
    route: '/',
    siteUrl: 'https://example.test',
    year: 2026,
    assetUrl: (f) => f,
    picture: (file, layout) => (calls.push(`${file}|${layout}`), data),
    clientEntry: () => {},
    preload: (p) => void preloads.push(p),
    outline: () => {
      throw new Error('not used by Picture');
    },
  };
  const html = renderToStaticMarkup(createElement(BuildContext.Provider, { value: services }, createElement(Picture, props)));
  return { html, preloads, calls };
}

test('Picture renders <picture> with AVIF and WebP sources and a lazy JPEG <img> with size and alt', () => {
  const { html, preloads, calls } = render({ image: 'assets/photos/a.jpg', layout: 'gallery', alt: 'Gold table setting' });
  assert.equal(calls, ['assets/photos/a.jpg|gallery']);
  assert.is(
    html,
    '<picture><source type="image/avif" srcSet="/a-400.avif 400w, /a-800.avif 800w" sizes="100vw"/>' +
      '<source type="image/webp" srcSet="/a-400.webp 400w, /a-800.webp 800w" sizes="100vw"/>' +
      '<img src="/a-400.jpg" srcSet="/a-400.jpg 400w, /a-800.jpg 800w" sizes="100vw" width="800" height="533" alt="Gold table setting" loading="lazy" decoding="async" style="background-color:#2a1f14"/></picture>',
  );
  assert.is(preloads.length, 0);
});

test('a priority Picture is eager with fetchpriority=high and preloads the AVIF srcset', () => {
  const { html, preloads } = render({ image: { kind: 'photo', file: 'assets/photos/a.jpg' }, layout: 'hero-poster', alt: 'Ballroom', priority: true });
  assert.match(html, /loading="eager"/);
  assert.match(html, /fetchPriority="high"|fetchpriority="high"/);
  assert.not.match(html, /loading="lazy"/);
  assert.equal(preloads, [
    { as: 'image', imagesrcset: data.sources[0].srcset, imagesizes: '100vw', type: 'image/avif', fetchPriority: 'high' },
  ]);
});

test('Picture without alt throws; an empty alt needs decorative', () => {
  assert.throws(() => render({ image: 'assets/photos/a.jpg', layout: 'card' }), /assets\/photos\/a\.jpg: alt text is required/);
  assert.throws(() => render({ image: 'assets/photos/a.jpg', layout: 'card', alt: '' }), /alt text is required/);
  assert.match(render({ image: 'assets/photos/a.jpg', layout: 'card', decorative: true }).html, /alt=""/);
});

test('icons: favicon.svg, a PNG ICO, touch icons and a 1200×630 OG image from the mark', async () => {
  await mkdir(path.join(dir, 'assets/brand'), { recursive: true });
  const mark = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="M32 4 60 60H4z" fill="#c9a45c"/></svg>';
  await writeFile(path.join(dir, 'assets/brand/mark.svg'), mark);
  const files = await makeIcons(dir, path.join(dir, '.cache/images'));
  assert.is(files.get('favicon.svg')!.toString(), mark);
  const ico = files.get('favicon.ico')!;
  assert.equal([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6 + 16]], [1, 3, 32], 'icon type, 3 images, second is 32 px');
  for (const [name, size] of [['apple-touch-icon.png', 180], ['icon-192.png', 192], ['icon-512.png', 512]] as const) {
    const meta = await sharp(files.get(name)!).metadata();
    assert.equal([meta.format, meta.width, meta.height], ['png', size, size], name);
  }
  const og = ogImagePath(files);
  assert.match(og, /^assets\/og-image-[0-9a-f]{8}\.png$/);
  assert.is(files.ogImage, '/' + og);
  const meta = await sharp(files.get(og)!).metadata();
  assert.equal([meta.width, meta.height], [1200, 630]);
  const again = await makeIcons(dir, path.join(dir, '.cache/images'));
  assert.equal([...again.keys()].sort(), [...files.keys()].sort(), 'second call reads the cache');
});

test.run();

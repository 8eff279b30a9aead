// What the image pipeline checks about a photo beyond "it decodes": its format, from its bytes;
// CMYK without a profile; an animation; transparency, flattened onto the background the pipeline is given (the
// build gives the site's ground); and a photo smaller than where it is shown, which warns.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LAYOUTS } from '../../components/image-layouts.ts';
import { neededHeight, neededWidth } from '../../framework/shared/photo-size.ts';
import { BuildErrors, InputError } from '../../generator/errors.ts';
import { type ImagePipeline, sizeWarning } from '../../generator/images/pipeline.ts';
import { loadConfig } from '../../generator/load-config.ts';
import { ROOT } from '../helpers/site-under-test.ts';
import { asTiles, galleryRefs, type ImageScratch, imageScratch } from './image-scratch.ts';

/** The page's background, which the build flattens transparent photos onto. */
const GROUND = (await loadConfig(ROOT)).brand.ground;
let s: ImageScratch;
test.before(() => void (s = imageScratch('images-checks-')));
test.after(() => s.remove());

const SVG = (w: number, h: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#3366cc"/></svg>`);
const pipeline = (lines: string[] = [], background = GROUND) => s.pipeline({ log: (l) => lines.push(l), background });

async function problems(refs: { file: string; where: string }[]): Promise<string[]> {
  try {
    await pipeline().prepare(refs);
    return [];
  } catch (error) {
    assert.ok(error instanceof InputError || error instanceof BuildErrors, String(error));
    return (error as Error).message.split('\n');
  }
}

test("a photo's format is read from its bytes: one the build does not take, or another than its name says, is refused saying what to do", async () => {
  const base = sharp(SVG(800, 600));
  const NOT_TAKEN = 'not a photo the build takes (JPEG, PNG, WebP and AVIF): export it as one of them';
  const RENAME = '(and the content entry with it)';
  const files: [name: string, bytes: Buffer, refusal?: string][] = [
    ['team/svg.jpg', SVG(800, 1000), `its content is SVG, ${NOT_TAKEN}`],
    ['team/gif.png', await base.clone().gif().toBuffer(), `its content is GIF, ${NOT_TAKEN}`],
    ['team/tiff.jpg', await base.clone().tiff().toBuffer(), `its content is TIFF, ${NOT_TAKEN}`],
    ['gallery/png.jpg', await base.clone().png().toBuffer(), `its content is PNG, but its name says JPEG: rename it to .png ${RENAME}`],
    ['gallery/jpeg.webp', await base.clone().jpeg().toBuffer(), `its content is JPEG, but its name says WebP: rename it to .jpg ${RENAME}`],
    ['gallery/avif.png', await base.clone().avif().toBuffer(), `its content is AVIF, but its name says PNG: rename it to .avif ${RENAME}`],
    ['ok/a.jpg', await base.clone().jpeg().toBuffer()],
    ['ok/b.jpeg', await base.clone().jpeg().toBuffer()],
    ['ok/c.png', await base.clone().png().toBuffer()],
    ['ok/d.webp', await base.clone().webp().toBuffer()],
    ['ok/e.avif', await base.clone().avif().toBuffer()],
  ];
  const refs = galleryRefs(files.map(([name, bytes]) => s.put(name, bytes)));
  const refused = files.flatMap(([name, , refusal], i) =>
    refusal ? [`assets/photos/${name} (used by ${refs[i]!.where}): ${refusal}`] : [],
  );
  assert.equal(await problems(refs), refused.sort());
});

test('CMYK without a profile builds, converted to sRGB, and an animated WebP, its first frame, each with a warning naming the file and the field; CMYK with its profile, no warning', async () => {
  const rgb = sharp(SVG(1400, 1000));
  const untagged = s.put('cmyk/untagged.jpg', await rgb.clone().toColourspace('cmyk').jpeg().toBuffer());
  const tagged = s.put('cmyk/tagged.jpg', await rgb.clone().toColourspace('cmyk').jpeg().withIccProfile('cmyk').toBuffer());
  // Two frames, one above the other: a blue one, then an orange one.
  const bands = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="2000"><rect width="100%" height="50%" fill="#3366cc"/><rect y="50%" width="100%" height="50%" fill="#cc6633"/></svg>`;
  const frames = await sharp(Buffer.from(bands)).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = frames.info;
  const webp = sharp(frames.data, { raw: { width, height, channels, pageHeight: 1000 } }).webp({ loop: 0, delay: [100, 100] });
  const animated = s.put('gallery/animated.webp', await webp.toBuffer());
  for (const [file, profile] of [
    [untagged, false],
    [tagged, true],
  ] as const) {
    const meta = await sharp(path.join(s.root, file)).metadata();
    assert.equal([meta.space, meta.hasProfile], ['cmyk', profile], `fixture ${file}`);
  }
  const lines: string[] = [];
  const p = pipeline(lines);
  await p.prepare([
    { file: untagged, where: 'content/home.yaml: banner.image' },
    { file: tagged, where: 'content/home.yaml: closing.image' },
    { file: animated, where: 'content/gallery.yaml: photos.0.image' },
  ]);
  assert.equal(lines, [
    'warning: content/gallery.yaml: photos.0.image: assets/photos/gallery/animated.webp is animated, and a photo shows only its first frame: export the frame you want as a still (motion belongs in a video)',
    'warning: content/home.yaml: banner.image: assets/photos/cmyk/untagged.jpg is CMYK without a colour profile, so its colours are converted with a standard press profile and may not be what you meant: export it as sRGB (or with its profile embedded)',
  ]);
  const outputs = await p.encode([untagged, tagged, animated].map((file) => ({ file, layout: 'card' })));
  assert.ok(outputs.size > 0);
  for (const [name, bytes] of outputs) {
    const meta = await sharp(bytes).metadata();
    assert.is(meta.space, 'srgb', `${name}: browsers get sRGB`);
    assert.is(meta.channels, 3, `${name}: three channels, not four`);
    if (name.includes('/animated-')) assert.is(Math.round((meta.height! / meta.width!) * 14), 10, `${name}: one frame, 1400×1000`);
  }
});

test("the site's ground, which transparent photos are flattened onto, is the page's background, the body's in styles/global.css", () => {
  const css = readFileSync('styles/global.css', 'utf8');
  const token = /\nbody \{[^}]*\n {2}background: var\((--[\w-]+)\);/.exec(css)?.[1];
  assert.ok(token, "the body's background is a colour token");
  const value = new RegExp(`\\n {2}${token}: (#[0-9a-f]{6});`).exec(css)?.[1];
  assert.is(GROUND, value, `site.config.ts brand.ground and ${token} in styles/global.css`);
});

/** A transparent PNG: clear on the left, gold from `goldFrom` px of its 1600 on. */
async function clearPng(name: string, goldFrom: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect x="${goldFrom}" width="${1600 - goldFrom}" height="1067" fill="#c9a45c"/></svg>`;
  return s.put(name, await sharp(Buffer.from(svg)).png().toBuffer());
}

test('a transparent PNG: its AVIF, its WebP and its JPEG all show the page background where it is clear, and so does its loading colour', async () => {
  const png = await clearPng('gallery/clear.png', 800);
  const p = pipeline();
  await p.prepare(galleryRefs([png]));
  const outputs = await p.encode(asTiles([png]));
  const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const near = (rgb: number[], want: string) =>
    rgb.every((c, i) => Math.abs(c - Number.parseInt(want.slice(1 + 2 * i, 3 + 2 * i), 16)) <= 6);
  const formats = new Set<string>();
  for (const [name, bytes] of outputs) {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    assert.is(info.channels, 3, `${name}: opaque, no alpha channel`);
    const clear = [...data.subarray(0, 3)];
    assert.ok(near(clear, GROUND), `${name}: the clear half is ${hex(clear)}, not the page's ${GROUND}`);
    formats.add(name.split('.').pop()!);
  }
  assert.equal([...formats].sort(), ['avif', 'jpg', 'webp']);
  // Half clear, half gold: the loading colour is one of the two as the files show them.
  const { color } = p.picture(png, 'gallery');
  assert.ok(color === GROUND || near([...Buffer.from(color.slice(1), 'hex')], '#c9a45c'), `loading colour ${color}`);
  assert.is.not(color, '#000000', 'not the black of clear pixels');
});

test('another background: a transparent photo gets other files, flattened onto it, and its colour is taken again; an opaque one keeps its files', async () => {
  const png = await clearPng('gallery/mostly-clear.png', 1200);
  const jpeg = s.put('gallery/opaque.jpg', await sharp(SVG(800, 600)).jpeg().toBuffer());
  const refs = galleryRefs([png, jpeg]);
  const onGround = pipeline();
  await onGround.prepare(refs);
  const white = '#ffffff';
  // The same cache: what the first pipeline recorded must not be taken for the second.
  const onWhite = pipeline([], white);
  await onWhite.prepare(refs);
  const names = (p: ImagePipeline, file: string) => p.listVariants([{ file, layout: 'gallery' }]).map((v) => v.name);
  assert.equal(names(onWhite, jpeg), names(onGround, jpeg), 'the opaque photo: the same files');
  const ground = new Set(names(onGround, png));
  for (const name of names(onWhite, png)) assert.not.ok(ground.has(name), `the transparent photo: ${name} in common`);
  assert.is(onGround.picture(png, 'gallery').color, GROUND, 'the loading colour: mostly clear, so the ground');
  assert.is(onWhite.picture(png, 'gallery').color, white, 'the loading colour: mostly clear, so white');
  const outputs = await onWhite.encode(asTiles([png, jpeg]));
  for (const [name, bytes] of outputs) {
    if (!name.includes('mostly-clear')) continue;
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    assert.ok(Math.min(...data.subarray(0, 3)) >= 249, `${name}: the clear half is white, not ${GROUND}`);
  }
});

test('the size a photo needs: twice its widest display, to the nearest width its layout makes; the most of all the places it is shown', () => {
  assert.is(neededWidth(LAYOUTS.avatar), 640, 'a 352 px team card: 704 at 2×, made up to 640');
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    const needed = neededWidth(layout);
    assert.ok(needed <= 2 * layout.maxDisplayed, `${name}: never more than 2×`);
    assert.ok(layout.candidates.includes(needed) || needed === 2 * layout.maxDisplayed, `${name}: a width the layout makes`);
    // Tall enough for the layout's crop, if it has one: only the width is short here.
    const at = (width: number) =>
      sizeWarning({
        file: 'f.jpg',
        where: 'w',
        width,
        height: Math.ceil(width / Math.min(1, layout.crop ?? 1)),
        layouts: new Map([[name, layout]]),
      });
    assert.ok(at(needed - 1), `${name}: ${needed - 1} px warns`);
    assert.is(at(needed), null, `${name}: ${needed} px is enough`);
  }
  // A photo used in several places needs the most any of them needs.
  const layouts = new Map(Object.entries({ gallery: LAYOUTS.gallery, lightbox: LAYOUTS.lightbox }));
  const needed = Math.max(neededWidth(LAYOUTS.gallery), neededWidth(LAYOUTS.lightbox));
  const warning = sizeWarning({ file: 'g.jpg', where: 'w', width: needed - 1, height: 600, layouts });
  assert.match(warning ?? '', new RegExp(`needs at least ${needed} px wide`));
});

test("a photo much wider than its tile's crop warns about the height its crop needs, naming the crop to supply", () => {
  const layouts = new Map([['gallery', LAYOUTS.gallery]]);
  const tile = (width: number, height: number) =>
    sizeWarning({ file: 'wide.jpg', where: 'content/gallery.yaml: photos.3.image', width, height, layouts });
  const needed = neededHeight(LAYOUTS.gallery);
  assert.is(needed, Math.ceil(neededWidth(LAYOUTS.gallery) / (3 / 2)));
  const panorama = tile(6000, 1000) ?? '';
  assert.match(panorama, /^warning: content\/gallery\.yaml: photos\.3\.image: wide\.jpg is 6000×1000; it is shown cropped to 3:2/);
  assert.match(
    panorama,
    new RegExp(`its widest file there is ${neededWidth(LAYOUTS.gallery)}×160, too short for that crop \\(it needs ${needed} px tall`),
  );
  assert.match(panorama, /crop the photo to about 3:2 \(1500×1000\)/);
  // A strip a few pixels tall: the least that fills the crop.
  assert.match(tile(30000, 10) ?? '', new RegExp(`×1, too short .* \\(${Math.ceil(needed * 1.5)}×${needed}\\)`));
  // The photo's shape or close to it (16:9 in a 3:2 tile is within a width step): no warning.
  for (const [w, h] of [
    [2400, 1600],
    [1920, 1080],
    [1600, 2400],
  ] as const)
    assert.is(tile(w, h), null, `${w}×${h}`);
});

test('a 160×200 team photo and a 1×1 photo build with a warning naming the file, the field and the size needed', async () => {
  const small = s.put('team/small.jpg', await sharp(SVG(160, 200)).jpeg().toBuffer());
  const dot = s.put('team/dot.png', await sharp(SVG(1, 1)).png().toBuffer());
  const big = s.put('team/big.jpg', await sharp(SVG(1600, 2000)).jpeg().toBuffer());
  const lines: string[] = [];
  const p = pipeline(lines);
  await p.prepare([
    { file: small, where: 'content/team.yaml: members.4.image' },
    { file: dot, where: 'content/team.yaml: members.5.image' },
    { file: big, where: 'content/team.yaml: members.6.image' },
  ]);
  const outputs = await p.encode([small, dot, big].map((file) => ({ file, layout: 'avatar' })));
  assert.ok(outputs.size > 0, 'a warning is not an error: the photos are made');
  const warnings = lines.filter((l) => l.startsWith('warning:'));
  assert.equal(warnings, [
    'warning: content/team.yaml: members.5.image: assets/photos/team/dot.png is 1×1; it is shown up to 352 px wide, so it needs at least 640 px wide (640×640 in its shape) to stay sharp on 2× screens; docs/content-guide.md "Photos: sizes and formats" gives the size to supply',
    'warning: content/team.yaml: members.4.image: assets/photos/team/small.jpg is 160×200; it is shown up to 352 px wide, so it needs at least 640 px wide (640×800 in its shape) to stay sharp on 2× screens; docs/content-guide.md "Photos: sizes and formats" gives the size to supply',
  ]);
});

test.run();

// Responsive photos: the widths a photo is encoded at (generator/images/variants.ts), each layout's
// widths and sizes (components/image-layouts.ts), srcset parsing, the budget check's model of the
// browser's choice (checks/image-select.ts), and the loading colour (dominantColor).
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseCandidate, evaluateSizes } from '../../checks/image-select.ts';
import { drawnSizes, GALLERY_GRID, GRID, HIGHLIGHT_ONE_COLUMN_MAX, LAYOUTS } from '../../components/image-layouts.ts';
import { COLUMNS_FROM } from '../../components/sections/CardGrid.tsx';
import { MIN_STEP } from '../../framework/shared/photo-size.ts';
import { candidateAtLeast, parseSrcset } from '../../framework/shared/srcset.ts';
import { dominantColor } from '../../generator/images/encode.ts';
import { jpegWidths, responsiveWidths } from '../../generator/images/variants.ts';

test('a photo is encoded at its candidates below its own width, and its own; 20% apart; at most twice its largest display', () => {
  const rule = { candidates: [400, 640, 960, 1280, 1280, 1600], maxDisplayed: 640 };
  const cases: [typeof rule, number, number[], string][] = [
    [rule, 900, [400, 640, 900], 'never upscaled: the source itself'],
    [rule, 700, [400, 700], 'no two widths within 20%: not 640 as well'],
    [rule, 2400, [400, 640, 960, 1280], 'capped at twice the largest displayed width'],
    [rule, 300, [300], 'smaller than every candidate: its own width'],
    [{ candidates: [1280, 1600, 1920], maxDisplayed: 1920 }, 2400, [1280, 1600, 1920], '20% apart is enough'],
    [{ candidates: [400, 450, 640], maxDisplayed: 640 }, 2400, [450, 640], 'close candidates collapse to the wider'],
    [{ candidates: [960, 400, 960, 640], maxDisplayed: 800 }, 2400, [400, 640, 960], 'deduplicated and sorted'],
  ];
  for (const [widths, source, expected, why] of cases) assert.equal(responsiveWidths(widths, source), expected, why);
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
  const neighbours = sorted.slice(1).map((larger, i): [number, number] => [sorted[i]!, larger]);
  for (const [smaller, larger] of neighbours) assert.ok(larger >= smaller * MIN_STEP, `${smaller} and ${larger} are 20% apart`);
});

test('sizes: the gallery follows the 2/3 column grid, as wide as the fluid container; the hero poster is cover-cropped on a portrait screen', () => {
  const sizes = LAYOUTS.gallery.sizes(2400, 1600);
  assert.is(sizes, '(min-width: 1370px) 416px, (min-width: 1024px) calc((95.6vw - 60.8px) / 3), calc((95.6vw - 44.8px) / 2)');
  assert.is(LAYOUTS['hero-poster'].sizes(1920, 1080), '(max-aspect-ratio: 1920/1080) 177.78vh, 100vw');
  assert.is(LAYOUTS.full.sizes(2400, 1600), '100vw');
});

/** The declarations of `selector`'s first rule in a stylesheet, inside the media query `media` or outside any. */
function rule(cssFile: string, selector: string, media?: string): string {
  let css = readFileSync(cssFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  if (media) css = css.slice(css.indexOf(`@media ${media}`));
  const at = css.indexOf(`${selector} {`);
  assert.ok(at >= 0, `${cssFile}: ${selector}${media ? ` in @media ${media}` : ''}`);
  return css.slice(at, css.indexOf('}', at));
}
const px = (length: string) => (length.endsWith('rem') ? Number.parseFloat(length) * 16 : Number.parseFloat(length));

test("the page grid the sizes are computed from is styles/global.css's", () => {
  const root = rule('styles/global.css', ':root');
  assert.is(px(/--container:\s*([\d.]+px)/.exec(root)?.[1] ?? ''), GRID.container);
  const gutter = /--gutter:\s*clamp\([^,]+,\s*([\d.]+rem)\s*\+\s*([\d.]+)vw/.exec(root);
  assert.equal([px(gutter?.[1] ?? ''), Number(gutter?.[2])], [GRID.gutterPx, GRID.gutterVw]);
});

test("the gallery's grid the sizes are computed from is GalleryPortfolio.css's: its gap, and its columns from each width up", () => {
  const css = 'components/widgets/GalleryPortfolio.css';
  const columns = (media?: string) => {
    const tracks = Number(/repeat\((\d+)/.exec(rule(css, '.portfolio__grid', media))?.[1]);
    const span = Number(/span (\d+)/.exec(rule(css, '.tile', media))?.[1]);
    return tracks / span;
  };
  const grid = rule(css, '.portfolio__grid');
  assert.is(px(/gap:\s*([\d.]+(?:px|rem))/.exec(grid)?.[1] ?? ''), GALLERY_GRID.gap);
  assert.is(px(/padding:\s*([\d.]+)/.exec(grid)?.[1] ?? '0'), GALLERY_GRID.inset);
  assert.equal(
    GALLERY_GRID.columns.map(([minWidth]) => [minWidth, columns(minWidth ? `(min-width: ${minWidth}px)` : undefined)]),
    GALLERY_GRID.columns,
  );
});

test("the highlights' grid the sizes are computed from is Pages.css's: two columns (never three) and their gap, the room from which a lone video keeps one column", () => {
  const css = 'components/sections/Pages.css';
  const grid = rule(css, '.highlights');
  const [, rem, percent] = /minmax\(min\(100%, max\(([\d.]+rem), ([\d.]+)%\)\)/.exec(grid) ?? [];
  assert.ok(3 * Number(percent) > 100, `a column is ${percent}% of the row or more: three never fit`);
  const column = px(rem ?? '');
  const gap = px(/gap:\s*([\d.]+rem)/.exec(grid)?.[1] ?? '');
  assert.is(2 * column + gap, HIGHLIGHT_ONE_COLUMN_MAX);
  const lone = /@container highlights \(min-width: ([\d.]+rem)\)/.exec(readFileSync(css, 'utf8'))?.[1];
  assert.is(px(lone ?? ''), HIGHLIGHT_ONE_COLUMN_MAX);
});

test("a card grid's sizes change columns where CardGrid.css's grid does", () => {
  for (const [size, from] of Object.entries(COLUMNS_FROM)) {
    const grid = rule('components/sections/CardGrid.css', size === 'xl' ? '.card-grid--xl' : '.card-grid', `(min-width: ${from}px)`);
    assert.match(grid, `repeat(var(--tracks-${size})`);
  }
});

const phone = { width: 390, height: 844, dpr: 3 };
const desktop = { width: 1440, height: 900, dpr: 1 };

test('gallery tiles are two columns on a phone and a tablet, three of 416 px on a wide desktop', () => {
  // The grid is the container: 100vw less a fluid gutter (14.4px + 2.2vw) each side.
  const near = (a: number, b: number) => assert.ok(Math.abs(a - b) < 0.1, `${a} ≈ ${b}`);
  near(evaluateSizes(LAYOUTS.gallery.sizes(2400, 1600), phone), 164.02);
  near(evaluateSizes(LAYOUTS.gallery.sizes(2400, 1600), { width: 800, height: 900, dpr: 1 }), 360);
  near(evaluateSizes(LAYOUTS.gallery.sizes(2400, 1600), desktop), 416);
});

test('a cover-cropped hero on a portrait phone is as wide as its aspect × the viewport height', () => {
  assert.is(Math.round(evaluateSizes(LAYOUTS['hero-poster'].sizes(2400, 1600), phone)), 1266);
  assert.is(evaluateSizes(LAYOUTS['hero-poster'].sizes(2400, 1600), desktop), 1440);
});

test('a photo cover-cropped in a box of another shape: its sizes is the box times how much wider than the box the photo is', () => {
  assert.is(drawnSizes('(min-width: 960px) 303px, calc(50vw - 6px)', 3 / 2, 3 / 4), '(min-width: 960px) 606px, calc((50vw - 6px) * 2)');
  assert.is(drawnSizes('50vw', 3 / 2, 16 / 9), '50vw', 'a photo narrower than its box: the box');
  const box = evaluateSizes(LAYOUTS.about.sizes(1600, 2400), phone);
  assert.is(evaluateSizes(LAYOUTS.about.sizes(2400, 1600), phone), 2 * box, 'a 3:2 photo in a 3:4 about box: twice its width');
});

test('the lightbox slot is its CSS box: 90vw, 75vh × aspect or 1600 px, whichever is least', () => {
  const landscape = LAYOUTS.lightbox.sizes(2400, 1600);
  const portrait = LAYOUTS.lightbox.sizes(1600, 2400);
  assert.is(evaluateSizes(landscape, phone), 351, 'a phone: 90vw');
  assert.is(evaluateSizes(portrait, phone), 351, 'a phone, portrait photo: still 90vw (75vh × 2/3 = 422 is wider)');
  assert.is(evaluateSizes(landscape, desktop), 1012.5, 'a 1440×900 desktop: 675 px tall × 3/2');
  assert.is(evaluateSizes(portrait, desktop), 450, 'portrait on that desktop: 675 × 2/3');
  assert.is(evaluateSizes(landscape, { width: 2560, height: 1440, dpr: 1 }), 1600, 'never past 1600 px');
  assert.is(evaluateSizes(landscape, { width: 1800, height: 2000, dpr: 1 }), 1600, 'never past 1600 px, width-bound');
  assert.is(evaluateSizes(landscape, { width: 1000, height: 1600, dpr: 1 }), 900, 'a tall window: 90vw');
});

test('the browser takes the smallest candidate that covers the pixel ratio, else the largest', () => {
  const srcset = '/a-400.avif 400w, /a-640.avif 640w, /a-960.avif 960w, /a-1280.avif 1280w';
  assert.is(chooseCandidate(srcset, '100vw', { width: 390, height: 844, dpr: 1.5 }).url, '/a-640.avif');
  assert.is(chooseCandidate(srcset, '100vw', phone).url, '/a-1280.avif');
});

const SRCSET = '/a-960.webp 960w, /a-400.webp 400w, /a-1280.webp 1280w, /a-640.webp 640w';

test('picks the smallest candidate at least as wide as asked, whatever the order; else the widest; and refuses an empty srcset', () => {
  const picked = [600, 960, 961, 4000].map((width) => candidateAtLeast(SRCSET, width));
  assert.equal(picked, ['/a-640.webp', '/a-960.webp', '/a-1280.webp', '/a-1280.webp']);
  assert.throws(() => candidateAtLeast('', 100), /no width candidates/);
});

test('parses width, density and bare candidates, whatever the spacing', () => {
  assert.equal(parseSrcset(' /a-400.avif 400w,/a-800.avif   800w '), [
    { url: '/a-400.avif', width: 400 },
    { url: '/a-800.avif', width: 800 },
  ]);
  assert.equal(parseSrcset('/a.png 2x, /b.png'), [{ url: '/a.png' }, { url: '/b.png' }]);
});

const rgb = (...pixels: [number, number, number][]) => Buffer.from(pixels.flat());
const red: [number, number, number] = [200, 10, 10];
const green: [number, number, number] = [10, 200, 10];

test("the loading colour: the average of the most common colour's bin, whatever the order; a tie goes to the lowest bin", () => {
  const cases: [pixels: Buffer, channels: number, colour: string, why: string][] = [
    [rgb(red, green, red, green, red), 3, '#c80a0a', 'the most common colour wins'],
    [rgb(green, green, red, red, red), 3, '#c80a0a', 'however the pixels are ordered'],
    // 16 and 31 share a 4-bit bin; 200 is alone in another.
    [rgb([16, 0, 0], [31, 0, 0], [200, 200, 200]), 3, '#180000', 'the average of the winning bin, so the photo has it'],
    [rgb([255, 0, 0], [0, 0, 255]), 3, '#0000ff', 'a tie: the lowest bin'],
    [rgb([0, 0, 255], [255, 0, 0]), 3, '#0000ff', 'a tie: the lowest bin, whichever pixel comes first'],
    [Buffer.from([1, 2, 3, 0, 1, 2, 3, 255, 250, 250, 250, 9]), 4, '#010203', 'a fourth channel (alpha) is skipped'],
    [Buffer.alloc(0), 3, '#000000', 'no pixels at all is black'],
  ];
  for (const [pixels, channels, colour, why] of cases) assert.is(dominantColor(pixels, channels), colour, why);
});

test.run();

// components/image-layouts.ts: each layout's widths on one shared scale, and the sizes it tells the browser.

import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GALLERY_GRID, GRID, LAYOUTS } from '../../components/image-layouts.ts';
import { MIN_STEP } from '../../framework/shared/photo-size.ts';

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

test('gallery sizes follow the 2/3 column grid, as wide as the fluid container', () => {
  const sizes = LAYOUTS.gallery.sizes(2400, 1600);
  assert.is(sizes, '(min-width: 1370px) 416px, (min-width: 1024px) calc((95.6vw - 60.8px) / 3), calc((95.6vw - 44.8px) / 2)');
});

test('hero-poster sizes account for cover-cropping on a portrait screen', () => {
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

test.run();

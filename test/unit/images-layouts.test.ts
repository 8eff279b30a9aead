// generator/images/layouts.ts: each layout's widths on one shared scale, and the sizes it tells the browser.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MIN_STEP } from '../../framework/shared/photo-size.ts';
import { LAYOUTS } from '../../generator/images/layouts.ts';

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

test.run();

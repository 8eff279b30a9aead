// The budget check's model of srcset selection, so its figures can be trusted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseCandidate, evaluateSizes } from '../../checks/image-select.ts';
import { LAYOUTS } from '../../components/image-layouts.ts';

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

test.run();

// The budget check's model of srcset selection, so its figures can be trusted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LAYOUTS } from '../../generator/images/layouts.ts';
import { chooseCandidate, evaluateSizes } from '../budgets/select.ts';

const phone = { width: 390, height: 844, dpr: 3 };
const desktop = { width: 1440, height: 900, dpr: 1 };

test('gallery tiles are two columns on a phone and a tablet, three of 416 px on a wide desktop', () => {
  assert.is(Math.round(evaluateSizes(LAYOUTS.gallery.sizes(2400, 1600), phone)), 164);
  assert.is(Math.round(evaluateSizes(LAYOUTS.gallery.sizes(2400, 1600), { width: 800, height: 900, dpr: 1 })), 360);
  assert.is(evaluateSizes(LAYOUTS.gallery.sizes(2400, 1600), desktop), 416);
});

test('a cover-cropped hero on a portrait phone is as wide as its aspect × the viewport height', () => {
  assert.is(Math.round(evaluateSizes(LAYOUTS['hero-poster'].sizes(2400, 1600), phone)), 1266);
  assert.is(evaluateSizes(LAYOUTS['hero-poster'].sizes(2400, 1600), desktop), 1440);
});

test('the browser takes the smallest candidate that covers the pixel ratio, else the largest', () => {
  const srcset = '/a-400.avif 400w, /a-640.avif 640w, /a-960.avif 960w, /a-1280.avif 1280w';
  assert.is(chooseCandidate(srcset, '100vw', { width: 390, height: 844, dpr: 1.5 }).url, '/a-640.avif');
  assert.is(chooseCandidate(srcset, '100vw', phone).url, '/a-1280.avif');
});

test.run();

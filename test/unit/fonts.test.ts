import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { glyphSet, subsetWoff2 } from '../../build/fonts.ts';

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

test('the glyph set is printable ASCII plus the other characters the texts use, sorted', () => {
  const set = glyphSet(['Monday–Friday', 'Café “Élan”', 'plain ascii\n\t']);
  for (const c of ' AZaz09~!') assert.ok(set.includes(c), `keeps ${c}`);
  for (const c of '–éÉ“”') assert.ok(set.includes(c), `adds ${c}`);
  assert.not.ok(set.includes('\n') || set.includes('\t'), 'no control characters');
  assert.is(set, [...set].sort().join(''));
  assert.is(glyphSet(['é', 'a']), glyphSet(['a', 'é']), 'order of the texts does not matter');
});

test('a font is subset to the glyph set, smaller than the original, and cached by its inputs', async () => {
  const cache = mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
  const original = statSync(INTER).size;
  const small = await subsetWoff2(INTER, glyphSet(['Elevate Events']), cache);
  assert.ok(small.length < original * 0.7, `${small.length} < 70% of ${original}`);
  assert.is(small.subarray(0, 4).toString('latin1'), 'wOF2', 'still a woff2 file');
  const again = await subsetWoff2(INTER, glyphSet(['Elevate Events']), cache);
  assert.ok(again.equals(small), 'same inputs, same bytes');
  assert.is(readdirSync(cache).length, 1, 'one cached file');
  const wider = await subsetWoff2(INTER, glyphSet(['Elevate Events', 'àáâãäåæçèéêë']), cache);
  assert.ok(wider.length > small.length, 'more glyphs, more bytes');
  assert.is(readdirSync(cache).length, 2, 'a new glyph set is a new cache entry');
  assert.ok(readFileSync(INTER).length === original, 'the source is untouched');
});

test.run();

import { readdirSync, readFileSync, statSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { glyphSet, pruneFontCache, subsetWoff2 } from '../../generator/bundle/fonts.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

test('the glyph set is printable ASCII plus the other characters the texts use, sorted', () => {
  const set = glyphSet(['Monday–Friday', 'Café “Élan”', 'plain ascii\n\t']);
  for (const c of ' AZaz09~!') assert.ok(set.includes(c), `keeps ${c}`);
  for (const c of '–éÉ“”') assert.ok(set.includes(c), `adds ${c}`);
  assert.not.ok(set.includes('\n') || set.includes('\t'), 'no control characters');
  assert.is(set, [...set].sort().join(''));
  assert.is(glyphSet(['é', 'a']), glyphSet(['a', 'é']), 'order of the texts does not matter');
});

test('a font is subset to the glyph set, smaller than the original, cached by its inputs, made again if cut short, pruned when unused', async () => {
  const cache = tempDir('fonts-');
  const subsets = () => readdirSync(cache.path).filter((name) => name.endsWith('.woff2'));
  try {
    const original = statSync(INTER).size;
    const small = await subsetWoff2(INTER, glyphSet(['Elevate Events']), cache.path);
    assert.ok(small.length < original * 0.7, `${small.length} < 70% of ${original}`);
    assert.is(small.subarray(0, 4).toString('latin1'), 'wOF2', 'still a woff2 file');
    const again = await subsetWoff2(INTER, glyphSet(['Elevate Events']), cache.path);
    assert.ok(again.equals(small), 'same inputs, same bytes');
    const cached = subsets();
    assert.is(cached.length, 1, 'one cached file');
    // A cached subset cut short (a killed write, a full disk) is made again.
    truncateSync(path.join(cache.path, cached[0]!), 200);
    const remade = await subsetWoff2(INTER, glyphSet(['Elevate Events']), cache.path);
    assert.ok(remade.equals(small), 'a truncated cached subset is made again');
    const wider = await subsetWoff2(INTER, glyphSet(['Elevate Events', 'àáâãäåæçèéêë']), cache.path);
    assert.ok(wider.length > small.length, 'more glyphs, more bytes');
    assert.is(subsets().length, 2, 'a new glyph set is a new cache entry');
    assert.ok(readFileSync(INTER).length === original, 'the source is untouched');
    // What earlier builds left, a subset per set of characters the content once showed, is pruned, whether older than this build
    // or dated in the future; what this build used, and what a build beside it wrote just now, are kept.
    const used = readdirSync(cache.path);
    const past = new Date(Date.now() - 3600_000);
    const future = new Date(Date.now() + 30 * 24 * 3600_000);
    for (const name of used) utimesSync(path.join(cache.path, name), past, past); // kept for being used, not for being new
    for (const [name, when] of Object.entries({
      'inter-latin-wght-normal-0123456789abcdef0123.woff2': past,
      'inter-latin-wght-normal-fedcba9876543210fedc.woff2': future,
    })) {
      writeFileSync(path.join(cache.path, name), 'old subset');
      utimesSync(path.join(cache.path, name), when, when);
    }
    writeFileSync(path.join(cache.path, 'beside.woff2'), 'a build beside this one, just now');
    assert.is(await pruneFontCache(cache.path, Date.now() - 60_000), 2);
    assert.equal(readdirSync(cache.path).sort(), ['beside.woff2', ...used].sort());
  } finally {
    cache.remove();
  }
});

test('the metric-matched fallback faces in styles/fonts.css are what capsize computes', () => {
  const css = readFileSync('styles/fonts.css', 'utf8');
  const declarations = (block: string) => block.match(/(ascent|descent|line-gap)-override: [\d.]+%|size-adjust: [\d.]+%/g) ?? [];
  const face = (family: string) => css.match(new RegExp(`@font-face \\{\\s*font-family: '${family}';[^}]*\\}`))?.[0] ?? '';
  for (const [family, stack] of [
    ['Inter Fallback', [metrics.inter, metrics.arial]],
    ['Cormorant Garamond Fallback', [metrics.cormorantGaramond, metrics.timesNewRoman]],
  ] as const) {
    const ours = face(family);
    assert.ok(ours, `${family} is declared`);
    const expected = declarations(createFontStack([...stack]).fontFaces);
    assert.is(expected.length, 4, 'capsize gives four metric overrides');
    assert.equal(declarations(ours), expected, family);
  }
  const tokens = readFileSync('styles/global.css', 'utf8');
  assert.match(tokens, /--font-sans: 'Inter Variable', 'Inter Fallback',/);
  assert.match(tokens, /--font-serif: 'Cormorant Garamond', 'Cormorant Garamond Fallback',/);
});

test.run();

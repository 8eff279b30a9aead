import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { candidateAtLeast, parseSrcset } from '../../framework/shared/srcset.ts';

const SRCSET = '/a-960.webp 960w, /a-400.webp 400w, /a-1280.webp 1280w, /a-640.webp 640w';

test('picks the smallest candidate at least as wide as asked, whatever the order', () => {
  assert.is(candidateAtLeast(SRCSET, 600), '/a-640.webp');
  assert.is(candidateAtLeast(SRCSET, 960), '/a-960.webp');
  assert.is(candidateAtLeast(SRCSET, 961), '/a-1280.webp');
});

test('falls back to the widest when none is wide enough, and refuses an empty srcset', () => {
  assert.is(candidateAtLeast(SRCSET, 4000), '/a-1280.webp');
  assert.throws(() => candidateAtLeast('', 100), /no width candidates/);
});

test('parses width, density and bare candidates, whatever the spacing', () => {
  assert.equal(parseSrcset(' /a-400.avif 400w,/a-800.avif   800w '), [
    { url: '/a-400.avif', width: 400 },
    { url: '/a-800.avif', width: 800 },
  ]);
  assert.equal(parseSrcset('/a.png 2x, /b.png'), [{ url: '/a.png' }, { url: '/b.png' }]);
});

test.run();

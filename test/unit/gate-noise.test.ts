import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { failureRate, scoresOfAuditLog } from '../../tools/lab/gate-noise.ts';
import { mulberry32 } from '../../tools/lab/prng.mjs';

test('the seeded generator repeats itself for a seed and stays in [0, 1)', () => {
  const a = mulberry32(7);
  const b = mulberry32(7);
  const first = Array.from({ length: 1000 }, () => a());
  assert.equal(
    first,
    Array.from({ length: 1000 }, () => b()),
  );
  assert.ok(first.every((x) => x >= 0 && x < 1));
  assert.is.not(mulberry32(8)(), first[0]);
});

test('a page always within the limit never fails; one always beyond it always does', () => {
  assert.is(failureRate([98, 99, 100], [99], { perfBelow: 1, trials: 500 }), 0);
  assert.is(failureRate([100], [97], { perfBelow: 1, trials: 500 }), 1);
  assert.is(failureRate([100], [97], { perfBelow: 3, trials: 500 }), 0);
});

test('a page that misses half its runs fails as the audit judges it: after three runs and again after five', () => {
  // Against a floor of 100, a run of 98 misses and one of 99 keeps the limit; the page fails when
  // two of its first three runs and three of its five miss: 13 of the 32 equally likely runs.
  const rate = failureRate([100], [98, 99], { perfBelow: 1, trials: 40_000, seed: 3 });
  assert.ok(Math.abs(rate - 13 / 32) < 0.01, `${rate} ≈ ${13 / 32}`);
});

test('no scores to draw from is an error, not a rate', () => {
  assert.throws(() => failureRate([], [99], { perfBelow: 1 }), /no scores/);
});

test("an audit's log gives the floor's scores and each page's, and nothing from other lines", () => {
  const log = [
    '  round 1/3 /audit.floor/: performance 100 (10 s)',
    '  round 1/3 /gallery: performance 95 (38 s)',
    '  round 1/3 /audit.floor/: performance 97 (65 s)',
    '  round 2/3 /gallery: performance 99 (135 s)',
    '  round 2/3 /: performance 98 (140 s)',
    'floor             98.5  100/99/97',
    '/gallery: too far from the floor after 3 runs; 2 more decide',
  ].join('\n');
  const { floor, pages } = scoresOfAuditLog(log, '/audit.floor/');
  assert.equal(floor, [100, 97]);
  assert.equal(
    [...pages],
    [
      ['/gallery', [95, 99]],
      ['/', [98]],
    ],
  );
});

test.run();

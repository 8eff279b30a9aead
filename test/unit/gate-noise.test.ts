import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { failureRate, runsOfAuditLog } from '../../tools/harness/audit-gate.ts';
import { mulberry32 } from '../../tools/harness/prng.mjs';

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

const runs = (...perfs: number[]) => perfs.map((perf) => ({ perf, tbt: 0 }));
const LIMITS = { perfBelow: 1, tbtAbove: 50 };

test('a page always within the limits never fails; one always beyond them always does', () => {
  assert.is(failureRate(runs(98, 99, 100), runs(99), { limits: LIMITS, trials: 500 }), 0);
  assert.is(failureRate(runs(100), runs(97), { limits: LIMITS, trials: 500 }), 1);
  assert.is(failureRate(runs(100), runs(97), { limits: { perfBelow: 3, tbtAbove: 50 }, trials: 500 }), 0);
});

test('TBT is judged with the score, from the same runs', () => {
  const floor = [{ perf: 100, tbt: 100 }];
  assert.is(failureRate(floor, [{ perf: 100, tbt: 350 }], { limits: { perfBelow: 5, tbtAbove: 200 }, trials: 200 }), 1);
  assert.is(failureRate(floor, [{ perf: 100, tbt: 250 }], { limits: { perfBelow: 5, tbtAbove: 200 }, trials: 200 }), 0);
});

test('a page fails as the audit judges it: its median of five misses, and so does that of five more', () => {
  // Against a floor of 100, a run of 98 misses and one of 99 keeps the limit. Drawn from 98, 99,
  // 99, a median of five misses when three or more of its runs are 98: 51 of 243; twice running:
  // (51/243)² ≈ 0.0441.
  const rate = failureRate(runs(100), runs(98, 99, 99), { limits: LIMITS, trials: 40_000, seed: 3 });
  assert.ok(Math.abs(rate - (51 / 243) ** 2) < 0.005, `${rate} ≈ ${(51 / 243) ** 2}`);
  const once = failureRate(runs(100), runs(98, 99, 99), { limits: LIMITS, trials: 40_000, seed: 3, audits: 1 });
  assert.ok(Math.abs(once - 51 / 243) < 0.01, `one audit: ${once} ≈ ${51 / 243}`);
});

test('no runs to draw from is an error, not a rate', () => {
  assert.throws(() => failureRate([], runs(99), { limits: LIMITS }), /no runs/);
});

test("an audit's log gives the floor's runs and each page's, a second audit's included, and nothing from other lines", () => {
  const log = [
    '  round 1/5 /audit.floor/: performance 100, TBT 120 ms (10 s)',
    '  round 1/5 /gallery: performance 95, TBT 310 ms (38 s)',
    '  round 2/5 /audit.floor/: performance 97, TBT 150 ms (65 s)',
    '  round 2/5 /gallery: performance 99, TBT 90 ms (135 s)',
    '  round 2/5 /: performance 98, TBT 0 ms (140 s)',
    '  again 1/5 /gallery: performance 96, TBT 200 ms (300 s)',
    '  round 1/3 /team: performance 91 (12 s)',
    'floor             98.5  100/99/97',
    '/gallery: too far from the floor after 5 runs; audited once more, beside new runs of the floor',
  ].join('\n');
  const { floor, pages } = runsOfAuditLog(log, '/audit.floor/');
  assert.equal(floor, [
    { perf: 100, tbt: 120 },
    { perf: 97, tbt: 150 },
  ]);
  assert.equal(
    [...pages],
    [
      [
        '/gallery',
        [
          { perf: 95, tbt: 310 },
          { perf: 99, tbt: 90 },
          { perf: 96, tbt: 200 },
        ],
      ],
      ['/', [{ perf: 98, tbt: 0 }]],
    ],
  );
});

test.run();

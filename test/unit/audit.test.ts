// The Lighthouse audit's tools (tools/harness/, checks/reference-task.ts): the gate's limits from the
// floor of the same rounds, its noise model, Chromium's flags (chrome-launcher's defaults kept, one
// --disable-features, as Chromium honours only the last), and the long-task yardstick.

import { Launcher } from 'chrome-launcher';
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { referenceWork } from '../../checks/reference-task.ts';
import {
  categoryMisses,
  failureRate,
  floorAgainstItself,
  median,
  missesAgainstFloor,
  overMainThreadTarget,
  type RunFigures,
  runsOfAuditLog,
  summarize,
} from '../../tools/harness/audit-gate.ts';
import { CHROMIUM_ARGS, disabledFeatureLists, isFeaturesSwitch } from '../../tools/harness/chromium.ts';
import { chromeLauncherOptions } from '../../tools/harness/lighthouse-runner.ts';
import { mulberry32 } from '../../tools/harness/prng.mjs';

const run = (over: Partial<RunFigures> = {}): RunFigures => ({ perf: 100, fcp: 900, lcp: 1200, tbt: 20, cls: 0, mainThread: 400, ...over });
const floor = summarize([run(), run({ tbt: 60 }), run({ tbt: 100 })]);

test('median: the middle value, or the mean of the two middle ones; never of nothing', () => {
  assert.is(median([3, 1, 2]), 2);
  assert.is(median([4, 1, 3, 2]), 2.5);
  assert.throws(() => median([]));
});

test('summarize takes each figure’s median on its own', () => {
  const s = summarize([run({ perf: 90, tbt: 10 }), run({ perf: 100, tbt: 300 }), run({ perf: 95, tbt: 20 })]);
  assert.equal([s.perf, s.tbt, s.runs], [95, 20, 3]);
});

test('each limit is measured from the floor of the same rounds: a page as light as the floor, or within the limits, keeps them', () => {
  assert.equal(missesAgainstFloor(summarize([run({ perf: 99, tbt: 110, mainThread: 800 })]), floor), []);
  assert.equal(missesAgainstFloor(summarize([run({ perf: 95, tbt: 260, cls: 0.009 })]), floor), [], 'five points and 200 ms are allowed');
  assert.equal(missesAgainstFloor(summarize([run({ perf: 94 })]), floor), ['performance 94 < floor 100 − 5']);
  assert.match(missesAgainstFloor(summarize([run({ tbt: 261 })]), floor)[0]!, /TBT 261 ms > floor 60 \+ 200 ms/);
  assert.match(missesAgainstFloor(summarize([run({ cls: 0.01 })]), floor)[0]!, /CLS 0\.010/);
  // The same page is fine beside a slower floor: the machine, not the page, was slow.
  const busyFloor = summarize([run({ perf: 90, tbt: 400, mainThread: 900 })]);
  assert.equal(missesAgainstFloor(summarize([run({ perf: 86, tbt: 560, mainThread: 1700 })]), busyFloor), []);
});

test('main-thread work is measured against the floor as a reported target, never a failure', () => {
  assert.equal(missesAgainstFloor(summarize([run({ mainThread: 4000 })]), floor), [], 'not enforced');
  assert.is(overMainThreadTarget(summarize([run({ mainThread: 800 })]), floor), null, 'exactly twice the floor is within it');
  const over = overMainThreadTarget(summarize([run({ mainThread: 1000 })]), floor);
  assert.match(over ?? '', /main-thread 1000 ms = 2\.50 × floor 400 ms \(target 2 ×\)/);
});

test('the floor against itself: its runs in the odd rounds against those in the even ones, by the same limits', () => {
  // The floor opens every round: rounds 1, 3, 5 … are the even indexes, rounds 2, 4 … the odd ones.
  const steady = [run({ perf: 99, tbt: 100 }), run({ perf: 100, tbt: 90 }), run({ perf: 98, tbt: 120 }), run({ perf: 99, tbt: 110 })];
  const calm = floorAgainstItself(steady);
  assert.is(calm.first.runs, 2);
  assert.is(calm.first.tbt, 110, 'rounds 1 and 3: 100 and 120');
  assert.is(calm.second.tbt, 100, 'rounds 2 and 4: 90 and 110');
  assert.equal(calm.misses, []);
  const noisy = floorAgainstItself([
    run({ perf: 100, tbt: 60 }),
    run({ perf: 90, tbt: 350 }),
    run({ perf: 99, tbt: 80 }),
    run({ perf: 86, tbt: 400 }),
  ]);
  assert.equal(noisy.misses, ['performance 88 < floor 99.5 − 5', 'TBT 375 ms > floor 70 + 200 ms']);
  assert.throws(() => floorAgainstItself([run()]), /two runs/);
});

test('accessibility, best practices and SEO stay at 100; the 404 page is exempt from SEO only', () => {
  assert.equal(categoryMisses({ a11y: 100, bp: 100, seo: 100 }, false), []);
  assert.equal(categoryMisses({ a11y: 99, bp: 100, seo: 92 }, false), ['accessibility 99 < 100', 'SEO 92 < 100']);
  assert.equal(categoryMisses({ a11y: 100, bp: 100, seo: 60 }, true), []);
  assert.equal(categoryMisses({ a11y: 100, bp: 96, seo: 60 }, true), ['best practices 96 < 100']);
});

test('the seeded generator repeats itself for a seed and stays in [0, 1)', () => {
  const draws = (seed: number) => Array.from({ length: 1000 }, mulberry32(seed));
  const first = draws(7);
  assert.equal(draws(7), first);
  assert.ok(first.every((x) => x >= 0 && x < 1));
  assert.is.not(mulberry32(8)(), first[0]);
});

const runs = (...perfs: number[]) => perfs.map((perf) => ({ perf, tbt: 0 }));
const LIMITS = { perfBelow: 1, tbtAbove: 50 };

test('a page always within the limits never fails; one always beyond them, in score or in TBT, always does', () => {
  assert.is(failureRate(runs(98, 99, 100), runs(99), { limits: LIMITS, trials: 500 }), 0);
  assert.is(failureRate(runs(100), runs(97), { limits: LIMITS, trials: 500 }), 1);
  assert.is(failureRate(runs(100), runs(97), { limits: { perfBelow: 3, tbtAbove: 50 }, trials: 500 }), 0);
  // TBT is judged with the score, from the same runs.
  const floor = [{ perf: 100, tbt: 100 }];
  assert.is(failureRate(floor, [{ perf: 100, tbt: 350 }], { limits: { perfBelow: 5, tbtAbove: 200 }, trials: 200 }), 1);
  assert.is(failureRate(floor, [{ perf: 100, tbt: 250 }], { limits: { perfBelow: 5, tbtAbove: 200 }, trials: 200 }), 0);
});

test('a page fails as the audit judges it: its median of three misses, and so does that of three more', () => {
  // Against a floor of 100, a run of 98 misses and one of 99 keeps the limit. Drawn from 98, 99,
  // 99, a median of three misses when two or more of its runs are 98: 7 of 27; twice running:
  // (7/27)² ≈ 0.0672.
  const rate = failureRate(runs(100), runs(98, 99, 99), { limits: LIMITS, trials: 40_000, seed: 3 });
  assert.ok(Math.abs(rate - (7 / 27) ** 2) < 0.005, `${rate} ≈ ${(7 / 27) ** 2}`);
  const once = failureRate(runs(100), runs(98, 99, 99), { limits: LIMITS, trials: 40_000, seed: 3, audits: 1 });
  assert.ok(Math.abs(once - 7 / 27) < 0.01, `one audit: ${once} ≈ ${7 / 27}`);
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
  const at = (perf: number, tbt: number) => ({ perf, tbt });
  assert.equal(floor, [at(100, 120), at(97, 150)]);
  assert.equal([...pages.keys()], ['/gallery', '/']);
  assert.equal(Object.fromEntries(pages), { '/gallery': [at(95, 310), at(99, 90), at(96, 200)], '/': [at(98, 0)] });
});

const features = (flags: readonly string[]) => disabledFeatureLists(flags).flat();

test('every default flag of chrome-launcher is kept, but its --disable-features, which is merged into ours', () => {
  const { chromeFlags, ignoreDefaultFlags } = chromeLauncherOptions();
  assert.ok(ignoreDefaultFlags);
  const defaults = Launcher.defaultFlags();
  for (const flag of defaults.filter((f) => !isFeaturesSwitch(f))) assert.ok(chromeFlags.includes(flag), flag);
  assert.is(chromeFlags.filter(isFeaturesSwitch).length, 1);
  const merged = new Set(features(chromeFlags));
  for (const feature of features(defaults)) assert.ok(merged.has(feature), feature);
});

test('the audit turns off the same features of its own as the tests’ browser, and runs headless without a sandbox', () => {
  const { chromeFlags } = chromeLauncherOptions();
  const ours = features(CHROMIUM_ARGS);
  const audit = new Set(features(chromeFlags));
  for (const feature of ours.filter((f) => f.startsWith('WebUI'))) assert.ok(audit.has(feature), feature);
  for (const flag of ['--headless=new', '--no-sandbox', '--disable-gpu']) assert.ok(chromeFlags.includes(flag), flag);
});

const referencePage = () => parseHTML('<!doctype html><html><body><main><p>page</p></main></body></html>').document as unknown as Document;

test('the same size gives the same checksum, a larger size a larger one', () => {
  const small = referenceWork(referencePage(), 70);
  assert.is(referenceWork(referencePage(), 70), small);
  assert.ok(referenceWork(referencePage(), 140) > small);
  // Items 3, 10, 17, … carry ref--3: their data-ref values plus their text lengths.
  const expected = Array.from({ length: 70 }, (_, i) => i)
    .filter((i) => i % 7 === 3)
    .reduce((sum, i) => sum + i + `Item ${i} of 70`.length, 0);
  assert.is(small, expected);
});

test('the page is not touched: the work happens on a detached tree', () => {
  const document = referencePage();
  const before = document.documentElement.outerHTML;
  referenceWork(document, 50);
  assert.is(document.documentElement.outerHTML, before);
});

test('its source stands alone, as it runs in the page', () => {
  const work = new Function(`return (${referenceWork.toString()})`)() as typeof referenceWork;
  assert.is(work(referencePage(), 70), referenceWork(referencePage(), 70));
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  categoryMisses,
  floorAgainstItself,
  median,
  missesAgainstFloor,
  overMainThreadTarget,
  type RunFigures,
  summarize,
} from '../../tools/harness/audit-gate.ts';

const run = (over: Partial<RunFigures> = {}): RunFigures => ({ perf: 100, fcp: 900, lcp: 1200, tbt: 20, cls: 0, mainThread: 400, ...over });
const floor = summarize([run(), run({ tbt: 60 }), run({ tbt: 100 })]);

test('median: the middle value, or the mean of the two middle ones; never of nothing', () => {
  assert.is(median([3, 1, 2]), 2);
  assert.is(median([4, 1, 3, 2]), 2.5);
  assert.throws(() => median([]));
});

test('summarize takes each figure’s median on its own', () => {
  const s = summarize([run({ perf: 90, tbt: 10 }), run({ perf: 100, tbt: 300 }), run({ perf: 95, tbt: 20 })]);
  assert.is(s.perf, 95);
  assert.is(s.tbt, 20);
  assert.is(s.runs, 3);
});

test('a page as light as the floor keeps every limit, and so does one within them', () => {
  assert.equal(missesAgainstFloor(summarize([run({ perf: 99, tbt: 110, mainThread: 800 })]), floor), []);
  assert.equal(missesAgainstFloor(summarize([run({ perf: 95, tbt: 260, cls: 0.009 })]), floor), [], 'five points and 200 ms are allowed');
});

test('each limit is measured from the floor of the same rounds', () => {
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
  assert.match(
    overMainThreadTarget(summarize([run({ mainThread: 1000 })]), floor)!,
    /main-thread 1000 ms = 2\.50 × floor 400 ms \(target 2 ×\)/,
  );
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

test.run();

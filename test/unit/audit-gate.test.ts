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
} from '../../tools/lab/audit-gate.ts';

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

test('a page as light as the floor keeps every limit', () => {
  assert.equal(missesAgainstFloor(summarize([run({ perf: 99, tbt: 110, mainThread: 800 })]), floor), []);
});

test('each limit is measured from the floor of the same run', () => {
  assert.equal(missesAgainstFloor(summarize([run({ perf: 98 })]), floor).length, 1, 'two points below the floor');
  assert.match(missesAgainstFloor(summarize([run({ tbt: 111 })]), floor)[0]!, /TBT 111 ms > floor 60 \+ 50 ms/);
  assert.match(missesAgainstFloor(summarize([run({ cls: 0.02 })]), floor)[0]!, /CLS 0\.020/);
  // The same page is fine beside a slower floor: the machine, not the page, was slow.
  const busyFloor = summarize([run({ perf: 97, tbt: 200, mainThread: 900 })]);
  assert.equal(missesAgainstFloor(summarize([run({ perf: 96, tbt: 240, mainThread: 1700 })]), busyFloor), []);
});

test('main-thread work is measured against the floor as a reported target, never a failure', () => {
  assert.equal(missesAgainstFloor(summarize([run({ mainThread: 4000 })]), floor), [], 'not enforced');
  assert.is(overMainThreadTarget(summarize([run({ mainThread: 800 })]), floor), null, 'exactly twice the floor is within it');
  assert.match(
    overMainThreadTarget(summarize([run({ mainThread: 1000 })]), floor)!,
    /main-thread 1000 ms = 2\.50 × floor 400 ms \(target 2 ×\)/,
  );
});

test('the floor against itself: the runs that open a round against the mid-round ones, by the same limits', () => {
  // Rounds alternate: the floor opens a round (even index), then audits again in its middle (odd).
  const steady = [run({ perf: 99, tbt: 100 }), run({ perf: 100, tbt: 90 }), run({ perf: 98, tbt: 120 }), run({ perf: 99, tbt: 110 })];
  const calm = floorAgainstItself(steady);
  assert.is(calm.first.runs, 2);
  assert.is(calm.first.tbt, 110, 'the runs that open a round: 100 and 120');
  assert.is(calm.second.tbt, 100, 'the mid-round runs: 90 and 110');
  assert.equal(calm.misses, []);
  const noisy = floorAgainstItself([
    run({ perf: 100, tbt: 60 }),
    run({ perf: 95, tbt: 250 }),
    run({ perf: 99, tbt: 80 }),
    run({ perf: 93, tbt: 300 }),
  ]);
  assert.equal(noisy.misses, ['performance 94 < floor 99.5 − 1', 'TBT 275 ms > floor 70 + 50 ms']);
});

test('accessibility, best practices and SEO stay at 100; the 404 page is exempt from SEO only', () => {
  assert.equal(categoryMisses({ a11y: 100, bp: 100, seo: 100 }, false), []);
  assert.equal(categoryMisses({ a11y: 99, bp: 100, seo: 92 }, false), ['accessibility 99 < 100', 'SEO 92 < 100']);
  assert.equal(categoryMisses({ a11y: 100, bp: 100, seo: 60 }, true), []);
  assert.equal(categoryMisses({ a11y: 100, bp: 96, seo: 60 }, true), ['best practices 96 < 100']);
});

test.run();

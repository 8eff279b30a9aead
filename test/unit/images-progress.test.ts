// generator/images/progress.ts: the cold encode's progress line, and in CI a line every
// interval. The interval runs on a fake clock (node:test's mock timers) that moves only when the
// test moves it, so the count of lines is exact and never depends on the machine's speed.
import { mock } from 'node:test';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { progressLine, startProgress, TimeLeft } from '../../generator/images/progress.ts';

test('progress line: the count, the share done and the time left when there is an estimate', () => {
  assert.is(progressLine(30, 120, 180_000), 'images: 30/120 (25%), about 3m 00s left');
  assert.is(progressLine(30, 120, null), 'images: 30/120 (25%)', 'no estimate yet: nothing said');
  assert.is(progressLine(0, 0, null), 'images: 0/0 (100%)');
});

test('the time left is said only once the estimate has steadied: never the first wild guesses', () => {
  // 100 jobs: the first (a wide AVIF) takes 60 s, then one every second. The average pace after
  // the first job alone would say 99 minutes left; the build takes under three.
  const eta = new TimeLeft();
  const shown: { at: number; left: number }[] = [];
  let done = 0;
  for (let at = 0; at <= 160_000; at += 1000) {
    if (at === 60_000 || (at > 60_000 && done < 100)) done++;
    const left = eta.estimate(done, 100, at);
    if (left !== null) shown.push({ at, left });
  }
  assert.ok(shown.length > 0, 'an estimate comes');
  const first = shown[0]!;
  const truth = (100 - (first.at - 60_000) / 1000 - 1) * 1000;
  assert.ok(first.left < 3 * truth, `the first estimate shown (${first.left} ms at ${first.at} ms) is not wild: truly about ${truth} ms`);
  assert.is(new TimeLeft().estimate(1, 100, 60_000), null, 'one job done: nothing said');
  // A steady pace from the start is said after a few jobs and seconds.
  const even = new TimeLeft();
  const steadyAt = [1, 2, 3, 4, 5].map((s) => even.estimate(s, 10, s * 1000));
  assert.equal(steadyAt.slice(0, 3), [null, null, null]);
  const more = [6, 7, 8].map((s) => even.estimate(s, 10, s * 1000));
  assert.equal(more, [4000, 3000, 2000], 'said once steady: the pace is one job a second');
});

test('in CI: a line at the start and one every interval until done, then none', () => {
  mock.timers.enable({ apis: ['setInterval'] });
  try {
    let now = 0;
    const elapse = (ms: number) => {
      now += ms;
      mock.timers.tick(ms);
    };
    const lines: string[] = [];
    const progress = startProgress({ total: 3, mode: 'lines', log: (l) => lines.push(l), now: () => now });
    assert.equal(lines, ['images: 0/3 (0%)'], 'a line at once');
    elapse(10_000);
    progress.tick();
    elapse(5_000);
    assert.equal(lines, ['images: 0/3 (0%)', 'images: 0/3 (0%)', 'images: 0/3 (0%)', 'images: 1/3 (33%)']);
    progress.done();
    elapse(20_000);
    assert.is(lines.length, 4, 'no line after done()');
  } finally {
    mock.timers.reset();
  }
});

test('on a terminal: one line rewritten in place on every tick, cleared when done', () => {
  let now = 0;
  const written: string[] = [];
  const log = () => assert.unreachable('no log lines on a terminal');
  const progress = startProgress({ total: 2, mode: 'tty', log, write: (t) => written.push(t), now: () => now });
  now = 4_000;
  progress.tick();
  progress.done();
  assert.equal(written, ['\r\x1b[2Kimages: 0/2 (0%)', '\r\x1b[2Kimages: 1/2 (50%)', '\r\x1b[2K']);
});

test.run();

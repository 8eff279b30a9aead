// generator/images/progress.ts: the cold encode's progress line, and in CI a line every
// interval. The interval runs on a fake clock (node:test's mock timers) that moves only when the
// test moves it, so the count of lines is exact and never depends on the machine's speed.
import { mock } from 'node:test';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { progressLine, startProgress } from '../../generator/images/progress.ts';

test('progress line: the count, the share done and the time left at the average pace', () => {
  assert.is(progressLine('images', 30, 120, 60_000), 'images: 30/120 (25%), about 3m 00s left');
  assert.is(progressLine('images', 0, 120, 5_000), 'images: 0/120 (0%)', 'no time left guessed before the first job is done');
  assert.is(progressLine('images', 0, 0, 0), 'images: 0/0 (100%)');
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
    const progress = startProgress({
      total: 3,
      label: 'images',
      mode: 'lines',
      log: (l) => lines.push(l),
      intervalMs: 5_000,
      now: () => now,
    });
    assert.equal(lines, ['images: 0/3 (0%)'], 'a line at once');
    elapse(10_000);
    progress.tick();
    elapse(5_000);
    assert.equal(lines, ['images: 0/3 (0%)', 'images: 0/3 (0%)', 'images: 0/3 (0%)', 'images: 1/3 (33%), about 30s left']);
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
  const progress = startProgress({
    total: 2,
    label: 'images',
    mode: 'tty',
    log: () => assert.unreachable('no log lines on a terminal'),
    write: (t) => written.push(t),
    now: () => now,
  });
  now = 4_000;
  progress.tick();
  progress.done();
  assert.equal(written, ['\r\x1b[2Kimages: 0/2 (0%)', '\r\x1b[2Kimages: 1/2 (50%), about 4s left', '\r\x1b[2K']);
});

test.run();

// The dev server's watcher (generator/dev/watch-files.ts) reports a file saved twice in quick
// succession twice: chokidar alone drops the second change within its 50 ms throttle.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { watchFiles } from '../../generator/dev/watch-files.ts';

test('a save right after a reported save is reported too', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'watch-files-'));
  const file = path.join(dir, 'site.css');
  writeFileSync(file, 'a { color: red }');
  const reports: string[] = [];
  let onReport = () => {};
  const watcher = watchFiles([dir], (changed) => {
    reports.push(changed);
    onReport();
  });
  try {
    await new Promise<void>((resolve) => watcher.on('ready', () => resolve()));
    const first = new Promise<void>((resolve) => (onReport = resolve));
    writeFileSync(file, 'a { color: blue }');
    await first;
    // Saved again at once, inside chokidar's throttle window of the first change.
    const second = new Promise<void>((resolve) => (onReport = resolve));
    writeFileSync(file, 'a { color: green }');
    const deadline = new Promise<string>((resolve) => setTimeout(() => resolve('missed'), 10_000).unref());
    assert.is(await Promise.race([second.then(() => 'reported'), deadline]), 'reported');
    assert.ok(reports.length >= 2 && reports.every((r) => r === file));
  } finally {
    await watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();

// Runs test files (or folders of them: node --import tsx test/uvu-suite.mjs test/html/pages test/html/layout.test.ts) one after
// another in one process, as uvu's runner does, and sends uvu's counts to test/run.mjs over IPC (with --queue it takes its files
// from there too). uvu has no time limit: a file still running after $TEST_JOB_MINUTES (15) is stopped and fails.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MINUTES = Number(process.env.TEST_JOB_MINUTES) || 15;
const totals = { total: 0, passed: 0, skipped: 0, crashed: [] };
const testsIn = (dir) => readdirSync(dir, { recursive: true }).flatMap((f) => (/\.test\.tsx?$/.test(f) ? [path.join(dir, f)] : []));
const files = process.argv.slice(2).flatMap((arg) => (arg === '--queue' ? [] : statSync(arg).isDirectory() ? testsIn(arg).sort() : [arg]));
const fromQueue = () => new Promise((resolve) => process.once('message', (m) => resolve(m.file)).send({ next: true }));
const nextFile = process.argv.includes('--queue') ? fromQueue : async () => files.shift();

globalThis.UVU_DEFER = 1; // test.run() queues a file's suites in UVU_QUEUE[0] instead of running them as the file loads
await import('uvu');
for (let first = true, file; (file = await nextFile()); first = false) {
  console.log(`${first ? '' : '\n'}${file}`);
  const started = performance.now();
  const limit = setTimeout(() => finish(file), MINUTES * 60_000);
  globalThis.UVU_QUEUE = [[]];
  try {
    await import(pathToFileURL(path.resolve(file)).href);
    for (const suite of globalThis.UVU_QUEUE[0]) {
      const [errors, passed, skipped, total] = await suite();
      Object.assign(totals, { passed: totals.passed + passed, skipped: totals.skipped + skipped, total: totals.total + total });
      if (errors !== true || passed < total) console.log(`\n${errors === true ? 'its before-hook threw (uvu drops the error)' : errors}`);
    }
  } catch (error) {
    totals.crashed.push(file); // a file that fails to load counts as one failure
    console.error(`\n${file} failed to load:\n${error?.stack ?? error}`);
  }
  clearTimeout(limit);
  console.log(`  ${file} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
finish();

function finish(stopped) {
  if (stopped) console.log(`\nstopped: ${stopped} still running after ${MINUTES} minutes ($TEST_JOB_MINUTES)`);
  if (stopped) totals.crashed.push(stopped);
  console.log(`\n  Total: ${totals.total}  Passed: ${totals.passed}  Skipped: ${totals.skipped}\n`);
  process.exitCode = totals.crashed.length || totals.passed < totals.total ? 1 : 0;
  // Exits rather than waits: a stopped file, or a handle a test left open, would keep the process running.
  if (process.send) process.send(totals, () => process.exit());
  else process.exit();
}

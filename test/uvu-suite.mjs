#!/usr/bin/env node
// Runs test files (or folders of them) one after another in one process, as uvu's runner does,
// and sends uvu's counts to test/run.mjs over IPC (with --queue it takes its files from there too).
//   node --import tsx test/uvu-suite.mjs test/html/pages test/html/layout.test.ts
// uvu has no time limit: a file still running after $TEST_JOB_MINUTES (15) is stopped and fails.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const LIMIT_MINUTES = Number(process.env.TEST_JOB_MINUTES) || 15;
const totals = { total: 0, passed: 0, skipped: 0, crashed: [] };
const args = process.argv.slice(2);
const testsIn = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
const files = args.flatMap((t) => (t === '--queue' ? [] : statSync(t).isDirectory() ? testsIn(t) : [t]));
const fromQueue = () => new Promise((resolve) => process.once('message', (m) => resolve(m.file)).send({ next: true }));
const nextFile = args.includes('--queue') ? fromQueue : async () => files.shift();

globalThis.UVU_DEFER = 1; // the files queue their suites instead of running them as they load
await import('uvu');
for (let slot = 0, file; (file = await nextFile()); slot++) {
  console.log(`${slot ? '\n' : ''}${file}`);
  const started = performance.now();
  const limit = setTimeout(
    () => finish(`\nstopped: ${file} still running after ${LIMIT_MINUTES} minutes ($TEST_JOB_MINUTES)`, file),
    LIMIT_MINUTES * 60_000,
  );
  globalThis.UVU_INDEX = slot;
  globalThis.UVU_QUEUE[slot] = [file];
  try {
    await import(pathToFileURL(path.resolve(file)).href);
    for (const runner of globalThis.UVU_QUEUE[slot].slice(1)) {
      const [errors, passed, skipped, total] = await runner();
      Object.assign(totals, { passed: totals.passed + passed, skipped: totals.skipped + skipped, total: totals.total + total });
      if (errors.length) console.log(`\n${errors}`);
    }
  } catch (error) {
    totals.crashed.push(file); // a file that fails to load counts as one failure
    console.error(`\n${file} failed to load:\n${error?.stack ?? error}`);
  }
  clearTimeout(limit);
  console.log(`  ${file} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
finish();

/** Prints the counts (after `why`, naming a `failed` file), sends them to test/run.mjs and ends the process, a file still running or not. */
function finish(why, failed) {
  if (why) console.log(why);
  if (failed) totals.crashed.push(failed);
  const { total, passed, skipped, crashed } = totals;
  console.log(`\n  Total: ${total}  Passed: ${passed}  Skipped: ${skipped}\n`);
  process.exitCode = crashed.length || passed < total ? 1 : 0;
  if (process.send) process.send(totals, () => process.exit());
  else process.exit();
}

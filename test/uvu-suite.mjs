#!/usr/bin/env node
// Runs folders (or single files) of uvu suites in one process, one file after another, and hands
// the counts from uvu's own results to test/run.mjs. Each suite's runner returns [errors, passed,
// skipped, total]; the counts are those numbers, so nothing is read back from the printed text.
//   node --import tsx test/uvu-suite.mjs test/unit
//   node --import tsx test/uvu-suite.mjs test/unit test/html/pages test/html/layout.test.ts
//   node --import tsx test/uvu-suite.mjs --queue      (from test/run.mjs only)
// With --queue the files come from test/run.mjs over the IPC channel, one at a time as each ends,
// so the parts of a suite share its files out between them as they go: a part that drew short
// files takes more, and no part is left running alone at the end however long each file takes.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'uvu/parse';

const targets = process.argv.slice(2);
if (!targets.length) throw new Error('usage: node --import tsx test/uvu-suite.mjs <folder or file>... | --queue');
const fromQueue = targets[0] === '--queue';
if (fromQueue && !process.send) throw new Error('--queue takes its files from test/run.mjs over IPC');
const PATTERN = '\\.test\\.tsx?$';

// As uvu/run does: the test files queue their suites instead of running them as they load.
globalThis.UVU_DEFER = 1;
await import('uvu');

const totals = { total: 0, passed: 0, skipped: 0, crashed: [] };
/** Each file's time (its suites' runs, hooks included), for test/run.mjs to plan the next run. */
const times = {};
const started = performance.now();
let index = 0;

for await (const suite of suites()) await runFile(suite, index++);

const failed = totals.crashed.length > 0 || totals.passed < totals.total;
process.stdout.write(
  `\n  Total:     ${totals.total}\n  Passed:    ${totals.passed}\n  Skipped:   ${totals.skipped}\n` +
    `  Duration:  ${(performance.now() - started).toFixed(2)}ms\n\n`,
);
if (failed) process.exitCode = 1;
if (process.send) process.send({ ...totals, times }, () => process.disconnect());

/** The files to run, as uvu names them: those given, or each one test/run.mjs hands out next. */
async function* suites() {
  if (fromQueue) {
    for (let file = await nextFile(); file; file = await nextFile()) yield { name: file, file };
    return;
  }
  for (const target of targets) {
    if (!statSync(target).isDirectory()) yield { name: target, file: target };
    // Named from the folder given, so suites from several folders stay apart in the output.
    else
      for (const suite of (await parse(target, PATTERN)).suites)
        yield { ...suite, name: targets.length > 1 ? path.join(target, suite.name) : suite.name };
  }
}

/** Asks test/run.mjs for the next file of the suite; none when they have all been handed out. */
function nextFile() {
  return new Promise((resolve) => {
    process.once('message', (reply) => resolve(reply?.file ?? null));
    process.send({ next: true });
  });
}

/** Loads one test file, which queues its suites at `slot`, then runs them as uvu's exec would. */
async function runFile(suite, slot) {
  globalThis.UVU_INDEX = slot;
  globalThis.UVU_QUEUE[slot] = [suite.name];
  process.stdout.write(`${slot ? '\n' : ''}${suite.name}\n`);
  try {
    await import(pathToFileURL(path.resolve(suite.file)).href);
  } catch (error) {
    // A file that throws while loading never queues its tests: it counts as one failure.
    totals.crashed.push(suite.name);
    console.error(`\n${suite.name} failed to load:\n${error?.stack ?? error}\n`);
    return;
  }
  const file = path.relative(process.cwd(), path.resolve(suite.file)).split(path.sep).join('/');
  const from = performance.now();
  for (const runner of globalThis.UVU_QUEUE[slot].slice(1)) {
    const [errors, passed, skipped, total] = await runner();
    totals.passed += passed;
    totals.skipped += skipped;
    totals.total += total;
    if (errors.length) process.stdout.write(`\n${errors}\n`);
  }
  times[file] = (performance.now() - from) / 1000;
}

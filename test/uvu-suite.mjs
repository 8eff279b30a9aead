#!/usr/bin/env node
// Runs folders (or single files) of uvu suites in one process the way uvu's own CLI does
// (uvu/parse, then uvu's exec, which prints its usual output and summary), and hands the counts
// from uvu's own results to test/run.mjs. Each suite's runner returns [errors, passed, skipped,
// total]; wrapping the runners collects those numbers, so nothing is read back from the printed
// text.
//   node --import tsx test/uvu-suite.mjs test/unit
//   node --import tsx test/uvu-suite.mjs test/unit test/html/pages test/html/layout.test.ts
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'uvu/parse';

const targets = process.argv.slice(2);
if (!targets.length) throw new Error('usage: node --import tsx test/uvu-suite.mjs <folder or file>...');
const PATTERN = '\\.test\\.tsx?$';

// As uvu/run does: defer execution until every file has queued its suites.
globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');

const totals = { total: 0, passed: 0, skipped: 0, crashed: [] };
const suites = [];
for (const target of targets) {
  if (statSync(target).isDirectory()) {
    // Named from the folder given, so suites from several folders stay apart in the output.
    for (const suite of (await parse(target, PATTERN)).suites)
      suites.push({ ...suite, name: targets.length > 1 ? path.join(target, suite.name) : suite.name });
  } else suites.push({ name: target, file: target });
}
for (const [index, suite] of suites.entries()) {
  globalThis.UVU_INDEX = index;
  globalThis.UVU_QUEUE.push([suite.name]);
  try {
    await import(pathToFileURL(path.resolve(suite.file)).href);
  } catch (error) {
    // A file that throws while loading never queues its tests: it counts as one failure.
    totals.crashed.push(suite.name);
    console.error(`\n${suite.name} failed to load:\n${error?.stack ?? error}\n`);
  }
}

// Each file's time too (its suites' runs, hooks included), for test/run.mjs to plan the next run.
const times = {};
for (const [index, group] of globalThis.UVU_QUEUE.entries()) {
  const file = path.relative(process.cwd(), path.resolve(suites[index].file)).split(path.sep).join('/');
  for (let i = 1; i < group.length; i++) {
    const runner = group[i];
    group[i] = async () => {
      const from = performance.now();
      const result = await runner();
      times[file] = (times[file] ?? 0) + (performance.now() - from) / 1000;
      const [, passed, skipped, total] = result;
      totals.passed += passed;
      totals.skipped += skipped;
      totals.total += total;
      return result;
    };
  }
}

await uvu.exec();
if (totals.crashed.length) process.exitCode = 1;
if (process.send) process.send({ ...totals, times }, () => process.disconnect());

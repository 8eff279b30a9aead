#!/usr/bin/env node
// Runs one folder of uvu suites the way uvu's own CLI does (uvu/parse, then uvu's exec, which
// prints its usual output and summary), and hands the counts from uvu's own results to
// test/run.mjs. Each suite's runner returns [errors, passed, skipped, total]; wrapping the
// runners collects those numbers, so nothing is read back from the printed text.
//   node --import tsx test/uvu-suite.mjs test/unit
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'uvu/parse';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node --import tsx test/uvu-suite.mjs <folder>');

// As uvu/run does: defer execution until every file has queued its suites.
globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');

const totals = { total: 0, passed: 0, skipped: 0, crashed: [] };
const { suites } = await parse(dir, '\\.test\\.tsx?$');
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

for (const group of globalThis.UVU_QUEUE) {
  for (let i = 1; i < group.length; i++) {
    const runner = group[i];
    group[i] = async () => {
      const result = await runner();
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
if (process.send) process.send(totals, () => process.disconnect());

#!/usr/bin/env node
// npm test: the typecheck, then each uvu suite in its own process, then one summary line
// "N passed, N failed[, N skipped]". Exits non-zero when anything failed.
//   node test/run.mjs              all suites
//   node test/run.mjs unit html    only these suites
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ALL = ['typecheck', 'unit', 'html', 'browser', 'quality'];
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
const totals = { passed: 0, failed: 0, skipped: 0 };
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

for (const suite of wanted) {
  console.log(`\n── ${suite} ${'─'.repeat(60 - suite.length)}`);
  if (suite === 'typecheck') {
    const r = spawnSync('npx', ['tsc', '--noEmit', '-p', '.'], { stdio: 'inherit' });
    if (r.status === 0) {
      totals.passed += 1;
      console.log('typecheck: no errors');
    } else totals.failed += 1;
    continue;
  }
  if (!existsSync(`test/${suite}`)) {
    console.log(`(no test/${suite} folder)`);
    continue;
  }
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', `test/${suite}`, '\\.test\\.tsx?$'], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  const out = strip(r.stdout);
  const total = Number(out.match(/Total:\s+(\d+)/)?.[1] ?? NaN);
  const passed = Number(out.match(/Passed:\s+(\d+)/)?.[1] ?? NaN);
  const skipped = Number(out.match(/Skipped:\s+(\d+)/)?.[1] ?? 0);
  if (Number.isNaN(total) || Number.isNaN(passed)) {
    console.log(`${suite}: the suite crashed before reporting (exit ${r.status})`);
    totals.failed += 1;
    continue;
  }
  const failed = Math.max(total - passed - skipped, r.status === 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed ? 1 : 0;

#!/usr/bin/env node
// npm test: the typecheck, then each uvu suite folder in its own process, then one summary line
// "N passed, N failed[, N skipped]". Exits non-zero when anything failed.
//   node test/run.mjs              all suites
//   node test/run.mjs unit html    only these suites
// The counts come from uvu itself: test/uvu-suite.mjs runs a folder with uvu's exec and sends
// the numbers uvu's runners return over the IPC channel (a folder that crashes before it can
// send them counts as one failure).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ALL = ['typecheck', 'unit', 'html', 'browser', 'quality', 'edits'];
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs one folder; resolves with uvu's counts, or null when the process sent none. */
function runFolder(folder) {
  return new Promise((resolve) => {
    let counts = null;
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/uvu-suite.mjs', folder], {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message) => (counts = message));
    child.on('exit', (code, signal) => resolve({ counts, code, signal }));
  });
}

for (const suite of wanted) {
  console.log(`\n── ${suite} ${'─'.repeat(60 - suite.length)}`);
  if (suite === 'typecheck') {
    const r = spawnSync('npm', ['run', '--silent', 'typecheck'], { stdio: 'inherit' });
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
  const { counts, code, signal } = await runFolder(`test/${suite}`);
  if (!counts) {
    console.log(`${suite}: the suite crashed before reporting (${signal ?? `exit ${code}`})`);
    totals.failed += 1;
    continue;
  }
  const failed = counts.total - counts.passed + counts.crashed.length;
  totals.passed += counts.passed;
  totals.failed += failed;
  totals.skipped += counts.skipped;
  if (failed === 0 && code !== 0) {
    // Every test passed but the process still failed (an error after the tests): count it.
    console.log(`${suite}: exited with ${signal ?? `code ${code}`} after its tests`);
    totals.failed += 1;
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed ? 1 : 0;

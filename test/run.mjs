#!/usr/bin/env node
// npm test: the typecheck and each uvu suite folder, each in its own process, then one summary
// line "N passed, N failed[, N skipped]". Exits non-zero when anything failed.
//   node test/run.mjs              all suites
//   node test/run.mjs unit html    only these suites (npm run test:quick)
// The site is built once per run (test/build-site.ts, into a temporary folder named to the
// suites in $TEST_BUILD) and shared by html, browser and quality; a $TEST_BUILD already set
// (.ci/run sets it to dist/) is used instead, once the suites have checked it is current.
// Suites run side by side, as many at a time as the machine has cores ($TEST_JOBS to change
// it); each one's output is printed whole when it ends, so the blocks never interleave.
// The counts come from uvu itself: test/uvu-suite.mjs runs a folder with uvu's exec and sends
// the numbers uvu's runners return over the IPC channel (a folder that crashes before it can
// send them counts as one failure).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ALL = ['typecheck', 'unit', 'html', 'browser', 'quality', 'edits'];
/** The suites that read the built site. */
const SITE_SUITES = new Set(['html', 'browser', 'quality']);
/**
 * The order jobs start in when a slot frees: the short ones that need no site while the site
 * builds, then the longest first, so the last to end is a short one.
 */
const START_ORDER = ['build', 'typecheck', 'unit', 'browser', 'edits', 'quality', 'html'];

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
const unknown = wanted.filter((s) => !ALL.includes(s));
if (unknown.length) {
  console.error(`unknown suite: ${unknown.join(', ')} (the suites are ${ALL.join(', ')})`);
  process.exit(2);
}
const slots = Math.max(1, Number(process.env.TEST_JOBS) || os.availableParallelism());
const totals = { passed: 0, failed: 0, skipped: 0 };
const env = { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) };

// The shared build: one for the run, unless one was given.
let scratch = null;
const needsBuild = !env.TEST_BUILD && wanted.some((s) => SITE_SUITES.has(s));
if (needsBuild) {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'elevate-test-run-'));
  env.TEST_BUILD = path.join(scratch, 'dist');
}
const cleanUp = () => scratch && rmSync(scratch, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (cleanUp(), process.exit(130)));

/** Runs a command with its output collected; resolves with the output, the exit and any IPC message. */
function run(command, args, { ipc = false } = {}) {
  return new Promise((resolve) => {
    let output = '';
    let message = null;
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('message', (m) => (message = m));
    child.on('close', (code, signal) => resolve({ output, code, signal, message }));
  });
}

/** What each job does; each resolves with its output and its counts. */
const JOBS = {
  async build() {
    const r = await run(process.execPath, ['--import', 'tsx', 'test/build-site.ts', env.TEST_BUILD]);
    return { output: r.output, ok: r.code === 0 };
  },
  async typecheck() {
    const r = await run('npm', ['run', '--silent', 'typecheck']);
    const ok = r.code === 0;
    return { output: r.output + (ok ? 'typecheck: no errors\n' : ''), counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 } };
  },
};
for (const suite of ALL.filter((s) => s !== 'typecheck')) {
  JOBS[suite] = async () => {
    if (!existsSync(`test/${suite}`)) return { output: `(no test/${suite} folder)\n`, counts: { passed: 0, failed: 0, skipped: 0 } };
    const r = await run(process.execPath, ['--import', 'tsx', 'test/uvu-suite.mjs', `test/${suite}`], { ipc: true });
    return { output: r.output, counts: suiteCounts(suite, r) };
  };
}

/** uvu's counts for a suite process, with a crash or a failing exit counted as a failure. */
function suiteCounts(suite, { message, code, signal }) {
  if (!message)
    return { passed: 0, failed: 1, skipped: 0, note: `${suite}: the suite crashed before reporting (${signal ?? `exit ${code}`})` };
  const failed = message.total - message.passed + message.crashed.length;
  // Every test passed but the process still failed (an error after the tests): count it.
  if (failed === 0 && code !== 0)
    return {
      passed: message.passed,
      failed: 1,
      skipped: message.skipped,
      note: `${suite}: exited with ${signal ?? `code ${code}`} after its tests`,
    };
  return { passed: message.passed, failed, skipped: message.skipped };
}

const pending = START_ORDER.filter((job) => (job === 'build' ? needsBuild : wanted.includes(job)));
let site = needsBuild ? 'building' : 'ready';
const waiting = [];
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

function report(name, took, { output, counts }) {
  const title = `${name} (${took} s)`;
  console.log(`\n── ${title} ${'─'.repeat(Math.max(4, 60 - title.length))}`);
  process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
  if (counts?.note) console.log(counts.note);
  if (!counts) return;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

/** The next job that can start now: a site suite waits for the build. */
function nextJob() {
  const i = pending.findIndex((job) => !SITE_SUITES.has(job) || site !== 'building');
  return i < 0 ? undefined : pending.splice(i, 1)[0];
}

async function lane() {
  for (;;) {
    const job = nextJob();
    if (!job) {
      if (!pending.length) return;
      await new Promise((resolve) => waiting.push(resolve)); // the build is not done yet
      continue;
    }
    const from = performance.now();
    if (SITE_SUITES.has(job) && site === 'failed') {
      report(job, '0.0', {
        output: 'not run: the shared build failed (its output is above)\n',
        counts: { passed: 0, failed: 1, skipped: 0 },
      });
      continue;
    }
    const result = await JOBS[job]();
    report(job, seconds(from), result);
    if (job === 'build') {
      site = result.ok ? 'ready' : 'failed';
      if (!result.ok) totals.failed += 1;
      for (const resolve of waiting.splice(0)) resolve();
    }
  }
}

console.log(`running ${pending.join(', ')} (${slots} at a time)`);
await Promise.all(Array.from({ length: Math.min(slots, pending.length) }, lane));
cleanUp();

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\nin ${seconds(started)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed ? 1 : 0;

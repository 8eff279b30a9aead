#!/usr/bin/env node
// npm test: the typecheck and the uvu suites, one job more than there are cores at a time ($TEST_JOBS),
// each job's output whole as it ends, then "N passed, N failed[, N skipped]".  node test/run.mjs [SUITE ...]
// A suite runs as a part per slot, each taking the suite's next file (largest first) as it ends one.
// The suites that read the site, and the owner-edits copy (it takes the image cache), start after one
// build (test/build-site.ts) into a temporary $TEST_BUILD, unless $TEST_BUILD is set (.ci/run's dist/).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onExit } from 'signal-exit';

const ORDER = ['typecheck', 'unit', 'browser', 'edits', 'quality', 'commands', 'html'];
const SITE_SUITES = ['html', 'commands', 'browser', 'quality'];
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(
    `Usage: npm run test -- [flags] [SUITE ...]\n\nRuns the suites named (${ORDER.join(', ')}), or all of them.\n\n  --help   print this and exit`,
  );
  process.exit(0);
}
const unknown = args.filter((s) => !ORDER.includes(s));
if (unknown.length) {
  console.error(`test: not a suite: ${unknown.join(', ')} (the suites: ${ORDER.join(', ')}; npm test -- --help)`);
  process.exit(2);
}
const suites = ORDER.filter((s) => !args.length || args.includes(s));
const slots = Number(process.env.TEST_JOBS) || os.availableParallelism() + 1;
const env = { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) };
const { TEST_BUILD: _, ...buildFreeEnv } = env; // for the jobs that may start while the build runs
const needsBuild = !env.TEST_BUILD && suites.some((s) => SITE_SUITES.includes(s));
if (needsBuild) {
  env.TEST_BUILD = path.join(mkdtempSync(path.join(os.tmpdir(), 'elevate-test-run-')), 'dist');
  onExit(() => rmSync(path.dirname(env.TEST_BUILD), { recursive: true, force: true })); // Ctrl-C too
}

/** Runs a command, its output collected; a uvu part asking for its next file gets the head of `queue` and sends its counts. */
function run(command, args, queue, jobEnv = env) {
  return new Promise((resolve) => {
    let output = '';
    let counts = {};
    const child = spawn(command, args, { env: jobEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
    child.on('message', (m) => (m.next ? child.send({ file: queue.shift() ?? null }) : (counts = m)));
    child.on('close', (code) => {
      // A command, or a uvu part that crashed before it could send uvu's counts, is one check.
      const { total = 1, passed = +(code === 0), skipped = 0, crashed = [] } = counts;
      resolve({ output, passed, skipped, failed: total - passed + crashed.length || +(code !== 0) });
    });
  });
}

/** A suite's jobs: the typecheck, or a uvu suite as one part per slot sharing the queue of its files. */
function suiteJobs(suite) {
  if (suite === 'typecheck') return [{ name: suite, run: () => run('npm', ['run', '--silent', 'typecheck']) }];
  const files = readdirSync(`test/${suite}`, { recursive: true }).filter((f) => /\.test\.tsx?$/.test(f));
  const queue = files.map((f) => path.join('test', suite, f)).sort((a, b) => statSync(b).size - statSync(a).size);
  const parts = Math.min(slots, queue.length);
  const site = SITE_SUITES.includes(suite);
  return Array.from({ length: parts }, (_, i) => ({
    name: parts > 1 ? `${suite} ${i + 1}/${parts}` : suite,
    afterBuild: site || suite === 'edits',
    queue,
    run: () => run(process.execPath, ['--import', 'tsx', 'test/uvu-suite.mjs', '--queue'], queue, site ? env : buildFreeEnv),
  }));
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = performance.now();
const since = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
/** Prints a job's output under its name and time, and counts its tests; returns whether it passed. */
function report(name, from, { output, passed = 0, failed = 0, skipped = 0 }) {
  const title = `${name} (${since(from)})`;
  console.log(`\n── ${title} ${'─'.repeat(Math.max(4, 60 - title.length))}\n${output.trimEnd()}`);
  Object.assign(totals, { passed: totals.passed + passed, failed: totals.failed + failed, skipped: totals.skipped + skipped });
  return !failed;
}

const jobs = suites.flatMap(suiteJobs);
console.log(`running ${jobs.length} jobs of ${suites.join(', ')} (${slots} at a time)`);
const build = () => run(process.execPath, ['--import', 'tsx', 'test/build-site.ts', env.TEST_BUILD]);
const built = !needsBuild || build().then((result) => report('build', started, { ...result, passed: 0 }));
async function lane() {
  for (let job; (job = jobs.shift()); ) {
    const from = performance.now();
    if (job.afterBuild && !(await built)) report(job.name, from, { output: 'not run: the shared build failed (above)', failed: 1 });
    else if (!job.queue || job.queue.length) report(job.name, performance.now(), await job.run());
  }
}
await Promise.all([built, ...Array.from({ length: slots }, lane)]);
const { passed, failed, skipped } = totals;
console.log(`\nin ${since(started)}\n\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed ? 1 : 0;

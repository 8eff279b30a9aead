#!/usr/bin/env node
// npm test: the typecheck and the uvu suites, then one summary line "N passed, N failed[, N
// skipped]". Exits non-zero when anything failed.
//   node test/run.mjs              all suites
//   node test/run.mjs unit html    only these suites (npm run test:quick)
// The suites: typecheck; unit; html (the built site's HTML); commands (npm run build, dev and
// preview run as processes on copies of the project); browser; quality; edits (an owner's edits).
// The site is built once per run (test/build-site.ts, into a temporary folder named to the
// suites in $TEST_BUILD) and shared by html, commands, browser and quality; a $TEST_BUILD
// already set (.ci/run sets it to dist/) is used instead, once the suites have checked it is
// current.
// Jobs run side by side, one more at a time than the machine has cores ($TEST_JOBS to change
// it): a browser test waits for frames, loads and servers as well as computing, so a third job
// uses some of what two leave idle. Each site suite runs as that many parts, which take its test
// files one at a time as they end one, longest first by the time each took in the previous run
// (kept in .cache/test-times.json; a file without a time counts as a typical one), so that no
// long suite is left running alone at the end, and the longest jobs start first. Each job's output is printed whole when it ends, so the
// blocks never interleave.
// The counts come from uvu itself: test/uvu-suite.mjs runs folders or files with uvu's exec
// and sends the numbers uvu's runners return over the IPC channel (a job that crashes before it
// can send them counts as one failure).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ALL = ['typecheck', 'unit', 'html', 'commands', 'browser', 'quality', 'edits'];
/** The suites that read the built site; each runs as parts (suiteJobs). */
const SITE_SUITES = new Set(['html', 'commands', 'browser', 'quality']);
/**
 * Suites that need no site but start after the shared build all the same: the owner-edits copy
 * builds its edited site with a copy of the image cache, which on a fresh clone is empty until
 * the shared build has filled it (the copy would encode every photo a second time, beside it).
 */
const AFTER_BUILD = new Set(['edits']);
/**
 * The order without recorded times (a fresh clone): the jobs that need no site while it builds,
 * then the longest suites first.
 */
const START_ORDER = ['build', 'typecheck', 'unit', 'browser', 'edits', 'quality', 'commands', 'html'];
const TIMES_FILE = '.cache/test-times.json';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    [
      'Usage: npm run test -- [flags] [SUITE ...]',
      '',
      'Runs the typecheck and the test suites, or only the SUITEs named, and ends with one line: N passed, N failed.',
      '',
      `  SUITE   one of ${ALL.join(', ')}`,
      '  --help  print this and exit',
    ].join('\n'),
  );
  process.exit(0);
}
const flag = args.find((a) => a.startsWith('-'));
if (flag) {
  console.error(`npm test: unknown flag ${flag} (npm test -- --help lists what it takes)`);
  process.exit(2);
}
const wanted = args.length ? args : ALL;
const unknown = wanted.filter((s) => !ALL.includes(s));
if (unknown.length) {
  console.error(`unknown suite: ${unknown.join(', ')} (the suites are ${ALL.join(', ')})`);
  process.exit(2);
}
const slots = Math.max(1, Number(process.env.TEST_JOBS) || os.availableParallelism() + 1);
/**
 * How long a job may run, or a suite's part may spend on one test file, before it is stopped and
 * counted as failed ($TEST_JOB_MINUTES). uvu has no time limit of its own, so a test waiting for
 * something that never comes (a browser whose process died under it) would otherwise hold the
 * run, and CI, until it is killed from outside, with none of the job's output shown. Far above
 * any job's or file's time, even on a busy machine.
 */
const JOB_LIMIT_MINUTES = Number(process.env.TEST_JOB_MINUTES) || 10;
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Seconds per job and per test file: the previous run's (to plan this one), and this run's. */
const previous = recordedTimes();
const took = {};
const env = { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) };

// The shared build: one for the run, unless one was given.
let scratch = null;
const needsBuild = !env.TEST_BUILD && wanted.some((s) => SITE_SUITES.has(s));
if (needsBuild) {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'elevate-test-run-'));
  env.TEST_BUILD = path.join(scratch, 'dist');
}
// Removed however the run ends: at its end, on Ctrl-C or SIGTERM, or when the runner itself fails
// ('exit' also follows an uncaught error).
const cleanUp = () => scratch && rmSync(scratch, { recursive: true, force: true });
process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/**
 * The environment of a job that does not wait for the shared build: without $TEST_BUILD, which
 * may name a folder still being built (test/helpers/site.ts reads the build's record when it is
 * set).
 */
const { TEST_BUILD: _, ...siteFreeEnv } = env;

/**
 * Runs a command with its output collected; resolves with the output, the exit and its last IPC
 * message. A process that asks for its next test file gets the head of `queue` (none when empty),
 * and its time limit starts again.
 */
function run(command, args, { ipc = false, needsSite = true, queue = [] } = {}) {
  return new Promise((resolve) => {
    let output = '';
    let message = null;
    const child = spawn(command, args, { env: needsSite ? env : siteFreeEnv, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('message', (m) => {
      if (m?.next) {
        startLimit();
        child.send({ file: queue.shift() ?? null });
      } else message = m;
    });
    let timedOut = false;
    // SIGTERM first, so the job removes its temporary folders (tools/harness/temp-dir.ts); SIGKILL
    // if a test holds it up even so.
    let kill;
    let limit;
    const startLimit = () => {
      clearTimeout(limit);
      limit = setTimeout(() => {
        timedOut = true;
        child.kill('SIGTERM');
        kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      }, JOB_LIMIT_MINUTES * 60_000);
    };
    startLimit();
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      clearTimeout(kill);
      // Playwright closes a process's browsers on SIGTERM, so the test that hung fails with
      // "Target page, context or browser has been closed", which reads like a crash.
      if (timedOut)
        output +=
          `\nstopped: still running after ${JOB_LIMIT_MINUTES} minutes ($TEST_JOB_MINUTES); a test above that failed with` +
          ' "Target page, context or browser has been closed" was waiting when the job was stopped\n';
      resolve({ output, code, signal, message, timedOut });
    });
  });
}

/**
 * A job: its name in the report, whether it needs the site (and so waits for the build), whether
 * it waits for the build without needing the site, its estimated seconds, and what it runs.
 */
function uvuJob(name, targets, { needsSite, afterBuild = needsSite, estimate, queue }) {
  return {
    name,
    needsSite,
    afterBuild,
    estimate,
    queue,
    async run() {
      const r = await run(process.execPath, ['--import', 'tsx', 'test/uvu-suite.mjs', ...targets], { ipc: true, needsSite, queue });
      Object.assign(took, r.message?.times);
      return { output: r.output, counts: uvuCounts(name, r) };
    },
  };
}

/** A job's or a test file's time in the previous run, or `otherwise` where it has none. */
const recorded = (name, otherwise) => (Number.isFinite(previous[name]) ? previous[name] : otherwise);
/** A test file's time in the previous run, or a typical one for a file it did not run. */
const fileEstimate = (file) => recorded(file, 5);

/**
 * The jobs of one suite: the whole folder in one process, or for a site suite as many parts as
 * there are slots, each taking the suite's next test file as it ends one (test/uvu-suite.mjs
 * --queue), longest first, so that the parts end at about the same time whatever the files take.
 */
function suiteJobs(suite) {
  const folder = `test/${suite}`;
  if (!existsSync(folder))
    return [{ name: suite, needsSite: false, estimate: 0, run: async () => ({ output: `(no ${folder} folder)\n`, counts: zero() }) }];
  if (!SITE_SUITES.has(suite))
    return [uvuJob(suite, [folder], { needsSite: false, afterBuild: AFTER_BUILD.has(suite), estimate: recorded(suite, 0) })];
  const queue = readdirSync(folder, { recursive: true })
    .map((f) => `${folder}/${f.split(path.sep).join('/')}`)
    .filter((f) => /\.test\.tsx?$/.test(f))
    .sort((a, b) => fileEstimate(b) - fileEstimate(a) || a.localeCompare(b));
  const parts = Math.min(slots, queue.length);
  const estimate = queue.reduce((sum, file) => sum + fileEstimate(file), 0) / parts;
  return Array.from({ length: parts }, (_, i) =>
    uvuJob(parts > 1 ? `${suite} ${i + 1}/${parts}` : suite, ['--queue'], { needsSite: true, estimate, queue }),
  );
}

const zero = () => ({ passed: 0, failed: 0, skipped: 0 });

const JOBS = {
  build: () => [
    {
      name: 'build',
      needsSite: false,
      estimate: Number.POSITIVE_INFINITY,
      async run() {
        const r = await run(process.execPath, ['--import', 'tsx', 'test/build-site.ts', env.TEST_BUILD]);
        return { output: r.output, ok: r.code === 0 };
      },
    },
  ],
  typecheck: () => [
    {
      name: 'typecheck',
      needsSite: false,
      estimate: recorded('typecheck', 0),
      async run() {
        const r = await run('npm', ['run', '--silent', 'typecheck']);
        const ok = r.code === 0;
        return { output: r.output + (ok ? 'typecheck: no errors\n' : ''), counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 } };
      },
    },
  ],
};

/** uvu's counts for a job's process, with a crash or a failing exit counted as a failure. */
function uvuCounts(name, { message, code, signal, timedOut }) {
  if (!message) {
    const why = timedOut ? `stopped after ${JOB_LIMIT_MINUTES} minutes` : `crashed before reporting (${signal ?? `exit ${code}`})`;
    return { ...zero(), failed: 1, note: `${name}: ${why}` };
  }
  const failed = message.total - message.passed + message.crashed.length;
  // Every test passed but the process still failed (an error after the tests): count it.
  if (failed === 0 && code !== 0)
    return {
      passed: message.passed,
      failed: 1,
      skipped: message.skipped,
      note: `${name}: exited with ${signal ?? `code ${code}`} after its tests`,
    };
  return { passed: message.passed, failed, skipped: message.skipped };
}

/** The previous run's time of each job, in seconds; none when there is no readable record. */
function recordedTimes() {
  try {
    const times = JSON.parse(readFileSync(TIMES_FILE, 'utf8'));
    return times && typeof times === 'object' && !Array.isArray(times) ? times : {};
  } catch {
    return {};
  }
}

// The build first (the site suites wait for it); then, when a previous run left its times, the
// longest job first (jobs it did not time keep the suite order, after those it did).
const pending = START_ORDER.filter((s) => (s === 'build' ? needsBuild : wanted.includes(s)))
  .flatMap((s) => (JOBS[s] ?? (() => suiteJobs(s)))())
  .map((job, order) => ({ ...job, order }));
if (Object.keys(previous).length) pending.sort((a, b) => b.estimate - a.estimate || a.order - b.order);

let site = needsBuild ? 'building' : 'ready';
const waiting = [];
const started = performance.now();
const seconds = (from) => (performance.now() - from) / 1000;

function report(name, time, { output, counts }) {
  const title = `${name} (${time.toFixed(1)} s)`;
  console.log(`\n── ${title} ${'─'.repeat(Math.max(4, 60 - title.length))}`);
  process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
  if (counts?.note) console.log(counts.note);
  if (!counts) return;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

/** The next job that can start now: a job that needs the site, or comes after the build, waits for it. */
function nextJob() {
  const i = pending.findIndex((job) => !job.afterBuild || site !== 'building');
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
    // A part that would start after its suite's other parts took every file has nothing to run.
    if (job.queue?.length === 0) continue;
    const from = performance.now();
    if (job.needsSite && site === 'failed') {
      report(job.name, 0, { output: 'not run: the shared build failed (its output is above)\n', counts: { ...zero(), failed: 1 } });
      continue;
    }
    const result = await job.run();
    const time = seconds(from);
    // A site suite's parts change with the slots; their files' own times are what is kept.
    if (!job.needsSite) took[job.name] = time;
    report(job.name, time, result);
    if (job.name === 'build') {
      site = result.ok ? 'ready' : 'failed';
      if (!result.ok) totals.failed += 1;
      for (const resolve of waiting.splice(0)) resolve();
    }
  }
}

console.log(`running ${pending.length} jobs of ${wanted.join(', ')} (${slots} at a time)`);
await Promise.all(Array.from({ length: Math.min(slots, pending.length) }, lane));
// Only a run's own jobs are updated; the others keep their last time, and a test file that no
// longer exists (renamed, merged into another) loses its.
const kept = Object.entries({ ...previous, ...took }).filter(([name]) => !name.includes('/') || existsSync(name));
mkdirSync(path.dirname(TIMES_FILE), { recursive: true });
writeFileSync(TIMES_FILE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\nin ${seconds(started).toFixed(1)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exitCode = totals.failed ? 1 : 0;

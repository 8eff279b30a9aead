// npm test, or node test/run.mjs [SUITE ...]: the typecheck and the uvu suites, one job more than there are cores at a time
// ($TEST_JOBS), each suite as parts taking its files largest first. All but typecheck and unit wait for one build (test/build-test-site.ts)
// into $TEST_BUILD (a temporary folder unless it is set): the site suites read it, the owner-edits copy takes the image cache it fills.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onExit } from 'signal-exit';

const ORDER = ['typecheck', 'unit', 'browser', 'edits', 'quality', 'commands', 'html'];
const SITE_SUITES = ['html', 'commands', 'browser', 'quality'];
const UVU_PART = ['--import', 'tsx', 'test/uvu-suite.mjs', '--queue'];
const args = process.argv.slice(2);
const help = args.includes('--help');
const unknown = args.filter((s) => !ORDER.includes(s));
const names = ORDER.join(', ');
const usage = `Usage: npm run test -- [flags] [SUITE ...]\n\nRuns the suites named (${names}), or all of them.\n\n  --help   print this and exit`;
if (help) console.log(usage);
else if (unknown.length) console.error(`test: not a suite: ${unknown.join(', ')} (the suites: ${names}; npm test -- --help)`);
if (help || unknown.length) process.exit(help ? 0 : 2);
const suites = ORDER.filter((s) => !args.length || args.includes(s));
const slots = Number(process.env.TEST_JOBS) || os.availableParallelism() + 1;
const { TEST_BUILD, ...buildFreeEnv } = { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) };
const tempDir = !TEST_BUILD && suites.some((s) => SITE_SUITES.includes(s)) && mkdtempSync(path.join(os.tmpdir(), 'elevate-test-run-'));
if (tempDir) onExit(() => rmSync(tempDir, { recursive: true, force: true })); // Ctrl-C too
const env = { ...buildFreeEnv, TEST_BUILD: tempDir ? path.join(tempDir, 'dist') : TEST_BUILD }; // spawn leaves out an undefined one
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = performance.now();
const since = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** Runs a job's command, its output collected; a uvu part asking for its next file gets the head of its queue, and sends its counts. */
async function run({ command = process.execPath, args, queue, env: jobEnv = env }) {
  let output = '';
  let counts = {};
  const child = spawn(command, args, { env: jobEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
  child.on('message', (m) => (m.next ? child.send({ file: queue.shift() ?? null }) : (counts = m)));
  const code = await new Promise((resolve) => child.on('close', resolve));
  // A command, or a uvu part that crashed before it could send uvu's counts, is one check.
  const { total = 1, passed = +(code === 0), skipped = 0, crashed = [] } = counts;
  return { output, passed, skipped, failed: total - passed + crashed.length || +(code !== 0) };
}

/** Prints a job's output under its name and time and adds up its counts; returns whether it passed. */
function report(name, from, result) {
  const title = `${name} (${since(from)})`;
  console.log(`\n── ${title} ${'─'.repeat(Math.max(4, 60 - title.length))}\n${result.output.trimEnd()}`);
  for (const key in totals) totals[key] += result[key] ?? 0;
  return !result.failed;
}

const jobs = suites.flatMap((suite) => {
  if (suite === 'typecheck') return [{ name: suite, command: 'npm', args: ['run', '--silent', 'typecheck'] }];
  const files = readdirSync(`test/${suite}`, { recursive: true }).filter((f) => /\.test\.tsx?$/.test(f));
  const queue = files.map((f) => path.join('test', suite, f)).sort((a, b) => statSync(b).size - statSync(a).size);
  const parts = Math.min(slots, queue.length);
  const part = { args: UVU_PART, queue, afterBuild: suite !== 'unit', env: SITE_SUITES.includes(suite) ? env : buildFreeEnv };
  return Array.from({ length: parts }, (_, i) => ({ ...part, name: parts > 1 ? `${suite} ${i + 1}/${parts}` : suite }));
});
console.log(`running ${jobs.length} jobs of ${suites.join(', ')} (${slots} at a time)`);
const build = { args: ['--import', 'tsx', 'test/build-test-site.ts', env.TEST_BUILD] };
const built = !tempDir || run(build).then((result) => report('build', started, { ...result, passed: 0 }));
async function lane() {
  for (let job; (job = jobs.shift()); ) {
    const from = performance.now();
    if (job.afterBuild && !(await built)) report(job.name, from, { output: 'not run: the shared build failed (above)', failed: 1 });
    else if (!job.queue || job.queue.length) report(job.name, performance.now(), await run(job));
  }
}
await Promise.all([built, ...Array.from({ length: slots }, lane)]);
const { passed, failed, skipped } = totals;
console.log(`\nin ${since(started)}\n\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed ? 1 : 0;

// Every command a developer runs answers --help with what it does and its flags, and exits 0
// without starting anything; an unknown flag is one line and a non-zero exit, never a stack trace,
// never a server started (nor a screenshot baseline rewritten). The commands are package.json's
// own: build, dev, preview, and every check:, bench:, gen: and test script, run through npm as a
// developer runs them. They all read their flags with generator/cli.ts's commandLine (its every
// answer: test/unit/cli.test.ts), but gen:samples and the test runner, plain JavaScript, which
// have their own; so an unknown flag is tried on those, on the commands that start servers and
// on the one that rewrites the baselines.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import pLimit from 'p-limit';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listenLocally } from '../../tools/harness/static-server.ts';
import { ROOT } from '../helpers/site-under-test.ts';

/** Scripts that are no command of this project's: an external validator's two runs. */
const NOT_OURS = new Set(['check:workflows']);

const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
).filter(
  (name) => (['build', 'dev', 'preview', 'cms'].includes(name) || /^(check|bench|gen|test):|^test$/.test(name)) && !NOT_OURS.has(name),
);

const execFileAsync = promisify(execFile);

function npmRun(script: string, args: string[], timeout = 120_000) {
  // A command that started a server instead of answering would never end: it is stopped (status null), a failure too.
  return execFileAsync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0' },
    timeout,
  }).then(
    (done) => ({ ...done, status: 0 }),
    (failed: { code: number | null; stdout: string; stderr: string }) => ({ ...failed, status: failed.code }),
  );
}

const limit = pLimit(3);

test('--help prints what the command does and its flags, and exits 0, for each command found (build, dev, preview, check:, bench:, gen:)', async () => {
  for (const name of ['build', 'dev', 'preview', 'gen:cms', 'check:links', 'bench:dev']) assert.ok(scripts.includes(name), `found ${name}`);
  const runs = await Promise.all(scripts.map((script) => limit(async () => [script, await npmRun(script, ['--help'])] as const)));
  for (const [script, run] of runs) {
    assert.is(run.status, 0, `${script} --help: ${run.stdout}${run.stderr}`);
    assert.match(run.stdout, /^Usage: npm run [\w:-]+ -- \[flags\]/, `${script}: the usage line`);
    assert.match(run.stdout, /\n {2}--help {2,}print this and exit/, `${script}: the flags`);
    assert.not.match(run.stdout + run.stderr, /serving|Serving|first build/, `${script}: nothing started`);
  }
});

test('an unknown flag is one line naming it, and a non-zero exit: no stack, nothing started', async () => {
  const tried = ['build', 'dev', 'preview', 'cms', 'gen:samples', 'test', 'test:update-screenshots'];
  for (const script of tried) assert.ok(scripts.includes(script), script);
  const runs = await Promise.all(tried.map((script) => limit(async () => [script, await npmRun(script, ['--no-such-flag'])] as const)));
  for (const [script, run] of runs) {
    assert.is.not(run.status, 0, `${script}: fails`);
    const lines = run.stderr.trim().split('\n');
    assert.is(lines.length, 1, `${script}: one line:\n${run.stderr}`);
    assert.match(lines[0] ?? '', /--no-such-flag/, `${script}: names the flag`);
    assert.match(lines[0] ?? '', /--help/, `${script}: points at --help`);
    assert.not.match(run.stdout + run.stderr, /serving|Serving|first build/, `${script}: nothing started`);
  }
});

test('a value no port can have is a bad command line for every server: one line naming it, and exit 2, as an unknown flag', async () => {
  const runs = await Promise.all(
    ['dev', 'cms', 'preview'].map((script) => limit(async () => [script, await npmRun(script, ['--port', 'abc'])] as const)),
  );
  for (const [script, run] of runs) {
    assert.is(run.status, 2, `${script} --port abc: ${run.stdout}${run.stderr}`);
    assert.is(run.stderr.trim().split('\n').length, 1, `${script}: one line:\n${run.stderr}`);
    assert.match(run.stderr, /--port=abc is not a port number/, script);
  }
});

test('a port in use or a host that is no address of this machine: one line naming the flag or variable, before anything is built', async () => {
  const taken = await listenLocally(createServer());
  const { port } = new URL(taken.origin);
  const noHost = ['--host', 'no-such-host.invalid', '--port', '3999'];
  const tried: [script: string, args: string[], named: RegExp][] = [
    ['dev', noHost, /--host or HOST/],
    ['preview', noHost, /--host or HOST/],
    ['dev', ['--port', port], /in use: pick another with --port N or PORT/],
    ['cms', ['--port', port], /in use: pick another with --port N or PORT/],
    ['preview', ['--port', port], /in use: pick another with --port N or PORT/],
  ];
  const runs = await Promise.all(tried.map(([script, args]) => limit(() => npmRun(script, args, 20_000))));
  await taken.close();
  for (const [i, run] of runs.entries()) {
    const [script, args, named] = tried[i]!;
    assert.is(run.status, 1, `${script} ${args.join(' ')}: ${run.stdout}${run.stderr}`);
    assert.is(run.stderr.trim().split('\n').length, 1, `${script}: one line:\n${run.stderr}`);
    assert.match(run.stderr, named, `${script} ${args.join(' ')}`);
    assert.not.match(run.stdout, /first build/, `${script}: nothing built`);
  }
});

test.run();

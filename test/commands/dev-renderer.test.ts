// npm run dev replaces its render worker when the heap has grown (here on every check, with
// DEV_RENDER_HEAP_GROWTH_MB=0): a fresh worker renders the site beside the old one, catches up
// with the edits saved meanwhile, and takes over, and the pages served are the latest; a worker
// that took over and then dies is replaced on the next save. Waits are
// for log lines and responses, never for a fixed time.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { descendantsOf, identify, signalProcess } from '../../tools/harness/processes.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { freePort } from '../../tools/harness/static-server.ts';

let root = '';
let dev: ChildProcess | undefined;
let port = 0;
let output = '';

const count = (text: string) => output.split(text).length - 1;

async function until(condition: () => boolean, what: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; dev output:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function servedMatching(p: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const body = await (await fetch(`http://127.0.0.1:${port}${p}`)).text();
    if (pattern.test(body)) return body;
    if (Date.now() > deadline) throw new Error(`${p} never matched ${pattern}; dev output:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test.before(async () => {
  root = projectCopy();
  port = await freePort();
  dev = spawn('npm', ['run', 'dev'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '', DEV_RENDER_HEAP_GROWTH_MB: '0', DEV_RENDER_TIME_LIMIT_S: '300' },
  });
  dev.stdout!.on('data', (d) => (output += d));
  dev.stderr!.on('data', (d) => (output += d));
  await until(() => output.includes('dev: serving') || dev!.exitCode !== null, 'the first start', 300_000);
});

test.after(async () => {
  const below = identify(dev?.pid ? descendantsOf(dev.pid) : []);
  if (dev && dev.exitCode === null) {
    dev.kill('SIGTERM');
    await until(() => dev!.exitCode !== null || dev!.signalCode !== null, 'dev to stop', 15_000).catch(() => dev!.kill('SIGKILL'));
  }
  for (const ref of below) signalProcess(ref, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

test('a fresh render worker takes over, with the edits saved while it warmed up', async () => {
  const file = path.join(root, 'content/team.yaml');
  // A schema module that, while a file exists, says so and waits: the serving worker loads it
  // before the file exists, and a fresh worker loading it after is held still, so the edit below
  // is certainly saved while it warms up.
  const hold = path.join(root, 'dev-test.hold');
  const held = `${hold}.held`;
  const schema = path.join(root, 'content/schema/team.ts');
  const source = readFileSync(schema, 'utf8');
  const builds = count('✓ build ');
  writeFileSync(
    schema,
    // process.getBuiltinModule, not an import: the editor's bundle of the schema modules has no node:fs.
    `${source}\nconst holdFs = process.getBuiltinModule('node:fs');\n` +
      `if (holdFs.existsSync(${JSON.stringify(hold)})) { holdFs.writeFileSync(${JSON.stringify(held)}, ''); while (holdFs.existsSync(${JSON.stringify(hold)})) {} }\n`,
  );
  await until(() => count('✓ build ') > builds, 'the schema edit to build');
  writeFileSync(hold, '');
  try {
    await until(() => existsSync(held), 'a fresh worker to be held as it loads');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .+$/m, 'title: Saved during the warm-up'));
    await servedMatching('/team', /Saved during the warm-up/);
  } finally {
    unlinkSync(hold);
  }
  const released = output.length;
  await until(() => output.slice(released).includes('a fresh render worker took over'), 'the fresh worker to take over');
  // It caught up: the page it serves still has the edit, and the next edit works too.
  assert.match(await servedMatching('/team', /<title>/), /Saved during the warm-up/);
  writeFileSync(file, readFileSync(file, 'utf8').replace('title: Saved during the warm-up', 'title: After the takeover'));
  await servedMatching('/team', /After the takeover/);
  writeFileSync(schema, source);
});

test('a worker that took over and then dies is replaced like any other', async () => {
  await until(() => count('a fresh render worker took over') > 0, 'a takeover');
  const schema = path.join(root, 'content/schema/team.ts');
  const source = readFileSync(schema, 'utf8');
  const from = output.length;
  writeFileSync(schema, `${source}\nprocess.exit(7);\n`);
  await until(() => output.slice(from).includes('the next save starts a new render worker'), 'the worker to be given up');
  writeFileSync(schema, source);
  const file = path.join(root, 'content/team.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .+$/m, 'title: After the worker died'));
  await servedMatching('/team', /After the worker died/);
});

test.run();

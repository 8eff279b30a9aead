// npm run dev replaces its render process when the heap has grown (here on every check, with
// DEV_RENDER_HEAP_GROWTH_MB=0): a fresh process renders the site beside the old one, catches up
// with the edits saved meanwhile, and takes over; one render process is left, and the pages
// served are the latest. Waits are for log lines and responses, never for a fixed time.

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { descendantsOf, identify, signalProcess } from '../../tools/harness/processes.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';

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

const renderers = () =>
  descendantsOf(dev!.pid!).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('render-child.ts');
    } catch {
      return false;
    }
  });

test.before(async () => {
  root = projectCopy();
  port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  dev = spawn('npm', ['run', 'dev'], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '', DEV_RENDER_HEAP_GROWTH_MB: '0' } });
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

test('a fresh render process takes over, with the edits saved while it warmed up', async () => {
  // Once the site is rendered and the server idle, the check finds the heap "too big".
  await until(() => output.includes('a fresh one is warming up'), 'the first replacement to start');
  await until(() => renderers().length === 2, 'the spare to start');
  const [old, spare] = renderers().sort((a, b) => a - b);
  // Hold the spare still, so this edit is certainly saved while it warms up.
  process.kill(spare!, 'SIGSTOP');
  const file = path.join(root, 'content/team.yaml');
  try {
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .+$/m, 'title: Saved during the warm-up'));
    await servedMatching('/team', /Saved during the warm-up/);
  } finally {
    process.kill(spare!, 'SIGCONT');
  }
  const takeovers = count('a fresh render process took over');
  await until(() => count('a fresh render process took over') > takeovers, 'the spare to take over');
  await until(() => renderers().length === 1, 'the old render process to stop');
  assert.equal(renderers(), [spare], 'the spare is the render process now');
  assert.not.ok(renderers().includes(old!));
  // The spare caught up: the page it serves still has the edit, and the next edit works too.
  assert.match(await servedMatching('/team', /<title>/), /Saved during the warm-up/);
  writeFileSync(file, readFileSync(file, 'utf8').replace('title: Saved during the warm-up', 'title: After the takeover'));
  await servedMatching('/team', /After the takeover/);
});

test.run();

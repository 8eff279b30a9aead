// npm run dev: serves the site, rebuilds on edits, tells the page to reload, shows errors.
// Runs the real dev server on a fixture copy of the project. Timings are printed, not asserted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fixtureRoot } from '../helpers/fixture.ts';

let root = '';
let dev: ChildProcess | undefined;
let port = 0;
let output = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function get(p: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${p}`);
  return { status: res.status, body: await res.text() };
}

/** Resolves with the next server-sent event of this name. */
async function nextEvent(name: string, timeoutMs = 30_000): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/__dev/events`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value);
      const match = buffer.match(new RegExp(`event: ${name}\\ndata: (.*)\\n`));
      if (match) return match[1];
    }
  } finally {
    await reader.cancel();
  }
  throw new Error(`no "${name}" event; dev output:\n${output}`);
}

test.before(async () => {
  root = fixtureRoot();
  port = await freePort();
  dev = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'generator/dev.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
  });
  dev.stdout!.on('data', (d) => (output += d));
  dev.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 300_000; // a cold image cache makes the first build slow
  while (!output.includes('dev: serving')) {
    if (Date.now() > deadline || dev.exitCode !== null) throw new Error(`dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.after(() => {
  dev?.kill();
  rmSync(root, { recursive: true, force: true });
});

test('dev serves every route, with the live-reload client, and 404 for unknown paths', async () => {
  const team = await get('/team');
  assert.is(team.status, 200);
  assert.match(team.body, /<title>Meet Our Team \| Elevate Events<\/title>/);
  assert.match(team.body, /<script type="module" src="\/__dev\/client\.js"><\/script><\/body>/);
  assert.is((await get('/no-such-page')).status, 404);
  assert.match((await get('/__dev/client.js')).body, /EventSource/);
});

test('a content edit rebuilds and tells the page to reload', async () => {
  const file = path.join(root, 'content/team.ts');
  const source = readFileSync(file, 'utf8');
  const reload = nextEvent('reload');
  await new Promise((r) => setTimeout(r, 200));
  const started = performance.now();
  writeFileSync(file, source.replace("'Meet Our Team'", "'Meet Our Wonderful Team'"));
  await reload;
  console.log(`    content edit → reload event in ${Math.round(performance.now() - started)} ms`);
  assert.match((await get('/team')).body, /Meet Our Wonderful Team/);
});

test('a CSS edit swaps the stylesheet without a full rebuild', async () => {
  const file = path.join(root, 'styles/global.css');
  const css = nextEvent('css');
  await new Promise((r) => setTimeout(r, 200));
  writeFileSync(file, readFileSync(file, 'utf8') + '\n.dev-test-marker { color: red; }\n');
  const { href } = JSON.parse(await css);
  assert.match(href, /^\/assets\/site-.+\.css$/);
  assert.match((await get(href)).body, /dev-test-marker/);
  assert.ok((await get('/')).body.includes(href), 'pages point at the new stylesheet');
});

test('a build error is reported to the page and the last good build keeps being served', async () => {
  const file = path.join(root, 'pages/team.tsx');
  const source = readFileSync(file, 'utf8');
  const failure = nextEvent('build-error');
  await new Promise((r) => setTimeout(r, 200));
  writeFileSync(file, source.replace(/export default function (\w+)\(\) \{/, "export default function $1() {\n  throw new Error('dev test failure');"));
  const { message } = JSON.parse(await failure);
  assert.match(message, /render failed for \/team in <\w+>: dev test failure/);
  assert.match(output, /build failed; still serving the last good build/);
  assert.is((await get('/team')).status, 200, 'the last good page is still served');
  const fixed = nextEvent('reload');
  writeFileSync(file, source);
  await fixed;
  assert.is(dev!.exitCode, null, 'the watcher kept running');
});

test.run();

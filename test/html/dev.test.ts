// npm run dev: serves the site, rebuilds on edits, tells the page to reload, shows errors; binds
// 127.0.0.1, answers malformed requests with 400, restarts on engine edits with exactly one
// server left, and leaves no process behind when stopped.
// Runs the real `npm run dev` on a fixture copy of the project.
// Timings are printed, not asserted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { site, team as teamContent } from '../helpers/content.ts';
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

/** A request with the path sent exactly as written (fetch would normalise it). */
function rawGet(p: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/**
 * Resolves with the next server-sent event of this name. The deadline covers the pending read
 * too: the request is aborted when it passes, so a missing event fails the test, never hangs it.
 */
async function nextEvent(name: string, timeoutMs = 30_000): Promise<string> {
  let buffer = '';
  try {
    const res = await fetch(`http://127.0.0.1:${port}/__dev/events`, { signal: AbortSignal.timeout(timeoutMs) });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value);
        const match = buffer.match(new RegExp(`event: ${name}\\ndata: (.*)\\n`));
        if (match) return match[1];
      }
    } finally {
      await reader.cancel().catch(() => {});
    }
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error;
  }
  throw new Error(`no "${name}" event within ${timeoutMs} ms; dev output:\n${output}`);
}

/** Waits until `condition` holds, checking every 50 ms; fails with `what` after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; dev output:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const count = (text: string) => output.split(text).length - 1;

/** Process ids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

/** Every process below `pid`: the dev servers, and the esbuild helpers tsx starts in each. */
function descendantsOf(pid: number): number[] {
  const direct = childrenOf(pid);
  return [...direct, ...direct.flatMap(descendantsOf)];
}

/** The dev server processes below `pid` (not the supervisor, not the esbuild helpers of tsx). */
function serversOf(pid: number): number[] {
  return descendantsOf(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('dev-server.ts');
    } catch {
      return false;
    }
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The listening TCP sockets on the dev port: their local address and owning process ids. */
function listeners(): { address: string; pids: number[] }[] {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({
      address: line.trim().split(/\s+/)[3]!,
      pids: [...line.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1])),
    }));
}

let seen: number[] = [];

test.before(async () => {
  root = fixtureRoot();
  port = await freePort();
  // As a user starts it: npm, its shell, the supervisor (generator/dev.ts), the server.
  dev = spawn('npm', ['run', 'dev'], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '' } });
  dev.stdout!.on('data', (d) => (output += d));
  dev.stderr!.on('data', (d) => (output += d));
  // a cold image cache makes the first build slow
  await until(() => output.includes('dev: serving') || dev!.exitCode !== null, 'the first start', 300_000);
  if (dev.exitCode !== null) throw new Error(`dev did not start:\n${output}`);
  seen = descendantsOf(dev.pid!);
});

test.after(async () => {
  // Whatever happened, leave no process behind: the supervisor first, then anything it started.
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    dev.kill('SIGTERM');
    await until(() => dev!.exitCode !== null || dev!.signalCode !== null, 'dev to stop', 10_000).catch(() => dev!.kill('SIGKILL'));
  }
  for (const pid of [...seen, ...(dev?.pid ? descendantsOf(dev.pid) : [])]) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

test('dev serves every route, with the live-reload client, and 404 for unknown paths', async () => {
  const team = await get('/team');
  assert.is(team.status, 200);
  assert.is(parseHTML(team.body).document.querySelector('title')?.textContent, `${teamContent.meta.title} | ${site.brand}`);
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
  const edited = source.replace(/title: '[^']*'/, "title: 'Meet Our Wonderful Team'");
  assert.is.not(edited, source, 'fixture precondition: content/team.ts has a title');
  writeFileSync(file, edited);
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

test('dev listens on 127.0.0.1 only, and says so', () => {
  const sockets = listeners();
  assert.is(sockets.length, 1, `one listening socket on the port, got ${JSON.stringify(sockets)}`);
  assert.is(sockets[0]!.address, `127.0.0.1:${port}`);
  assert.match(output, new RegExp(`dev: serving http://127\\.0\\.0\\.1:${port}/`));
});

test('a malformed request gets 400, and the server keeps serving', async () => {
  assert.is(await rawGet('/%'), 400);
  assert.is(await rawGet('/team/%E0%A4%A'), 400);
  assert.is(await rawGet('/__dev/%zz'), 400);
  assert.is((await get('/team')).status, 200);
  assert.is(dev!.exitCode, null, 'dev is still running');
});

test('the timeout of nextEvent fires while a read is pending', async () => {
  let guard: NodeJS.Timeout | undefined;
  const tooLate = new Promise<string>((_, reject) => {
    guard = setTimeout(() => reject(new Error('nextEvent did not time out')), 15_000);
  });
  try {
    await Promise.race([nextEvent('an-event-that-never-comes', 300), tooLate]);
    assert.unreachable('no such event is ever sent');
  } catch (error) {
    assert.match((error as Error).message, /no "an-event-that-never-comes" event within 300 ms/);
  } finally {
    clearTimeout(guard);
  }
});

test('engine edits restart the server, ending with exactly one server on the port', async () => {
  const [first] = listeners().flatMap((l) => l.pids);
  assert.ok(first, 'a process listens on the port');
  const engineFile = path.join(root, 'generator/errors.ts');
  const kitFile = path.join(root, 'kit/layouts.ts');
  const restarts = count('restarting');
  // Settled: the server announced itself after the last restart began.
  const settled = () => output.lastIndexOf('dev: serving') > output.lastIndexOf('restarting');
  // Two edits in a row: the second one lands while the first restart is under way.
  appendFileSync(engineFile, '\n// dev test edit 1\n');
  await until(() => count('restarting') > restarts, 'the first restart to begin');
  appendFileSync(kitFile, '\n// dev test edit 2\n');
  await until(settled, 'the restarts to finish');
  // And one more edit, after the server is up again.
  const before = count('restarting');
  appendFileSync(engineFile, '\n// dev test edit 3\n');
  await until(() => count('restarting') > before && settled(), 'the last restart to finish');
  console.log(`    ${count('restarting') - restarts} restarts for 3 edits`);

  seen.push(...descendantsOf(dev!.pid!));
  assert.is(dev!.exitCode, null, 'npm run dev is still running');
  const sockets = listeners();
  assert.is(sockets.length, 1, `exactly one listener, got ${JSON.stringify(sockets)}`);
  const [current] = sockets[0]!.pids;
  assert.is(sockets[0]!.pids.length, 1);
  assert.ok(descendantsOf(dev!.pid!).includes(current!), 'the listener is a process of this dev server');
  assert.is.not(current, first, 'a new server');
  assert.not.ok(alive(first!), `the first server (${first}) is gone`);
  assert.equal(serversOf(dev!.pid!), [current], 'exactly one server process');
  assert.is((await get('/team')).status, 200);
});

test('SIGTERM to npm run dev ends every process it started, and frees the port', async () => {
  const below = descendantsOf(dev!.pid!);
  seen.push(...below);
  assert.is(listeners().length, 1);
  dev!.kill('SIGTERM');
  await until(() => dev!.exitCode !== null || dev!.signalCode !== null, 'dev to exit', 15_000);
  await until(() => below.every((pid) => !alive(pid)), `every process below dev (${below.join(', ')}) to exit`, 5_000);
  assert.equal(listeners(), [], 'nothing listens on the port');
});

test.run();

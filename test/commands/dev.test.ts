// npm run dev, driven as a developer drives it, on a scratch copy of the project that every test
// below edits in turn. Every wait is for a signal (a log line, an event, a response), never a
// fixed time; nothing here measures speed (npm run bench:dev does).

import { appendFileSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { descendantsOf, identify, isRunning } from '../../tools/harness/processes.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { DevSession } from '../helpers/dev-session.ts';
import { site, team as teamContent } from '../helpers/loaded-content.ts';

let dev: DevSession;
/** A name the server is told to answer for, besides its own. */
const ALLOWED_HOST = 'preview.dev-test.example';

/** An open tab: the event stream the live-reload client holds for a page, and the events it got. */
class Tab {
  events: { name: string; data: string }[] = [];
  private readonly abort = new AbortController();
  private constructor() {}

  /** Loads the page (as a tab does), then connects its event stream. */
  static async open(page: string): Promise<Tab> {
    await dev.get('/' + page.replace(/(?:^|\/)index\.html$/, ''));
    const tab = new Tab();
    const res = await fetch(`http://127.0.0.1:${dev.port}/__dev/events?page=${encodeURIComponent(page)}`, { signal: tab.abort.signal });
    let buffer = '';
    let connected: () => void = () => {};
    const ready = new Promise<void>((resolve) => (connected = resolve));
    void (async () => {
      try {
        for await (const text of res.body!.pipeThrough(new TextDecoderStream())) {
          buffer += text;
          if (buffer.startsWith(': connected') || buffer.startsWith('event:')) connected();
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop()!;
          for (const block of blocks) {
            const name = /^event: (.*)$/m.exec(block)?.[1];
            if (name) tab.events.push({ name, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
          }
        }
      } catch {
        // closed
      }
    })();
    await ready; // the stream is open: what the server sends from now on reaches this tab
    return tab;
  }

  /** Resolves with the data of the next event of this name after `from` (an index into events) that `matches`. */
  async next(name: string, from = 0, matches: (data: string) => boolean = () => true): Promise<string> {
    let found: { data: string } | undefined;
    const hit = (e: { name: string; data: string }) => e.name === name && matches(e.data);
    await dev.until(() => (found = this.events.slice(from).find(hit)) !== undefined, `a "${name}" event`);
    return found!.data;
  }

  close(): void {
    this.abort.abort();
  }
}

test.before(async () => {
  try {
    // As a user starts it: npm, its shell, the server (scripts/dev-command.ts). A time limit
    // far above the burst test's hold of the render worker, and below the first start's wait.
    dev = await DevSession.start(projectCopy(), { DEV_RENDER_TIME_LIMIT_S: '120' }, { flags: [`--allowed-hosts=${ALLOWED_HOST}`] });
  } catch (error) {
    // uvu reports a failed before hook as tests not run, without its error.
    console.error((error as Error).message);
    throw error;
  }
});

test.after(async () => {
  if (process.env.DEV_TEST_OUTPUT) console.log(dev?.output);
  await dev?.stop();
});

test('dev serves every route, with the live-reload client for that page, and 404 for unknown paths', async () => {
  const team = await dev.get('/team');
  assert.is(team.status, 200);
  assert.is(parseHTML(team.body).document.querySelector('title')?.textContent, `${teamContent.meta.title} | ${site.brand}`);
  assert.match(team.body, /<script type="module" src="\/__dev\/client\.js\?page=team%2Findex\.html"><\/script><\/body>/);
  const missing = await dev.get('/no-such-page');
  assert.is(missing.status, 404);
  assert.match(missing.body, /page=404\.html/);
  assert.match((await dev.get('/__dev/client.js')).body, /EventSource/);
});

test('a content edit is served, and only the tabs showing a changed page are told to reload', async () => {
  const title = /^title: (.+)$/m.exec(dev.read('content/team.yaml'))![1]!;
  const team = await Tab.open('team/index.html');
  const pricing = await Tab.open('pricing/index.html');
  dev.write('content/team.yaml', dev.read('content/team.yaml').replace(/^title: .+$/m, `title: ${title} Edited`));
  const names = (data: string) => JSON.parse(data).pages as string[];
  // Pages still rendering after the start are announced too; the team tab waits for its own.
  await team.next('reload', 0, (data) => names(data).includes('team/index.html'));
  assert.match((await dev.get('/team')).body, `${title} Edited`);
  // The pricing page did not change: no reload named it.
  assert.not.ok(pricing.events.some((e) => e.name === 'reload' && names(e.data).includes('pricing/index.html')));
  team.close();
  pricing.close();
});

// A component edit: incremental-site.test.ts re-renders its pages with it, and dev-faults.test.ts sees the watcher take one.
test('a page edit is served', async () => {
  const page = dev.read('pages/pricing.tsx');
  dev.write(
    'pages/pricing.tsx',
    page.replace('<Notice>{disclaimer}</Notice>', '<Notice>{disclaimer}</Notice>\n          <p className="page-edit">page edit</p>'),
  );
  await dev.matching('/pricing', /class="page-edit"/);
  dev.write('pages/pricing.tsx', page);
  await dev.matching('/pricing', /^(?![\s\S]*page-edit)/);
});

test('a stylesheet edit is swapped in the open tab without a reload', async () => {
  const tab = await Tab.open('team/index.html');
  const file = 'styles/global.css';
  const before = tab.events.length;
  appendFileSync(path.join(dev.root, file), '\n.dev-test-marker { color: red; }\n');
  const { href } = JSON.parse(await tab.next('css', before));
  assert.match(href, /^\/assets\/site\.css\?v=\w+$/);
  assert.match((await dev.get(href)).body, /dev-test-marker/);
  // The next build's "ok" closes this one: no reload came in between.
  const afterCss = tab.events.length;
  dev.write('content/team.yaml', dev.read('content/team.yaml') + '\n# the next edit\n');
  await tab.next('ok', afterCss);
  // A reload event names the pages whose HTML changed (another page's background refresh may
  // come in meanwhile); this tab reloads only for its own page or for all of them.
  const reloadsThisTab = (data: string) => {
    const { pages, all } = JSON.parse(data) as { pages: string[]; all: boolean };
    return all || pages.includes('team/index.html');
  };
  assert.not.ok(
    tab.events.slice(before).some((e) => e.name === 'reload' && reloadsThisTab(e.data)),
    'the tab did not reload for the stylesheet',
  );
  tab.close();
});

test('a new page is served at its route, and a deleted one answers 404', async () => {
  const source = dev.read('pages/services.tsx');
  dev.write('pages/dev-test-page.tsx', source);
  const body = await dev.matching('/dev-test-page', /page=dev-test-page%2Findex\.html/);
  assert.match(body, /<title>/);
  unlinkSync(path.join(dev.root, 'pages/dev-test-page.tsx'));
  await dev.until(() => dev.output.includes('pages/dev-test-page.tsx'), 'the deletion to be seen');
  await dev.answered('/dev-test-page', (r) => r.status === 404, 'to answer 404 once its file was deleted', 60_000);
});

test('a build error is reported to the page, the last good page is served, and the next good edit recovers', async () => {
  const file = 'pages/team.tsx';
  const source = dev.read(file);
  const tab = await Tab.open('team/index.html');
  dev.write(
    file,
    source.replace(/export default function (\w+)\(\) \{/, "export default function $1() {\n  throw new Error('dev test failure');"),
  );
  const { message } = JSON.parse(await tab.next('build-error'));
  assert.match(message, /render failed for \/team in <\w+>: dev test failure/);
  await dev.logged(/build \d+ failed; still serving the last good version/);
  assert.is((await dev.get('/team')).status, 200, 'the last good page is still served');
  const from = tab.events.length;
  dev.write(file, source);
  // The page is as it was before the error: the tab is told the build is fine (and clears the error).
  await tab.next('ok', from);
  assert.not.match((await dev.get('/team')).body, /dev test failure/);
  assert.is(dev.child!.exitCode, null, 'the watcher kept running');
  tab.close();
});

/** The schema module that holdBuild() edits. */
const HELD_SCHEMA = 'content/schema/team.ts';

/**
 * Holds the render worker still: saves HELD_SCHEMA so that the build loading it waits for a file to
 * go away. Resolves once that build has started (logged after `from`), with its number, the
 * module's source as it was, and `release`, which lets it go on.
 */
async function holdBuild(from: number): Promise<{ build: number; source: string; release(): void }> {
  const hold = path.join(dev.root, 'dev-test.hold');
  const source = dev.read(HELD_SCHEMA);
  writeFileSync(hold, '');
  const release = () => rmSync(hold, { force: true });
  try {
    // process.getBuiltinModule, not an import: the editor's bundle of the schema modules has no node:fs.
    dev.save(
      HELD_SCHEMA,
      `${source}\nconst holdFs = process.getBuiltinModule('node:fs');\nwhile (holdFs.existsSync(${JSON.stringify(hold)})) {}\n`,
    );
    // The build that takes the schema edit: a late look at an earlier save may start one before it.
    let started: RegExpExecArray | null = null;
    const heldBuild = /◌ build (\d+): [^\n]*content\/schema\/team\.ts/;
    await dev.until(() => (started = heldBuild.exec(dev.output.slice(from))) !== null, 'the held build to start');
    return { build: Number(started![1]), source, release };
  } catch (error) {
    release();
    throw error;
  }
}

test('edits saved during a build wait, all together, for one next build', async () => {
  // The earlier tests' last saves may still be building (a file saved twice is looked at twice).
  await dev.until(() => dev.settled(), 'the server to finish what earlier edits started');
  const from = dev.output.length;
  const files = ['content/pricing.yaml', 'content/services.yaml', 'content/contact.yaml'];
  // The first edit's build cannot finish while the others are saved.
  const { build: running, source, release } = await holdBuild(from);
  try {
    for (const file of [...files, HELD_SCHEMA]) {
      dev.save(file, file === HELD_SCHEMA ? source : `${dev.read(file)}\n# burst\n`);
      await dev.until(() => dev.output.includes(`${file} changed; queued after build ${running}`), `${file} to be queued`);
    }
  } finally {
    release();
  }
  // One more build takes all three.
  await dev.until(() => dev.output.includes(`✓ build ${running + 1}:`), 'the queued build to finish');
  const queued = /◌ build \d+: ([^\n]*)/.exec(dev.output.slice(dev.output.indexOf(`◌ build ${running + 1}:`)))![1]!;
  for (const file of files) assert.ok(queued.includes(file), `${file} is in the queued build`);
  // And it was the last: the next edit starts the build after it.
  dev.save('content/team.yaml', dev.read('content/team.yaml') + '\n# after the burst\n');
  await dev.until(() => dev.output.includes(`◌ build ${running + 2}:`), 'the next edit to start its own build');
  const next = dev.output.slice(dev.output.indexOf(`◌ build ${running + 2}:`)).split('\n')[0]!;
  assert.match(
    next,
    /^◌ build \d+: content\/team\.yaml$/,
    `the build after the burst is the next edit's alone: ${next}\ndev dev.output:\n${dev.output}`,
  );
});

test('an engine edit during a build cuts it short, says so, and the fresh worker builds the whole site', async () => {
  await dev.until(() => dev.settled(), 'the server to finish what earlier edits started');
  const from = dev.output.length;
  const { build, source, release } = await holdBuild(from);
  try {
    appendFileSync(path.join(dev.root, 'generator/errors.ts'), '\n// dev test edit 4\n');
    await dev.logged(new RegExp(`✗ build ${build} cut short by the engine edit`), from);
  } finally {
    release();
  }
  dev.save(HELD_SCHEMA, source);
  await dev.until(() => dev.settled(), 'the fresh worker to build the whole site');
  assert.not.match(dev.output.slice(from), /failed; still serving/, 'the build cut short is not told as failed');
});

test('a foreign Host gets 403, the event stream included; the allowed host and localhost are answered', async () => {
  for (const p of ['/team', '/__dev/events', '/__dev/client.js']) {
    const refused = await dev.request(p, { host: `rebind.attacker.example:${dev.port}` });
    assert.is(refused.status, 403, p);
    assert.not.match(refused.body, new RegExp(dev.root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'no local path in the answer');
  }
  await dev.logged(/refused a request \(403\): host "rebind\.attacker\.example" is not allowed; to allow it, run with --allowed-hosts=/);
  assert.is((await dev.request('/team', { host: `${ALLOWED_HOST}:${dev.port}` })).status, 200);
  assert.is((await dev.request('/__dev/events', { host: `${ALLOWED_HOST}:${dev.port}` })).status, 200);
  assert.is((await dev.request('/team', { host: `localhost:${dev.port}` })).status, 200);
});

test('no other site may frame it: X-Frame-Options and frame-ancestors on its pages, the editor, its stream and its refusals, as in production', async () => {
  const foreign = { host: `rebind.attacker.example:${dev.port}` };
  for (const [p, headers] of [['/team'], ['/no-such-page'], ['/admin/'], ['/__dev/events'], ['/team', foreign], ['/%']] as const) {
    const reply = await dev.request(p, headers);
    const where = `${p}${headers ? ` (Host ${headers.host})` : ''}: ${reply.status}`;
    assert.is(reply.headers['x-frame-options'], 'DENY', where);
    assert.match(String(reply.headers['content-security-policy']), /(?:^|;\s*)frame-ancestors 'none'(?:;|$)/, where);
    assert.is(reply.headers['strict-transport-security'], undefined, `${where}: no HSTS over plain HTTP`);
  }
});

test('dev listens on 127.0.0.1 only, and says so', () => {
  const sockets = dev.listeners();
  assert.is(sockets.length, 1, `one listening socket on the port, got ${JSON.stringify(sockets)}`);
  assert.is(sockets[0]!.address, `127.0.0.1:${dev.port}`);
  assert.match(dev.output, new RegExp(`dev: serving http://127\\.0\\.0\\.1:${dev.port}/`));
});

// Which requests are refused, and how, is test/unit/dev-http.test.ts's; here, that the running server outlives them.
test('malformed requests and another method are refused, and the server keeps serving', async () => {
  for (const [asked, status] of [
    ['/%', 400],
    ['/team%E0%A4%A', 400],
    ['/__dev/%zz', 400],
    ['//example.com/', 301],
  ] as const)
    assert.is((await dev.request(asked)).status, status, asked);
  assert.is((await dev.request('/team', {}, 'POST')).status, 405);
  assert.is((await dev.get('/team')).status, 200);
  assert.is(dev.child!.exitCode, null, 'dev is still running');
});

test("without --editor-backend there is no editor's backend: /api/v1 is refused, and the editor's configuration names none", async () => {
  const post = await dev.request('/api/v1', { origin: `http://127.0.0.1:${dev.port}`, 'content-type': 'application/json' }, 'POST');
  assert.is(post.status, 405);
  const config = await dev.get('/admin/config.yml');
  assert.is(config.status, 200);
  assert.match(config.body, /^collections:/m);
  assert.not.match(config.body, /local_backend/);
});

test('a render worker that dies is replaced, the reason printed, and the next save builds', async () => {
  const file = 'content/schema/team.ts';
  const source = dev.read(file);
  const from = dev.output.length;
  dev.save(file, `${source}\nprocess.exit(7);\n`);
  await dev.until(() => /the render worker stopped: it exited with code 7/.test(dev.output.slice(from)), 'the reason');
  await dev.until(() => dev.output.slice(from).includes('the next save starts a new render worker'), 'the new worker');
  assert.is((await dev.get('/team')).status, 200, 'the last good page is served meanwhile');
  dev.save(file, source);
  dev.write('content/team.yaml', dev.read('content/team.yaml').replace(/^title: .+$/m, 'title: After the crash'));
  await dev.matching('/team', /After the crash/);
});

test('engine edits start a fresh render worker in the same process, which keeps the port', async () => {
  const [first] = identify(dev.listeners().flatMap((l) => l.pids));
  assert.ok(first, 'a process listens on the port');
  const engineFile = path.join(dev.root, 'generator/errors.ts');
  const kitFile = path.join(dev.root, 'framework/shared/layouts.ts');
  const fresh = () => dev.count('a fresh render worker loads the engine');
  const before = fresh();
  const zombies = () => identify(descendantsOf(dev.child!.pid!)).filter((ref) => !isRunning(ref));
  const zombiesBefore = zombies();
  // Two edits in a row, the second while the first one's worker builds, then one more.
  appendFileSync(engineFile, '\n// dev test edit 1\n');
  await dev.until(() => fresh() > before, 'the first fresh worker');
  appendFileSync(kitFile, '\n// dev test edit 2\n');
  await dev.until(() => fresh() > before + 1, 'the second fresh worker');
  dev.write('content/team.yaml', dev.read('content/team.yaml').replace(/^title: .+$/m, 'title: After the engine edits'));
  await dev.matching('/team', /After the engine edits/);
  console.log(`    ${fresh() - before} fresh workers for 2 edits`);

  assert.is(dev.child!.exitCode, null, 'npm run dev is still running');
  const sockets = dev.listeners();
  assert.is(sockets.length, 1, `exactly one listener, got ${JSON.stringify(sockets)}`);
  assert.equal(sockets[0]!.pids, [first!.pid], 'the same process listens');
  // One Node process below npm and its shell; besides it only esbuild's own services.
  const program = (pid: number) => path.basename(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '');
  const nodes = descendantsOf(dev.child!.pid!).filter((pid) => program(pid) === 'node');
  assert.equal(nodes, [first!.pid], 'one Node process, the server');
  // The stopped workers' esbuild processes were reaped before they ended (a crashed or stuck one's cannot be).
  assert.equal(zombies(), zombiesBefore, 'no new zombie process');
});

test('an engine edit that fails shows its error in the open tab, the one that fixes it clears it, and a page deleted meanwhile is gone', async () => {
  const page = 'pages/dev-test-gone.tsx';
  dev.write(page, dev.read('pages/services.tsx'));
  await dev.answered('/dev-test-gone', (r) => r.status === 200, 'to be served');
  const tab = await Tab.open('team/index.html');
  const engineFile = 'generator/build-site.ts';
  const engine = dev.read(engineFile);
  const from = tab.events.length;
  dev.write(engineFile, `${engine}\nthrow new Error('dev test engine failure');\n`);
  await tab.next('build-error', from, (data) => data.includes('dev test engine failure'));
  unlinkSync(path.join(dev.root, page));
  const fixed = tab.events.length;
  dev.write(engineFile, engine);
  // The fresh worker builds the whole site, without the deleted page.
  await tab.next('ok', fixed);
  await dev.answered('/dev-test-gone', (r) => r.status === 404, 'to answer 404 once its file was deleted', 60_000);
  tab.close();
});

test("a page deleted after an engine edit is gone, though the fresh worker's first build failed", async () => {
  const page = 'pages/dev-test-gone.tsx';
  dev.write(page, dev.read('pages/services.tsx'));
  await dev.answered('/dev-test-gone', (r) => r.status === 200, 'to be served');
  const content = dev.read('content/team.yaml');
  const failed = () => dev.count('✗ build ');
  const before = failed();
  dev.write('content/team.yaml', content.replace(/^title: .+$/m, 'title: 5'));
  await dev.until(() => failed() > before, 'the broken content to fail a build');
  appendFileSync(path.join(dev.root, 'generator/errors.ts'), '\n// dev test edit 3\n');
  await dev.until(() => failed() > before + 1, "the fresh worker's first build to fail");
  unlinkSync(path.join(dev.root, page));
  dev.write('content/team.yaml', content);
  await dev.answered('/dev-test-gone', (r) => r.status === 404, 'to answer 404 once its file was deleted', 60_000);
  // The editor's files the failed build made are the fresh worker's own, and are kept.
  assert.is((await dev.get('/admin')).status, 200);
});

test('SIGTERM to npm run dev ends every process it started, and frees the port', async () => {
  const below = identify(descendantsOf(dev.child!.pid!));
  dev.seen.push(...below);
  assert.is(dev.listeners().length, 1);
  dev.child!.kill('SIGTERM');
  await dev.until(() => dev.child!.exitCode !== null || dev.child!.signalCode !== null, 'dev to exit', 15_000);
  await dev.until(
    () => below.every((ref) => !isRunning(ref)),
    `every process below dev (${below.map((r) => r.pid).join(', ')}) to exit`,
    5_000,
  );
  assert.equal(dev.listeners(), [], 'nothing listens on the port');
});

test.run();

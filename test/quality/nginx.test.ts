// The nginx.conf the build writes into dist/, in a real nginx over a copy of the built site, run
// two ways (WAYS): as this user, its `listen` line pointed at a free port, which the other tests
// ask for every route, header, asset and error; and as the Docker image runs it, as an
// unprivileged user on its own `listen` line, in a network namespace of its own (which needs
// root). Its pid, logs and temporary files are in a temporary prefix. A way this machine cannot
// run is skipped with a loud warning, except under CI=true, where it fails.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentSecurityPolicy } from '../../generator/headers/csp.ts';
import { NGINX_LISTEN, NGINX_ROOT } from '../../generator/headers/nginx.ts';
import { CACHE_REVALIDATE } from '../../generator/headers/policy.ts';
import { canonicalPath, judgeRequest } from '../../generator/request-paths.ts';
import { freePort } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { until } from '../helpers/http-requests.ts';
import {
  type Ask,
  assertAdmin,
  assertAssets,
  assertHeaders,
  assertNotFound,
  assertRoutes,
  get,
  NOT_SERVED,
  raw,
} from '../helpers/served-answers.ts';
import { buildOnce, deployedSite, servedOrigin } from '../helpers/site-under-test.ts';
import { warnSkipped } from '../helpers/skipped.ts';

const test = suite('nginx');

/** nobody: the unprivileged user Debian and Alpine both have. */
const UNPRIVILEGED = 65534;

function found(command: string): string | null {
  const which = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

const NGINX = process.env.NGINX_PATH
  ? existsSync(process.env.NGINX_PATH)
    ? process.env.NGINX_PATH
    : null
  : (['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((c) => existsSync(c)) ?? found('nginx'));

function unprivilegedMissing(): string | null {
  if (!NGINX) return 'no nginx found (set NGINX_PATH, or apt-get install -y nginx)';
  if (process.getuid?.() !== 0) return 'it needs root, to start nginx as another user in a network namespace of its own';
  for (const command of ['unshare', 'setpriv', 'ip']) if (!found(command)) return `no ${command} found (util-linux, iproute2)`;
  return null;
}

/** What a way of running nginx answered, by URL path. */
type Answers = Record<string, { status: number; body: string }>;

const WAYS: { name: string; missing: string | null; ask(paths: string[]): Promise<Answers> }[] = [
  {
    name: 'as this user, on a free port',
    missing: NGINX ? null : 'no nginx found (set NGINX_PATH, or apt-get install -y nginx)',
    ask: async (paths) =>
      Object.fromEntries(
        await Promise.all(paths.map(async (p) => [p, await ask(p).then((r) => ({ status: r.status, body: r.body.toString() }))] as const)),
      ),
  },
  {
    name: 'as the Docker image runs it, unprivileged, its own listen line, in a network namespace',
    missing: unprivilegedMissing(),
    ask: async (paths) => askUnprivileged(paths),
  },
];

for (const { name, missing } of WAYS) {
  if (!missing) continue;
  if (process.env.CI === 'true') throw new Error(`nginx suite, ${name}: ${missing} (CI=true)`);
  warnSkipped(`NGINX ${name.toUpperCase()}: SKIPPED, ${missing}.`, 'Under CI=true this is a failure.');
}

/**
 * Lays out nginx's prefix: the site's server block, its `root` pointed at `site` and its `listen`
 * line replaced by `listen` if given, in an http block with the system's mime.types, and nginx's
 * pid, log and temporary files in `prefix`. Returns nginx's arguments.
 */
function prepare(prefix: string, site: string, { listen, masterProcess }: { listen?: string; masterProcess: boolean }): string[] {
  let conf = readFileSync(path.join(site, 'nginx.conf'), 'utf8');
  for (const line of [NGINX_LISTEN, NGINX_ROOT]) assert.is(conf.split(line).length, 2, `nginx.conf has "${line}" exactly once`);
  conf = conf.replace(NGINX_ROOT, `root ${site};`);
  writeFileSync(path.join(prefix, 'site.conf'), listen ? conf.replace(NGINX_LISTEN, listen) : conf);
  // The system's mime.types sits beside its nginx.conf (nginx -V: --conf-path).
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(NGINX!, ['-V'], { encoding: 'utf8' }).stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(prefix, t)};`).join('\n');
  // As the image's nginx.conf has it: no user directive, pid and temporary files where the user may write.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
${masterProcess ? '' : 'master_process off;\n'}pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 64; }
http {
  include ${path.join(path.dirname(confPath), 'mime.types')};
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${path.join(prefix, 'site.conf')};
}
`,
  );
  return ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
}

let port = 0;
const ask: Ask = (urlPath) => get(port, urlPath);

let child: ChildProcess | undefined;
let prefix = '';

async function startNginx(site: string): Promise<void> {
  prefix = tempDir('elevate-nginx-').path;
  port = await freePort();
  const args = prepare(prefix, site, { listen: `listen 127.0.0.1:${port};`, masterProcess: false });
  const syntax = spawnSync(NGINX!, ['-t', ...args], { encoding: 'utf8' });
  assert.is(syntax.status, 0, `nginx -t:\n${syntax.stderr}`);
  child = spawn(NGINX!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  process.once('exit', () => child?.kill('SIGKILL'));
  const started = async () => {
    if (child!.exitCode !== null) throw new Error(`nginx did not start: ${stderr}${readLog()}`);
    return ask('/')
      .then(() => true)
      .catch(() => false);
  };
  await until(started, 'nginx to start', { timeoutMs: 15_000, everyMs: 100, context: () => `: ${stderr}${readLog()}` });
}

function readLog(): string {
  try {
    return readFileSync(path.join(prefix, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

/** The client, run with Node (and tsx) inside the namespace: waits for nginx, then prints each reply's status and body as JSON. */
const CLIENT = `
import { request, until } from ${JSON.stringify(new URL('../helpers/http-requests.ts', import.meta.url).href)};
const [port, ...paths] = process.argv.slice(2);
await until(() => request(Number(port), '/').then(() => true, () => false), 'an answer on port ' + port, { timeoutMs: 15000 });
const replies = {};
for (const urlPath of paths) replies[urlPath] = await request(Number(port), urlPath).then(({ status, body }) => ({ status, body }));
console.log(JSON.stringify(replies));
`;

/** Starts nginx as nobody in a network namespace of its own, on its own listen line, and asks it for `paths` from inside. */
function askUnprivileged(paths: string[]): Answers {
  const port = /^listen (\d+);$/.exec(NGINX_LISTEN)?.[1];
  assert.ok(port, `the server block's ${NGINX_LISTEN}`);
  const scratch = tempDir('elevate-nginx-unprivileged-');
  try {
    // nobody writes nginx's pid, log and temporary files under prefix/.
    chmodSync(scratch.path, 0o755);
    const nobodys = path.join(scratch.path, 'prefix');
    mkdirSync(nobodys);
    chownSync(nobodys, UNPRIVILEGED, UNPRIVILEGED);
    prepare(nobodys, served, { masterProcess: true });
    const client = path.join(scratch.path, 'client.mjs');
    writeFileSync(client, CLIENT);
    const inNamespace = `set -u
nginx_bin=$1 prefix=$2 node=$3 client=$4 port=$5
shift 5
echo 1024 > /proc/sys/net/ipv4/ip_unprivileged_port_start
ip link set lo up
setpriv --reuid=${UNPRIVILEGED} --regid=${UNPRIVILEGED} --clear-groups -- "$nginx_bin" -p "$prefix/" -c "$prefix/nginx.conf" -e "$prefix/error.log" &
nginx=$!
"$node" --import tsx "$client" "$port" "$@"
status=$?
kill "$nginx" 2>/dev/null; wait "$nginx" 2>/dev/null
cat "$prefix/error.log" >&2
exit $status
`;
    const args = [NGINX!, nobodys, process.execPath, client, port, ...paths];
    const run = spawnSync('unshare', ['--net', '--', 'sh', '-c', inNamespace, 'sh', ...args], { encoding: 'utf8', timeout: 60_000 });
    assert.is(run.status, 0, `nginx as user ${UNPRIVILEGED} did not serve on port ${port}:\n${run.stderr}`);
    return JSON.parse(run.stdout) as Answers;
  } finally {
    scratch.remove();
  }
}

let served = '';
/** The policy of every response but a page with its own: the 404 page's. */
let catchAll = '';
const running = !WAYS[0]!.missing;

test.before(async () => {
  served = await deployedSite();
  catchAll = contentSecurityPolicy(null, (await buildOnce()).result.headerOptions);
  if (running) await startNginx(served);
});
test.after(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGQUIT');
    await exited;
  }
});

for (const way of WAYS) {
  (way.missing ? test.skip : test)(`${way.name}: the home page, and an unknown path with status 404 and the 404 page`, async () => {
    const answers = await way.ask(['/', '/no-such-page']);
    for (const [p, status, file] of [
      ['/', 200, 'index.html'],
      ['/no-such-page', 404, '404.html'],
    ] as const) {
      assert.is(answers[p]?.status, status, `${p} status`);
      assert.ok(answers[p]?.body === readFileSync(path.join(served, file), 'utf8'), `${p} shows ${file}`);
    }
  });
}

if (running) {
  test('every route: 200, the page, its headers; its other forms take one redirect to it, as in the preview', async () => {
    const build = await buildOnce();
    for (const page of build.result.pages) {
      if (page.route === null) continue;
      const others =
        page.route === '/'
          ? ['/index.html', '//', '/index']
          : [`${page.route}/`, `/${page.outFile}`, `/${page.outFile.replace(/\.html$/, '')}`, `/${page.route}`];
      for (const p of others) {
        const reply = await ask(p);
        assert.is(reply.status, 301, `${p} redirects`);
        assert.equal(reply.headers.get('location'), [page.route], `${p} → ${page.route}, in one step`);
        assert.is(canonicalPath(p.replace(/\/{2,}/g, '/')), page.route, `${p}: the preview's canonical form too`);
        assertHeaders(`${p} (redirect)`, reply, catchAll, CACHE_REVALIDATE);
      }
    }
    await assertRoutes(ask, build);
  });

  test('doubled slashes and the query: one redirect that keeps the query; odd characters are left to the locations', async () => {
    const cases: [string, string][] = [
      ['/gallery//2', '/gallery/2'],
      ['//gallery', '/gallery'],
      ['/gallery/?filter=decor', '/gallery?filter=decor'],
      ['/gallery/index.html?filter=decor&x=1', '/gallery?filter=decor&x=1'],
      ['/no-such-page/', '/no-such-page'],
      ['/assets/img/', '/assets/img'],
      ['/services/.', '/services'],
      ['/gallery/2/..', '/gallery'],
    ];
    for (const [p, location] of cases) {
      const reply = await ask(p);
      assert.is(reply.status, 301, p);
      assert.equal(reply.headers.get('location'), [location], p);
    }
    // Never a raw control character or space in a Location: such paths get no redirect.
    for (const p of ['/a%20b/', '/caf%C3%A9/index.html']) {
      const reply = await ask(p);
      assert.is(reply.status, 404, p);
    }
  });

  test('/admin: the editor with its own policy, its opener policy and X-Robots-Tag: noindex, its script cached for a year; its other forms redirect there, as in the preview', async () => {
    await assertAdmin(ask, await buildOnce());
    for (const p of ['/admin/', '/admin/index.html'])
      assert.equal(judgeRequest('GET', p), { action: 'redirect', location: '/admin' }, `${p}: the preview's answer too`);
  });

  test("unknown paths, the hosts' configuration files and the dotfiles a deploy leaves answer 404 with the 404 page and its headers; /.well-known/ is served", async () => {
    await assertNotFound(ask, NOT_SERVED, await buildOnce());
    const wellKnown = await ask('/.well-known/security.txt');
    assert.is(wellKnown.status, 200);
    assert.match(wellKnown.body.toString(), /^Contact: /);
    assertHeaders('/.well-known/security.txt', wellKnown, catchAll, CACHE_REVALIDATE);
  });

  test('assets: immutable for a year, with the security headers and the right types; other files revalidate', async () => {
    await assertAssets(ask, await buildOnce());
  });

  test("nginx's own answers (400, 405, 412, 413, 414, 416, 505, 304, header too large, no Host or two) carry every header once", async () => {
    const size = readFileSync(path.join(served, 'robots.txt')).length;
    const cases: [string, string | Buffer, number][] = [
      ['/%2e%2e/', 'GET /%2e%2e/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['/..%2f..%2fetc%2fpasswd', 'GET /..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['/index.html%00.css', 'GET /index.html%00.css HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['no Host header', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
      ['two Host headers', 'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\nConnection: close\r\n\r\n', 400],
      ['a broken request line', 'GET\r\n\r\n', 400],
      ['a header too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`, 400],
      ['a URI too long', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 414],
      ['TRACE', 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 405],
      ['HTTP/2.0', 'GET / HTTP/2.0\r\nHost: x\r\nConnection: close\r\n\r\n', 505],
      ['POST to a page', 'POST /services HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx', 405],
      ['a body too large', `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${2 << 20}\r\nConnection: close\r\n\r\n`, 413],
      ['a range past the end', `GET /robots.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=${size}-\r\nConnection: close\r\n\r\n`, 416],
      ['a failed If-Match', 'GET /robots.txt HTTP/1.1\r\nHost: x\r\nIf-Match: "other"\r\nConnection: close\r\n\r\n', 412],
      ['If-None-Match: *', 'GET /robots.txt HTTP/1.1\r\nHost: x\r\nIf-None-Match: *\r\nConnection: close\r\n\r\n', 304],
    ];
    for (const [what, request, status] of cases) {
      const reply = await raw(port, request);
      assert.is(reply.status, status, `${what}: status`);
      assertHeaders(`${what} (${status})`, reply, catchAll, CACHE_REVALIDATE);
    }
  });

  test('preconditions, ranges and expectations: the preview answers as nginx does, each server judging its own ETag', async () => {
    const previewPort = Number(new URL(await servedOrigin()).port);
    const file = readFileSync(path.join(served, 'robots.txt'));
    // TAG is the server's own ETag: nginx makes it from the file's time and size, the preview from its bytes.
    const alike: [headers: Record<string, string>, status: number, part?: [from: number, to: number]][] = [
      [{ 'if-none-match': '*' }, 304],
      [{ 'if-none-match': '"other", TAG' }, 304],
      [{ 'if-none-match': 'W/TAG' }, 304],
      [{ 'if-none-match': 'TAG', range: 'bytes=0-1' }, 304],
      [{ 'if-none-match': '"other"' }, 200],
      [{ 'if-match': '"other"' }, 412],
      [{ 'if-match': 'W/TAG' }, 412],
      [{ 'if-match': 'TAG' }, 200],
      [{ range: 'bytes=2-5' }, 206, [2, 5]],
      [{ range: `bytes=${file.length}-` }, 416],
      [{ range: 'bytes=5-2' }, 416],
      [{ range: `bytes=-${file.length + 1}` }, 206, [0, file.length - 1]],
      // An expectation neither can meet is ignored.
      [{ expect: 'a-pony' }, 200],
    ];
    for (const [server, at] of [
      ['nginx', port],
      ['the preview', previewPort],
    ] as const) {
      const tag = (await get(at, '/robots.txt')).headers.get('etag')?.[0] ?? '';
      for (const [headers, status, [from, to] = [0, -1]] of alike) {
        const asked = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace('TAG', tag)]));
        const reply = await get(at, '/robots.txt', asked);
        const where = `${server}, ${JSON.stringify(headers)}`;
        assert.is(reply.status, status, where);
        const range = status === 416 ? '*' : status === 206 ? `${from}-${to}` : null;
        assert.equal(reply.headers.get('content-range'), range ? [`bytes ${range}/${file.length}`] : undefined, `${where}: Content-Range`);
        if (status >= 400) assert.not.ok(reply.body.includes(file), `${where}: nothing of the file`);
        else assert.ok(reply.body.equals(status === 200 ? file : file.subarray(from, to + 1)), `${where}: the file, its part or nothing`);
      }
    }
  });

  test('text is sent gzipped to browsers that ask', async () => {
    const home = await get(port, '/', { 'Accept-Encoding': 'gzip' });
    assert.equal(home.headers.get('content-encoding'), ['gzip']);
    assert.match(gunzipSync(home.body).toString(), /^<!doctype html>/);
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(home.body.length ? gunzipSync(home.body).toString() : '')?.[1];
    assert.ok(css, 'the home page links its stylesheet');
    assert.equal((await get(port, css, { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding'), ['gzip'], css);
  });

  test('nginx logged no error while serving, but the refusal the tests asked for', () => {
    // The 413 test's body is refused at the error level, as it should be; nothing else may be.
    const lines = readLog()
      .split('\n')
      .filter((line) => !/client intended to send too large body/.test(line))
      .join('\n');
    assert.not.match(lines, /\[(emerg|alert|crit|error)\]/, lines);
  });
} else {
  test.skip('nginx (not installed)', () => {});
}

test.run();

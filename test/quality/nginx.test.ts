// deploy/nginx.conf in a real nginx over the built site: the generated server block, as the
// Dockerfile and the README use it, with only its `listen` and `root` lines pointed at a free
// local port and the test build. nginx runs in the foreground as this user, with its pid, logs
// and temporary files in a temporary prefix, so it needs no root and no system config.
// No nginx: a loud warning and the suite is skipped, except under CI=true, where it fails
// (.ci/run installs Debian's nginx).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  COMMON_HEADERS,
  NGINX_LISTEN,
  NGINX_ROOT,
  contentSecurityPolicy,
  nginxConfig,
  policyForMeta,
} from '../../generator/headers.ts';
import { buildOnce, ROOT } from '../helpers/site.ts';
import { freePort } from '../helpers/static-server.ts';
import { NGINX_FILE, readmeWithNginx } from '../../scripts/nginx-config.ts';

const test = suite('nginx');

function findNginx(): string | null {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

const NGINX = findNginx();
if (!NGINX) {
  if (process.env.CI === 'true') throw new Error('nginx suite: no nginx found (CI=true). Install it with apt-get install -y nginx');
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!!  NGINX SUITE SKIPPED: no nginx found (set NGINX_PATH, or apt-get install -y nginx).\n!!  Under CI=true this is a failure.\n${line}\n`);
}

interface Reply {
  status: number;
  headers: Map<string, string[]>; // every header line as sent, by lower-case name
  body: Buffer;
}

let origin = { host: '127.0.0.1', port: 0 };
function get(urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ ...origin, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const map = new Map<string, string[]>();
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const key = res.rawHeaders[i].toLowerCase();
          map.set(key, [...(map.get(key) ?? []), res.rawHeaders[i + 1]]);
        }
        resolve({ status: res.statusCode!, headers: map, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every common header once with its value, one CSP (the expected one), one Cache-Control. */
function assertHeaders(where: string, reply: Reply, policy: string, cache: string) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) assert.equal(reply.headers.get(name.toLowerCase()), [value], `${where}: ${name}`);
  assert.equal(reply.headers.get('content-security-policy'), [policy], `${where}: exactly one Content-Security-Policy, the expected one`);
  assert.equal(reply.headers.get('cache-control'), [cache], `${where}: Cache-Control`);
  assert.not.ok(reply.headers.has('server') && /\d/.test(reply.headers.get('server')![0]), `${where}: no nginx version`);
}

let child: ChildProcess | undefined;
let prefix = '';

async function startNginx(dist: string): Promise<void> {
  prefix = mkdtempSync(path.join(os.tmpdir(), 'elevate-nginx-'));
  const port = await freePort();
  origin = { host: '127.0.0.1', port };
  const conf = readFileSync(path.join(ROOT, NGINX_FILE), 'utf8');
  for (const line of [NGINX_LISTEN, NGINX_ROOT]) assert.is(conf.split(line).length, 2, `${NGINX_FILE} has "${line}" exactly once`);
  writeFileSync(path.join(prefix, 'site.conf'), conf.replace(NGINX_LISTEN, `listen 127.0.0.1:${port};`).replace(NGINX_ROOT, `root ${dist};`));
  // The system's mime.types sits beside its nginx.conf (nginx -V: --conf-path).
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(NGINX!, ['-V'], { encoding: 'utf8' }).stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(prefix, t)};`).join('\n');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${path.join(prefix, 'nginx.pid')};
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
  const args = ['-p', prefix + '/', '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const syntax = spawnSync(NGINX!, ['-t', ...args], { encoding: 'utf8' });
  assert.is(syntax.status, 0, `nginx -t:\n${syntax.stderr}`);
  child = spawn(NGINX!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  process.once('exit', () => child?.kill('SIGKILL'));
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await get('/');
      return;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}${readLog()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function readLog(): string {
  try {
    return readFileSync(path.join(prefix, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

// Needs no nginx: the generated text, its committed copies, and the Dockerfile's use of it.
test(`${NGINX_FILE} and the README's nginx block are what generator/headers.ts makes for this site`, async () => {
  const { result } = await buildOnce();
  const wanted = nginxConfig(result.pages, result.headerOptions);
  assert.ok(readFileSync(path.join(ROOT, NGINX_FILE), 'utf8') === wanted, `${NGINX_FILE} is stale: run npm run nginx:config`);
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  assert.ok(readmeWithNginx(readme, wanted) === readme, 'the README copy is stale: run npm run nginx:config');
  assert.match(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'), /COPY[^\n]*deploy\/nginx\.conf \/etc\/nginx\/conf\.d\/default\.conf/);
});

if (NGINX) {
  test.before(async () => {
    const { outDir } = await buildOnce();
    await startNginx(outDir);
  });
  test.after(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  test('every route and its trailing-slash and index.html forms: 200, the page, its headers', async () => {
    const { outDir, result } = await buildOnce();
    for (const page of result.pages) {
      if (page.route === null) continue;
      const html = readFileSync(path.join(outDir, page.outFile));
      const forms = page.route === '/' ? ['/', '/index.html'] : [page.route, `${page.route}/`, `/${page.outFile}`];
      for (const p of forms) {
        const reply = await get(p);
        assert.is(reply.status, 200, `${p} status`);
        assert.ok(reply.body.equals(html), `${p} is ${page.outFile}`);
        assert.match(reply.headers.get('content-type')?.[0] ?? '', /^text\/html/, `${p} content type`);
        const policy = contentSecurityPolicy(page.route, result.headerOptions);
        assertHeaders(p, reply, policy, CACHE_REVALIDATE);
        // The page's own meta policy is the header's, minus what a meta element cannot carry.
        const meta = parseHTML(html.toString()).document.querySelector('meta[http-equiv="Content-Security-Policy"]');
        assert.is(meta?.getAttribute('content'), policyForMeta(policy), `${p}: meta policy`);
      }
    }
  });

  test('/contact, and only it, allows the booking provider', async () => {
    const { result } = await buildOnce();
    const { booking } = result.headerOptions;
    for (const p of ['/contact', '/contact/', '/contact/index.html']) {
      const csp = (await get(p)).headers.get('content-security-policy')![0];
      for (const source of [...booking.script, ...booking.frame, ...booking.connect]) assert.ok(csp.includes(source), `${p} allows ${source}`);
    }
    for (const p of ['/', '/services', '/no-such-page', '/contact/anything']) {
      assert.not.match((await get(p)).headers.get('content-security-policy')![0], /honeybook/, `${p} does not allow the provider`);
    }
  });

  test('unknown paths answer 404 with the 404 page and its headers; hosting files are not served', async () => {
    const { outDir, result } = await buildOnce();
    const notFound = readFileSync(path.join(outDir, '404.html'));
    const policy = contentSecurityPolicy(null, result.headerOptions);
    for (const p of ['/no-such-page', '/contact/anything', '/services/x/y', '/404', '/assets/no-such-file.js', '/assets/img/', '/assets', '/serve.json', '/_headers']) {
      const reply = await get(p);
      assert.is(reply.status, 404, `${p} status`);
      assert.ok(reply.body.equals(notFound), `${p} shows 404.html`);
      assertHeaders(p, reply, policy, CACHE_REVALIDATE);
    }
  });

  test('assets: immutable for a year, with the security headers and the right types; other files revalidate', async () => {
    const { result } = await buildOnce();
    const policy = contentSecurityPolicy(null, result.headerOptions);
    const home = (await get('/')).body.toString();
    const assets = [...new Set([...home.matchAll(/(?:href|src|srcset)="(\/assets\/[^" ,]+)/g)].map((m) => m[1]))];
    const types: Record<string, RegExp> = { css: /^text\/css/, js: /^application\/javascript/, woff2: /^font\/woff2/, avif: /^image\/avif/, webp: /^image\/webp/, jpg: /^image\/jpeg/, mp4: /^video\/mp4/, webm: /^video\/webm/ };
    const seen = new Set<string>();
    for (const a of assets) {
      const reply = await get(a);
      assert.is(reply.status, 200, a);
      assertHeaders(a, reply, policy, CACHE_IMMUTABLE);
      const ext = a.split('.').pop()!;
      if (types[ext]) assert.match(reply.headers.get('content-type')![0], types[ext], `${a} content type`);
      seen.add(ext);
    }
    for (const ext of ['css', 'js', 'woff2']) assert.ok(seen.has(ext), `the home page loads a .${ext} asset`);
    for (const f of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/robots.txt', '/sitemap.xml']) {
      const reply = await get(f);
      assert.is(reply.status, 200, f);
      assertHeaders(f, reply, policy, CACHE_REVALIDATE);
    }
  });

  test('text is sent gzipped to browsers that ask', async () => {
    const home = await get('/', { 'Accept-Encoding': 'gzip' });
    assert.equal(home.headers.get('content-encoding'), ['gzip']);
    assert.match(gunzipSync(home.body).toString(), /^<!doctype html>/);
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(home.body.length ? gunzipSync(home.body).toString() : '')![1];
    assert.equal((await get(css, { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding'), ['gzip'], css);
  });

  test('nginx logged no error while serving', () => {
    assert.not.match(readLog(), /\[(emerg|alert|crit|error)\]/, readLog());
  });
} else {
  test.skip('nginx (not installed)', () => {});
}

test.run();

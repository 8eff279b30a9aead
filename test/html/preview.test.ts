// npm run preview (scripts/preview.ts) is safe by default: it listens on 127.0.0.1 only unless
// told otherwise, never serves the hosting files (serve.json, _headers), and puts the security
// headers on every response, its redirects and 404s included.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_HEADERS } from '../../generator/headers.ts';
import { previewOptions } from '../../scripts/preview.ts';
import { buildOnce, ROOT } from '../helpers/site.ts';
import { freePort } from '../helpers/static-server.ts';

interface Running {
  child: ChildProcess;
  port: number;
  line: string;
}
const running: ChildProcess[] = [];

async function startPreview(args: string[], env: Record<string, string> = {}): Promise<Running> {
  const { outDir } = await buildOnce();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/preview.ts'), '--dir', outDir, '--port', String(port), ...args], {
    cwd: ROOT,
    env: { ...process.env, HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /Serving .*/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`preview exited (${code}): ${out}`)));
  });
  return { child, port, line };
}

function request(
  port: number,
  urlPath: string,
  host = '127.0.0.1',
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, path: urlPath, agent: false, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A non-loopback IPv4 address of this machine, if it has one. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

test('options: 127.0.0.1 by default; --host alone means every interface; --host ADDR and HOST pick one', () => {
  assert.is(previewOptions([], {}).host, '127.0.0.1');
  assert.is(previewOptions(['--host'], {}).host, '0.0.0.0');
  assert.is(previewOptions(['--host', '--port', '4000'], {}).host, '0.0.0.0');
  assert.is(previewOptions(['--host', '192.168.1.20'], {}).host, '192.168.1.20');
  assert.is(previewOptions(['--host=::'], {}).host, '::');
  assert.is(previewOptions([], { HOST: '0.0.0.0' }).host, '0.0.0.0');
  assert.is(previewOptions([], { PORT: '4123' }).port, 4123);
  assert.throws(() => previewOptions(['--listen', '80'], {}), /unknown option --listen/);
});

test('a bad PORT stops the preview with the error instead of serving on 3000', async () => {
  const { outDir } = await buildOnce();
  for (const PORT of ['abc', '0']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/preview.ts'), '--dir', outDir], {
      cwd: ROOT,
      env: { ...process.env, HOST: '', PORT },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.is(run.status, 1, `PORT=${PORT}: exit status`);
    assert.match(run.stderr, new RegExp(`PORT=${PORT} is not a port number`), `PORT=${PORT}: the message`);
    assert.not.match(run.stdout, /Serving/, `PORT=${PORT}: nothing served`);
  }
});

test('by default it listens on 127.0.0.1 only', async () => {
  const { port, line } = await startPreview([]);
  assert.match(line, new RegExp(`http://127\\.0\\.0\\.1:${port} \\(this machine only`));
  assert.ok(await canConnect('127.0.0.1', port), 'reachable on 127.0.0.1');
  if (lanAddress) assert.not.ok(await canConnect(lanAddress, port), `not reachable on ${lanAddress}`);
  else console.log('(no non-loopback IPv4 interface here: the network side is not checked)');
});

test('with --host it listens on every interface, and says so', async () => {
  const { port, line } = await startPreview(['--host']);
  assert.match(line, /http:\/\/0\.0\.0\.0:\d+ \(reachable from your network\)/);
  if (lanAddress) assert.ok(await canConnect(lanAddress, port), `reachable on ${lanAddress}`);
});

test('serve.json and _headers are never served, however they are asked for', async () => {
  const { port } = await startPreview([]);
  for (const p of ['/serve.json', '/_headers', '/%73erve.json', '/_headers?x=1', '/SERVE.JSON', '/assets/../serve.json', '/./_headers']) {
    const res = await request(port, p);
    assert.is(res.status, 404, `${p} status`);
    assert.match(res.body, /<meta name="robots" content="noindex"/, `${p} shows the 404 page`);
    assert.not.match(res.body, /"cleanUrls"|Content-Security-Policy:/, `${p} leaks no configuration`);
  }
  assert.is((await request(port, '/services')).status, 200, 'pages are still served');
});

test('redirects, 404s and pages all carry the security headers', async () => {
  const { port } = await startPreview([]);
  const check = (where: string, h: http.IncomingHttpHeaders) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) assert.is(h[name.toLowerCase()], value, `${where}: ${name}`);
    assert.match(String(h['content-security-policy']), /frame-ancestors 'none'/, `${where}: CSP`);
  };
  const redirect = await request(port, '/services/');
  assert.is(redirect.status, 301);
  assert.is(redirect.headers.location, '/services');
  check('301 /services/', redirect.headers);
  const notFound = await request(port, '/no-such-page');
  assert.is(notFound.status, 404);
  check('404', notFound.headers);
  const contact = await request(port, '/contact');
  check('/contact', contact.headers);
  assert.match(String(contact.headers['content-security-policy']), /widget\.honeybook\.com/, "/contact keeps its page's own policy");
});

test('text is compressed for browsers that ask (brotli, else gzip), as on every real host', async () => {
  const { port } = await startPreview([]);
  const gzip = { 'accept-encoding': 'gzip' };
  assert.is((await request(port, '/gallery', '127.0.0.1', gzip)).headers['content-encoding'], 'gzip', 'HTML');
  const html = (await request(port, '/')).body;
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  assert.ok(css, 'the page links its stylesheet');
  assert.is((await request(port, css!, '127.0.0.1', gzip)).headers['content-encoding'], 'gzip', 'CSS');
  assert.is((await request(port, '/gallery')).headers['content-encoding'], undefined, 'plain for a client that does not ask');
  // Browsers ask for brotli first, as Chromium does: the smaller answer.
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  assert.is((await request(port, '/gallery', '127.0.0.1', browser)).headers['content-encoding'], 'br', 'brotli for a browser');
});

test.after(() => {
  for (const child of running) child.kill('SIGTERM');
});

test.run();

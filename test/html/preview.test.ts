// npm run preview (scripts/preview.ts) is safe by default: it listens on 127.0.0.1 only unless
// told otherwise, never serves the hosting files (serve.json, _headers), and puts the security
// headers on every response, its redirects and 404s included.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_HEADERS } from '../../generator/headers/policy.ts';
import { previewOptions } from '../../scripts/preview.ts';
import { freePort, serveWithHeaders } from '../../tools/lab/static-server.ts';
import { buildOnce, ROOT } from '../helpers/site.ts';

interface Running {
  child: ChildProcess;
  port: number;
  line: string;
  /** Everything it has printed so far. */
  output: () => string;
}
const running: ChildProcess[] = [];

async function startPreview(args: string[], env: Record<string, string> = {}): Promise<Running> {
  const { outDir } = await buildOnce();
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/preview.ts'), '--dir', outDir, '--port', String(port), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, HOST: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
  return { child, port, line, output: () => out };
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
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
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
  assert.throws(
    () => previewOptions(['--listen', '80'], {}),
    /^Unknown option '--listen' \(expected --host \[ADDR\], --port N, --dir DIR\)/,
  );
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

/** A copy of the built site with what a careless deploy adds: a .git folder, a symlink loop, /.well-known/. */
async function siteCopy(): Promise<string> {
  const { outDir } = await buildOnce();
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'elevate-preview-')), 'dist');
  cpSync(outDir, copy, { recursive: true });
  mkdirSync(path.join(copy, '.git'));
  writeFileSync(path.join(copy, '.git/config'), '[remote "origin"]\n\turl = git@example.com:secret.git\n');
  writeFileSync(path.join(copy, '.build-complete'), 'marker\n');
  mkdirSync(path.join(copy, '.well-known'));
  writeFileSync(path.join(copy, '.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
  symlinkSync('loop', path.join(copy, 'loop'));
  return copy;
}

/** Waits until the preview has printed `text` (it prints before it answers; the pipe may lag). */
async function printed(preview: Running, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!preview.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`preview never printed ${JSON.stringify(text)}:\n${preview.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function assertSecurityHeaders(where: string, h: http.IncomingHttpHeaders): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) assert.is(h[name.toLowerCase()], value, `${where}: ${name}`);
  assert.match(String(h['content-security-policy']), /frame-ancestors 'none'/, `${where}: CSP`);
}

test('a path no file can have gets 400 or 404 with the security headers and one log line, never a 500 or a stack', async () => {
  const preview = await startPreview(['--dir', await siteCopy()]);
  const long = 'a'.repeat(256);
  const attacks: [string, number][] = [
    ['/index.html%00.css', 400],
    ['/_headers%00', 400],
    ['/%00', 400],
    ['/services%0a', 400],
    ['/%ff%fe', 400],
    ['/%2e%2e/', 400],
    ['/..%2f..%2fetc%2fpasswd', 400],
    [`/${long}`, 404],
    [`/${'d'.repeat(256)}.css`, 404],
    [`/assets/${long}/x.js`, 404],
    [`/${'b'.repeat(1000)}`, 404],
    [`/${Array.from({ length: 40 }, () => 'c'.repeat(200)).join('/')}`, 404], // longer than PATH_MAX
    ['/index.html/x', 404], // a file used as a folder (ENOTDIR: serve-handler's own 404, no line)
    ['/loop/x.css', 404], // a symlink loop (ELOOP)
  ];
  const printedBefore = preview.output().split('\n').length;
  for (const [p, status] of attacks) {
    const res = await request(preview.port, p);
    assert.is(res.status, status, `${p.slice(0, 60)} status`);
    assertSecurityHeaders(p.slice(0, 60), res.headers);
    if (status === 404) assert.match(res.body, /<meta name="robots" content="noindex"/, `${p.slice(0, 60)}: the 404 page`);
  }
  // The last request's line, then every line: one per request that was refused or unusual.
  await printed(preview, 'ELOOP');
  const lines = preview
    .output()
    .split('\n')
    .slice(printedBefore - 1)
    .filter(Boolean);
  assert.not.match(lines.join('\n'), /^\s+at |Error:|500/m, 'no stack trace, no 500');
  for (const [p, status] of attacks.filter(([a]) => a !== '/index.html/x')) {
    // Long paths are shortened to 117 characters and an ellipsis in the log.
    const shown = p.length > 120 ? `${p.slice(0, 117)}…` : p;
    assert.is(lines.filter((l) => l.includes(` GET ${shown}: `)).length, 1, `one line for ${p.slice(0, 60)}`);
    assert.ok(
      lines.some((l) => l.startsWith(`preview: ${status} GET ${shown}: `)),
      `the line says ${status}`,
    );
  }
});

test('a request Node cannot parse, or with headers too large, still gets the security headers', async () => {
  const preview = await startPreview([]);
  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port: preview.port });
      let reply = '';
      socket.on('data', (d) => (reply += d));
      socket.on('end', () => resolve(reply));
      socket.on('error', reject);
      socket.end(text);
    });
  for (const [text, status] of [
    ['GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['NOT HTTP AT ALL\r\n\r\n', 400],
    [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ] as const) {
    const reply = await raw(text);
    assert.match(reply, new RegExp(`^HTTP/1\\.1 ${status} `), `${JSON.stringify(text.slice(0, 20))}: ${reply.split('\r\n')[0]}`);
    for (const [name, value] of Object.entries(COMMON_HEADERS))
      assert.ok(reply.includes(`\r\n${name}: ${value}\r\n`), `${status}: ${name}`);
  }
});

test('/404 answers 404 with the 404 page, and /contact/index.html takes exactly one redirect', async () => {
  const { port } = await startPreview([]);
  for (const p of ['/404', '/404.html']) {
    const res = await request(port, p);
    assert.is(res.status, 404, `${p}: not a soft 200`);
    assert.match(res.body, /<meta name="robots" content="noindex"/, `${p}: the 404 page`);
    assertSecurityHeaders(p, res.headers);
  }
  for (const [p, target] of [
    ['/contact/index.html', '/contact'],
    ['/index.html', '/'],
    ['/gallery/?filter=decor', '/gallery?filter=decor'],
    ['/services.html', '/services'],
  ]) {
    const first = await request(port, p);
    assert.is(first.status, 301, `${p}: a redirect`);
    assert.is(first.headers.location, target, `${p}: straight to ${target}`);
    assertSecurityHeaders(p, first.headers);
    assert.is((await request(port, target)).status, 200, `${target}: served, no second redirect`);
  }
});

test('the audit lab alone (notFoundPageAsPage) gets /404.html with 200, since Lighthouse audits no 404', async () => {
  const { outDir } = await buildOnce();
  const lab = await serveWithHeaders(outDir, { notFoundPageAsPage: true, log: () => {} });
  const plain = await serveWithHeaders(outDir, { log: () => {} });
  try {
    const labReply = await fetch(`${lab.origin}/404.html`);
    assert.is(labReply.status, 200);
    assert.match(await labReply.text(), /<meta name="robots" content="noindex"/);
    assert.is((await fetch(`${lab.origin}/404`)).status, 404, 'only that one URL');
    assert.is((await fetch(`${plain.origin}/404.html`)).status, 404, 'not in the preview');
  } finally {
    await lab.close();
    await plain.close();
  }
});

test('dotfiles a deploy may leave (/.git/config, /.build-complete) are not served; /.well-known/ is', async () => {
  const { port } = await startPreview(['--dir', await siteCopy()]);
  for (const p of ['/.git/config', '/.build-complete', '/%2egit/config', '/.git/']) {
    const res = await request(port, p);
    assert.is(res.status, 404, `${p} status`);
    assert.not.match(res.body, /secret|marker/, `${p}: nothing of the file`);
  }
  const wellKnown = await request(port, '/.well-known/security.txt');
  assert.is(wellKnown.status, 200);
  assert.match(wellKnown.body, /^Contact: /);
});

test('methods other than GET and HEAD get 405 with Allow and the security headers', async () => {
  const { port } = await startPreview([]);
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const res = await new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/', method, agent: false }, (r) => {
        r.resume();
        r.on('end', () => resolve({ status: r.statusCode!, headers: r.headers }));
      });
      req.on('error', reject);
      req.end();
    });
    assert.is(res.status, 405, method);
    assert.is(res.headers.allow, 'GET, HEAD', method);
    assertSecurityHeaders(method, res.headers);
  }
});

test.after(() => {
  for (const child of running) child.kill('SIGTERM');
});

test.run();

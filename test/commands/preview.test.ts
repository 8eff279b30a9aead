// npm run preview (scripts/preview.ts) is safe by default: it listens on 127.0.0.1 only unless
// told otherwise, answers only its own host names (and those it is told to allow), never serves
// the hosting files (serve.json, _headers, nginx.conf), and puts the security headers on every response, its
// redirects, 404s and refusals included. Its options are read in test/unit/listen-options.test.ts.
import { spawnSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_HEADERS } from '../../generator/headers/policy.ts';
import { descendantsOf, identify, isRunning } from '../../tools/harness/processes.ts';
import { serveWithHeaders } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { DevSession } from '../helpers/dev-session.ts';
import { request } from '../helpers/http-requests.ts';
import { itemAt } from '../helpers/lists.ts';
import { assertCatchAll, assertNotFound, get, NOT_SERVED, raw } from '../helpers/served-answers.ts';
import { buildOnce, deployedSite, ROOT } from '../helpers/site-under-test.ts';

const running: DevSession[] = [];

/** Starts `npm run preview` (as a user does) on a free port, serving the test build unless `args` name another --dir. */
async function startPreview(args: string[], env: Record<string, string> = {}): Promise<DevSession> {
  const flags = ['--dir', (await buildOnce()).outDir, ...args];
  const preview = await DevSession.start(
    ROOT,
    { PREVIEW_ALLOWED_HOSTS: '', ...env },
    { script: 'preview', portFlag: true, flags, ready: 'Serving ' },
  );
  running.push(preview);
  return preview;
}

/** What `start` resolves to, started by the first caller and shared by the rest. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

// One preview per set of flags, shared by the tests that need no other: each test makes its own
// requests and reads only its own log lines, so none depends on another having run.
const plainPreview = once(() => startPreview([]));
/** On every interface, with names allowed by flag and by the environment. */
const ALLOWED_BY_FLAG = 'preview.flag-test.example';
const hostPreview = once(() =>
  startPreview(['--host', `--allowed-hosts=${ALLOWED_BY_FLAG}`], { PREVIEW_ALLOWED_HOSTS: '.env-test.example' }),
);
const copied = once(deployedSite);
const copyPreview = once(async () => startPreview(['--dir', await copied()]));

test('a bad PORT stops the preview with the error instead of serving on 3000', async () => {
  // One bad value: which values are refused, and in which words, is listen-options.test.ts's (previewOptions).
  const { outDir } = await buildOnce();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/preview.ts'), '--dir', outDir], {
    cwd: ROOT,
    env: { ...process.env, HOST: '', PORT: '0' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.is(run.status, 2, 'exit status: a bad command line, as for the dev server');
  assert.match(run.stderr, /PORT=0 is not a port number/);
  assert.not.match(run.stdout, /Serving/, 'nothing served');
});

test('by default it listens on 127.0.0.1 only', async () => {
  const preview = await plainPreview();
  assert.match(preview.output, new RegExp(`http://127\\.0\\.0\\.1:${preview.port} \\(this machine only`));
  const addresses = preview.listeners().map((l) => l.address);
  assert.equal(addresses, [`127.0.0.1:${preview.port}`], 'one socket, on 127.0.0.1');
});

test('npm run preview answers only its own host names: a foreign Host gets 403, with the security headers and one log line', async () => {
  const preview = await hostPreview();
  const { port } = preview;
  await preview.logged(new RegExp(`Also answering for ${ALLOWED_BY_FLAG.replace(/\./g, '\\.')}, \\.env-test\\.example`));
  const page = (await request(port, '/gallery/wedding')).body;
  assert.match(page, /^<!doctype html>/i, 'the page, from 127.0.0.1');

  const build = await buildOnce();
  for (const p of ['/', '/gallery/wedding', '/assets/../serve.json', '/no-such-page']) {
    const refused = await get(port, p, { host: `evil.example:${port}` });
    assert.is(refused.status, 403, `${p}: status`);
    assertCatchAll(`403 ${p}`, refused, build);
    assert.equal(refused.headers.get('content-type'), ['text/plain; charset=utf-8'], `${p}: plain text`);
    // The refusal's words, which name both ways to allow the host, are test/unit/hosts.test.ts's (hostRefusal).
    const words = refused.body.toString();
    assert.match(words, /^403 Forbidden: this preview does not answer for the host "evil\.example"\./, `${p}: says which host`);
  }
  const head = await request(port, '/', { host: 'evil.example' }, 'HEAD');
  assert.is(head.status, 403, 'HEAD too');

  // A name allowed by the flag, and one by the variable, get the same page as 127.0.0.1. Which forms of
  // a name pass (localhost, *.localhost, a leading dot's subdomains) is test/unit/hosts.test.ts's.
  for (const host of [`${ALLOWED_BY_FLAG}:${port}`, 'a.env-test.example']) {
    const answered = await request(port, '/gallery/wedding', { host });
    assert.is(answered.status, 200, `${host}: status`);
    assert.is(answered.body, page, `${host}: the page`);
  }

  // The first refusal of a host is logged; the ones after it are not.
  await request(port, '/', { host: 'other.example' });
  await preview.logged(/other\.example/);
  const lines = preview.output.split('\n').filter((line) => line.includes('evil.example'));
  assert.is(lines.length, 1, `one line for evil.example:\n${preview.output}`);
  assert.match(
    itemAt(lines, 0, 'line naming evil.example'),
    /^preview: 403 GET \/: host "evil\.example" is not allowed; to allow it, run with --allowed-hosts=evil\.example or PREVIEW_ALLOWED_HOSTS=evil\.example$/,
  );
});

test('with --host it listens on every interface, says so, and answers for any IP address, but for a name only when allowed', async () => {
  const preview = await hostPreview();
  const { port } = preview;
  assert.match(preview.output, /http:\/\/0\.0\.0\.0:\d+ \(reachable from your network\)/);
  const addresses = preview.listeners().map((l) => l.address);
  assert.equal(addresses, [`0.0.0.0:${port}`], 'one socket, on every interface');
  const page = (await request(port, '/team')).body;
  for (const host of [`192.0.2.10:${port}`, `[fe80::1]:${port}`, `localhost:${port}`]) {
    const answered = await request(port, '/team', { host });
    assert.is(answered.status, 200, host);
    assert.is(answered.body, page, host);
  }
  assert.is((await request(port, '/team', { host: `phone.example:${port}` })).status, 403, 'a name');
});

// What every local server refuses before serving (two Host headers, another method, a path no file
// can have), and with which headers: test/unit/dev-http.test.ts, with the dev server's.
test('a request without a Host header is refused in words, with the headers, and logged once; with one, HTTP/1.0 is served', async () => {
  const preview = await plainPreview();
  const reply = await raw(preview.port, 'GET /team HTTP/1.0\r\n\r\n');
  assert.is(reply.status, 403);
  assertCatchAll('no Host header', reply, await buildOnce());
  const words = /^403 Forbidden: this preview answers only requests that name its host, and this one has no Host header\.\n$/;
  assert.match(reply.body.toString(), words);
  await preview.logged(/no Host header/);
  assert.is(preview.count('preview: 403 GET /team: the request has no Host header'), 1, preview.output);
  assert.is((await raw(preview.port, `GET /team HTTP/1.0\r\nHost: localhost:${preview.port}\r\n\r\n`)).status, 200);
});

// The names it is told to allow, and /404.html's 404 without the lab's option: checked above through npm run preview (same server).
test('the in-process server (tests, audit, benches) answers 127.0.0.1 and localhost and no other name; only the audit lab (notFoundPageAsPage) gets /404.html with 200, since Lighthouse audits no 404', async () => {
  const { outDir } = await buildOnce();
  const lines: string[] = [];
  const plain = await serveWithHeaders(outDir, { log: (line) => lines.push(line) });
  const lab = await serveWithHeaders(outDir, { notFoundPageAsPage: true, log: () => {} });
  try {
    const port = Number(new URL(plain.origin).port);
    assert.is((await fetch(`${plain.origin}/services`)).status, 200, plain.origin);
    assert.is((await request(port, '/services', { host: `localhost:${port}` })).status, 200, 'localhost');
    assert.is((await request(port, '/services', { host: 'lab.example' })).status, 403, 'another name');
    assert.match(lines.join('\n'), /^preview: 403 GET \/services: host "lab\.example" is not allowed/);
    const labReply = await fetch(`${lab.origin}/404.html`);
    assert.is(labReply.status, 200);
    assert.match(await labReply.text(), /<meta name="robots" content="noindex"/);
    assert.is((await fetch(`${lab.origin}/404`)).status, 404, 'only that one URL');
  } finally {
    for (const server of [plain, lab]) await server.close();
  }
});

test('text is compressed for browsers that ask (brotli, else gzip), as on every real host', async () => {
  const { port } = await plainPreview();
  const gzip = { 'accept-encoding': 'gzip' };
  assert.is((await request(port, '/gallery', gzip)).headers['content-encoding'], 'gzip', 'HTML');
  const html = (await request(port, '/')).body;
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  assert.ok(css, 'the page links its stylesheet');
  assert.is((await request(port, css!, gzip)).headers['content-encoding'], 'gzip', 'CSS');
  assert.is((await request(port, '/gallery')).headers['content-encoding'], undefined, 'plain for a client that does not ask');
  // Browsers ask for brotli first, as Chromium does: the smaller answer.
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  assert.is((await request(port, '/gallery', browser)).headers['content-encoding'], 'br', 'brotli for a browser');
});

test('a path no file can have gets 400 or 404 with the security headers and one log line, never a 500 or a stack', async () => {
  const preview = await copyPreview();
  const long = 'a'.repeat(256);
  const attacks: [string, number][] = [
    // Which paths are refused is test/unit/request-paths.test.ts's (judgeRequest); two, for the answer and the line.
    ['/index.html%00.css', 400],
    ['/services%0a', 400],
    [`/${long}`, 404],
    [`/${'d'.repeat(256)}.css`, 404],
    [`/assets/${long}/x.js`, 404],
    [`/${'b'.repeat(1000)}`, 404],
    [`/${Array.from({ length: 40 }, () => 'c'.repeat(200)).join('/')}`, 404], // longer than PATH_MAX
    ['/index.html/x', 404], // a file used as a folder (ENOTDIR: serve-handler's own 404, no line)
    ['/loop/x.css', 404], // a symlink loop (ELOOP)
  ];
  const from = preview.output.length;
  const build = await buildOnce();
  for (const [p, status] of attacks) {
    const res = await get(preview.port, p);
    assert.is(res.status, status, `${p.slice(0, 60)} status`);
    assertCatchAll(p.slice(0, 60), res, build);
    if (status === 404) assert.match(res.body.toString(), /<meta name="robots" content="noindex"/, `${p.slice(0, 60)}: the 404 page`);
  }
  // The last request's line, then every line: one per request that was refused or unusual.
  await preview.logged(/ELOOP/);
  const lines = preview.output.slice(from).split('\n').filter(Boolean);
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

// Each page's exact headers, from the same server (createPreviewServer), are test/quality/headers.test.ts's.
test('a redirect takes one step, and carries the security headers', async () => {
  const { port } = await plainPreview();
  const build = await buildOnce();
  for (const [p, target] of [
    ['/services/', '/services'],
    ['/contact/index.html', '/contact'],
    ['/index.html', '/'],
    ['/gallery/?filter=decor', '/gallery?filter=decor'],
    ['/services.html', '/services'],
  ] as const) {
    const first = await get(port, p);
    assert.is(first.status, 301, `${p}: a redirect`);
    assert.equal(first.headers.get('location'), [target], `${p}: straight to ${target}`);
    assertCatchAll(p, first, build);
    assert.is((await get(port, target)).status, 200, `${target}: served, no second redirect`);
  }
});

test('what no server of the site serves (unknown paths, /404, the hosting files however named, the dotfiles a deploy leaves) answers 404 with the 404 page and its headers; /.well-known/ is served', async () => {
  const { port } = await copyPreview();
  await assertNotFound((p) => get(port, p), NOT_SERVED, await buildOnce());
  const wellKnown = await get(port, '/.well-known/security.txt');
  assert.is(wellKnown.status, 200);
  assert.match(wellKnown.body.toString(), /^Contact: /);
});

test('a symlinked folder in --dir that leads outside the site is not followed: 404, one log line', async () => {
  const preview = await copyPreview();
  const from = preview.output.length;
  await assertNotFound((p) => get(preview.port, p), ['/system/passwd', '/system/hostname', '/system/os-release'], await buildOnce());
  await preview.logged(/leads outside the site/);
  assert.match(
    preview.output.slice(from),
    /preview: 404 GET \/system\/passwd: system\/passwd leads outside the site's folder \(to \/etc\/passwd\)/,
  );
  // The site itself, served through a symlinked --dir (a web root), still is.
  const link = path.join(tempDir('elevate-preview-link-').path, 'dist');
  symlinkSync(await copied(), link);
  const lab = await serveWithHeaders(link, { log: () => {} });
  try {
    assert.is((await fetch(`${lab.origin}/services`)).status, 200, 'a page, through the link');
  } finally {
    await lab.close();
  }
});

test('files carry an ETag; asked again with it, the answer is 304 with the same caching and policy as the 200', async () => {
  const { port } = await plainPreview();
  const home = (await request(port, '/')).body;
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  assert.ok(css, 'the page links its stylesheet');
  for (const p of ['/', '/contact', css!, '/robots.txt']) {
    const first = await request(port, p);
    assert.is(first.status, 200, p);
    const etag = first.headers.etag;
    assert.match(String(etag), /^"[0-9a-f]+"$/, `${p}: an ETag`);
    const again = await request(port, p, { 'if-none-match': etag });
    assert.is(again.status, 304, `${p}: not modified`);
    assert.is(again.body, '', `${p}: no body`);
    for (const name of ['etag', 'cache-control', 'content-security-policy', ...Object.keys(COMMON_HEADERS).map((n) => n.toLowerCase())])
      assert.is(again.headers[name], first.headers[name], `${p}: ${name} as on the 200`);
    assert.is((await request(port, p, { 'if-none-match': '"stale"' })).status, 200, `${p}: another ETag gets the file`);
  }
});

test('SIGTERM to npm run preview ends the server, with a request still half sent, and frees the port', async () => {
  const preview = await startPreview([]);
  const below = identify(descendantsOf(preview.child!.pid!));
  preview.seen.push(...below);
  const stalled = net.connect(preview.port, '127.0.0.1').on('error', () => {});
  await new Promise((connected) => stalled.once('connect', connected));
  stalled.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  preview.child!.kill('SIGTERM');
  await preview.until(() => below.every((ref) => !isRunning(ref)), 'every process below preview to exit', 5_000);
  assert.equal(preview.listeners(), [], 'nothing listens on the port');
  stalled.destroy();
});

test.after(async () => {
  for (const preview of running) await preview.stop();
});

test.run();

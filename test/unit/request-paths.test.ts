// What the preview does with a request before serving it (generator/request-paths.ts): bad
// paths are refused with 400 (as nginx does), every non-canonical URL takes one redirect with
// its query, the 404 page answers 404, dotfiles are never served but /.well-known/ is; and what
// it answers for a file asked with preconditions or a Range (generator/preview/file-answers.ts).
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalPath, judgeRequest, resolveDots } from '../../generator/request-paths.ts';
import { serveWithHeaders } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { request } from '../helpers/http-requests.ts';
import { PATHS } from '../helpers/site-under-test.ts';

test('every route is served as it is', () => {
  for (const route of PATHS) assert.equal(judgeRequest('GET', route), { action: 'serve' }, route);
  assert.equal(judgeRequest('HEAD', '/'), { action: 'serve' });
  assert.equal(judgeRequest('GET', '/gallery?filter=decor'), { action: 'serve' });
});

test('every other form of a route takes exactly one redirect, to the route, with its query', () => {
  for (const route of PATHS.filter((p) => p !== '/')) {
    // Each target is final: every route is served (above), not redirected again.
    for (const form of ['/', '.html', '/index', '/index.html', '/index.html/', '//'].map((end) => route + end).concat(`/${route}`))
      assert.equal(judgeRequest('GET', form), { action: 'redirect', location: route }, form);
    assert.equal(judgeRequest('GET', `${route}/?filter=decor&x=1`), { action: 'redirect', location: `${route}?filter=decor&x=1` });
  }
  for (const form of ['/index', '/index.html', '//', '/index.html/'])
    assert.equal(judgeRequest('GET', form), { action: 'redirect', location: '/' }, form);
});

test('canonical paths are a fixed point: redirecting twice never happens', () => {
  for (const p of ['/a/b/index.html', '/a.html/', '/a/index/index.html', '/x//y/', '/index/index.html', '/.html']) {
    const once = canonicalPath(p);
    assert.is(canonicalPath(once), once, p);
  }
});

test('redirects stay on this site: no protocol-relative or backslash target', () => {
  for (const p of [
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/%2F%2Fevil.example/',
    '/.%2F/evil.example/',
  ]) {
    const verdict = judgeRequest('GET', p);
    if (verdict.action !== 'redirect') continue;
    assert.match(verdict.location, /^\/[^/\\]/, `${p} → ${verdict.location}`);
  }
});

test('paths no file can have are bad requests: NUL and other controls, broken encoding, climbing above the site', () => {
  const controls = ['/index.html%00.css', '/_headers%00', '/%00', '/a%01b', '/a%0d%0aSet-Cookie:%20x', '/%7f'];
  const climbing = ['/%2e%2e/', '/..%2f..%2fetc%2fpasswd', '/assets/../../x', 'http://evil.example/', '*'];
  for (const p of [...controls, '/%ff', '/%E0%A4%A', '/%', ...climbing]) {
    const verdict = judgeRequest('GET', p);
    assert.is(verdict.action, 'refuse', p);
    assert.is((verdict as { status: number }).status, 400, p);
  }
});

test("'..' segments that stay inside the site are resolved, as nginx does", () => {
  assert.is(resolveDots('/assets/../serve.json'), '/serve.json');
  assert.is(resolveDots('/a/./b/../c'), '/a/c');
  assert.is(resolveDots('/..'), null);
  // A last dot segment leaves a folder, which is redirected as every folder form of a page.
  assert.is(resolveDots('/services/.'), '/services/');
  for (const [p, location] of [
    ['/services/.', '/services'],
    ['/services/%2e', '/services'],
    ['/gallery/2/..', '/gallery'],
  ] as const)
    assert.equal(judgeRequest('GET', p), { action: 'redirect', location }, p);
  assert.equal(judgeRequest('GET', '/services/..'), { action: 'serve' });
  assert.equal(judgeRequest('GET', '/services/../contact'), { action: 'serve' });
  assert.equal(judgeRequest('GET', '/services/%2e%2e/contact/'), { action: 'redirect', location: '/contact' });
});

test('dotfiles and dot-folders are not found, except under /.well-known/; nor is the 404 page, never a soft 200', () => {
  for (const p of ['/404', '/404.html', '/404/', '/404/index.html']) assert.equal(judgeRequest('GET', p), { action: 'not-found' }, p);
  for (const p of [
    '/.git/config',
    '/.build-complete',
    '/assets/.hidden',
    '/%2egit/HEAD',
    '/.well-known/.secret',
    '/a/.well-known/x',
    '/.env',
  ])
    assert.equal(judgeRequest('GET', p), { action: 'not-found' }, p);
  assert.equal(judgeRequest('GET', '/.well-known/security.txt'), { action: 'serve' });
});

test('a static site answers GET and HEAD; other methods get 405', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
    const verdict = judgeRequest(method, '/');
    assert.is(verdict.action, 'refuse', method);
    assert.is((verdict as { status: number }).status, 405, method);
  }
});

const LINES = 'a line\n'.repeat(300);

/** A small site served by the preview server (preview-server.ts), for what the request alone cannot decide. */
const small = { dir: tempDir('preview-small-'), origin: '', close: async () => {} };

test.before(async () => {
  const at = (file: string) => path.join(small.dir.path, file);
  const policy = { key: 'Content-Security-Policy', value: "default-src 'none'" };
  writeFileSync(at('serve.json'), JSON.stringify({ headers: [{ source: '**', headers: [policy] }] }));
  writeFileSync(at('404.html'), 'the 404 page');
  writeFileSync(at('page.txt'), 'a page');
  // Text long enough to be compressed (over 1 KiB).
  writeFileSync(at('lines.txt'), LINES);
  mkdirSync(at('.git'));
  writeFileSync(at('.git/config'), 'secret');
  symlinkSync('.', at('self'));
  symlinkSync('.git', at('git'));
  Object.assign(small, await serveWithHeaders(small.dir.path, { log: () => {} }));
});

test.after(async () => {
  await small.close();
  small.dir.remove();
});

/** Asks the small site for each path, with its headers, and checks the status and the body. */
async function answers(table: [path: string, headers: Record<string, string>, status: number, body?: string][]) {
  for (const [p, headers, status, body] of table) {
    const res = await fetch(small.origin + p, { headers });
    assert.is(res.status, status, `${p} ${JSON.stringify(headers)}`);
    if (body !== undefined) assert.is(await res.text(), body, `${p} ${JSON.stringify(headers)}`);
  }
}

test('a symlinked folder inside the site leads to no hosting file or dotfile under another name: 404', () =>
  answers([
    ['/self/page.txt', {}, 200, 'a page'],
    ['/self/serve.json', {}, 404, 'the 404 page'],
    ['/self/self/serve.json', {}, 404, 'the 404 page'],
    ['/git/config', {}, 404, 'the 404 page'],
  ]));

test('a Range is answered as nginx answers it: one of another unit is ignored, and so is one sent with If-Range or asking several ranges; a 416 carries no file', async () => {
  await answers([
    ['/page.txt', { range: 'bytes=2-3' }, 206, 'pa'],
    ['/page.txt', { range: 'bytes=-4' }, 206, 'page'],
    // An unsatisfiable range gets 416 without the file; a suffix longer than the file, all of it.
    ['/page.txt', { range: 'bytes=100-' }, 416, 'Range Not Satisfiable\n'],
    ['/page.txt', { range: 'bytes=-100' }, 206, 'a page'],
    ['/page.txt', { range: 'lines=1-2' }, 200, 'a page'],
    // Several ranges (nginx: a multipart answer) get the whole file, as RFC 9110 allows, never the first alone.
    ['/page.txt', { range: 'bytes=0-1,3-4' }, 200, 'a page'],
    // The file may have changed since the client's copy: the whole file is always a right answer.
    ['/page.txt', { range: 'bytes=2-3', 'if-range': '"an older version"' }, 200, 'a page'],
  ]);
  // A part is sent as it is to a client that accepts gzip: Content-Range counts the file's bytes.
  const part = await request(Number(new URL(small.origin).port), '/lines.txt', { range: 'bytes=0-1399', 'accept-encoding': 'gzip' });
  assert.is(part.status, 206);
  assert.is(part.headers['content-encoding'], undefined);
  assert.is(part.body, LINES.slice(0, 1400));
});

test("preconditions are judged as RFC 9110 and nginx do: If-None-Match '*', in a list or weak gets 304, before any Range; an If-Match naming another version 412", async () => {
  const etag = (await fetch(`${small.origin}/page.txt`)).headers.get('etag') ?? '';
  await answers([
    ['/page.txt', { 'if-none-match': '*' }, 304, ''],
    ['/page.txt', { 'if-none-match': `"other", ${etag}` }, 304, ''],
    ['/page.txt', { 'if-none-match': `W/${etag}` }, 304, ''],
    ['/page.txt', { 'if-none-match': etag, range: 'bytes=2-3' }, 304, ''],
    ['/page.txt', { 'if-none-match': '"other"' }, 200, 'a page'],
    ['/page.txt', { 'if-match': '"other"' }, 412, 'Precondition Failed\n'],
    // If-Match compares strongly: a weak tag names no version.
    ['/page.txt', { 'if-match': `W/${etag}` }, 412, 'Precondition Failed\n'],
    ['/page.txt', { 'if-match': `"other", ${etag}` }, 200, 'a page'],
    ['/page.txt', { 'if-match': '*' }, 200, 'a page'],
    // Only a file's answer has preconditions: the 404 page is sent as it is.
    ['/no-such-file', { 'if-none-match': '*', 'if-match': '"other"' }, 404, 'the 404 page'],
  ]);
});

test.run();

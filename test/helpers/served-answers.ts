// What a server of the built site answers, whichever serves it: the preview server with the
// generated serve.json (test/quality/headers.test.ts, test/commands/preview.test.ts) and nginx with
// the generated nginx.conf (test/quality/nginx.test.ts).
// Each answer carries its exact headers: the policy of the page it shows, and the cache rule.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { adminAllHeaders } from '../../generator/headers/admin.ts';
import { contentSecurityPolicy } from '../../generator/headers/csp.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, COMMON_HEADERS } from '../../generator/headers/policy.ts';
import { rawRequest, request } from './http-requests.ts';
import { only } from './lists.ts';
import type { SharedBuild } from './shared-build.ts';
import { servedOrigin } from './site-under-test.ts';

export interface ServedReply {
  status: number;
  /** Every header line as sent, by lower-case name. */
  headers: Map<string, string[]>;
  body: Buffer;
}
export type Ask = (urlPath: string) => Promise<ServedReply>;

/** GET `urlPath` from the server on 127.0.0.1:`port` on a connection of its own, with `headers`. */
export async function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<ServedReply> {
  const { status, headerLines, bytes } = await request(port, urlPath, headers);
  return { status, headers: new Map(Object.entries(headerLines) as [string, string[]][]), body: bytes };
}

/** `text` sent as it is on a new connection to 127.0.0.1:`port` (rawRequest): the reply's status, every header line and its body. */
export async function raw(port: number, text: string | Buffer): Promise<ServedReply> {
  const reply = await rawRequest(port, text);
  const end = reply.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = (end < 0 ? reply : reply.slice(0, end)).split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of headerLines) {
    const at = line.indexOf(':');
    const key = line.slice(0, at).toLowerCase();
    headers.set(key, [...(headers.get(key) ?? []), line.slice(at + 1).trim()]);
  }
  return {
    status: Number(/^HTTP\/1\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: Buffer.from(end < 0 ? '' : reply.slice(end + 4)),
  };
}

/** The preview server of the built site (test/helpers/site-under-test.ts). */
export const preview: Ask = async (urlPath) => get(Number(new URL(await servedOrigin()).port), urlPath);

/** Every common header once with its value, one CSP (the expected one), one Cache-Control, no server version. */
export function assertHeaders(where: string, reply: ServedReply, policy: string, cache: string): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS))
    assert.equal(reply.headers.get(name.toLowerCase()), [value], `${where}: ${name}`);
  assert.equal(reply.headers.get('content-security-policy'), [policy], `${where}: exactly one Content-Security-Policy, the expected one`);
  assert.equal(reply.headers.get('cache-control'), [cache], `${where}: Cache-Control`);
  assert.not.ok(
    reply.headers.get('server')?.some((server) => /\d/.test(server)),
    `${where}: no server version`,
  );
}

/** The headers of an answer that is no page, asset or editor file (a refusal, a redirect, a 404): the 404 page's policy, revalidated. */
export function assertCatchAll(where: string, reply: ServedReply, { result }: SharedBuild): void {
  assertHeaders(where, reply, contentSecurityPolicy(null, result.headerOptions), CACHE_REVALIDATE);
}

/**
 * What no server of the site serves: unknown paths, the hosts' configuration however its name is
 * written, names too long for a file, and the dotfiles a deploy leaves (deployedSite), but /.well-known/.
 */
export const NOT_SERVED = [
  ...['/no-such-page', '/contact/anything', '/services/x/y', '/404', '/404.html', '/assets/no-such-file.js', '/assets'],
  ...['/serve.json', '/_headers', '/nginx.conf', '/%73erve.json', '/_headers?x=1', '/SERVE.JSON', '/assets/../serve.json', '/./_headers'],
  ...['/' + 'a'.repeat(256), `/assets/${'b'.repeat(300)}/x.js`],
  ...['/.git/config', '/.git/', '/.env', '/.build-complete', '/assets/.hidden', '/%2egit/config', '/.well-known/.secret', '/services/.env'],
];

/** Every route: 200, its page as HTML, under its own policy, revalidated. */
export async function assertRoutes(ask: Ask, { outDir, result }: SharedBuild): Promise<void> {
  for (const { route, outFile } of result.pages) {
    if (route === null) continue;
    const reply = await ask(route);
    assert.is(reply.status, 200, `${route} status`);
    assert.ok(reply.body.equals(readFileSync(path.join(outDir, outFile))), `${route} is ${outFile}`);
    assert.match(reply.headers.get('content-type')?.[0] ?? '', /^text\/html/, `${route} content type`);
    assertHeaders(route, reply, contentSecurityPolicy(route, result.headerOptions), CACHE_REVALIDATE);
  }
}

/** Each of `paths`: 404, the 404 page and nothing of a file there, under the 404 page's policy, revalidated. */
export async function assertNotFound(ask: Ask, paths: string[], { outDir, result }: SharedBuild): Promise<void> {
  const notFound = readFileSync(path.join(outDir, '404.html'));
  for (const p of paths) {
    const reply = await ask(p);
    assert.is(reply.status, 404, `${p} status`);
    assert.ok(reply.body.equals(notFound), `${p} shows 404.html, nothing of the file`);
    assertHeaders(p, reply, contentSecurityPolicy(null, result.headerOptions), CACHE_REVALIDATE);
  }
}

const TYPES: Record<string, RegExp> = {
  css: /^text\/css/,
  js: /^application\/javascript/,
  woff2: /^font\/woff2/,
  avif: /^image\/avif/,
  webp: /^image\/webp/,
  jpg: /^image\/jpeg/,
  mp4: /^video\/mp4/,
  webm: /^video\/webm/,
};

/**
 * The assets the home page loads: immutable for a year, with the security headers and their
 * types; the site's other files revalidate; a name that is no file, under /assets/ too, is a 404
 * asked for again, never kept for a year.
 */
export async function assertAssets(ask: Ask, build: SharedBuild): Promise<void> {
  const catchAll = contentSecurityPolicy(null, build.result.headerOptions);
  const home = (await ask('/')).body.toString();
  const assets = [...new Set([...home.matchAll(/(?:href|src|srcset)="(\/assets\/[^" ,]+)/g)].flatMap((m) => m[1] ?? []))];
  const seen = new Set<string>();
  for (const a of assets) {
    const reply = await ask(a);
    assert.is(reply.status, 200, a);
    assertHeaders(a, reply, catchAll, CACHE_IMMUTABLE);
    const ext = a.split('.').pop()!;
    const type = TYPES[ext];
    if (type) assert.match(only(reply.headers.get('content-type') ?? [], `Content-Type of ${a}`), type, `${a} content type`);
    seen.add(ext);
  }
  for (const ext of ['css', 'js', 'woff2']) assert.ok(seen.has(ext), `the home page loads a .${ext} asset`);
  for (const f of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/robots.txt', '/sitemap.xml']) {
    const reply = await ask(f);
    assert.is(reply.status, 200, f);
    assertHeaders(f, reply, catchAll, CACHE_REVALIDATE);
  }
  await assertNotFound(ask, ['/assets/gear', '/assets/no-such-file-ABCDEFGH.css'], build);
}

/**
 * /admin: the editor under its own headers, revalidated; its files never indexed; its script,
 * named by its hash, kept for a year; its other forms redirect there.
 */
export async function assertAdmin(ask: Ask, { outDir, result }: SharedBuild): Promise<void> {
  const headers = (where: string, reply: ServedReply, cache: string) => {
    for (const [name, value] of Object.entries({ ...adminAllHeaders(result.headerOptions), 'Cache-Control': cache }))
      assert.equal(reply.headers.get(name.toLowerCase()), [value], `${where}: ${name}`);
  };
  const page = await ask('/admin');
  assert.is(page.status, 200);
  assert.ok(page.body.equals(readFileSync(path.join(outDir, 'admin/index.html'))), '/admin is admin/index.html');
  headers('/admin', page, CACHE_REVALIDATE);
  const config = await ask('/admin/config.yml');
  assert.is(config.status, 200, '/admin/config.yml');
  assert.equal(config.headers.get('x-robots-tag'), ['noindex'], 'its files too');
  const script = /src="(\/admin\/editor-[\w-]+\.js)"/.exec(page.body.toString('utf8'))?.[1];
  assert.ok(script, 'the page names its script');
  const js = await ask(script!);
  assert.is(js.status, 200, script);
  headers(script!, js, CACHE_IMMUTABLE);
  for (const p of ['/admin/', '/admin/index.html']) {
    const other = await ask(p);
    assert.is(other.status, 301, p);
    assert.equal(other.headers.get('location'), ['/admin'], p);
  }
}

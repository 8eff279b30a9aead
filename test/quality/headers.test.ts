// Security and caching headers, as `serve` sends them with the generated serve.json, on every
// route, on assets and on an unknown path (404). Plus the MDN HTTP Observatory score (A+), and
// the other two outputs of generator/headers.ts (_headers, the README's nginx snippet).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_HEADERS, CACHE_IMMUTABLE, CACHE_REVALIDATE, HONEYBOOK, nginxSnippet, videoOrigins } from '../../generator/headers.ts';
import * as content from '../../content/index.ts';
import { PAGES, ROOT } from '../helpers/site.ts';
import { formatScore, observatoryScore, parseCsp } from './observatory.ts';
import { PATHS, servedOrigin, siteDir, stopServing } from './_site.ts';

const test = suite('headers');

async function get(url: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const res = await fetch(url);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => (headers[key] = value));
  return { status: res.status, headers, body: await res.text() };
}

const HONEYBOOK_HOSTS = Object.values(HONEYBOOK);

function assertSecurityHeaders(where: string, h: Record<string, string>) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    assert.is(h[name.toLowerCase()], value, `${where}: ${name}`);
  }
  const csp = h['content-security-policy'];
  assert.ok(csp, `${where}: Content-Security-Policy`);
  const d = parseCsp(csp);
  assert.equal([...d.get('default-src')!], ["'self'"], `${where}: default-src 'self'`);
  assert.ok(d.get('script-src') && !d.get('script-src')!.has("'unsafe-inline'") && !d.get('script-src')!.has("'unsafe-eval'"), `${where}: script-src without unsafe-*`);
  assert.equal([...d.get('frame-ancestors')!], ["'none'"], `${where}: frame-ancestors 'none'`);
  assert.equal([...d.get('object-src')!], ["'none'"], `${where}: object-src 'none'`);
  assert.equal([...d.get('base-uri')!], ["'self'"], `${where}: base-uri 'self'`);
  assert.equal([...d.get('form-action')!], ["'self'"], `${where}: form-action 'self'`);
  assert.ok(d.has('upgrade-insecure-requests'), `${where}: upgrade-insecure-requests`);
  assert.ok(d.get('img-src')!.has("'self'") && d.get('img-src')!.has('data:'), `${where}: img-src 'self' data:`);
  for (const origin of ["'self'", ...videoOrigins(content as unknown as Record<string, unknown>)]) {
    assert.ok(d.get('media-src')!.has(origin), `${where}: media-src has ${origin}`);
  }
  return d;
}

test('every route answers 200 with the security headers and HTML that revalidates', async () => {
  const origin = await servedOrigin();
  for (const p of PATHS) {
    const { status, headers } = await get(origin + p);
    assert.is(status, 200, `${p} status`);
    assertSecurityHeaders(p, headers);
    assert.is(headers['cache-control'], CACHE_REVALIDATE, `${p}: Cache-Control`);
    assert.match(headers['content-type'], /text\/html/);
  }
});

test('an unknown path answers 404 with the 404 page and the same headers', async () => {
  const origin = await servedOrigin();
  for (const p of ['/no-such-page', '/assets/no-such-file.js']) {
    const { status, headers, body } = await get(origin + p);
    assert.is(status, 404, `${p} status`);
    assert.match(body, /<meta name="robots" content="noindex"/);
    const d = assertSecurityHeaders(p, headers);
    assert.not.ok([...d.values()].some((s) => HONEYBOOK_HOSTS.some((h) => s.has(h))), `${p}: no HoneyBook host`);
  }
});

test('only /contact allows the HoneyBook hosts; no other page does', async () => {
  const origin = await servedOrigin();
  for (const p of [...PATHS, '/404.html']) {
    const d = parseCsp((await get(origin + p)).headers['content-security-policy']);
    const allowed = [...d].filter(([, sources]) => HONEYBOOK_HOSTS.some((h) => sources.has(h)));
    if (p === '/contact') {
      assert.ok(d.get('script-src')!.has(HONEYBOOK.script), 'script-src has widget.honeybook.com');
      assert.ok(d.get('frame-src')!.has(HONEYBOOK.frame), 'frame-src has *.honeybook.com');
      assert.ok(d.get('connect-src')!.has(HONEYBOOK.connect), 'connect-src has *.honeybook.com');
      assert.ok(d.get('img-src')!.has(HONEYBOOK.img), 'img-src covers www.honeybook.com');
    } else {
      assert.equal(allowed, [], `${p} must not allow HoneyBook`);
      assert.equal([...d.get('frame-src')!], ["'none'"], `${p}: frame-src 'none'`);
    }
  }
  // The same for the directory forms of the contact route.
  for (const p of ['/contact/', '/contact/index.html']) {
    const { headers } = await get(origin + p);
    if (headers['content-security-policy']) assert.ok(parseCsp(headers['content-security-policy']).get('script-src')!.has(HONEYBOOK.script), p);
  }
});

test('hashed files under /assets/ are immutable for a year; other files revalidate', async () => {
  const origin = await servedOrigin();
  const home = (await get(origin + '/')).body;
  const assets = [...new Set([...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
  assert.ok(assets.length >= 2, 'the home page references assets');
  for (const a of assets) {
    const { status, headers } = await get(origin + a);
    assert.is(status, 200, a);
    assert.is(headers['cache-control'], CACHE_IMMUTABLE, `${a}: Cache-Control`);
    assert.is(headers['x-content-type-options'], 'nosniff', `${a}: nosniff`);
  }
  for (const f of ['/favicon.ico', '/robots.txt', '/sitemap.xml']) {
    const { status, headers } = await get(origin + f);
    assert.is(status, 200, f);
    assert.is(headers['cache-control'], CACHE_REVALIDATE, `${f}: Cache-Control`);
  }
});

test('the MDN HTTP Observatory score is A+ (100 or more) on every page', async () => {
  const origin = await servedOrigin();
  const lines: string[] = [];
  for (const p of [...PATHS, '/no-such-page']) {
    const { headers, body } = await get(origin + p);
    const s = observatoryScore(headers, body);
    lines.push(formatScore(p, s));
    assert.ok(s.score >= 100, `${p}: Observatory score ${s.score} (${s.grade})\n${formatScore(p, s)}`);
  }
  console.log('\nMDN HTTP Observatory (header tests):\n' + lines.slice(0, 1).join('\n') + '\n  ' + lines.slice(1).map((l) => l.split('\n')[0].trim()).join('\n  '));
});

test('_headers (Netlify, Cloudflare Pages) never sets one header from two rules that match the same path', async () => {
  const text = readFileSync(path.join(await siteDir(), '_headers'), 'utf8');
  const rules: { pattern: string; headers: Map<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: new Map() });
    else {
      const i = line.indexOf(':');
      rules.at(-1)!.headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
    }
  }
  const matches = (pattern: string, p: string) => new RegExp('^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$').test(p);
  const effective = (p: string) => {
    const out = new Map<string, string[]>();
    for (const r of rules) if (matches(r.pattern, p)) for (const [k, v] of r.headers) out.set(k, [...(out.get(k) ?? []), v]);
    return out;
  };
  for (const p of [...PATHS, '/services/', '/contact/index.html', '/404.html', '/assets/x.css', '/nope']) {
    for (const [name, values] of effective(p)) assert.is(values.length, 1, `${p}: ${name} comes from ${values.length} rules`);
  }
  assert.match(effective('/contact').get('content-security-policy')![0], /widget\.honeybook\.com/);
  assert.not.match(effective('/services').get('content-security-policy')![0], /honeybook/);
  assert.is(effective('/assets/x.css').get('cache-control')![0], CACHE_IMMUTABLE);
  assert.is(effective('/').get('strict-transport-security')![0], COMMON_HEADERS['Strict-Transport-Security']);
});

test('the README nginx snippet is the one generator/headers.ts generates', async () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const snippet = nginxSnippet(PAGES, { mediaOrigins: videoOrigins(content as unknown as Record<string, unknown>) });
  assert.ok(readme.includes(snippet), 'README "Security headers" must contain the current snippet: run npx tsx scripts/nginx-snippet.ts');
});

test.after(stopServing);
test.run();

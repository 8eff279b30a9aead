// Security and caching headers as the preview server sends them with the generated serve.json, and
// the MDN HTTP Observatory score (A+). _headers: test/html/host-headers.test.ts; nginx: nginx.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bookingSources } from '../../components/widgets/booking-policy.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, COMMON_HEADERS } from '../../generator/headers/policy.ts';
import { content, videoOrigins } from '../helpers/content.ts';
import { itemAt } from '../helpers/lists.ts';
import { PATHS, servedOrigin, stopServing } from '../helpers/site.ts';
import { formatScore, observatoryScore, parseCsp } from './observatory.ts';

const test = suite('headers');

async function get(url: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const res = await fetch(url);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => (headers[key] = value));
  return { status: res.status, headers, body: await res.text() };
}

// The booking provider's sources, as the build derives them from content/site.yaml.
const BOOKING = bookingSources(content.site.booking);
const HONEYBOOK_HOSTS = [...new Set(Object.values(BOOKING).flat())];

function assertSecurityHeaders(where: string, h: Record<string, string>) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    assert.is(h[name.toLowerCase()], value, `${where}: ${name}`);
  }
  const csp = h['content-security-policy'];
  assert.ok(csp, `${where}: Content-Security-Policy`);
  const d = parseCsp(csp);
  assert.equal([...d.get('default-src')!], ["'self'"], `${where}: default-src 'self'`);
  assert.ok(
    d.get('script-src') && !d.get('script-src')!.has("'unsafe-inline'") && !d.get('script-src')!.has("'unsafe-eval'"),
    `${where}: script-src without unsafe-*`,
  );
  assert.equal([...d.get('frame-ancestors')!], ["'none'"], `${where}: frame-ancestors 'none'`);
  assert.equal([...d.get('object-src')!], ["'none'"], `${where}: object-src 'none'`);
  assert.equal([...d.get('base-uri')!], ["'self'"], `${where}: base-uri 'self'`);
  assert.equal([...d.get('form-action')!], ["'self'"], `${where}: form-action 'self'`);
  assert.ok(d.has('upgrade-insecure-requests'), `${where}: upgrade-insecure-requests`);
  assert.ok(d.get('img-src')!.has("'self'") && d.get('img-src')!.has('data:'), `${where}: img-src 'self' data:`);
  for (const origin of ["'self'", ...videoOrigins]) {
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
    assert.match(headers['content-type'] ?? '(none)', /text\/html/, `${p}: Content-Type`);
  }
});

test('an unknown path answers 404 with the 404 page and the same headers', async () => {
  const origin = await servedOrigin();
  for (const p of ['/no-such-page', '/assets/no-such-file.js']) {
    const { status, headers, body } = await get(origin + p);
    assert.is(status, 404, `${p} status`);
    assert.match(body, /<meta name="robots" content="noindex"/);
    assertSecurityHeaders(p, headers);
  }
});

test('only /contact allows the HoneyBook hosts; no other page, nor an unknown path, does', async () => {
  const origin = await servedOrigin();
  for (const p of [...PATHS, '/404.html', '/no-such-page', '/assets/no-such-file.js']) {
    const policy = (await get(origin + p)).headers['content-security-policy'];
    assert.ok(policy, `${p}: a Content-Security-Policy`);
    const d = parseCsp(policy);
    const allowed = [...d].filter(([, sources]) => HONEYBOOK_HOSTS.some((h) => sources.has(h)));
    if (p === '/contact') {
      assert.ok(d.get('script-src')!.has('https://widget.honeybook.com'), 'script-src has widget.honeybook.com');
      assert.ok(d.get('frame-src')!.has('https://*.honeybook.com'), 'frame-src has *.honeybook.com');
      assert.ok(d.get('connect-src')!.has('https://*.honeybook.com'), 'connect-src has *.honeybook.com');
      assert.ok(d.get('img-src')!.has('https://*.honeybook.com'), 'img-src covers www.honeybook.com');
    } else {
      assert.equal(allowed, [], `${p} must not allow HoneyBook`);
      assert.equal([...d.get('frame-src')!], ["'none'"], `${p}: frame-src 'none'`);
    }
  }
  // The same for the directory forms of the contact route.
  const bookingScript = itemAt(BOOKING['script-src'] ?? [], 0, 'booking script source');
  for (const p of ['/contact/', '/contact/index.html']) {
    const policy = (await get(origin + p)).headers['content-security-policy'];
    if (policy) assert.ok(parseCsp(policy).get('script-src')!.has(bookingScript), p);
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
  // A name that is no file of the site, under /assets/ too, is asked for again: never a 404 for a year.
  for (const p of ['/assets/gear', '/assets/gear/index.html', '/assets/no-such-file-ABCDEFGH.css']) {
    const { status, headers } = await get(origin + p);
    assert.is(status, 404, p);
    assert.is(headers['cache-control'], CACHE_REVALIDATE, `${p}: Cache-Control`);
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
  console.log(
    '\nMDN HTTP Observatory (header tests):\n' +
      lines.slice(0, 1).join('\n') +
      '\n  ' +
      lines
        .slice(1)
        .map((l) => l.replace(/\n.*/s, '').trim())
        .join('\n  '),
  );
});

test.after(stopServing);
test.run();

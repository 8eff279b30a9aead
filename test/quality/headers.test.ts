// Security and caching headers as the preview server sends them with the generated serve.json: each
// answer's exact headers (test/helpers/served-answers.ts, as nginx.test.ts asks nginx), what the
// policies allow, and the MDN HTTP Observatory score (A+). What it never serves:
// test/commands/preview.test.ts; _headers: test/html/host-headers.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bookingSources } from '../../components/widgets/booking-policy.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { content, videoOrigins } from '../helpers/loaded-content.ts';
import { assertAssets, assertRoutes, preview } from '../helpers/served-answers.ts';
import { buildOnce, PATHS, servedOrigin, stopServing } from '../helpers/site-under-test.ts';
import { formatScore, observatoryScore, parseCsp } from './observatory.ts';

const test = suite('headers');

// The booking provider's sources, as the build derives them from content/site.yaml.
const BOOKING = bookingSources(content.site.booking);
const HONEYBOOK_HOSTS = [...new Set(Object.values(BOOKING).flat())];

test('every route answers 200 with its page, the security headers and its own policy, revalidated', async () => {
  await assertRoutes(preview, await buildOnce());
});

test('hashed files under /assets/ are immutable for a year, with the right types; other files revalidate', async () => {
  await assertAssets(preview, await buildOnce());
});

test("every policy: 'self' by default, no unsafe script, no framing, plugins or foreign forms, the videos' origins; only /contact allows the HoneyBook hosts", async () => {
  for (const p of [...PATHS, '/404.html', '/no-such-page']) {
    const d = parseCsp(only((await preview(p)).headers.get('content-security-policy') ?? [], `Content-Security-Policy of ${p}`));
    assert.equal([...d.get('default-src')!], ["'self'"], `${p}: default-src 'self'`);
    assert.ok(
      d.get('script-src') && !d.get('script-src')!.has("'unsafe-inline'") && !d.get('script-src')!.has("'unsafe-eval'"),
      `${p}: script-src without unsafe-*`,
    );
    assert.equal([...d.get('frame-ancestors')!], ["'none'"], `${p}: frame-ancestors 'none'`);
    assert.equal([...d.get('object-src')!], ["'none'"], `${p}: object-src 'none'`);
    assert.equal([...d.get('base-uri')!], ["'self'"], `${p}: base-uri 'self'`);
    assert.equal([...d.get('form-action')!], ["'self'"], `${p}: form-action 'self'`);
    assert.ok(d.has('upgrade-insecure-requests'), `${p}: upgrade-insecure-requests`);
    assert.ok(d.get('img-src')!.has("'self'") && d.get('img-src')!.has('data:'), `${p}: img-src 'self' data:`);
    for (const origin of ["'self'", ...videoOrigins]) assert.ok(d.get('media-src')!.has(origin), `${p}: media-src has ${origin}`);
    if (p === '/contact') {
      assert.ok(d.get('script-src')!.has('https://widget.honeybook.com'), 'script-src has widget.honeybook.com');
      assert.ok(d.get('frame-src')!.has('https://*.honeybook.com'), 'frame-src has *.honeybook.com');
      assert.ok(d.get('connect-src')!.has('https://*.honeybook.com'), 'connect-src has *.honeybook.com');
      assert.ok(d.get('img-src')!.has('https://*.honeybook.com'), 'img-src covers www.honeybook.com');
    } else {
      const allowed = [...d].filter(([, sources]) => HONEYBOOK_HOSTS.some((h) => sources.has(h)));
      assert.equal(allowed, [], `${p} must not allow HoneyBook`);
      assert.equal([...d.get('frame-src')!], ["'none'"], `${p}: frame-src 'none'`);
    }
  }
  // The directory forms of the contact route, once their redirect is followed.
  const bookingScript = itemAt(BOOKING['script-src'] ?? [], 0, 'booking script source');
  for (const p of ['/contact/', '/contact/index.html']) {
    const policy = (await fetch((await servedOrigin()) + p)).headers.get('content-security-policy');
    if (policy) assert.ok(parseCsp(policy).get('script-src')!.has(bookingScript), p);
  }
});

test('the MDN HTTP Observatory score is A+ (100 or more) on every page', async () => {
  const lines: string[] = [];
  for (const p of [...PATHS, '/no-such-page']) {
    const { headers, body } = await preview(p);
    const s = observatoryScore(Object.fromEntries([...headers].map(([name, values]) => [name, values.join(', ')])), body.toString());
    lines.push(formatScore(p, s));
    assert.ok(s.score >= 100, `${p}: Observatory score ${s.score} (${s.grade})\n${formatScore(p, s)}`);
  }
  // The first page's score in full, the others' totals.
  const totals = lines.slice(1).map((l) => l.replace(/\n.*/s, '').trim());
  console.log(`\nMDN HTTP Observatory (header tests):\n${lines[0]}\n  ${totals.join('\n  ')}`);
});

test.after(stopServing);
test.run();

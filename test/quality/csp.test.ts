// The Content-Security-Policy in practice.
//  - Every page the browser suites open (BROWSED_PATHS) loaded in Chromium, served by the preview server (createPreviewServer) WITH the production headers, raises no
//    `securitypolicyviolation` event and logs no CSP message, the contact page included. There
//    is no internet here, so the provider's requests are aborted (a blocked request is not a
//    CSP violation: CSP checks run before the network).
//  - Every page also carries its policy in <meta http-equiv="Content-Security-Policy">: the
//    header's, minus what a meta element cannot carry, before anything it governs.
//  - On a host that sends no headers at all, that meta policy still applies.
import { createServer, type Server } from 'node:http';
import { parseHTML } from 'linkedom';
import type { Browser, Page } from 'playwright-core';
import handler from 'serve-handler';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { META_UNSUPPORTED, policyForMeta } from '../../generator/headers/csp.ts';
import { HAS_CHROMIUM, launch, VIEWPORTS } from '../helpers/browser.ts';
import { BROWSED_PATHS, PATHS, PROVIDER_HOSTS, servedOrigin, siteDir, stopServing } from './_site.ts';

const test = suite<{ browser: Browser; origin: string }>('csp');

// Runs in the page before any of its scripts: records every violation on window.
const RECORD = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' at ' + e.sourceFile + ':' + e.lineNumber);
}, true);`;

// Chromium's CSP messages ("Refused to load…", "…is ignored when delivered via a <meta>
// element", "…contains an invalid source") all name the policy or say "Refused".
const CSP_MESSAGE = /Content.Security.Policy|Refused to|\bCSP\b/i;

/** Opens a page recording violations and CSP console messages; the provider's requests are aborted. */
async function openRecorded(browser: Browser, url: string, viewport: { width: number; height: number } = VIEWPORTS[0]) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (CSP_MESSAGE.test(m.text())) consoleErrors.push(`${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(RECORD);
  const provider: string[] = [];
  await page.route(PROVIDER_HOSTS, (route) => {
    provider.push(route.request().url());
    return route.abort();
  });
  // The booking page asks for the provider's script once it has loaded; other pages never do
  // (this then settles as false when the context closes).
  const providerAsked = page.waitForRequest(PROVIDER_HOSTS, { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  const response = await page.goto(url, { waitUntil: 'load' });
  return { context, page, response, consoleErrors, provider, providerAsked };
}

/**
 * Lets the widgets run: scroll (lazy images, videos), a rendered frame per screen; hover a link
 * (prefetch); then wait until the network is quiet.
 */
async function exercise(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
  await page
    .locator('main a[href^="/"]:visible')
    .first()
    .hover({ timeout: 1000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('every page carries the header policy in a meta element, minus what a meta cannot carry, before any resource', async () => {
  const origin = await servedOrigin();
  for (const p of [...PATHS, '/no-such-page']) {
    const res = await fetch(origin + p);
    const header = res.headers.get('content-security-policy');
    assert.ok(header, `${p}: header`);
    const { document } = parseHTML(await res.text());
    const metas = [...document.querySelectorAll('meta[http-equiv]')].filter(
      (m) => m.getAttribute('http-equiv')!.toLowerCase() === 'content-security-policy',
    );
    assert.is(metas.length, 1, `${p}: one meta policy`);
    const meta = metas[0].getAttribute('content')!;
    assert.is(meta, policyForMeta(header), `${p}: meta = header minus ${META_UNSUPPORTED.join(', ')}`);
    for (const name of META_UNSUPPORTED) assert.not.match(meta, new RegExp(`(^|;\\s*)${name}\\b`), `${p}: no ${name} in the meta`);
    assert.match(meta, /(^|;\s*)upgrade-insecure-requests/, `${p}: upgrade-insecure-requests works in a meta, so it stays`);
    // The charset first; then the policy, before any element that loads or runs something (a
    // policy only governs what comes after it). React puts the viewport meta right after the
    // charset; it loads nothing.
    const head = [...document.head.children];
    assert.ok(head[0].hasAttribute('charset'), `${p}: charset first`);
    const at = head.findIndex((e) => e.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy');
    const firstResource = head.findIndex((e) => ['LINK', 'SCRIPT', 'STYLE', 'BASE', 'NOSCRIPT', 'TEMPLATE', 'IMG'].includes(e.tagName));
    assert.ok(at > 0 && at < firstResource, `${p}: the policy (element ${at}) comes before the first resource (element ${firstResource})`);
    assert.ok(
      head.slice(1, at).every((e) => e.tagName === 'META' && !e.hasAttribute('http-equiv')),
      `${p}: only plain meta elements before the policy`,
    );
  }
});

if (HAS_CHROMIUM) {
  test.before(async (ctx) => {
    [ctx.browser, ctx.origin] = await Promise.all([launch(), servedOrigin()]);
  });
  test.after(async (ctx) => {
    await ctx.browser?.close();
    await stopServing();
  });

  for (const viewport of VIEWPORTS) {
    for (const p of [...BROWSED_PATHS, '/no-such-page']) {
      test(`${p} (${viewport.name}) loads under its CSP, header and meta, without a violation or a CSP message`, async (ctx) => {
        const { context, page, response, consoleErrors, provider, providerAsked } = await openRecorded(
          ctx.browser,
          ctx.origin + p,
          viewport,
        );
        assert.ok(response?.headers()['content-security-policy'], `${p} is served with a CSP`);
        if (p === '/contact') await providerAsked;
        await exercise(page);
        assert.equal(await violationsOf(page), [], `${p}: securitypolicyviolation events`);
        assert.equal(consoleErrors, [], `${p}: CSP console messages`);
        if (p === '/contact')
          assert.ok(
            provider.some((u) => u.startsWith('https://widget.honeybook.com/')),
            'the contact page asked for the HoneyBook script (then aborted here)',
          );
        await context.close();
      });
    }
  }

  // A host that sends no headers at all (GitHub Pages, an S3 website bucket): only the meta
  // policy protects the page. Served here by serve-handler without any header rule.
  test('without any response header, the meta policy alone still applies on every page', async (ctx) => {
    const dir = await siteDir();
    const server: Server = createServer((req, res) => handler(req, res, { public: dir, cleanUrls: true }));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const bare = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      for (const p of [...BROWSED_PATHS, '/no-such-page']) {
        const { context, page, response, consoleErrors, provider, providerAsked } = await openRecorded(ctx.browser, bare + p);
        assert.not.ok(response?.headers()['content-security-policy'], `${p}: no CSP header here`);
        if (p === '/contact') await providerAsked;
        await exercise(page);
        assert.equal(await violationsOf(page), [], `${p}: the site itself breaks no rule of its meta policy`);
        assert.equal(consoleErrors, [], `${p}: CSP console messages`);
        if (p === '/contact')
          assert.ok(
            provider.some((u) => u.startsWith('https://widget.honeybook.com/')),
            'the meta policy lets the booking script load',
          );
        // An injected inline script is refused, and a script from another host too.
        const ran = await page.evaluate(async () => {
          const w = window as unknown as { __injected?: boolean; __cspViolations: string[] };
          const inline = document.createElement('script');
          inline.textContent = 'window.__injected = true';
          document.head.append(inline);
          const external = document.createElement('script');
          external.src = 'https://evil.example/x.js';
          document.head.append(external);
          // Wait, frame by frame (at most ~5 s), for both refusals to be reported.
          for (
            let i = 0;
            i < 300 &&
            !(
              w.__cspViolations.some((v) => v.includes('evil.example')) &&
              w.__cspViolations.some((v) => /^script-src(-elem)? blocked \(?inline/.test(v))
            );
            i++
          ) {
            await new Promise((r) => requestAnimationFrame(r));
          }
          return { injected: w.__injected === true, violations: w.__cspViolations };
        });
        assert.not.ok(ran.injected, `${p}: the inline script must not run`);
        assert.ok(
          ran.violations.some((v) => /^script-src(-elem)? blocked \(?inline/.test(v)),
          `${p}: inline script refused by the meta policy`,
        );
        assert.ok(
          ran.violations.some((v) => v.includes('https://evil.example/x.js')),
          `${p}: foreign script refused by the meta policy`,
        );
        await context.close();
      }
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
} else {
  test.skip('csp in Chromium (no Chromium)', () => {});
}

test.run();

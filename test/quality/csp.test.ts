// The Content-Security-Policy in practice.
//  - Every page the browser suites open (BROWSED_PATHS) loaded in Chromium, served by the preview server (createPreviewServer) WITH the production headers, raises no
//    `securitypolicyviolation` event and logs no CSP message, the contact page included. There
//    is no internet here, so the provider's requests are aborted (a blocked request is not a
//    CSP violation: CSP checks run before the network).
//  - Every page also carries its policy in <meta http-equiv="Content-Security-Policy">: the
//    header's, minus what a meta element cannot carry, before anything it governs.
//  - On a host that sends no headers at all, that meta policy still applies.
import { createServer, type Server } from 'node:http';
import { parseHTML } from 'linkedom/worker';
import type { Browser, Page } from 'playwright-core';
import handler from 'serve-handler';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { META_UNSUPPORTED, policyForMeta } from '../../generator/headers/csp.ts';
import { HAS_CHROMIUM, launch, VIEWPORTS } from '../helpers/browser.ts';
import { only } from '../helpers/lists.ts';
import { BROWSED_PATHS, PATHS, PROVIDER_HOSTS, servedOrigin, siteDir, stopServing } from './_site.ts';

interface Context {
  browser: Browser;
  origin: string;
  /** A recording tab per viewport width, for the pages served with their headers. */
  tabs: Map<number, RecordingTab>;
}

const test = suite<Context>('csp');

// Runs in the page before any of its scripts: records every violation on window.
const RECORD = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' at ' + e.sourceFile + ':' + e.lineNumber);
}, true);`;

// Chromium's CSP messages ("Refused to load…", "…is ignored when delivered via a <meta>
// element", "…contains an invalid source") all name the policy or say "Refused".
const CSP_MESSAGE = /Content.Security.Policy|Refused to|\bCSP\b/i;

type Viewport = { width: number; height: number };

/**
 * A tab recording CSP console messages and the provider's requests (aborted), taken from page to
 * page: a new context per page would start a renderer process each time. A navigation gives each
 * page a fresh document (RECORD runs again in it), and a cached resource is checked against the
 * policy as a fetched one is: the check comes before the cache and the network.
 */
interface RecordingTab {
  page: Page;
  consoleErrors: string[];
  provider: string[];
  close(): Promise<void>;
}

async function recordingTab(browser: Browser, viewport: Viewport = VIEWPORTS[0]): Promise<RecordingTab> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const tab: RecordingTab = { page, consoleErrors: [], provider: [], close: () => context.close() };
  page.on('console', (m) => {
    if (CSP_MESSAGE.test(m.text())) tab.consoleErrors.push(`${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(RECORD);
  await page.route(PROVIDER_HOSTS, (route) => {
    tab.provider.push(route.request().url());
    return route.abort();
  });
  return tab;
}

/**
 * Opens `url` in the tab, its records emptied. On the booking page (`bookingPage`), also waits
 * for its request for the provider's script, which it makes once it has loaded.
 */
async function visit(tab: RecordingTab, url: string, bookingPage: boolean) {
  tab.consoleErrors.length = 0;
  tab.provider.length = 0;
  // The mouse leaves the window, as it starts in a new tab: the hover of the page before
  // (exercise) must not stand in for this page's own.
  await tab.page.mouse.move(-1, -1);
  const providerAsked = bookingPage ? tab.page.waitForRequest(PROVIDER_HOSTS, { timeout: 10_000 }).catch(() => {}) : undefined;
  const response = await tab.page.goto(url, { waitUntil: 'load' });
  await providerAsked;
  return response;
}

/**
 * Lets the widgets run: scroll (lazy images, videos), a rendered frame per screen; hover a link
 * (prefetch); then wait until the network is quiet.
 */
async function exercise(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      // Two frames, or half a second where a busy machine stalls frames: an evaluate has no time limit.
      await new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r));
        setTimeout(r, 500);
      });
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
    const metaPolicy = only(
      [...document.querySelectorAll('meta[http-equiv]')].filter(
        (m) => m.getAttribute('http-equiv')!.toLowerCase() === 'content-security-policy',
      ),
      `meta policy in ${p}`,
    );
    const meta = metaPolicy.getAttribute('content')!;
    assert.is(meta, policyForMeta(header), `${p}: meta = header minus ${META_UNSUPPORTED.join(', ')}`);
    for (const name of META_UNSUPPORTED) assert.not.match(meta, new RegExp(`(^|;\\s*)${name}\\b`), `${p}: no ${name} in the meta`);
    assert.match(meta, /(^|;\s*)upgrade-insecure-requests/, `${p}: upgrade-insecure-requests works in a meta, so it stays`);
    // The charset first; then the policy, before any element that loads or runs something (a
    // policy only governs what comes after it). React puts the viewport meta right after the
    // charset; it loads nothing.
    const head = [...document.head.children];
    assert.ok(head[0]?.hasAttribute('charset'), `${p}: charset first`);
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
    ctx.tabs = new Map();
  });
  test.after(async (ctx) => {
    await ctx.browser?.close();
    await stopServing();
  });

  for (const viewport of VIEWPORTS) {
    for (const p of [...BROWSED_PATHS, '/no-such-page']) {
      test(`${p} (${viewport.name}) loads under its CSP, header and meta, without a violation or a CSP message`, async (ctx) => {
        let tab = ctx.tabs.get(viewport.width);
        if (!tab) ctx.tabs.set(viewport.width, (tab = await recordingTab(ctx.browser, viewport)));
        const response = await visit(tab, ctx.origin + p, p === '/contact');
        assert.ok(response?.headers()['content-security-policy'], `${p} is served with a CSP`);
        await exercise(tab.page);
        assert.equal(await violationsOf(tab.page), [], `${p}: securitypolicyviolation events`);
        assert.equal(tab.consoleErrors, [], `${p}: CSP console messages`);
        if (p === '/contact')
          assert.ok(
            tab.provider.some((u) => u.startsWith('https://widget.honeybook.com/')),
            'the contact page asked for the HoneyBook script (then aborted here)',
          );
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
    const tab = await recordingTab(ctx.browser);
    const { page, consoleErrors, provider } = tab;
    try {
      for (const p of [...BROWSED_PATHS, '/no-such-page']) {
        const response = await visit(tab, bare + p, p === '/contact');
        assert.not.ok(response?.headers()['content-security-policy'], `${p}: no CSP header here`);
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
          // Wait, frame by frame (300 frames at most), for both refusals to be reported.
          for (
            let i = 0;
            i < 300 &&
            !(
              w.__cspViolations.some((v) => v.includes('evil.example')) &&
              w.__cspViolations.some((v) => /^script-src(-elem)? blocked \(?inline/.test(v))
            );
            i++
          ) {
            await new Promise((r) => {
              requestAnimationFrame(r);
              setTimeout(r, 50);
            });
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
      }
    } finally {
      await tab.close();
      await new Promise((r) => server.close(r));
    }
  });
} else {
  test.skip('csp in Chromium (no Chromium)', () => {});
}

test.run();

// The pages in Chromium under the production headers: every page the browser suites open and the
// 404 page, visited once per viewport while its widgets run, raises no CSP violation or message
// (the provider's requests aborted: there is no internet here); loaded and scrolled to its bottom
// a screenful at a time on a CPU slowed four times, moves under the reader by less than a
// hundredth in all (Lighthouse never scrolls, so its CLS misses a section that grows into view);
// and then, at rest, has no axe-core WCAG A/AA violation; so do the states a visitor reaches (the
// mobile menu, the lightbox, each pricing tab). Besides: every page carries the header's policy in
// a <meta>, which alone still applies on a host that sends no headers.
import { createServer } from 'node:http';
import { parseHTML } from 'linkedom/worker';
import type { Browser, CDPSession, Page } from 'playwright-core';
import handler from 'serve-handler';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { META_UNSUPPORTED, policyForMeta } from '../../generator/headers/csp.ts';
import { listenLocally } from '../../tools/harness/static-server.ts';
import { type AxeViolation, axeViolations } from '../helpers/axe-run.ts';
import { type BrowserContextState, browserSuite, open, VIEWPORTS } from '../helpers/browser.ts';
import { frames, recordedShifts, recordShifts, SHIFT_LIMIT, scrollToBottom } from '../helpers/layout-shifts.ts';
import { only } from '../helpers/lists.ts';
import { pricing } from '../helpers/loaded-content.ts';
import { BROWSED_PATHS, PATHS, servedOrigin, siteDir, stopServing } from '../helpers/site-under-test.ts';

type Viewport = (typeof VIEWPORTS)[number];

const test = browserSuite('pages in Chromium: CSP and axe');
const check = suite('pages in Chromium: the meta policy');
const VISITED = [...BROWSED_PATHS, '/no-such-page'];
/** How much slower than this machine's the CPU a page is loaded and scrolled on, as a cheap phone's. */
const CPU_SLOWDOWN = 4;
/** The booking provider's hosts: there is no internet here, so their requests are aborted. */
const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*honeybook\.com(\/|$)/;

// Runs in the page before any of its scripts: records every violation on window.
const RECORD = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' at ' + e.sourceFile + ':' + e.lineNumber);
}, true);`;

// Chromium's CSP messages ("Refused to load…", "…is ignored when delivered via a <meta>
// element", "…contains an invalid source") all name the policy or say "Refused".
const CSP_MESSAGE = /Content.Security.Policy|Refused to|\bCSP\b/i;
/** A violation record of an inline script refused. */
const INLINE_REFUSED = /^script-src(-elem)? blocked \(?inline/;

/**
 * A tab recording CSP console messages and the provider's requests (aborted), taken from page to
 * page: a new context per page would start a renderer process each time. A navigation gives each
 * page a fresh document (RECORD runs again in it), and a cached resource is checked against the
 * policy as a fetched one is: the check comes before the cache and the network.
 */
interface Tab {
  page: Page;
  /** The page's DevTools session, which slows its CPU. */
  cpu: CDPSession;
  consoleErrors: string[];
  provider: string[];
  /** The path whose page is loaded and checked, still untouched (no menu, dialog or tab changed), if any. */
  pristine?: string;
  close(): Promise<void>;
}

async function recordingTab(browser: Browser, { width, height }: Viewport = VIEWPORTS[0]): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const tab: Tab = { page, cpu: await context.newCDPSession(page), consoleErrors: [], provider: [], close: () => context.close() };
  page.on('console', (m) => {
    if (CSP_MESSAGE.test(m.text())) tab.consoleErrors.push(`${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(RECORD);
  await page.addInitScript(recordShifts);
  await page.route(PROVIDER_HOSTS, (route) => {
    tab.provider.push(route.request().url());
    return route.abort();
  });
  return tab;
}

/** Opens `url` in the tab, its records emptied; on the contact page, also waits for its request for the provider's script. */
async function visit(tab: Tab, url: string) {
  const bookingPage = new URL(url).pathname === '/contact';
  tab.consoleErrors.length = 0;
  tab.provider.length = 0;
  tab.pristine = undefined;
  await tab.page.emulateMedia({ reducedMotion: 'no-preference' });
  // The mouse leaves the window, as it starts in a new tab: the hover of the page before
  // (exercise) must not stand in for this page's own.
  await tab.page.mouse.move(-1, -1);
  const providerAsked = bookingPage ? tab.page.waitForRequest(PROVIDER_HOSTS, { timeout: 10_000 }).catch(() => {}) : undefined;
  const response = await tab.page.goto(url, { waitUntil: 'load' });
  await providerAsked;
  return response;
}

/**
 * Lets the widgets run: scroll to the bottom as a reader does (lazy images, videos), then, after
 * `scrolled`, hover a link (prefetch) and wait until the network is quiet.
 */
async function exercise(page: Page, scrolled: () => Promise<void> = async () => {}) {
  await frames(page);
  await scrollToBottom(page);
  await scrolled();
  await page
    .locator('main a[href^="/"]:visible')
    .first()
    .hover({ timeout: 1000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}

/** The CSP violations and messages a visit left, and whether the contact page asked for the provider's script. */
async function assertNoViolation(tab: Tab, p: string) {
  const violations = await tab.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  assert.equal(violations, [], `${p}: securitypolicyviolation events`);
  assert.equal(tab.consoleErrors, [], `${p}: CSP console messages`);
  if (p === '/contact')
    assert.ok(
      tab.provider.some((u) => u.startsWith('https://widget.honeybook.com/')),
      'the contact page asked for the HoneyBook script (then aborted here)',
    );
}

function describe(where: string, violations: AxeViolation[]): string {
  const node = (n: AxeViolation['nodes'][number]) =>
    `      ${n.target.join(' ')}\n        ${n.html.slice(0, 160)}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`;
  const lines = violations.map((v) => `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.slice(0, 6).map(node).join('\n')}`);
  return `${where}: ${violations.length} axe violation(s)\n${lines.join('\n')}`;
}

async function assertAccessible(page: Page, where: string) {
  const violations = await axeViolations(page);
  if (violations.length) console.log(describe(where, violations));
  assert.is(violations.length, 0, `${where}: ${violations.map((v) => v.id).join(', ')} (details above)`);
}

/**
 * The page at rest for axe, as a visitor who has scrolled it finds it back at the top: the mouse
 * away (no element in its :hover styles), motion reduced, every image loaded (or failed) and the
 * fonts in.
 */
async function atRest(page: Page) {
  await page.mouse.move(-1, -1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // (No named helpers inside evaluate(): tsx would wrap them in a __name() the page lacks.)
  await page.evaluate(async () => {
    scrollTo(0, 0);
    await new Promise((r) => {
      requestAnimationFrame(() => requestAnimationFrame(r));
      setTimeout(r, 500);
    });
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete) && document.fonts.status === 'loaded');
}

/** A tab per viewport width, kept from test to test. */
const tabs = new Map<number, Tab>();

/** The viewport's tab with `p` loaded and checked: visited now, or still untouched from the test before. */
async function checked(ctx: BrowserContextState, p: string, viewport: Viewport): Promise<Tab> {
  let tab = tabs.get(viewport.width);
  if (!tab) tabs.set(viewport.width, (tab = await recordingTab(ctx.browser, viewport)));
  if (tab.pristine === p) return tab;
  await tab.cpu.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const response = await visit(tab, ctx.base + p);
  assert.ok(response?.headers()['content-security-policy'], `${p} is served with a CSP`);
  await exercise(tab.page, async () => {
    await tab.cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { total, report } = await recordedShifts(tab.page);
    assert.ok(total < SHIFT_LIMIT, `${p} at ${viewport.width} px, scrolled: layout shift ${total.toFixed(4)} ≥ ${SHIFT_LIMIT}:\n${report}`);
  });
  await assertNoViolation(tab, p);
  await atRest(tab.page);
  await assertAccessible(tab.page, `${p} @${viewport.width}`);
  tab.pristine = p;
  return tab;
}

/** The viewport's tab with `p` loaded, for a test that changes its state (the next test loads it again). */
async function checkedToChange(ctx: BrowserContextState, p: string, viewport: Viewport): Promise<Page> {
  const tab = await checked(ctx, p, viewport);
  tab.pristine = undefined;
  return tab.page;
}

check('every page carries the header policy in a meta element, minus what a meta cannot carry, before any resource', async () => {
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
    // What policyForMeta leaves out and keeps is test/unit/headers.test.ts's.
    assert.is(meta, policyForMeta(header), `${p}: meta = header minus ${META_UNSUPPORTED.join(', ')}`);
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

// The states a visitor reaches, each checked on the visit of its page's own test, just before.
const states: { path: string; name: string; phoneOnly?: boolean; reach(page: Page, where: string): Promise<void> }[] = [
  {
    path: '/',
    name: 'the mobile menu, open',
    phoneOnly: true,
    async reach(page, where) {
      await page.locator('.nav__toggle').click();
      await page.waitForSelector('.nav__panel:popover-open');
      await assertAccessible(page, `${where} menu open`);
    },
  },
  {
    path: '/gallery',
    name: 'the gallery lightbox, open',
    async reach(page, where) {
      await page.locator('.tile__link').first().click();
      await page.waitForSelector('dialog.lightbox[open]');
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('dialog.lightbox[open] img')?.complete === true);
      await assertAccessible(page, `${where} lightbox open`);
    },
  },
  {
    path: '/pricing',
    name: 'each pricing tab, selected',
    async reach(page, where) {
      const tabs = page.locator('.pricing-tabs__tab');
      const n = await tabs.count();
      assert.is(n, pricing.tabs.length, 'a tab per content tab');
      for (let i = 0; i < n; i++) {
        await tabs.nth(i).click();
        await page.waitForFunction((n) => document.querySelectorAll('.pricing-tabs__tab')[n]?.getAttribute('aria-selected') === 'true', i);
        await assertAccessible(page, `${where} tab ${i + 1}`);
      }
    },
  },
];
const register = ({ path, name, phoneOnly, reach }: (typeof states)[number], viewport: Viewport) => {
  if (phoneOnly && viewport.name !== 'phone') return;
  test(`${name} at ${viewport.width} px, has no axe violation`, async (ctx) => {
    await reach(await checkedToChange(ctx, path, viewport), `${path} @${viewport.width}`);
  });
};

test('the layout-shift recorder sees a shift: content that moves under the reader is counted', async (ctx) => {
  const { page } = await open(ctx, '/', { before: (p) => p.addInitScript(recordShifts) });
  await frames(page);
  // Everything in <main> moves down by a screen's tenth: a shift the browser reports.
  await page.evaluate(() =>
    document.querySelector('main')!.prepend(Object.assign(document.createElement('div'), { style: 'height: 10vh' })),
  );
  await frames(page);
  const seen = await page
    .waitForFunction(() => (window as unknown as { shifts: unknown[] }).shifts.length > 0)
    .then(
      () => true,
      () => false,
    );
  assert.ok(seen, 'the recorder saw no shift at all: its script did not run in the page, and every page would pass unseen');
  const { total } = await recordedShifts(page);
  assert.ok(total >= SHIFT_LIMIT, `recorded ${total.toFixed(4)}`);
});

for (const viewport of VIEWPORTS) {
  for (const p of VISITED) {
    test(`${p} at ${viewport.width} px (${viewport.name}): no CSP violation or message, header and meta, no layout shift while scrolled on a slow CPU, and no WCAG A/AA violation`, async (ctx) => {
      await checked(ctx, p, viewport);
    });
    for (const state of states) if (state.path === p) register(state, viewport);
  }
  // A state whose page the browser suites do not open is checked on a visit of its own.
  for (const state of states) if (!VISITED.includes(state.path)) register(state, viewport);
}

// A host that sends no headers at all (GitHub Pages, an S3 website bucket): only the meta
// policy protects the page. Served here by serve-handler without any header rule.
test('without any response header, the meta policy alone still applies on every page', async (ctx) => {
  const dir = await siteDir();
  const server = await listenLocally(createServer((req, res) => handler(req, res, { public: dir, cleanUrls: true })));
  const bare = server.origin;
  const tab = await recordingTab(ctx.browser);
  try {
    for (const p of VISITED) {
      const response = await visit(tab, bare + p);
      assert.not.ok(response?.headers()['content-security-policy'], `${p}: no CSP header here`);
      await exercise(tab.page);
      await assertNoViolation(tab, p);
      // An injected inline script is refused, and a script from another host too.
      await tab.page.evaluate(() => {
        const inline = Object.assign(document.createElement('script'), { textContent: 'window.__injected = true' });
        document.head.append(inline, Object.assign(document.createElement('script'), { src: 'https://evil.example/x.js' }));
      });
      // Both refusals are reported within a few frames: waited for, up to 15 s, then read.
      await tab.page
        .waitForFunction(
          (inline) => {
            const seen = (window as unknown as { __cspViolations: string[] }).__cspViolations;
            return seen.some((v) => v.includes('evil.example')) && seen.some((v) => new RegExp(inline).test(v));
          },
          INLINE_REFUSED.source,
          { timeout: 15_000 },
        )
        .catch(() => {});
      const ran = await tab.page.evaluate(() => {
        const w = window as unknown as { __injected?: boolean; __cspViolations: string[] };
        return { injected: w.__injected === true, violations: w.__cspViolations };
      });
      assert.not.ok(ran.injected, `${p}: the inline script must not run`);
      assert.ok(
        ran.violations.some((v) => INLINE_REFUSED.test(v)),
        `${p}: inline script refused by the meta policy`,
      );
      assert.ok(
        ran.violations.some((v) => v.includes('https://evil.example/x.js')),
        `${p}: foreign script refused by the meta policy`,
      );
    }
  } finally {
    await tab.close();
    await server.close();
  }
});

check.after(stopServing);
test.run();
check.run();

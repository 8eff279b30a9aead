// Shared setup of the browser suite (test/browser): the system Chromium through playwright-core,
// and the built site on a local static server.
//  - Chromium: $CHROME_PATH or /usr/bin/chromium. Missing: a loud warning and every test is
//    skipped, except under CI=true, where the suite fails.
//  - The site: served once per process by servedOrigin() (test/helpers/site-under-test.ts).
import { freemem, totalmem } from 'node:os';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { suite, type Test } from 'uvu';
import { CHROME_PATH, HAS_CHROMIUM, launchChromium } from '../../tools/harness/chromium.ts';
import { servedOrigin } from './site-under-test.ts';
import { warnSkipped } from './skipped.ts';

export { CHROME_PATH, HAS_CHROMIUM };

/** The two widths the issue asks for: a phone and a desktop. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

if (!HAS_CHROMIUM) {
  if (process.env.CI === 'true') {
    throw new Error(`Browser suite: no Chromium at ${CHROME_PATH} (CI=true). Install it with apt-get install -y chromium`);
  }
  warnSkipped(
    `BROWSER SUITE SKIPPED: no Chromium found at ${CHROME_PATH}`,
    'Install it with:  apt-get install -y chromium',
    '(or point CHROME_PATH at a Chromium binary). Under CI=true this is a failure.',
  );
}

/**
 * Starts Chromium. When it exits without being closed (a crash, a killed process), says so at
 * once, with the machine's free memory, so the tests that fail after it read
 * as what they are: the failures of a browser that is gone.
 */
export async function launch(): Promise<Browser> {
  const browser = await launchChromium();
  let closing = false;
  const close = browser.close.bind(browser);
  browser.close = (options) => {
    closing = true;
    return close(options);
  };
  const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
  browser.on('disconnected', () => {
    if (!closing)
      console.error(`\n!! Chromium exited while its tests still used it (free memory ${mib(freemem())} of ${mib(totalmem())})\n`);
  });
  return browser;
}

let running: Browser | undefined;

/**
 * The test process's Chromium, shared by the suites it runs one after another, since a start is
 * costly on a busy machine and a run has dozens of suites. Started again if it has gone (a crash);
 * the process's exit takes it down.
 */
export async function sharedBrowser(): Promise<Browser> {
  if (!running?.isConnected()) running = await launch();
  return running;
}

/** Closes every context a suite left open in the shared browser, so that the next suite finds none. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
}

export interface BrowserContextState {
  browser: Browser;
  base: string;
}

/**
 * A uvu suite with a browser and the site's base URL in its context. Without Chromium (and
 * not in CI) its tests are registered as skipped, so the summary counts them.
 */
export function browserSuite(name: string): Test<BrowserContextState> {
  const test = suite<BrowserContextState>(name);
  if (!HAS_CHROMIUM) {
    const skipping = ((title: string, fn: never) => test.skip(title, fn)) as unknown as Test<BrowserContextState>;
    return Object.assign(skipping, { skip: test.skip, only: test.skip, before: test.before, after: test.after, run: test.run });
  }
  test.before(async (ctx) => {
    const [browser, base] = await Promise.all([sharedBrowser(), servedOrigin()]);
    ctx.browser = browser;
    ctx.base = base;
  });
  test.after.each(closeOpened);
  test.after((ctx) => releaseBrowser(ctx.browser));
  return test;
}

export interface OpenOptions extends BrowserContextOptions {
  width?: number;
  height?: number;
  /** Glob patterns whose requests are aborted, e.g. '**\/*.{avif,webp,jpg}'. */
  block?: string[];
  /** Called with the page before it navigates (routes, clock, listeners). */
  before?: (page: Page) => unknown;
  /** What to wait for after navigating; 'load' unless a test holds requests back. */
  waitUntil?: 'load' | 'domcontentloaded';
}

export interface Opened {
  page: Page;
  context: BrowserContext;
  /** Errors thrown in the page (uncaught) and console.error lines. */
  errors: string[];
  close(): Promise<void>;
}

/** The contexts open() made for the running test. */
const openedInTest = new Set<BrowserContext>();

/** Keeps a context open() made past the end of its test (a page the tests of a file share): whoever kept it closes it. */
export function keepOpen(context: BrowserContext): void {
  openedInTest.delete(context);
}

/** Closes the contexts open() made for the test that just ran, whatever its outcome (the browser suites' after.each). */
export async function closeOpened(): Promise<void> {
  const contexts = [...openedInTest];
  openedInTest.clear();
  await Promise.all(contexts.map((context) => context.close()));
}

/**
 * Opens `path` in a fresh context and waits for the page's load event. The context is closed after
 * the test; `close()` closes it sooner (a test that opens one page after another).
 */
export async function open(ctx: BrowserContextState, path: string, options: OpenOptions = {}): Promise<Opened> {
  const { width = 1440, height = 900, block = [], before, waitUntil = 'load', ...contextOptions } = options;
  const context = await ctx.browser.newContext({ viewport: { width, height }, ...contextOptions });
  openedInTest.add(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  for (const pattern of block) await page.route(pattern, (route) => route.abort());
  await before?.(page);
  await page.goto(ctx.base + path, { waitUntil });
  // Widgets start in short tasks of their own just after the page's script runs (framework/client/mount.client.ts),
  // which can be after the load event; wait for them so a test never acts on a widget not yet started.
  if (waitUntil === 'load' && contextOptions.javaScriptEnabled !== false) await widgetsStarted(page);
  return { page, context, errors, close: () => context.close() };
}

/**
 * Serves the page its stylesheet with the web fonts waited for (font-display: block), where the
 * site's faces keep a late font's fallback (optional): for the tests of what the site's own fonts
 * lay out and draw, on a machine too busy to fetch a font by the first paint.
 */
export async function withWebFonts(page: Page): Promise<void> {
  await page.route(/\.css$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/font-display:\s*optional/g, 'font-display:block') });
  });
}

/** Gives a page the __name() that tsx compiles named functions to call, for page functions with named helpers. */
export const NAME_SHIM = 'globalThis.__name ??= (f) => f';

/** Resolves once every widget of the page has started (framework/client/mount.client.ts marks <html data-widgets="started">). */
export async function widgetsStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-widget]') || document.documentElement.dataset.widgets === 'started');
}

/** In the page: resolves at its first contentful paint, at once when that has passed. */
export function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true }),
  );
}

/**
 * Waits (up to 3 s) until the locator reaches `state`, e.g. after a closing transition; true
 * when it did. For assertions: `assert.ok(await settles(panel, 'hidden'))`.
 */
export async function settles(locator: Locator, state: 'visible' | 'hidden' | 'attached' | 'detached'): Promise<boolean> {
  return locator.waitFor({ state, timeout: 3000 }).then(
    () => true,
    () => false,
  );
}

// Accessibility: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules reports zero violations on
// every page the browser suites open (BROWSED_PATHS) at 390 px and 1440 px, and in the states a
// visitor reaches: the mobile menu open (390 px), the gallery lightbox open, each pricing tab
// selected.
// The pages are served with the production headers (axe is injected through the test
// runner, which CSP does not restrict). One tab per viewport goes from page to page, and each
// state is checked on the load its page's test has just checked.
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AXE_SCRIPT as AXE, WCAG_TAGS as TAGS } from '../helpers/axe.ts';
import { HAS_CHROMIUM, launch, VIEWPORTS } from '../helpers/browser.ts';
import { pricing } from '../helpers/content.ts';
import { BROWSED_PATHS, PROVIDER_HOSTS, servedOrigin, stopServing } from './_site.ts';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string; html: string }[];
}

interface Context {
  browser: Browser;
  origin: string;
  tabs: Map<number, Tab>;
}

const test = suite<Context>('axe');

async function axe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: Violation[] }> } }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    TAGS,
  );
}

function describe(where: string, violations: Violation[]): string {
  return (
    `${where}: ${violations.length} axe violation(s)\n` +
    violations
      .map(
        (v) =>
          `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes
            .slice(0, 6)
            .map(
              (n) =>
                `      ${n.target.join(' ')}\n        ${n.html.slice(0, 160)}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`,
            )
            .join('\n'),
      )
      .join('\n')
  );
}

type Viewport = (typeof VIEWPORTS)[number];

/**
 * One tab per viewport, opened once and taken from page to page: a new context per page would
 * start a new renderer process each time, and what axe reads (the DOM, the styles at this
 * width, the loaded images and fonts) is the same in a reused tab. A navigation gives each page a
 * fresh document; the tab keeps only the HTTP cache.
 */
interface Tab {
  page: Page;
  /** The path whose page is loaded and untouched (no menu, dialog or tab changed), if any. */
  pristine?: string;
}

async function tabAt(ctx: Context, { width, height }: Viewport): Promise<Tab> {
  let tab = ctx.tabs.get(width);
  if (!tab) {
    // bypassCSP: axe is injected as an inline script, which the site's CSP rightly refuses.
    const context = await ctx.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', bypassCSP: true });
    const page = await context.newPage();
    await page.route(PROVIDER_HOSTS, (route) => route.abort());
    tab = { page };
    ctx.tabs.set(width, tab);
  }
  return tab;
}

/** The viewport's tab with `p` loaded, every image and font in: loaded now, or still untouched from the test before. */
async function loaded(ctx: Context, p: string, viewport: Viewport): Promise<Page> {
  const tab = await tabAt(ctx, viewport);
  if (tab.pristine === p) return tab.page;
  tab.pristine = undefined;
  const { page } = tab;
  // The mouse leaves the window, as it starts in a new tab: the last test's click must not
  // leave this page with an element in its :hover styles.
  await page.mouse.move(-1, -1);
  await page.goto(ctx.origin + p, { waitUntil: 'load' });
  // Scroll through the page, a rendered frame per screen, so lazy images start loading; then
  // wait until every image has loaded (or failed) and the fonts are in.
  // (No named helpers inside evaluate(): tsx would wrap them in a __name() the page lacks.)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete) && document.fonts.status === 'loaded');
  tab.pristine = p;
  return page;
}

/** The viewport's tab with `p` loaded, for a test that changes its state (the next test loads it again). */
async function loadedToChange(ctx: Context, p: string, viewport: Viewport): Promise<Page> {
  const page = await loaded(ctx, p, viewport);
  ctx.tabs.get(viewport.width)!.pristine = undefined;
  return page;
}

async function check(page: Page, where: string) {
  const violations = await axe(page);
  if (violations.length) console.log(describe(where, violations));
  assert.is(violations.length, 0, `${where}: ${violations.map((v) => v.id).join(', ')} (details above)`);
}

if (HAS_CHROMIUM) {
  test.before(async (ctx) => {
    [ctx.browser, ctx.origin] = await Promise.all([launch(), servedOrigin()]);
    ctx.tabs = new Map();
  });
  test.after(async (ctx) => {
    await ctx.browser?.close();
    await stopServing();
  });

  // The states a visitor reaches, each checked on the load of its page's own test, just before.
  const states: { path: string; register(viewport: Viewport): void }[] = [
    {
      path: '/',
      register(viewport) {
        if (viewport.name !== 'phone') return;
        test(`the mobile menu, open at ${viewport.width} px, has no violation`, async (ctx) => {
          const page = await loadedToChange(ctx, '/', viewport);
          await page.locator('.nav__toggle').click();
          await page.waitForSelector('.nav__panel:popover-open');
          await check(page, `/ @${viewport.width} menu open`);
        });
      },
    },
    {
      path: '/gallery',
      register(viewport) {
        test(`the gallery lightbox, open at ${viewport.width} px, has no violation`, async (ctx) => {
          const page = await loadedToChange(ctx, '/gallery', viewport);
          await page.locator('.tile__link').first().click();
          await page.waitForSelector('dialog.lightbox[open]');
          await page.waitForFunction(() => document.querySelector<HTMLImageElement>('dialog.lightbox[open] img')?.complete === true);
          await check(page, `/gallery @${viewport.width} lightbox open`);
        });
      },
    },
    {
      path: '/pricing',
      register(viewport) {
        test(`each pricing tab, selected at ${viewport.width} px, has no violation`, async (ctx) => {
          const page = await loadedToChange(ctx, '/pricing', viewport);
          const tabs = page.locator('.pricing-tabs__tab');
          const n = await tabs.count();
          assert.is(n, pricing.tabs.length, 'a tab per content tab');
          for (let i = 0; i < n; i++) {
            await tabs.nth(i).click();
            await page.waitForFunction(
              (n) => document.querySelectorAll('.pricing-tabs__tab')[n]?.getAttribute('aria-selected') === 'true',
              i,
            );
            await check(page, `/pricing @${viewport.width} tab ${i + 1}`);
          }
        });
      },
    },
  ];

  const paths = [...BROWSED_PATHS, '/no-such-page'];
  for (const viewport of VIEWPORTS) {
    for (const p of paths) {
      test(`${p} at ${viewport.width} px (${viewport.name}) has no WCAG A/AA violation`, async (ctx) => {
        await check(await loaded(ctx, p, viewport), `${p} @${viewport.width}`);
      });
      for (const state of states) if (state.path === p) state.register(viewport);
    }
    // A state whose page the browser suites do not open is checked on a load of its own.
    for (const state of states) if (!paths.includes(state.path)) state.register(viewport);
  }
} else {
  test.skip('axe (no Chromium)', () => {});
}

test.run();

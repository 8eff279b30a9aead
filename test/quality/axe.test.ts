// Accessibility: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules reports zero violations on
// every page the browser suites open (BROWSED_PATHS) at 390 px and 1440 px, and in the states a
// visitor reaches: the mobile menu open (390 px), the gallery lightbox open, each pricing tab
// selected.
// The pages are served with the production headers (axe is injected through the test
// runner, which CSP does not restrict).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HAS_CHROMIUM, launch, VIEWPORTS } from '../helpers/browser.ts';
import { pricing } from '../helpers/content.ts';
import { ROOT } from '../helpers/site.ts';
import { BROWSED_PATHS, PROVIDER_HOSTS, servedOrigin, stopServing } from './_site.ts';

const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string; html: string }[];
}

const test = suite<{ browser: Browser; origin: string }>('axe');

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

async function openPage(ctx: { browser: Browser; origin: string }, p: string, width: number, height: number) {
  // bypassCSP: axe is injected as an inline script, which the site's CSP rightly refuses.
  const context = await ctx.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', bypassCSP: true });
  const page = await context.newPage();
  await page.route(PROVIDER_HOSTS, (route) => route.abort());
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
  return { page, close: () => context.close() };
}

async function check(page: Page, where: string) {
  const violations = await axe(page);
  if (violations.length) console.log(describe(where, violations));
  assert.is(violations.length, 0, `${where}: ${violations.map((v) => v.id).join(', ')} (details above)`);
}

if (HAS_CHROMIUM) {
  test.before(async (ctx) => {
    [ctx.browser, ctx.origin] = await Promise.all([launch(), servedOrigin()]);
  });
  test.after(async (ctx) => {
    await ctx.browser?.close();
    await stopServing();
  });

  for (const { name, width, height } of VIEWPORTS) {
    for (const p of [...BROWSED_PATHS, '/no-such-page']) {
      test(`${p} at ${width} px (${name}) has no WCAG A/AA violation`, async (ctx) => {
        const { page, close } = await openPage(ctx, p, width, height);
        await check(page, `${p} @${width}`);
        await close();
      });
    }
  }

  test('the mobile menu, open at 390 px, has no violation', async (ctx) => {
    const { page, close } = await openPage(ctx, '/', 390, 844);
    await page.locator('.nav__toggle').click();
    await page.waitForSelector('.nav__panel:popover-open');
    await check(page, '/ @390 menu open');
    await close();
  });

  for (const { width, height } of VIEWPORTS) {
    test(`the gallery lightbox, open at ${width} px, has no violation`, async (ctx) => {
      const { page, close } = await openPage(ctx, '/gallery', width, height);
      await page.locator('.tile__link').first().click();
      await page.waitForSelector('dialog.lightbox[open]');
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('dialog.lightbox[open] img')?.complete === true);
      await check(page, `/gallery @${width} lightbox open`);
      await close();
    });

    test(`each pricing tab, selected at ${width} px, has no violation`, async (ctx) => {
      const { page, close } = await openPage(ctx, '/pricing', width, height);
      const tabs = page.locator('.pricing-tabs__tab');
      const n = await tabs.count();
      assert.is(n, pricing.tabs.length, 'a tab per content tab');
      for (let i = 0; i < n; i++) {
        await tabs.nth(i).click();
        await page.waitForFunction((n) => document.querySelectorAll('.pricing-tabs__tab')[n]?.getAttribute('aria-selected') === 'true', i);
        await check(page, `/pricing @${width} tab ${i + 1}`);
      }
      await close();
    });
  }
} else {
  test.skip('axe (no Chromium)', () => {});
}

test.run();

// The Google reviews button and its tooltip, timed with Playwright's clock (no sleeps). The tests
// of one width share one page (./_kept-pages.ts), each from rest (atRest).

import type { Locator, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../components/constants.ts';
import { type BrowserContextState, browserSuite, type Opened, type OpenOptions, open, VIEWPORTS } from '../helpers/browser.ts';
import { site } from '../helpers/loaded-content.ts';
import { keptPages } from './_kept-pages.ts';

const test = browserSuite('tooltip');
const ROOT = '[data-widget~="TooltipLink"]';
const START = new Date('2031-06-15T12:00:00Z');
/** The reviews page is external (and there is no network in tests): answered here, wherever it is. */
const REVIEWS = `${new URL(site.googleReviews.href).origin}/**`;
/**
 * The home page's hero clip, which plays beside the button and which no test here looks at:
 * blocked, the hero keeps its poster, and the page decodes no video while the tests run.
 */
const VIDEO_FILES = '**/*.{webm,mp4}';

interface Clocked extends Opened {
  root: Locator;
  link: Locator;
  tip: Locator;
}

/** The home page with its clock installed at START and paused, the button scrolled into view. */
async function openWithClock(ctx: BrowserContextState, options: Omit<OpenOptions, 'before' | 'block'>): Promise<Clocked> {
  const opened = await open(ctx, '/', {
    ...options,
    block: [VIDEO_FILES],
    before: async (page) => {
      await page.clock.install({ time: START });
      await page.context().route(REVIEWS, (route) => route.fulfill({ body: 'reviews' }));
    },
  });
  // Paused 5 s past the page's own "now", so its start-up timers have run: a fixed time could be
  // in the past already when the load took that long on a busy machine.
  await opened.page.clock.pauseAt(new Date((await opened.page.evaluate(() => Date.now())) + 5000));
  const root = opened.page.locator(ROOT).first();
  await root.scrollIntoViewIfNeeded();
  return { ...opened, root, link: root.locator('a'), tip: root.locator('[role="tooltip"]') };
}

const pages = keptPages(test, openWithClock, atRest);

/** Back to how a page just opened is: pointer away, focus out, closed, the skip window past. */
async function atRest({ page, root, tip }: Clocked): Promise<void> {
  for (const popup of page.context().pages()) if (popup !== page) await popup.close();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 1);
  await root.scrollIntoViewIfNeeded();
  assert.ok(await tip.isHidden(), 'at rest: the tooltip is closed');
}

const visible = (page: Page) => page.locator(`${ROOT} [role="tooltip"]`).first().isVisible();

// Its href, target, rel, label and the tooltip that describes it, as served, are test/html/pages/home.test.ts's.
test('the button says it opens a new tab, and opens the reviews page there without window.opener', async (ctx) => {
  const { page, link } = await pages.at(ctx, { width: 1440, height: 900 });
  assert.match((await link.textContent()) ?? '', '(opens in a new tab)');
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  assert.is(await popup.evaluate(() => window.opener), null, 'no window.opener in the new tab');
});

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: hover opens the tooltip after ${TOOLTIP_OPEN_DELAY_MS} ms, leaving closes it`, async (ctx) => {
    const { page, link } = await pages.at(ctx, { width, height });
    await link.hover();
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS - 1);
    assert.not.ok(await visible(page), 'still closed at 699 ms');
    await page.clock.runFor(1);
    assert.ok(await visible(page), 'open at 700 ms');
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    assert.not.ok(await visible(page), 'closed on leave');
  });

  test(`${name}: within ${TOOLTIP_SKIP_DELAY_MS} ms of closing it reopens at once (skip delay), later with the delay again`, async (ctx) => {
    const { page, link } = await pages.at(ctx, { width, height });
    const box = (await link.boundingBox())!;
    const away = () => page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    await link.hover();
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
    await away();
    await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS - 50);
    await link.hover();
    // Chromium dispatches mouse moves with the next animation frame, which the clock controls:
    // one frame (16 ms) is "at once" next to the 700 ms delay.
    await page.clock.runFor(16);
    assert.ok(await visible(page), 'open with no delay inside the skip window');
    await away();
    await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 1);
    await link.hover();
    await page.clock.runFor(16);
    assert.not.ok(await visible(page), 'after the skip window the delay applies again');
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
    assert.ok(await visible(page));
  });

  test(`${name}: keyboard focus opens it after the delay; Escape and blur close it`, async (ctx) => {
    const { page, link } = await pages.at(ctx, { width, height });
    await link.focus();
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS - 1);
    assert.not.ok(await visible(page));
    await page.clock.runFor(1);
    assert.ok(await visible(page), 'open after focus + 700 ms');
    await page.keyboard.press('Escape');
    assert.not.ok(await visible(page), 'Escape closes it');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
    assert.ok(await visible(page), 'focus again opens it');
    await page.keyboard.press('Tab');
    assert.not.ok(await visible(page), 'blur closes it');
  });

  test(`${name}: a click or a scroll closes it`, async (ctx) => {
    const { page, link } = await pages.at(ctx, { width, height });
    await link.hover();
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
    assert.ok(await visible(page));
    await page.evaluate(() => scrollBy(0, 40));
    await page.waitForFunction(() => document.querySelector('[data-widget~="TooltipLink"] [role="tooltip"]')!.hasAttribute('hidden'));
    await page.mouse.move(0, 0); // leave first, so the next hover is a fresh enter
    await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 1);
    await link.hover();
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
    assert.ok(await visible(page), 'open again');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    assert.not.ok(await visible(page), 'the click closed it');
    await popup.close();
  });
}

test('a touch tap does not leave the tooltip stuck open', async (ctx) => {
  const { page, link } = await openWithClock(ctx, { width: 390, height: 844, hasTouch: true, isMobile: true });
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.tap()]);
  await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS + 100);
  assert.not.ok(await visible(page));
  await popup.close();
});

// That its text describes the button (aria-describedby), as served, is test/html/pages/home.test.ts's.
test('without JavaScript the tooltip stays hidden', async (ctx) => {
  const { page } = await open(ctx, '/', { javaScriptEnabled: false, block: [VIDEO_FILES] });
  assert.not.ok(await visible(page), 'hidden until hover');
});

test.run();

// Sections far below the first screen skip their rendering until the reader comes near
// (styles/global.css), their lazy photos wait with them, and once rendered they stay rendered
// (components/KeepRendered.client.ts), so scrolling back, or a full-page capture after
// scrolling through, finds every section drawn.

import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, open } from '../helpers/browser.ts';

const test = browserSuite('far sections');
/** The home page's last section: its hero fills the first screen, so this one is far below it. */
const LAST = 'main > .section:last-of-type';

/** Whether the section's contents are rendered (a skipped section keeps its box, not its contents). */
const rendered = (page: Page) => page.$eval(`${LAST} > :last-child`, (el) => el.checkVisibility({ contentVisibilityAuto: true }));

test('a section far below the first screen is not rendered at load, and its photos are not fetched', async (ctx) => {
  const { page, close } = await open(ctx, '/', { width: 390, height: 844 });
  assert.is(await rendered(page), false, 'skipped while far from the viewport');
  const fetched = await page.$eval(LAST, (section) => {
    const urls = [...section.querySelectorAll('img, source')].flatMap((el) =>
      (el.getAttribute('srcset') ?? el.getAttribute('src') ?? '')
        .split(',')
        .map((c) => new URL(c.trim().split(/\s+/)[0]!, location.href).href),
    );
    const requested = new Set(performance.getEntriesByType('resource').map((e) => e.name));
    return urls.filter((url) => requested.has(url));
  });
  assert.equal(fetched, [], 'none of its photos was requested');
  await close();
});

test('scrolled to, it renders and fetches its photo; scrolled away again, it stays rendered', async (ctx) => {
  const { page, close } = await open(ctx, '/', { width: 390, height: 844 });
  await page.$eval(LAST, (el) => el.scrollIntoView());
  await page.waitForFunction((selector) => document.querySelector(selector)!.hasAttribute('data-rendered'), LAST);
  await page.$eval(`${LAST} img`, (img) => (img as HTMLImageElement).decode());
  await page.evaluate(() => scrollTo(0, 0));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.is(await rendered(page), true, 'still rendered far above the viewport');
  assert.is(await page.$eval(LAST, (el) => getComputedStyle(el).contentVisibility), 'visible');
  await close();
});

test('nothing in a section transitions until it has been rendered, so its colours never fade in from a stale style', async (ctx) => {
  const { page, close } = await open(ctx, '/', { width: 390, height: 844 });
  const durations = () => page.$$eval(`${LAST} *`, (els) => [...new Set(els.map((el) => getComputedStyle(el).transitionDuration))]);
  assert.equal(await durations(), ['0s'], 'no transition while skipped');
  assert.ok(await page.$(`${LAST} a, ${LAST} button`), 'precondition: the section has a control, which transitions once rendered');
  await page.$eval(LAST, (el) => el.scrollIntoView());
  await page.waitForFunction((selector) => document.querySelector(selector)!.hasAttribute('data-rendered'), LAST);
  assert.ok(
    (await durations()).some((d) => d !== '0s'),
    'its controls transition once rendered',
  );
  await close();
});

test('without JavaScript the far sections still render as the reader reaches them', async (ctx) => {
  const { page, close } = await open(ctx, '/', { width: 390, height: 844, javaScriptEnabled: false });
  await page.$eval(LAST, (el) => el.scrollIntoView());
  await page.waitForFunction(
    (selector) => document.querySelector(`${selector} > :last-child`)!.checkVisibility({ contentVisibilityAuto: true }),
    LAST,
  );
  assert.ok(await page.locator(`${LAST} a`).first().isVisible());
  await close();
});

test.run();

// The mobile menu and the header's scrolled style.
// The tests that start from /services as it loads share one page per width (./_kept-pages.ts),
// each from rest (atRest: the menu closed, at the top, pointer away, focus out).
import * as assert from 'uvu/assert';
import { browserSuite, type Opened, open, settles } from '../helpers/browser.ts';
import { metaOf, site } from '../helpers/loaded-content.ts';
import { BROWSED_PAGES, urlPathOf } from '../helpers/site-under-test.ts';
import { keptPages, pointerAwayAtTop } from './_kept-pages.ts';

const test = browserSuite('menu and header');
const PHONE = { width: 390, height: 844 };
const NAV = site.nav.length;
/** The page the menu tests start on, and a menu link to another page. */
const START = '/services';
const OTHER = site.nav.find((l) => l.href !== START)!.href;
const DESKTOP = { width: 1440, height: 900 };

const pages = keptPages(test, (ctx, viewport) => open(ctx, START, viewport), atRest);
async function atRest({ page }: Opened): Promise<void> {
  assert.is(await page.locator('.nav__toggle').getAttribute('aria-expanded'), 'false', 'at rest: the menu is closed');
  await pointerAwayAtTop(page);
  await page.waitForFunction(() => scrollY === 0);
}

test('at 390 px the menu button toggles the full-screen panel, and aria-expanded follows', async (ctx) => {
  const { page } = await pages.at(ctx, PHONE);
  const button = page.locator('.nav__toggle');
  const panel = page.locator('#site-menu');
  assert.ok(await button.isVisible(), 'menu button visible on a phone');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await panel.isVisible(), 'panel closed at first');
  await button.click();
  assert.ok(await panel.isVisible(), 'panel open after a click');
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  const box = await panel.boundingBox();
  assert.ok(box && box.width >= 389 && box.height >= 800, `panel is full-screen (${JSON.stringify(box)})`);
  await page.locator('.nav__close').click();
  assert.ok(await settles(panel, 'hidden'), 'closed by the Close button');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
});

test('at 390 px tapping a menu link closes the panel and navigates', async (ctx) => {
  const { page } = await open(ctx, START, { ...PHONE, hasTouch: true, isMobile: true });
  await page.locator('.nav__toggle').tap();
  assert.ok(await page.locator('#site-menu').isVisible());
  // The old page is gone after the tap, so it notes the close in sessionStorage (same tab, same origin).
  await page.evaluate(() =>
    // beforetoggle fires synchronously inside hidePopover(), before the navigation begins.
    document.querySelector('#site-menu')!.addEventListener('beforetoggle', (e) => {
      if ((e as ToggleEvent).newState === 'closed') sessionStorage.setItem('menu-closed-on-tap', 'yes');
    }),
  );
  await Promise.all([page.waitForURL((url) => url.pathname === OTHER), page.locator(`#site-menu a[href="${OTHER}"]`).tap()]);
  assert.is(await page.evaluate(() => sessionStorage.getItem('menu-closed-on-tap')), 'yes', 'the panel closed on the tap');
  assert.not.ok(await page.locator('#site-menu').isVisible(), 'the new page opens with the menu closed');
});

test("at 390 px the menu opens with focus on the current page's link; Escape closes it and returns focus to the button; Tab stays inside", async (ctx) => {
  const { page } = await pages.at(ctx, PHONE);
  await page.locator('.nav__toggle').focus();
  await page.keyboard.press('Enter');
  assert.ok(await page.locator('#site-menu').isVisible(), 'Enter opens the menu');
  const inside = () => page.evaluate(() => document.querySelector('#site-menu')!.contains(document.activeElement));
  // The popover's toggle event is queued, so focus moves in on the next task: wait for it.
  const movedIn = await page
    .waitForFunction(() => document.querySelector('#site-menu')!.contains(document.activeElement))
    .then(
      () => true,
      () => false,
    );
  assert.ok(movedIn, 'focus moved into the panel');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('href')), START, "onto the current page's link");
  const count = await page.locator('#site-menu a, #site-menu button').count();
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await inside(), `Tab ${i + 1} stays inside`);
  }
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    assert.ok(await inside(), `Shift+Tab ${i + 1} stays inside`);
  }
  await page.keyboard.press('Escape');
  assert.ok(await settles(page.locator('#site-menu'), 'hidden'), 'Escape closes it');
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('nav__toggle')), 'focus is back on the button');
  assert.is(await page.locator('.nav__toggle').getAttribute('aria-expanded'), 'false');
});

test('Tab and Shift+Tab go through the whole page and out of it (no trap in the link row), each focus ring whole in the window and below the fixed header, at 390 and 1440 px', async (ctx) => {
  for (const size of [PHONE, DESKTOP]) {
    const { page } = await pages.at(ctx, size);
    for (const key of ['Tab', 'Shift+Tab']) {
      let last = -1;
      for (let stop = 1; ; stop++) {
        await page.keyboard.press(key);
        // The focused control's place among the page's (-1 once focus has left the last), and what hides its ring.
        const { at, hidden } = await page.evaluate(() => {
          const el = document.activeElement!;
          const at = [...document.querySelectorAll('a[href], button, summary')].indexOf(el);
          const { outlineWidth, outlineOffset } = getComputedStyle(el);
          const reach = Number.parseFloat(outlineWidth) + Number.parseFloat(outlineOffset);
          const box = el.getBoundingClientRect();
          const headerBottom = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
          if (box.bottom + reach > innerHeight) return { at, hidden: `${el.textContent?.trim()}: its foot is below the window` };
          if (!el.closest('.site-header, .skip-link') && box.top - reach < headerBottom)
            return { at, hidden: `${el.textContent?.trim()}: under the header` };
          return { at, hidden: '' };
        });
        if (at < 0) break;
        const where = `${size.width} px, ${key} ${stop}`;
        assert.is.not(at, last, `${where} moves focus on`);
        assert.is(hidden, '', `${where}: the ring in sight`);
        last = at;
      }
    }
  }
});

test('at 390 px the page behind the open menu does not scroll', async (ctx) => {
  const { page } = await pages.at(ctx, PHONE);
  await page.locator('.nav__toggle').click();
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
  await page.mouse.move(200, 600);
  await page.mouse.wheel(0, 800);
  // A wheel scroll lands within a frame or two: wait for two rendered frames.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.is(await page.evaluate(() => scrollY), 0, 'no scroll behind the menu');
  await page.keyboard.press('Escape');
  assert.is.not(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden', 'scroll lock released');
  await pages.release(PHONE);
});

test('at 1440 px the links are inline and the menu button hidden', async (ctx) => {
  const { page } = await pages.at(ctx, DESKTOP);
  assert.not.ok(await page.locator('.nav__toggle').isVisible(), 'no menu button on desktop');
  const links = page.locator('.nav__link');
  assert.is(await links.count(), NAV);
  for (let i = 0; i < NAV; i++) assert.ok(await links.nth(i).isVisible(), `link ${i + 1} visible inline`);
});

test('without JavaScript every menu link is reachable, at 390 px and 1440 px', async (ctx) => {
  for (const size of [PHONE, { width: 1440, height: 900 }]) {
    const { page, close } = await open(ctx, START, { ...size, javaScriptEnabled: false });
    if (await page.locator('.nav__toggle').isVisible()) await page.locator('.nav__toggle').click();
    const links = page.locator('.nav__link');
    assert.is(await links.count(), NAV);
    for (let i = 0; i < NAV; i++) assert.ok(await links.nth(i).isVisible(), `${size.width} px: link ${i + 1} reachable`);
    await close();
  }
});

test('the header turns on its scrolled style past 50 px and off again below', async (ctx) => {
  const { page } = await pages.at(ctx, DESKTOP);
  const header = page.locator('[data-widget="Header"]');
  const scrolled = async (y: number) => {
    await page.evaluate((top) => scrollTo(0, top), y);
    await page.waitForFunction((top) => Math.round(scrollY) === top, y);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    return header.getAttribute('data-scrolled');
  };
  assert.is(await header.getAttribute('data-scrolled'), 'false', 'at the top');
  assert.is(await scrolled(50), 'false', 'exactly 50 px is not "more than 50"');
  assert.is(await scrolled(51), 'true', 'on at 51 px');
  assert.is(await scrolled(400), 'true');
  assert.is(await scrolled(20), 'false', 'off again below');
  await pages.release(DESKTOP);
});

test('a page opened already scrolled (a link to a section far down) starts with the scrolled style', async (ctx) => {
  const { page } = await open(ctx, '/#testimonials-title', { width: 1440, height: 900 });
  await page.waitForFunction(() => scrollY > 50);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  assert.is(await page.locator('[data-widget="Header"]').getAttribute('data-scrolled'), 'true');
});

test("the light pages (meta.header 'solid': /pricing, /team) are always solid, and the skip link over them wears their ring", async (ctx) => {
  const solid = [];
  for (const p of BROWSED_PAGES) if ((await metaOf(p.file, p.route)).header === 'solid') solid.push(urlPathOf(p));
  assert.ok(solid.length > 0, 'precondition: a light page');
  for (const route of solid) {
    const { page, close } = await open(ctx, route, { width: 1440, height: 900 });
    const header = page.locator('[data-widget="Header"]');
    assert.is(await header.getAttribute('data-scrolled'), 'true', `${route} at the top`);
    // The skip link shows over the header, so it wears the header's ring (the wordmark's, next).
    const ring = async () => {
      await page.keyboard.press('Tab');
      return page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
    };
    assert.is(await ring(), await ring(), `${route}: the skip link's ring is the header's`);
    await close();
  }
});

test.run();

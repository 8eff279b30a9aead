// The gallery at 240 photos (test/helpers/gallery-fixture.ts), in Chromium: the pager and the
// filters show their views in place as a direct load shows them, back and forward give each view
// back, a later click wins over an earlier one, the lightbox steps through a view, and without
// JavaScript the pager's links open each page. The phone's tests share one page (./_kept-pages.ts).
import { parseHTML } from 'linkedom/worker';
import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pageWhere, photoPages } from '../../content/gallery-views.ts';
import { axeViolations, violationLines } from '../helpers/axe-run.ts';
import { type BrowserContextState, HAS_CHROMIUM, open, VIEWPORTS } from '../helpers/browser.ts';
import { type BuiltCopyState, servesBuiltCopy } from '../helpers/built-copy.ts';
import { galleryFixture } from '../helpers/gallery-fixture.ts';
import { recordedShifts, recordShifts, SHIFT_LIMIT, scrollToBottom } from '../helpers/layout-shifts.ts';
import { gallery, writtenValues } from '../helpers/loaded-content.ts';
import { GALLERY, markPage, samePage, viewShown } from './_gallery.ts';
import { keptPages } from './_kept-pages.ts';

const TOTAL = 240;
/** The captions of All's pages, as the build splits them. */
type Pages = string[][];
const test = suite<BuiltCopyState & { captions: string[]; pages: Pages }>('gallery pages (240 photos)');

servesBuiltCopy(test, `the ${TOTAL}-photo build`, (ctx) => {
  const root = galleryFixture(TOTAL);
  const { gallery, site } = writtenValues(root) as {
    gallery: { photos: { caption: string }[] };
    site: { brand: string };
  };
  ctx.captions = gallery.photos.map((p) => p.caption);
  ctx.pages = photoPages(gallery.photos, site.brand.length).map((page) => page.map((p) => p.caption));
  if (ctx.pages.length < 3) throw new Error(`${TOTAL} photos make ${ctx.pages.length} pages: the tests need three or more`);
  return root;
});

const captionsShown = (page: Page) => page.$$eval(`${GALLERY} .tile img`, (imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
const PHONE = VIEWPORTS[0];
const DESKTOP = VIEWPORTS[1];
/** The gallery at a width; on the phone's, a touch screen, as a phone has. */
const galleries = keptPages(test, (ctx, viewport) => open(ctx, '/gallery', { ...viewport, hasTouch: viewport.width === PHONE.width }));
const maybe = HAS_CHROMIUM ? test : test.skip;

const scrollOf = (page: Page) => page.evaluate(() => scrollY);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * What the reader is shown of the gallery, from the top of <main> down: the title, the page's
 * sections, its h1s, the title over the photos, the videos, the filters' state, the photos and the
 * pager. A view shown in place must equal its direct load in all of it.
 */
const shownState = async (page: Page) => {
  const shown = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const portfolio = main.querySelector('.portfolio')!;
    const siblings = [...portfolio.parentElement!.children];
    return {
      title: [document.title],
      sections: [...main.children].map((e) => `${e.localName}.${[...e.classList].join('.')} ${e.getAttribute('aria-labelledby')}`),
      h1: [...document.querySelectorAll('h1')].map((e) => e.textContent ?? ''),
      heading: siblings.slice(0, siblings.indexOf(portfolio)).map((e) => e.textContent ?? ''),
      videos: [...main.querySelectorAll<HTMLElement>('.highlight-video')].map((v) => `${v.dataset.state} ${v.textContent}`),
      filters: [...portfolio.querySelectorAll('.portfolio__filter')].map((a) => String(a.getAttribute('aria-current'))),
      photos: [...portfolio.querySelectorAll('.portfolio__grid .tile img')].map((img) => img.getAttribute('alt') ?? ''),
      pager: [...portfolio.querySelectorAll('.pager > *')].map((e) => `${e.className} ${e.getAttribute('href')} ${e.textContent}`),
    };
  });
  const words = (list: string[]) => list.map((t) => t.replace(/\s+/g, ' ').trim());
  return Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, words(v)])) as typeof shown;
};

/** What a direct load of `path` shows at this width, and where it opens. */
async function directLoad(ctx: BrowserContextState, path: string, viewport: { width: number; height: number }) {
  const { page, close } = await open(ctx, path, viewport);
  const state = { shown: await shownState(page), scroll: await scrollOf(page) };
  await close();
  return state;
}

for (const viewport of VIEWPORTS) {
  const { name, width, height } = viewport;
  maybe(
    `${name}: "More photos" shows page 2 in place as its direct load shows it, at its top with focus on its h1; back and forward give each page back`,
    async (ctx) => {
      const { page } = await galleries.at(ctx, { width, height });
      const [first, second] = ctx.pages as [string[], string[]];
      const pages = ctx.pages.length;
      assert.equal(await captionsShown(page), first);
      assert.is(await page.locator(`${GALLERY} .pager__where`).textContent(), pageWhere(gallery.portfolio.pageText, { page: 1, pages }));
      const page1 = await shownState(page);
      assert.is(page1.videos.length, gallery.highlights.videos.length, 'page 1: the highlight videos');
      assert.ok(page1.sections[0]?.startsWith('section.page-hero'), 'page 1: the hero');
      await markPage(page);
      const more = page.locator(`${GALLERY} .pager__link--more`);
      await more.scrollIntoViewIfNeeded();
      const leftAt = await scrollOf(page);
      assert.ok(leftAt > 0, 'the pager is below the first screen');
      await more.click();
      await viewShown(page, '/gallery/2');
      const direct2 = await directLoad(ctx, '/gallery/2', viewport);
      assert.equal(await shownState(page), direct2.shown, 'page 2 in place is page 2 as it loads');
      assert.equal(await captionsShown(page), second, 'page 2 alone');
      assert.is(direct2.shown.videos.length, 0, 'page 2 has no highlight video');
      assert.is(await scrollOf(page), direct2.scroll, 'page 2 opens at its top, where its direct load opens');
      assert.is(await focusedId(page), await page.locator('h1').getAttribute('id'), "focus on page 2's h1");
      assert.is(
        await page.locator(`${GALLERY} [role="status"]`).textContent(),
        gallery.portfolio.countText.replace('{count}', String(second.length)),
      );
      assert.ok(await samePage(page), 'no reload');
      await page.goBack();
      await viewShown(page, '/gallery');
      assert.equal(await shownState(page), page1, 'back: page 1 as it was, its hero and videos included');
      assert.ok(Math.abs((await scrollOf(page)) - leftAt) <= 1, 'back: where the reader left page 1');
      await page.goForward();
      await viewShown(page, '/gallery/2');
      assert.equal(await shownState(page), direct2.shown, 'forward: page 2 again');
      assert.is(await scrollOf(page), direct2.scroll, 'forward: where the reader left page 2');
      assert.ok(await samePage(page), 'no reload');
      if (width !== PHONE.width) await galleries.release({ width, height }); // the lightbox test goes on with the phone's
    },
  );
}

// With reduced motion too, where nothing transitions: a transition, however short, would leave
// the frame the view lands in with the later page's layout, and the title above the screen.
for (const reducedMotion of ['no-preference', 'reduce'] as const)
  maybe(
    `"Previous photos" in place gives page 1 back with its hero, at its photos, with focus on their title (motion: ${reducedMotion})`,
    async (ctx) => {
      const { page } = await open(ctx, '/gallery', { ...DESKTOP, reducedMotion });
      const page1 = await shownState(page);
      await markPage(page);
      await page.locator(`${GALLERY} .pager__link--more`).click();
      await viewShown(page, '/gallery/2');
      await page.locator(`${GALLERY} .pager__link--earlier`).click();
      await viewShown(page, '/gallery');
      assert.equal(await shownState(page), page1, 'page 1 as it loads');
      assert.ok(await samePage(page), 'no reload');
      const title = await page.locator('#portfolio-title').boundingBox();
      assert.ok(title && title.y >= 0 && title.y < DESKTOP.height / 2, `the portfolio's title at the top of the screen (${title?.y})`);
      assert.is(await focusedId(page), 'portfolio-title');
    },
  );

maybe(
  'a page opened at page 2 shows page 3 and back in place; page 1, which has the videos, opens the ordinary way, at its photos',
  async (ctx) => {
    const { page } = await open(ctx, '/gallery/2', DESKTOP);
    await markPage(page);
    await page.locator(`${GALLERY} .pager__link--more`).click();
    await viewShown(page, '/gallery/3');
    assert.equal(await shownState(page), (await directLoad(ctx, '/gallery/3', DESKTOP)).shown, 'page 3 as it loads');
    await page.locator(`${GALLERY} .pager__link--earlier`).click();
    await viewShown(page, '/gallery/2');
    assert.ok(await samePage(page), 'no reload');
    await Promise.all([page.waitForEvent('load'), page.locator(`${GALLERY} .pager__link--earlier`).click()]);
    await viewShown(page, '/gallery');
    assert.not.ok(await samePage(page), 'page 1 was loaded');
    const shown = await shownState(page);
    assert.equal(shown, (await directLoad(ctx, '/gallery', DESKTOP)).shown, 'page 1 as it loads, hero and videos included');
    const title = await page.locator('#portfolio-title').boundingBox();
    assert.ok(title && title.y >= 0 && title.y < DESKTOP.height / 2, `at its photos (${title?.y})`);
  },
);

maybe(
  'a filter chosen on a later page shows its first page in place with the hero, the filters where they were, focus on the filter',
  async (ctx) => {
    const { page } = await open(ctx, '/gallery', PHONE);
    await page.locator(`${GALLERY} .pager__link--more`).click();
    await viewShown(page, '/gallery/2');
    await markPage(page);
    const filter = page.locator(`${GALLERY} .portfolio__filter:not([data-filter="all"])`).first();
    const path = new URL((await filter.getAttribute('href'))!, ctx.base).pathname;
    const before = (await filter.boundingBox())!.y;
    await filter.click();
    await viewShown(page, path);
    assert.equal(await shownState(page), (await directLoad(ctx, path, PHONE)).shown, `${path} as it loads, hero included`);
    assert.ok(Math.abs((await filter.boundingBox())!.y - before) <= 1, 'the filters stay where they were on screen');
    assert.is(
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.filter),
      await filter.getAttribute('data-filter'),
    );
    assert.ok(await samePage(page), 'no reload');
  },
);

maybe('page 1 plays its highlight videos in place; a video left for page 2 pauses and comes back with page 1', async (ctx) => {
  const { page } = await open(ctx, '/gallery', DESKTOP);
  await page.locator('.highlight-video__start').first().click();
  // The widget took the click: the player is in place of the poster, and the page is still the gallery.
  await page.locator('.highlight-video video').first().waitFor();
  assert.is(new URL(page.url()).pathname, '/gallery', 'the play link played the video in place');
  await page.evaluate(() => ((window as unknown as { video: Element | null }).video = document.querySelector('.highlight-video video')));
  const video = () =>
    page.evaluate(() => {
      const v = (window as unknown as { video: HTMLVideoElement }).video;
      return { connected: v.isConnected, paused: v.paused };
    });
  await page.locator(`${GALLERY} .pager__link--more`).click();
  await viewShown(page, '/gallery/2');
  assert.equal(await video(), { connected: false, paused: true }, 'page 2: the video is gone, paused');
  await page.goBack();
  await viewShown(page, '/gallery');
  assert.ok((await video()).connected, 'back on page 1: the same video');
});

maybe('a jump to an anchor keeps the view; Back and Forward give back each view', async (ctx) => {
  const { page } = await open(ctx, '/gallery', DESKTOP);
  const [, second, third] = ctx.pages as [string[], string[], string[]];
  for (const next of ['/gallery/2', '/gallery/3']) {
    await page.locator(`${GALLERY} .pager__link--more`).click();
    await viewShown(page, next);
  }
  assert.equal(await captionsShown(page), third, 'page 3');
  const asked: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'fetch' && asked.push(new URL(r.url()).pathname)));
  // The skip link, from the keyboard.
  await page.locator('.skip-link').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#main');
  await viewShown(page, '/gallery/3');
  assert.equal(await captionsShown(page), third, 'the skip link keeps the view');
  await page.goBack();
  await page.waitForFunction(() => location.hash === '');
  assert.equal(await captionsShown(page), third, 'back from the anchor: the same view');
  await page.goBack();
  await viewShown(page, '/gallery/2');
  assert.equal(await captionsShown(page), second, 'back: page 2');
  await page.goForward();
  await viewShown(page, '/gallery/3');
  assert.equal(await captionsShown(page), third, 'forward: page 3');
  await page.goForward();
  await page.waitForFunction(() => location.hash === '#main');
  assert.equal(await captionsShown(page), third, 'forward to the anchor: the same view');
  assert.equal(asked, [], 'nothing fetched again');
});

maybe('the lightbox steps through the photos of a page shown in place, with arrow keys and swipes', async (ctx) => {
  const { page } = await galleries.at(ctx, PHONE);
  // Back to page 1, where the page opened: the pager test left it on page 2.
  if (new URL(page.url()).pathname !== '/gallery') {
    await page.goBack();
    await viewShown(page, '/gallery');
  }
  const [first, second] = ctx.pages as [string[], string[]];
  assert.equal(await captionsShown(page), first, 'page 1');
  await page.locator(`${GALLERY} .pager__link--more`).click();
  await viewShown(page, '/gallery/2');
  const caption = page.locator(`${GALLERY} .lightbox__caption`);
  await page.locator(`${GALLERY} .tile a`).nth(1).click();
  assert.is(await caption.textContent(), second[1]);
  await page.keyboard.press('ArrowRight');
  assert.is(await caption.textContent(), second[2], 'the arrow key: the next photo');
  const swipe = (dx: number) =>
    page.evaluate((delta) => {
      const dialog = document.querySelector('dialog.lightbox')!;
      for (const [type, x] of [
        ['pointerdown', 200],
        ['pointerup', 200 + delta],
      ] as const) {
        dialog.dispatchEvent(new PointerEvent(type, { pointerType: 'touch', clientX: x, clientY: 400, bubbles: true }));
      }
    }, dx);
  await swipe(-120);
  assert.is(await caption.textContent(), second[3], 'a swipe to the left: the next photo');
  await swipe(120);
  await swipe(120);
  assert.is(await caption.textContent(), second[1], 'two swipes to the right: back two');
  await swipe(10);
  assert.is(await caption.textContent(), second[1], 'a short drag is not a swipe');
  await page.keyboard.press('Escape');
  await galleries.release(PHONE);
});

maybe('a filter chosen while "More photos" is loading wins: its view is shown, and page 2 never comes in', async (ctx) => {
  const { page } = await open(ctx, '/gallery', PHONE);
  const more = page.locator(`${GALLERY} .pager__link--more`);
  const filter = page.locator(`${GALLERY} .portfolio__filter:not([data-filter="all"])`).first();
  const pathOf = async (link: Locator) => new URL((await link.getAttribute('href'))!, ctx.base).pathname;
  const [morePath, filterPath] = [await pathOf(more), await pathOf(filter)];
  // The category's first page, as the server renders it.
  const served = parseHTML(await (await fetch(ctx.base + filterPath)).text()).document;
  const expected = [...served.querySelectorAll(`${GALLERY} .tile img`)].map((img) => img.getAttribute('alt'));
  assert.ok(expected.length > 0, `${filterPath} shows photos`);
  // "More photos" is answered once the filter has been asked for, and the filter once that
  // answer is in: both are chosen before either arrives, and the added page arrives first.
  let filterAsked = () => {};
  const filterAskedFor = new Promise<void>((resolve) => (filterAsked = resolve));
  let answerFilter = () => {};
  const filterHeld = new Promise<void>((resolve) => (answerFilter = resolve));
  await page.route(`**${morePath}`, async (route) => {
    await filterAskedFor;
    await route.continue();
  });
  await page.route(`**${filterPath}`, async (route) => {
    filterAsked();
    await filterHeld;
    await route.continue();
  });
  // Every set of tiles (their alt texts) the grid is given, in order.
  await page.evaluate((selector) => {
    const grid = document.querySelector(`${selector} .portfolio__grid`)!;
    const grids: string[][] = ((window as unknown as { grids: string[][] }).grids = []);
    new MutationObserver(() => {
      grids.push([...grid.querySelectorAll('.tile img')].map((img) => (img as HTMLImageElement).alt));
    }).observe(grid, { childList: true });
  }, GALLERY);
  // Awaited with the clicks, so that a click that fails leaves no wait to reject once the page is gone.
  await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === morePath).then((response) => response.finished()),
    more.click().then(() => filter.click()),
  ]);
  answerFilter();
  await viewShown(page, filterPath);
  assert.equal(await captionsShown(page), expected, "the category's photos, nothing added");
  const grids = await page.evaluate(() => (window as unknown as { grids: string[][] }).grids);
  assert.equal(grids, [expected], 'never page 2 of All');
  const current = [...served.querySelectorAll(`${GALLERY} .portfolio__filter`)].map((a) => String(a.getAttribute('aria-current')));
  assert.equal((await shownState(page)).filters, current, 'its filter alone current, as served');
});

// What each page shows, as served (its photos, no hero or video, one h1), is test/html/gallery-views.test.ts's.
maybe('without JavaScript the pager links open each page, and a category has pages of its own', async (ctx) => {
  const { page } = await open(ctx, '/gallery', { width: 1440, height: 900, javaScriptEnabled: false });
  const pages = ctx.pages.length;
  for (let n = 2; n <= pages; n++)
    await Promise.all([page.waitForURL((url) => url.pathname === `/gallery/${n}`), page.locator(`${GALLERY} .pager__link--more`).click()]);
  assert.is(await page.locator(`${GALLERY} .pager__link--more`).count(), 0, 'the last page has no "More photos"');
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/gallery/${pages - 1}`),
    page.locator(`${GALLERY} .pager__link--earlier`).click(),
  ]);
});

/** The layout shifts (recordShifts) while `page` is scrolled to its bottom, summed. */
async function shiftWhileScrolled(page: Page): Promise<number> {
  const before = (await recordedShifts(page)).total;
  await scrollToBottom(page);
  return (await recordedShifts(page)).total - before;
}

maybe('a later page, loaded or shown in place, has no axe violation and does not move while it is scrolled', async (ctx) => {
  const later = ctx.pages.length;
  const before = (p: Page) => p.addInitScript(recordShifts);
  const loaded = await open(ctx, `/gallery/${later}`, { ...PHONE, before });
  assert.equal(violationLines(await axeViolations(loaded.page)), [], `/gallery/${later} loaded`);
  const loadedShift = await shiftWhileScrolled(loaded.page);
  assert.ok(loadedShift < SHIFT_LIMIT, `/gallery/${later} loaded: layout shift ${loadedShift} while scrolled`);
  await loaded.close();
  const { page } = await open(ctx, '/gallery', { ...DESKTOP, before });
  await page.locator(`${GALLERY} .pager__link--more`).click();
  await viewShown(page, '/gallery/2');
  assert.equal(violationLines(await axeViolations(page)), [], '/gallery/2 shown in place');
  const shift = await shiftWhileScrolled(page);
  assert.ok(shift < SHIFT_LIMIT, `/gallery/2 shown in place: layout shift ${shift} while scrolled`);
});

test.run();

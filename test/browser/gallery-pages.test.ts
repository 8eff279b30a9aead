// The gallery at 240 photos (test/helpers/gallery-fixture.ts), in Chromium: "More photos" adds the
// next page's photos without reloading and puts the page in the URL; back and forward restore
// each view; a filter chosen while it loads wins; the lightbox steps through every photo of the
// view, added ones included, with the arrow keys and a swipe; without JavaScript the pager's links
// open each page.
// The phone's tests share one page (./_kept-pages.ts): the lightbox test goes on from where the
// pager test left it, back on page 1.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pageWhere, paginate } from '../../content/gallery-views.ts';
import { type HeaderServer, serveWithHeaders } from '../../tools/harness/static-server.ts';
import { type BrowserContextState, HAS_CHROMIUM, launch, open, VIEWPORTS } from '../helpers/browser.ts';
import { gallery, writtenValues } from '../helpers/content.ts';
import { galleryFixture } from '../helpers/gallery-fixture.ts';
import { gridsGiven, holdAnswers, recordGrids } from './_gallery-race.ts';
import { keptPages } from './_kept-pages.ts';

const TOTAL = 240;
const ROOT = '[data-widget~="GalleryPortfolio"]';
/** The captions of All's pages, as the build splits them. */
type Pages = string[][];
const test = suite<BrowserContextState & { root: string; server: HeaderServer; captions: string[]; pages: Pages }>(
  'gallery pages (240 photos)',
);

test.before(async (ctx) => {
  ctx.root = galleryFixture(TOTAL);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], {
    cwd: ctx.root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  if (run.status !== 0) throw new Error(`the ${TOTAL}-photo build failed: ${run.stderr}`);
  const { gallery } = writtenValues(ctx.root) as {
    gallery: { photos: { caption: string }[] };
  };
  ctx.captions = gallery.photos.map((p) => p.caption);
  ctx.pages = paginate(ctx.captions);
  if (ctx.pages.length < 3) throw new Error(`${TOTAL} photos make ${ctx.pages.length} pages: the tests need three or more`);
  ctx.server = await serveWithHeaders(path.join(ctx.root, 'dist'));
  ctx.base = ctx.server.origin;
  ctx.browser = await launch();
});
test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.close();
  if (ctx.root) rmSync(ctx.root, { recursive: true, force: true });
});

const captionsShown = (page: Page) => page.$$eval(`${ROOT} .tile img`, (imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
const viewShown = (page: Page, p: string) =>
  page.waitForFunction((want) => location.pathname === want && !document.querySelector('.portfolio__grid[aria-busy]'), p);
const PHONE = VIEWPORTS[0];
/** The gallery at a width; on the phone's, a touch screen, as a phone has. */
const galleries = keptPages(test, (ctx, viewport) => open(ctx, '/gallery', { ...viewport, hasTouch: viewport.width === PHONE.width }));

for (const { name, width, height } of VIEWPORTS) {
  const maybe = HAS_CHROMIUM ? test : test.skip;
  maybe(`${name}: "More photos" adds the next page's photos without reloading; back and forward restore each view`, async (ctx) => {
    const { page } = await galleries.at(ctx, { width, height });
    const [first, second] = ctx.pages as [string[], string[]];
    const pages = ctx.pages.length;
    assert.equal(await captionsShown(page), first);
    assert.is(await page.locator(`${ROOT} .pager__where`).textContent(), pageWhere(gallery.portfolio.pageText, { page: 1, pages }));
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.locator(`${ROOT} .pager__link--more`).click();
    await viewShown(page, '/gallery/2');
    assert.equal(await captionsShown(page), [...first, ...second], 'page 2 follows page 1');
    assert.is(
      await page.locator(`${ROOT} [role="status"]`).textContent(),
      gallery.portfolio.countText.replace('{count}', String(first.length + second.length)),
    );
    assert.is(await page.locator(`${ROOT} .pager__where`).textContent(), pageWhere(gallery.portfolio.pageText, { page: 2, pages }));
    assert.is(await page.locator(`${ROOT} .pager__link--more`).getAttribute('href'), '/gallery/3');
    assert.is(await page.locator(`${ROOT} .pager__link--earlier`).count(), 0, 'nothing earlier: page 1 is on screen');
    const focused = await page.evaluate(() => (document.activeElement as HTMLImageElement | null)?.querySelector('img')?.alt);
    assert.is(focused, second[0], 'focus moves to the first added photo');
    assert.ok(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), 'no reload');
    await page.goBack();
    await viewShown(page, '/gallery');
    assert.equal(await captionsShown(page), first, 'back: page 1');
    await page.goForward();
    await viewShown(page, '/gallery/2');
    assert.equal(await captionsShown(page), [...first, ...second], 'forward: what the reader had, page 1 and the added page 2');
    if (width !== PHONE.width) await galleries.release({ width, height }); // the lightbox test goes on with the phone's
  });
}

(HAS_CHROMIUM ? test : test.skip)(
  'a jump to an anchor keeps the photos the reader added; Back and Forward give back what the grid held',
  async (ctx) => {
    const { page, close } = await open(ctx, '/gallery', { width: 1440, height: 900 });
    const [first, second, third] = ctx.pages as [string[], string[], string[]];
    for (const next of ['/gallery/2', '/gallery/3']) {
      await page.locator(`${ROOT} .pager__link--more`).click();
      await viewShown(page, next);
    }
    const all3 = [...first, ...second, ...third];
    assert.equal(await captionsShown(page), all3, 'pages 1 to 3');
    const asked: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'fetch' && asked.push(new URL(r.url()).pathname)));
    // The skip link, from the keyboard.
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#main');
    await viewShown(page, '/gallery/3');
    assert.equal(await captionsShown(page), all3, 'the skip link keeps every added photo');
    await page.goBack();
    await page.waitForFunction(() => location.hash === '');
    assert.equal(await captionsShown(page), all3, 'back from the anchor: the same grid');
    await page.goBack();
    await viewShown(page, '/gallery/2');
    assert.equal(await captionsShown(page), [...first, ...second], 'back: pages 1 and 2');
    await page.goForward();
    await viewShown(page, '/gallery/3');
    assert.equal(await captionsShown(page), all3, 'forward: pages 1 to 3 again, not page 3 alone');
    await page.goForward();
    await page.waitForFunction(() => location.hash === '#main');
    assert.equal(await captionsShown(page), all3, 'forward to the anchor: the same grid');
    assert.equal(asked, [], 'nothing fetched again');
    await close();
  },
);

(HAS_CHROMIUM ? test : test.skip)(
  'the lightbox steps through every photo of the view, added ones included, with arrow keys and swipes',
  async (ctx) => {
    const { page } = await galleries.at(ctx, PHONE);
    // Back to page 1, where the page opened: the pager test left it on page 2.
    if (new URL(page.url()).pathname !== '/gallery') {
      await page.goBack();
      await viewShown(page, '/gallery');
    }
    const [first, second] = ctx.pages as [string[], string[]];
    assert.equal(await captionsShown(page), first, 'page 1');
    await page.locator(`${ROOT} .pager__link--more`).click();
    await viewShown(page, '/gallery/2');
    const shown = [...first, ...second];
    const last = first.length - 1; // the last photo of page 1
    const caption = page.locator(`${ROOT} .lightbox__caption`);
    await page.locator(`${ROOT} .tile a`).nth(last).click();
    assert.is(await caption.textContent(), shown[last]);
    await page.keyboard.press('ArrowRight');
    assert.is(await caption.textContent(), shown[last + 1], 'from the last of page 1 to the first added');
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
    assert.is(await caption.textContent(), shown[last + 2], 'a swipe to the left: the next photo');
    await swipe(120);
    await swipe(120);
    assert.is(await caption.textContent(), shown[last], 'two swipes to the right: back two');
    await swipe(10);
    assert.is(await caption.textContent(), shown[last], 'a short drag is not a swipe');
    await page.keyboard.press('Escape');
    await galleries.release(PHONE);
  },
);

(HAS_CHROMIUM ? test : test.skip)(
  'a filter chosen while "More photos" is loading wins: its view replaces the grid, and the added page never comes in',
  async (ctx) => {
    const { page, close } = await open(ctx, '/gallery', PHONE);
    const more = page.locator(`${ROOT} .pager__link--more`);
    const filter = page.locator(`${ROOT} .portfolio__filter:not([data-filter="all"])`).first();
    const pathOf = async (link: Locator) => new URL((await link.getAttribute('href'))!, ctx.base).pathname;
    const [morePath, filterPath] = [await pathOf(more), await pathOf(filter)];
    // The category's first page, as the server renders it.
    const served = parseHTML(await (await fetch(ctx.base + filterPath)).text()).document;
    const expected = [...served.querySelectorAll(`${ROOT} .tile img`)].map((img) => img.getAttribute('alt'));
    assert.ok(expected.length > 0, `${filterPath} shows photos`);
    // "More photos" is answered once the filter has been asked for, and the filter once that
    // answer is in: both are chosen before either arrives, and the added page arrives first.
    const held = await holdAnswers(page, morePath, filterPath);
    await recordGrids(page, ROOT);
    await more.click();
    await filter.click();
    await held.firstAnswered;
    held.answerSecond();
    await viewShown(page, filterPath);
    assert.equal(await captionsShown(page), expected, "the category's photos, nothing added");
    assert.equal(await gridsGiven(page), [expected], 'never page 2 of All');
    await close();
  },
);

(HAS_CHROMIUM ? test : test.skip)('without JavaScript the pager links open each page, and a category has pages of its own', async (ctx) => {
  const { page, close } = await open(ctx, '/gallery', { width: 1440, height: 900, javaScriptEnabled: false });
  const pages = ctx.pages.length;
  for (let n = 2; n <= pages; n++) {
    await Promise.all([page.waitForURL((url) => url.pathname === `/gallery/${n}`), page.locator(`${ROOT} .pager__link--more`).click()]);
    assert.equal(await captionsShown(page), ctx.pages[n - 1], `page ${n}`);
  }
  assert.is(await page.locator(`${ROOT} .pager__link--more`).count(), 0, 'the last page has no "More photos"');
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/gallery/${pages - 1}`),
    page.locator(`${ROOT} .pager__link--earlier`).click(),
  ]);
  await close();
});

test.run();

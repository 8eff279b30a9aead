// The portfolio filter, image tiles, lightbox, the tiles' and lightbox's `sizes` against their
// layout, and the error screen of a widget whose entry throws. The tests that start from the gallery
// as it loads share one page per width (./_kept-pages.ts), each from rest (atRest); the
// lightbox test comes first on its page, the tests that fetch other views last.

import type { Locator, Page, ViewportSize } from 'playwright-core';
import * as assert from 'uvu/assert';
import { evaluateSizes } from '../../checks/image-select.ts';
import { photoPages } from '../../content/gallery-views.ts';
import { ERROR_TITLE } from '../../framework/client/mount.client.ts';
import { type BrowserContextState, browserSuite, keepOpen, type Opened, open, settles, VIEWPORTS } from '../helpers/browser.ts';
import { itemAt } from '../helpers/lists.ts';
import { gallery, site } from '../helpers/loaded-content.ts';
import { GALLERY, markPage, samePage, viewShown } from './_gallery.ts';
import { endTransitions, keptPages, pointerAwayAtTop } from './_kept-pages.ts';
import { measure, type Shown } from './_shown-images.ts';

const test = browserSuite('gallery portfolio');
const CATEGORIES = gallery.portfolio.categories;
const label = (id: string) => CATEGORIES.find((c) => c.id === id)!.label;
/** The photos a view's first page shows: its filter's, up to a page of them. */
const inFilter = (id: string) =>
  photoPages(
    gallery.photos.filter((p) => id === 'all' || (p.categories as string[]).includes(id)),
    site.brand.length,
  )[0]!;
const FIRST_PAGE = inFilter('all').length;
const captionsOf = (id: string) => inFilter(id).map((p) => p.caption);

const visibleCaptions = (page: Page) =>
  page.$$eval(`${GALLERY} .tile:not([hidden]) img`, (imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
/** How many photos sit side by side: the tiles on the first row of the grid. */
const columnsShown = (page: Page) =>
  page.$$eval(
    `${GALLERY} .tile`,
    (tiles) => tiles.filter((t) => t.getBoundingClientRect().top === tiles[0]!.getBoundingClientRect().top).length,
  );
/** The filters marked current (aria-current), by id. */
const pressed = (page: Page) =>
  page.$$eval(`${GALLERY} .portfolio__filter[aria-current]`, (b) => b.map((x) => (x as HTMLElement).dataset.filter));
const slug = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const viewPath = (id: string) => (id === 'all' ? '/gallery' : `/gallery/${slug(id)}`);

/** The contrast ratio of two opaque colours as computed styles give them ('rgb(r, g, b)'); 0 for any other (none, translucent). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (/^rgb\((\d+), (\d+), (\d+)\)$/.exec(color)?.slice(1) ?? []).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return r === undefined ? Number.NaN : 0.2126 * r + 0.7152 * g! + 0.0722 * b!;
  };
  const [x, y] = [luminance(a), luminance(b)];
  return Number.isNaN(x + y) ? 0 : (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const DESKTOP = VIEWPORTS[1];
const PHONE = VIEWPORTS[0];

interface Kept extends Opened {
  viewport: ViewportSize;
  /** Every URL the page has requested since it was opened. */
  requested: string[];
}

async function openGallery(ctx: BrowserContextState, viewport: ViewportSize): Promise<Kept> {
  const requested: string[] = [];
  const opened = await open(ctx, '/gallery', { ...viewport, before: (p) => void p.on('request', (r) => requested.push(r.url())) });
  return { ...opened, viewport, requested };
}
const galleries = keptPages(test, openGallery, atRest);

/** Back to the gallery as it loads: lightbox closed, All view, own size, at the top, pointer away, focus out. */
async function atRest({ page, viewport }: Kept): Promise<void> {
  const dialog = page.locator(`${GALLERY} dialog`);
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    assert.ok(await settles(dialog, 'hidden'), 'at rest: the lightbox is closed');
  }
  await page.emulateMedia({ reducedMotion: null });
  await page.setViewportSize(viewport);
  if (new URL(page.url()).pathname !== '/gallery') {
    await page.locator(`${GALLERY} .portfolio__filter[data-filter="all"]`).click();
    await viewShown(page, '/gallery');
  }
  await pointerAwayAtTop(page);
  await endTransitions(page);
}

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: hover and keyboard focus show the categories and the caption`, async (ctx) => {
    const { page } = await galleries.at(ctx, { width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The overlay's categories and caption as served are test/html/pages/gallery.test.ts's: here, that it shows.
    const overlay = page.locator(`${GALLERY} .tile`).first().locator('.tile__overlay');
    const opacity = () => overlay.evaluate((el) => Number(getComputedStyle(el).opacity));
    await overlay.scrollIntoViewIfNeeded();
    assert.is(await opacity(), 0, 'hidden at rest');
    await page.locator(`${GALLERY} .tile`).first().hover();
    await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)!).opacity === '1', `${GALLERY} .tile__overlay`);
    await page.mouse.move(0, 0);
    await page.locator(`${GALLERY} .portfolio__filter[data-filter="${CATEGORIES.at(-1)!.id}"]`).focus();
    await page.keyboard.press('Tab'); // the last filter button → the first tile
    assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('tile__link')));
    await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)!).opacity === '1', `${GALLERY} .tile__overlay`);
  });

  test(`${name}: a tile click opens the lightbox with the large image, caption and categories; the page behind stays, each button's focus ring shows on any photo; Close and Escape close it and focus returns`, async (ctx) => {
    const { page, requested } = await galleries.at(ctx, { width, height });
    const tile = page.locator(`${GALLERY} .tile`).nth(1);
    const largest = await tile.locator('a').evaluate((a) => (a as HTMLAnchorElement).href);
    const dialog = page.locator(`${GALLERY} dialog`);
    assert.not.ok(await dialog.isVisible());
    assert.is(await dialog.locator('img').getAttribute('srcset'), null, 'no large image before opening');
    assert.not.ok(requested.includes(largest), 'the largest lightbox file was not fetched before opening');
    await tile.click();
    assert.ok(await dialog.isVisible(), 'open');
    const scrolled = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    // A wheel scroll lands within a frame or two: wait for two rendered frames.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.is(await page.evaluate(() => scrollY), scrolled, 'the page behind does not scroll');
    const photo = itemAt(gallery.photos, 1, 'photo');
    assert.is(await dialog.locator('.lightbox__caption').textContent(), photo.caption);
    assert.is(await dialog.locator('.lightbox__categories').textContent(), photo.categories.map(label).join(', '));
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLImageElement).complete, `${GALLERY} dialog img`);
    // The lightbox offers the tile's sizes and the link's larger ones; the browser's pick is
    // one of them and at least as wide as the photo is shown.
    const { current, candidates, needed } = await dialog.locator('img').evaluate((img) => {
      const picture = img.closest('picture')!;
      const lists = [...picture.querySelectorAll('source')]
        .map((s) => s.srcset)
        .concat((img as HTMLImageElement).srcset || (img as HTMLImageElement).src);
      const entries = lists
        .join(',')
        .split(',')
        .filter((c) => c.trim());
      return {
        current: (img as HTMLImageElement).currentSrc,
        candidates: entries.map((c) => {
          const [url = '', width = '0'] = c.trim().split(' ');
          return [new URL(url, location.href).href, Number.parseInt(width, 10)] as const;
        }),
        needed: img.getBoundingClientRect().width * devicePixelRatio,
      };
    });
    const picked = candidates.find(([url]) => url === current);
    assert.ok(picked, `the lightbox shows one of its own sizes (${current})`);
    assert.ok(
      picked![1] >= needed - 1 || picked![1] === Math.max(...candidates.map(([, w]) => w)),
      `${current} is ${picked![1]} px for ${needed} px`,
    );
    const closeButton = dialog.getByRole('button', { name: gallery.closeLabel, exact: true });
    const box = (await closeButton.boundingBox())!;
    assert.ok(box.x + box.width > width - 100 && box.y < 100, 'Close sits in the top corner');
    // The buttons sit over the photo: each focus ring lies on an opaque band of its own, 3:1 or more against it, so any photo shows it.
    const rings: { ring: string; ratio: number }[] = [];
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab'); // Prev, Next and Close, and once out of the page
      const ring = await page.evaluate(() => {
        const button = document.activeElement!.closest('dialog button');
        const style = button && getComputedStyle(button);
        return style && { color: style.outlineColor, band: /^rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? 'none' };
      });
      if (ring) rings.push({ ring: `${ring.color} on ${ring.band}`, ratio: contrast(ring.color, ring.band) });
    }
    assert.is(rings.length, 3, 'three buttons');
    for (const { ring, ratio } of rings) assert.ok(ratio >= 3, `ring ${ring}: ${ratio.toFixed(1)}:1`);
    await closeButton.click();
    assert.ok(await settles(dialog, 'hidden'), 'Close closes it');
    assert.ok(await tile.locator('a').evaluate((a) => a === document.activeElement), 'focus back on the tile');
    await page.keyboard.press('Enter');
    assert.ok(await dialog.isVisible(), 'Enter on the focused tile opens it');
    await page.keyboard.press('Escape');
    assert.ok(await settles(dialog, 'hidden'), 'Escape closes it');
    assert.ok(await tile.locator('a').evaluate((a) => a === document.activeElement), 'focus back on the tile again');
  });
}

test('back at rest, a running transition is ended, not waited for (Chromium may never advance one off screen)', async (ctx) => {
  const { page } = await galleries.at(ctx, DESKTOP);
  // A tile whose photo has loaded is rendered (a loading one may be skipped, and start no fade).
  const overlay = page.locator(`${GALLERY} .tile[data-state="loaded"] .tile__overlay`).first();
  // An hour-long fade, as a hover starts one of 0.2 s.
  await overlay.evaluate((el) => {
    (el as HTMLElement).style.transition = 'opacity 3600s';
    (el as HTMLElement).style.opacity = '1';
  });
  const fades = () => overlay.evaluate((el) => el.getAnimations().filter((a) => a instanceof CSSTransition).length);
  assert.is(await fades(), 1, 'the fade runs');
  const ended = await Promise.race([
    endTransitions(page).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000).unref()),
  ]);
  assert.ok(ended, 'endTransitions returned without waiting for the fade to run its hour');
  assert.is(await overlay.evaluate((el) => getComputedStyle(el).opacity), '1', 'the overlay is where the fade ends');
  // Only this fade is checked: tiles still loading may start transitions of their own meanwhile.
  assert.is(await fades(), 0, 'the fade is over');
  await overlay.evaluate((el) => el.removeAttribute('style'));
});

test('a click on the lightbox backdrop closes it; inside the photo it does not', async (ctx) => {
  const { page } = await galleries.at(ctx, DESKTOP);
  await page.locator(`${GALLERY} .tile`).first().click();
  const dialog = page.locator(`${GALLERY} dialog`);
  await dialog.locator('img').click();
  assert.ok(await dialog.isVisible(), 'a click on the photo keeps it open');
  await page.mouse.click(8, 890);
  assert.ok(await settles(dialog, 'hidden'), 'backdrop click closes it');
});

test("each filter's view: a short last row is centred, and in three columns no photo is alone on it where the count allows rows of two", async (ctx) => {
  const { page } = await galleries.at(ctx, DESKTOP);
  const found: string[] = [];
  for (const { id } of CATEGORIES) {
    // In place, as a reader gets there: the view's tiles come from its own page, placed by the build.
    await page.locator(`${GALLERY} .portfolio__filter[data-filter="${id}"]`).click();
    await viewShown(page, viewPath(id));
    for (const width of [720, DESKTOP.width]) {
      await page.setViewportSize({ width, height: DESKTOP.height });
      const problems = await page.$eval(`${GALLERY} .portfolio__grid`, (grid) => {
        const frame = grid.getBoundingClientRect();
        const rows = new Map<number, DOMRect[]>();
        for (const box of [...grid.children].map((t) => t.getBoundingClientRect())) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
        const lengths = [...rows.values()].map((row) => row.length);
        const last = [...rows.values()].at(-1)!;
        // How many tiles of this width fit across the grid.
        const columns = Math.round(frame.width / last[0]!.width);
        const count = grid.children.length;
        const where = `${location.pathname} at ${innerWidth} px, ${count} photos in rows of ${lengths.join(', ')}`;
        const out: string[] = [];
        const [before, after] = [Math.min(...last.map((b) => b.left)) - frame.left, frame.right - Math.max(...last.map((b) => b.right))];
        if (Math.abs(before - after) > 1)
          out.push(`${where}: the last row is off centre (${Math.round(before)} px | ${Math.round(after)} px)`);
        if (lengths.slice(0, -2).some((length) => length !== columns)) out.push(`${where}: a short row before the last two`);
        // One photo alone is forced in two columns by an odd count, in three only by a count of 1.
        if (columns === 3 && count > 1 && last.length === 1) out.push(`${where}: a photo alone on the last row`);
        if ([...rows.values()].flat().some((b) => Math.abs(b.width - last[0]!.width) > 0.5))
          out.push(`${where}: tiles of different widths`);
        return out;
      });
      found.push(...problems);
    }
  }
  assert.equal(found, [], found.join('\n'));
});

/** What does not match `sizes`, one line each: the slot may exceed the shown width by rounding and sub-pixel layout. */
function mismatches(found: Shown[], viewport: ViewportSize, where: string): string[] {
  const problems: string[] = [];
  for (const { what, sizes, drawn: shown } of found) {
    const slot = evaluateSizes(sizes, { ...viewport, dpr: 1 });
    if (slot < shown - 1)
      problems.push(`${where}: ${what} is shown ${shown.toFixed(1)} px wide, sizes says ${slot.toFixed(1)} (too small a file)`);
    if (slot > shown + Math.max(4, shown * 0.02))
      problems.push(`${where}: ${what} is shown ${shown.toFixed(1)} px wide, sizes says ${slot.toFixed(1)} (too large a file)`);
  }
  return problems;
}

// The image budgets (npm run check:images) and page-load.test.ts trust checks/image-select.ts to
// read `sizes` as a browser does: here Chromium's own reading of a tile's sizes must agree with it.
for (const width of [320, 390, 800, 1023, 1024, 1440, 1920]) {
  test(`${width} px: ${width < 1024 ? 2 : 3} columns lined up with the page's container, large tiles, each tile's sizes the width it is shown at (never narrower, so never blurry), as Chromium reads it too`, async (ctx) => {
    const { page } = await galleries.at(ctx, DESKTOP);
    const viewport = { width, height: DESKTOP.height };
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    assert.is(await columnsShown(page), width < 1024 ? 2 : 3, `${width} px: columns`);
    const grid = (await page.locator(`${GALLERY} .portfolio__grid`).boundingBox())!;
    const container = (await page
      .locator('#portfolio-title')
      .locator('xpath=ancestor::div[contains(@class, "container")][1]')
      .boundingBox())!;
    assert.is(Math.round(grid.x), Math.round(container.x), 'left edges line up');
    assert.is(Math.round(grid.width), Math.round(container.width), 'as wide as the container');
    const tile = (await page.locator(`${GALLERY} .tile`).first().boundingBox())!;
    assert.ok(tile.width >= 44 && tile.height >= 44, 'a tile is a large tap target');
    const found = await page.evaluate(measure, `${GALLERY} .tile img`);
    assert.ok(found.length >= 20, `measured ${found.length} tiles`);
    assert.equal(mismatches(found, viewport, `/gallery at ${width} px`), []);
    const chromiums = await page.$eval(`${GALLERY} .tile img`, (img) => {
      // The first entry whose media condition matches, or the last one, as a browser picks it.
      const entries = (img as HTMLImageElement).sizes.split(/,\s*(?![^()]*\))/).map((e) => e.match(/^(\([^()]*\))?\s*(.+)$/)!);
      const [, , length] = entries.find(([, media]) => !media || matchMedia(media).matches)!;
      const probe = document.createElement('div');
      probe.style.width = length!; // the pattern's second group is not optional
      document.body.append(probe);
      const slot = probe.getBoundingClientRect().width;
      probe.remove();
      return slot;
    });
    const ours = evaluateSizes(found[0]!.sizes, { ...viewport, dpr: 1 });
    assert.ok(
      Math.abs(chromiums - ours) <= 1,
      `Chromium reads ${chromiums.toFixed(1)} px from the first tile's sizes, we read ${ours.toFixed(1)}`,
    );
  });
}

for (const { name, width, height } of [...VIEWPORTS, { name: 'two-column tablet', width: 800, height: 1000 }]) {
  test(`${name}: the lightbox's sizes is the width its photo is shown at, landscape and portrait`, async (ctx) => {
    const { page } = await galleries.at(ctx, DESKTOP);
    await page.setViewportSize({ width, height });
    const links = page.locator(`${GALLERY} .tile a`);
    const aspects = await links.evaluateAll((all) =>
      all.map((a) => Number((a as HTMLElement).dataset.width) / Number((a as HTMLElement).dataset.height)),
    );
    // A landscape and a portrait photo, those the gallery has.
    const picks = [aspects.findIndex((a) => a >= 1), aspects.findIndex((a) => a < 1)].filter((i) => i >= 0);
    assert.ok(picks.length > 0, 'the gallery has photos');
    for (const i of picks) {
      await links.nth(i).click();
      await page.waitForFunction(() => (document.querySelector('dialog img') as HTMLImageElement | null)?.complete);
      assert.equal(mismatches(await page.evaluate(measure, 'dialog img'), { width, height }, `lightbox at ${width}×${height}`), []);
      await page.keyboard.press('Escape');
      assert.ok(await settles(page.locator(`${GALLERY} dialog`), 'hidden'), 'the lightbox closes');
    }
  });
}

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: choosing a filter with the mouse shows only its photos without reloading, announces the count and goes into the URL`, async (ctx) => {
    const { page } = await galleries.at(ctx, { width, height });
    // The labels, links and tiles as served are test/html/pages/gallery.test.ts's; started, All stays current.
    assert.equal(await pressed(page), ['all']);
    assert.is((await visibleCaptions(page)).length, FIRST_PAGE);
    await markPage(page);
    await page.locator(`${GALLERY} .portfolio__filter[data-filter="wedding"]`).click();
    await viewShown(page, '/gallery/wedding');
    assert.equal(await pressed(page), ['wedding']);
    assert.equal(await visibleCaptions(page), captionsOf('wedding'));
    const status = page.locator(`${GALLERY} [role="status"]`);
    assert.is(await status.getAttribute('aria-live'), 'polite');
    assert.is(await status.textContent(), gallery.portfolio.countText.replace('{count}', String(inFilter('wedding').length)));
    assert.match(await page.title(), label('wedding'));
    await page.locator(`${GALLERY} .portfolio__filter[data-filter="all"]`).click();
    await viewShown(page, '/gallery');
    assert.is((await visibleCaptions(page)).length, FIRST_PAGE);
    assert.ok(await samePage(page), 'no reload');
  });
}

test('filters work from the keyboard (Tab to a filter, Enter), and focus stays on it; Back with a photo open closes it', async (ctx) => {
  const { page } = await galleries.at(ctx, PHONE);
  const [first, second, third] = CATEGORIES.map((c) => c.id);
  assert.ok(first && second && third, 'three categories to step through');
  await page.locator(`${GALLERY} .portfolio__filter[data-filter="${first}"]`).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await viewShown(page, viewPath(second));
  assert.equal(await pressed(page), [second]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await viewShown(page, viewPath(third));
  assert.equal(await pressed(page), [third]);
  assert.equal(await visibleCaptions(page), captionsOf(third));
  assert.is(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.filter), third);
  // Back with a photo open leaves its view: the lightbox closes, and focus is not lost with the tiles.
  await page.locator(`${GALLERY} .tile__link`).first().focus();
  await page.keyboard.press('Enter');
  assert.ok(await settles(page.locator(`${GALLERY} dialog`), 'visible'), 'Enter on a tile opens the lightbox');
  await page.goBack();
  await viewShown(page, viewPath(second));
  assert.ok(await settles(page.locator(`${GALLERY} dialog`), 'hidden'), 'Back closes the lightbox');
  assert.ok(await page.evaluate(() => document.activeElement?.matches('h1, h2')), "focus on the view's heading");
});

// Back and Forward between views are gallery-pages.test.ts's (a filter's view and a page come back through the same popstate
// path), and what a shared link to a view shows, as served, is test/html/gallery-views.test.ts's.
test('an old ?filter= link opens its category; an unknown one falls back to All', async (ctx) => {
  const old = await open(ctx, '/gallery?filter=lighting');
  await viewShown(old.page, '/gallery/lighting');
  assert.equal(await pressed(old.page), ['lighting'], 'an old ?filter= link opens its category');
  await old.close();
  const unknown = await open(ctx, '/gallery?filter=nonsense');
  await unknown.page.waitForFunction(() => location.search === '' && !document.querySelector('.portfolio__grid[aria-busy]'));
  assert.equal(await pressed(unknown.page), ['all'], 'an unknown filter falls back to All');
  await unknown.close();
});

/** Whether the tile's spinner (its link's ::after, drawn only while loading on screen) is there. */
const spinning = (tile: Locator) =>
  tile.locator('.tile__link').evaluate((a) => getComputedStyle(a, '::after').animationName === 'widget-spin');

test('tiles go from loading to loaded; the spinner shows only while loading, and only on screen', async (ctx) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const { page } = await open(ctx, '/gallery', {
    width: 390,
    height: 844,
    waitUntil: 'domcontentloaded',
    before: (p) =>
      p.route(/\/assets\/img\/.*\.(avif|webp|jpg)$/, async (route) => {
        await held;
        await route.continue();
      }),
  });
  const tiles = page.locator(`${GALLERY} .tile`);
  const [first, last] = [tiles.first(), tiles.last()];
  await first.scrollIntoViewIfNeeded();
  assert.is(await first.getAttribute('data-state'), 'loading');
  await page.waitForFunction((sel) => document.querySelector(sel)!.hasAttribute('data-on-screen'), `${GALLERY} .tile`);
  assert.ok(await spinning(first), 'spinner while loading');
  // A spinner off screen would keep the browser drawing frames for as long as the page is open.
  assert.is(await last.getAttribute('data-state'), 'loading');
  assert.not.ok(await spinning(last), 'no spinner on a loading tile off screen');
  release();
  await page.waitForFunction((sel) => document.querySelector(sel)!.getAttribute('data-state') === 'loaded', `${GALLERY} .tile`);
  assert.not.ok(await spinning(first), 'spinner gone');
  assert.ok(await first.locator('img').isVisible());
  await page.waitForFunction(() => !document.querySelector('.tile[data-state="loading"][data-on-screen]'));
  const endless = await page.evaluate(
    () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length,
  );
  assert.is(endless, 0, 'the photos on screen in, nothing animates for ever');
});

/**
 * The gallery with every photo refused: one page, opened at the first width and resized to the
 * next, as the message's place on screen is layout, which follows the viewport.
 */
let unavailable: Promise<Opened> | undefined;
for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: a tile whose image fails shows 'Image unavailable'`, async (ctx) => {
    unavailable ??= open(ctx, '/gallery', { width, height, block: ['**/*.{avif,webp,jpg}'] });
    const { page, context } = await unavailable;
    keepOpen(context); // for the next width's test; the suite's end closes it
    await page.setViewportSize({ width, height });
    const first = page.locator(`${GALLERY} .tile`).first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForFunction((sel) => document.querySelector(sel)!.getAttribute('data-state') === 'error', `${GALLERY} .tile`);
    assert.ok(await first.getByText(gallery.unavailableText).isVisible());
  });
}

test('arrow keys and the prev/next buttons step through the photos of the current view', async (ctx) => {
  const { page } = await open(ctx, '/gallery/lighting', { width: 1440, height: 900 });
  const photos = inFilter('lighting');
  const [first, second] = photos;
  const last = photos.at(-1);
  assert.ok(first && second && last, 'two lighting photos or more');
  const caption = page.locator(`${GALLERY} .lightbox__caption`);
  await page.locator(`${GALLERY} .tile:not([hidden])`).first().click();
  assert.is(await caption.textContent(), first.caption);
  await page.keyboard.press('ArrowRight');
  assert.is(await caption.textContent(), second.caption, 'right: next photo of the filter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.is(await caption.textContent(), last.caption, 'left from the first wraps to the last');
  await page.getByRole('button', { name: gallery.portfolio.nextLabel }).click();
  assert.is(await caption.textContent(), first.caption, 'next button');
  await page.getByRole('button', { name: gallery.portfolio.previousLabel }).click();
  assert.is(await caption.textContent(), last.caption, 'previous button');
});

test('without JavaScript every photo shows, with no spinner', async (ctx) => {
  // The rest is the served HTML's: tiles linking their large images, filters linking their views (each showing its photos,
  // its filter current): test/html/pages/gallery.test.ts, test/html/gallery-views.test.ts, test/quality/links.test.ts.
  for (const { width, height } of VIEWPORTS) {
    const { page, close } = await open(ctx, '/gallery', { width, height, javaScriptEnabled: false });
    assert.is(await page.locator(`${GALLERY} .tile:not([hidden])`).count(), FIRST_PAGE);
    assert.not.ok(await spinning(page.locator(`${GALLERY} .tile`).first()), 'no endless spinner');
    await close();
  }
});

test(`an entry that throws shows '${ERROR_TITLE}' first in its own area, keeps the server HTML usable, and the menu keeps working`, async (ctx) => {
  const { page, errors } = await open(ctx, '/gallery', {
    width: 390,
    height: 844,
    before: (p) =>
      p.route(/\/gallery\/?$/, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<dialog[\s\S]*?<\/dialog>/, '');
        await route.fulfill({ response, body: html });
      }),
  });
  const root = page.locator(GALLERY);
  const alert = root.locator(':scope > [role="alert"]:first-child');
  assert.ok(await alert.getByText(ERROR_TITLE).isVisible(), 'the error screen comes first in the gallery area');
  assert.match((await alert.textContent()) ?? '', 'GalleryPortfolio');
  assert.is(await root.getAttribute('data-state'), 'error');
  assert.ok(
    errors.some((e) => e.includes('GalleryPortfolio')),
    'the error is logged to the console',
  );
  // What the server rendered is still there and works without the entry: every photo, each
  // tile a link to its large image.
  assert.is(await root.locator('.tile:not([hidden]) a[href$=".jpg"]').count(), FIRST_PAGE);
  await page.locator('.nav__toggle').click();
  assert.ok(await page.locator('#site-menu').isVisible(), 'the menu still opens');
  assert.is(await page.locator('.nav__toggle').getAttribute('aria-expanded'), 'true');
});

test(`a handler that throws later fails only its widget: '${ERROR_TITLE}' shows, its handlers are gone, its links work natively, the rest keeps working`, async (ctx) => {
  const { page } = await open(ctx, '/gallery', { width: 1440, height: 900 });
  const root = page.locator(GALLERY);
  assert.is(await root.getAttribute('data-state'), null, 'precondition: the gallery started fine');
  // Filter to one category first, so the failure has client state to undo.
  await root.locator('.portfolio__filter[data-filter="wedding"]').click();
  await viewShown(page, '/gallery/wedding');
  assert.is(await root.locator('.tile:not([hidden])').count(), inFilter('wedding').length);
  // A disconnected <dialog> cannot showModal(): the tile's click handler throws.
  await page.evaluate(() => document.querySelector('dialog.lightbox')!.remove());
  await root.locator('.tile:not([hidden]) a').first().click();
  assert.ok(await root.locator('[role="alert"]').getByText(ERROR_TITLE).isVisible(), 'the error screen in the gallery area');
  assert.is(await root.getAttribute('data-state'), 'error');
  assert.is(await root.locator('.tile:not([hidden])').count(), FIRST_PAGE, 'the server HTML is back: every photo shows');
  assert.is(await root.locator('dialog.lightbox').count(), 1, 'the native dialog is back in place');
  await page.evaluate(() => scrollTo(0, 200));
  assert.ok(
    await settles(page.locator('header.site-header[data-scrolled="true"]'), 'attached'),
    'the header widget still reacts to scrolling',
  );
  // No handler of the failed widget is left: a tile click is a plain link to the large image.
  const href = await root.locator('.tile a').first().getAttribute('href');
  await Promise.all([page.waitForURL((url) => url.pathname === href), root.locator('.tile a').first().click()]);
});

test.run();

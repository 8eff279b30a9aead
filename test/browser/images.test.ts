// The gallery's `sizes` tell the truth: the slot a browser computes from them, before CSS, is
// the width the photo is then shown at; at least as wide (so the file it picks is never too
// small) and not much wider (so it is not heavier than needed). The image budgets
// (npm run check:images) trust `sizes`; here that trust is checked in a browser, for the
// gallery tiles (the grid in components/image-layouts.ts must follow GalleryPortfolio.css)
// and the lightbox, at the phone and desktop widths (page-load.test.ts checks every other photo).
// What is checked is layout, which follows the viewport: one gallery page serves every width,
// resized for each test.
import * as assert from 'uvu/assert';
import { evaluateSizes } from '../../checks/image-select.ts';
import { type BrowserContextState, browserSuite, open, settles, VIEWPORTS } from '../helpers/browser.ts';
import { endTransitions, keptPages, type Viewport } from './_kept-pages.ts';
import { measure, type Shown } from './_shown-images.ts';

const test = browserSuite('responsive images');

/** The slot may exceed the shown width by this much: rounding, and sub-pixel layout. */
const SLACK = (shown: number) => Math.max(4, shown * 0.02);

const galleries = keptPages(test, (ctx, viewport) => open(ctx, '/gallery', viewport));
/**
 * The one gallery page, at `viewport`, as it loads: its lightbox closed, and neither the pointer
 * nor the focus on a tile (a hovered or focused tile is drawn larger).
 */
async function galleryAt(ctx: BrowserContextState, viewport: Viewport) {
  const { page } = await galleries.at(ctx, VIEWPORTS[0]);
  assert.ok(await settles(page.locator('dialog'), 'hidden'), 'the lightbox is closed');
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await endTransitions(page);
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  return page;
}

/** What does not match, one line each. */
function mismatches(found: Shown[], vp: { width: number; height: number }, where: string): string[] {
  const problems: string[] = [];
  for (const { what, sizes, shown } of found) {
    const slot = evaluateSizes(sizes, { ...vp, dpr: 1 });
    if (slot < shown - 1)
      problems.push(`${where}: ${what} is shown ${shown.toFixed(1)} px wide, sizes says ${slot.toFixed(1)} (too small a file)`);
    if (slot > shown + SLACK(shown))
      problems.push(`${where}: ${what} is shown ${shown.toFixed(1)} px wide, sizes says ${slot.toFixed(1)} (too large a file)`);
  }
  return problems;
}

for (const { name, width, height } of [...VIEWPORTS, { name: 'two-column tablet', width: 800, height: 1000 }]) {
  test(`${name}: every gallery tile's sizes is the width it is shown at`, async (ctx) => {
    const page = await galleryAt(ctx, { width, height });
    const found = await page.evaluate(measure, '.tile img');
    assert.ok(found.length >= 20, `measured ${found.length} tiles`);
    assert.equal(mismatches(found, { width, height }, `/gallery at ${width}×${height}`), []);
  });

  test(`${name}: the lightbox's sizes is the width its photo is shown at, landscape and portrait`, async (ctx) => {
    const page = await galleryAt(ctx, { width, height });
    const links = page.locator('.tile a');
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
    }
  });
}

test.run();

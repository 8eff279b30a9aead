// The gallery's `sizes` tell the truth: the slot a browser computes from them, before CSS, is
// the width the photo is then shown at; at least as wide (so the file it picks is never too
// small) and not much wider (so it is not heavier than needed). The image budgets
// (npm run check:images) trust `sizes`; here that trust is checked in a browser, for the
// gallery tiles (the grid in generator/images/layouts.ts must follow GalleryPortfolio.css)
// and the lightbox, at the phone and desktop widths; for every other photo, at five widths,
// that the slot is never narrower than the photo.
import * as assert from 'uvu/assert';
import { evaluateSizes } from '../../checks/image-select.ts';
import { browserSuite, open, VIEWPORTS } from '../helpers/browser.ts';
import { BROWSED_PAGES, urlPathOf } from '../helpers/site.ts';

const test = browserSuite('responsive images');

/** The slot may exceed the shown width by this much: rounding, and sub-pixel layout. */
const SLACK = (shown: number) => Math.max(4, shown * 0.02);

interface Shown {
  what: string;
  sizes: string;
  shown: number;
}

function measure(selector: string): Shown[] {
  return [...document.querySelectorAll<HTMLImageElement>(selector)]
    .filter((img) => img.getClientRects().length > 0)
    .map((img) => ({
      what: (img.getAttribute('src') || '').split('/').pop()!,
      sizes: img.sizes,
      shown: img.getBoundingClientRect().width,
    }));
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
    const { page, close } = await open(ctx, '/gallery', { width, height });
    const found = await page.evaluate(measure, '.tile img');
    assert.ok(found.length >= 20, `measured ${found.length} tiles`);
    assert.equal(mismatches(found, { width, height }, `/gallery at ${width}×${height}`), []);
    await close();
  });

  test(`${name}: the lightbox's sizes is the width its photo is shown at, landscape and portrait`, async (ctx) => {
    const { page, close } = await open(ctx, '/gallery', { width, height });
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
    await close();
  });
}

// Every other photo on every page a browser opens (BROWSED_PAGES): its sizes may overstate the slot (a layout shared by a
// full-width card and a half-width one says the wider), but never understate it, which would
// pick a file too small for the screen, at the widths between the breakpoints too.
const WIDTHS = [
  { width: 320, height: 640 },
  { width: 412, height: 823 },
  { width: 700, height: 1000 },
  { width: 1023, height: 768 },
  { width: 1440, height: 900 },
];
for (const browsed of BROWSED_PAGES) {
  const path = urlPathOf(browsed);
  test(`${path}: no photo is shown wider than its sizes says, from 320 to 1440 px`, async (ctx) => {
    const problems: string[] = [];
    // One load, then each width: a photo's shown width is layout, which follows the viewport.
    const { page, close } = await open(ctx, path, WIDTHS[0]);
    for (const vp of WIDTHS) {
      await page.setViewportSize(vp);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      const found = await page.evaluate(measure, 'img[sizes]:not(.tile img):not(dialog img)');
      assert.is(await page.evaluate(() => innerWidth), vp.width, 'the layout is at the width measured');
      for (const { what, sizes, shown } of found) {
        const slot = evaluateSizes(sizes, { ...vp, dpr: 1 });
        if (slot < shown - 1)
          problems.push(`${path} at ${vp.width} px: ${what} is shown ${shown.toFixed(1)} px wide, sizes says ${slot.toFixed(1)}`);
      }
    }
    await close();
    assert.equal(problems, []);
  });
}

test.run();

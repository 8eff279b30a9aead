// The gallery's photos load as the reader nears them, and a load of the page fetches the same
// photos every time: five loads at Lighthouse's phone (412×823 at DPR 1.75) ask for one set of
// images, the tiles far below the screen wait, and scrolling to a tile fetches its photo. (A
// page whose fetches change from load to load cannot be measured, and a far section's skipped
// rendering once made them change.)
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, open } from '../helpers/browser.ts';

const test = browserSuite('gallery photos load as the reader nears them');
const LOADS = 5;
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The tiles whose photo the page has asked for (its <img> has a current source). */
const tilesFetched = (page: Page) =>
  page.$$eval('.tile img', (imgs) =>
    imgs.map((img) => performance.getEntriesByName((img as HTMLImageElement).currentSrc || 'about:blank').length > 0),
  );

test(`${LOADS} loads of /gallery fetch the same images; the tiles far below the screen wait, and scrolled to, a tile's photo is fetched`, async (ctx) => {
  const loads: string[][] = [];
  for (let i = 0; i < LOADS; i++) {
    const urls: string[] = [];
    const { page, close } = await open(ctx, '/gallery', {
      ...PHONE,
      before: (p) => p.on('request', (r) => void (r.resourceType() === 'image' && urls.push(new URL(r.url()).pathname))),
    });
    // The image URLs asked for until the network is quiet; a copy: the last page goes on requesting as it is scrolled.
    await page.waitForLoadState('networkidle');
    loads.push([...urls].sort());
    if (i < LOADS - 1) await close();
    else
      try {
        const fetched = await tilesFetched(page);
        const last = fetched.length - 1;
        assert.ok(last > 0, 'the gallery shows tiles');
        assert.is(fetched[last], false, 'the last tile has not asked for its photo at load');
        await page.locator('.tile').nth(last).scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (i) => {
            const img = document.querySelectorAll<HTMLImageElement>('.tile img')[i]!;
            return img.complete && img.naturalWidth > 0;
          },
          last,
          { timeout: 10_000 },
        );
      } finally {
        await close();
      }
  }
  assert.ok(loads[0]!.length > 0, 'a load fetches images');
  for (const [i, urls] of loads.entries()) assert.equal(urls, loads[0], `load ${i + 1} fetched other images than load 1`);
});

test.run();

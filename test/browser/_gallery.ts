// What the gallery's browser suites share (gallery.test.ts, gallery-pages.test.ts): the widget,
// how to tell a view shown in place, and two views asked for before either arrives, answered in a
// chosen order by holding routes, never by waiting a fixed time.
import type { Page } from 'playwright-core';

export const ROOT = '[data-widget~="GalleryPortfolio"]';

/** Waits until the address is `path` and the grid holds that view (no fetch in flight). */
export const viewShown = (page: Page, path: string) =>
  page.waitForFunction((p) => location.pathname === p && !document.querySelector('.portfolio__grid[aria-busy]'), path);
/** Marks the page, so a full load (which loses the mark) can be told from a view shown in place. */
export const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
export const samePage = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

export interface HeldAnswers {
  /** Resolves once the first view's answer has been received in full. */
  firstAnswered: Promise<void>;
  /** Lets the second view's answer go. */
  answerSecond(): void;
}

/**
 * Holds the answers of two views: the first is answered once the second has been asked for, and
 * the second only when `answerSecond` is called. Set up before the clicks that ask for them.
 */
export async function holdAnswers(page: Page, firstPath: string, secondPath: string): Promise<HeldAnswers> {
  let secondAsked = () => {};
  const secondAskedFor = new Promise<void>((resolve) => (secondAsked = resolve));
  let answerSecond = () => {};
  const secondHeld = new Promise<void>((resolve) => (answerSecond = resolve));
  await page.route(`**${firstPath}`, async (route) => {
    await secondAskedFor;
    await route.continue();
  });
  await page.route(`**${secondPath}`, async (route) => {
    secondAsked();
    await secondHeld;
    await route.continue();
  });
  const firstAnswered = page
    .waitForResponse((r) => new URL(r.url()).pathname === firstPath)
    .then((response) => response.finished())
    .then(() => undefined);
  return { firstAnswered, answerSecond };
}

/** Starts recording every set of tiles (their alt texts) the grid under `root` is given, in order. */
export async function recordGrids(page: Page, root: string): Promise<void> {
  await page.evaluate((selector) => {
    const grid = document.querySelector(`${selector} .portfolio__grid`);
    if (!grid) throw new Error(`no grid under ${selector}`);
    const grids: string[][] = [];
    (window as unknown as { grids: string[][] }).grids = grids;
    new MutationObserver(() => grids.push([...grid.querySelectorAll('.tile img')].map((img) => (img as HTMLImageElement).alt))).observe(
      grid,
      {
        childList: true,
      },
    );
  }, root);
}

/** The sets of tiles recorded since `recordGrids`. */
export const gridsGiven = (page: Page) => page.evaluate(() => (window as unknown as { grids: string[][] }).grids);

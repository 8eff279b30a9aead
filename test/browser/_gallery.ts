// What the gallery's browser suites share (gallery.test.ts, gallery-pages.test.ts): the widget and
// how to tell a view shown in place.
import type { Page } from 'playwright-core';

export const GALLERY = '[data-widget~="GalleryPortfolio"]';

/** Waits until the address is `path` and the grid holds that view (no fetch in flight). */
export const viewShown = (page: Page, path: string) =>
  page.waitForFunction((p) => location.pathname === p && !document.querySelector('.portfolio__grid[aria-busy]'), path);
/** Marks the page, so a full load (which loses the mark) can be told from a view shown in place. */
export const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
export const samePage = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

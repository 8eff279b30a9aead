// One page per viewport, kept open for the tests of a file that start from the same loaded page
// (a page load is most of what a browser test costs): the first test that asks opens it, the next
// get it as the last left it, put back at rest first. `release` closes it after its last test.
import type { Page, ViewportSize } from 'playwright-core';
import type { Test } from 'uvu';
import { type BrowserContextState, keepOpen, type Opened } from '../helpers/browser.ts';

export interface KeptPages<C, T extends Opened> {
  /** The page of `viewport`: opened by the first test that asks, then as the last test left it; at rest either way. */
  at(ctx: C, viewport: ViewportSize): Promise<T>;
  /** Closes the page of `viewport`; the next test that asks for it gets a new one. */
  release(viewport: ViewportSize): Promise<void>;
}

export function keptPages<C extends BrowserContextState, T extends Opened>(
  test: Test<C>,
  openPage: (ctx: C, viewport: ViewportSize) => Promise<T>,
  /** Puts the page back as a page just opened has it, before each test gets it. */
  atRest: (opened: T) => Promise<void> = async () => {},
): KeptPages<C, T> {
  const pages = new Map<string, Promise<T>>();
  const keyOf = ({ width, height }: ViewportSize) => `${width}x${height}`;
  test.after(async () => {
    // A page that failed to open has failed its test already.
    for (const page of pages.values())
      await page.then(
        (opened) => opened.close(),
        () => {},
      );
    pages.clear();
  });
  return {
    async at(ctx, viewport) {
      const key = keyOf(viewport);
      if (!pages.has(key)) pages.set(key, openPage(ctx, { width: viewport.width, height: viewport.height }));
      const opened = await pages.get(key)!;
      keepOpen(opened.context);
      await atRest(opened);
      return opened;
    },
    async release(viewport) {
      const page = pages.get(keyOf(viewport));
      pages.delete(keyOf(viewport));
      await (await page)?.close();
    },
  };
}

/** The pointer away, the focus out and the page at its top, as a page just opened has them. */
export async function pointerAwayAtTop(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
  });
}

/**
 * Ends the page's running CSS transitions, so a page put back at rest is measured as it will stay.
 * Ended, not awaited: Chromium may never finish a transition of an element whose rendering it
 * skips (content-visibility: auto, off screen).
 */
export async function endTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

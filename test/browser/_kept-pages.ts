// One page per viewport, kept open for the tests of a file that start from the same loaded page:
// a page load is most of what a browser test costs. The first test that asks for a viewport's
// page opens it; the next ones get it as the last test left it, so each test first puts it back
// to the state it starts from. `release` closes a page once its last test is done (a page left
// open keeps costing the browser work: a playing video, timers); the suite's end closes any page
// a failed test left open.
import type { Page } from 'playwright-core';
import type { Test } from 'uvu';
import type { BrowserContextState, Opened } from '../helpers/browser.ts';

export interface Viewport {
  width: number;
  height: number;
}

export interface KeptPages<C, T extends Opened> {
  /** The page of `viewport`: opened by the first test that asks, then as the last test left it. */
  at(ctx: C, viewport: Viewport): Promise<T>;
  /** Closes the page of `viewport`; the next test that asks for it gets a new one. */
  release(viewport: Viewport): Promise<void>;
}

export function keptPages<C extends BrowserContextState, T extends Opened>(
  test: Test<C>,
  openPage: (ctx: C, viewport: Viewport) => Promise<T>,
): KeptPages<C, T> {
  const pages = new Map<string, Promise<T>>();
  const keyOf = ({ width, height }: Viewport) => `${width}x${height}`;
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
    at(ctx, viewport) {
      const key = keyOf(viewport);
      if (!pages.has(key)) pages.set(key, openPage(ctx, { width: viewport.width, height: viewport.height }));
      return pages.get(key)!;
    },
    async release(viewport) {
      const page = pages.get(keyOf(viewport));
      pages.delete(keyOf(viewport));
      await (await page)?.close();
    },
  };
}

/**
 * Ends the page's running CSS transitions at once, so a test that puts the page back at rest (a
 * pointer moved away, a focus taken out) measures it as it will stay, e.g. a hovered tile drawn
 * larger already back to its size. Ending them, not waiting for them: Chromium may never finish
 * a transition of an element whose rendering it skips (content-visibility: auto, off screen), so
 * the `finished` promise of a tile's overlay fading out below the fold may never settle.
 */
export async function endTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

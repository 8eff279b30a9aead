// The layout shifts Chromium reports on a page, for the tests that say nothing moves under the
// reader: a recorder added before the page loads (page.addInitScript(recordShifts)), and the
// sum of what it saw, with what moved, for the failure message; and a reader's scroll to the bottom.
import type { Page } from 'playwright-core';

/**
 * Below a hundredth: a heading nudged by a pixel is not the page moving under the reader. (Fonts
 * never swap in late: page-load.test.ts holds every page to a thousandth with its fonts late.)
 */
export const SHIFT_LIMIT = 0.01;

export interface Shift {
  value: number;
  /** What moved, and from where to where: 'footer.site-footer 865→459 (height 35→440)'. */
  moved: string[];
}

/**
 * Runs in the page: records every layout shift not caused by input, from the start of the
 * document. It names no function of its own: tsx compiles a named one with a call to __name(),
 * which the page lacks, and the recorder would then stop at its first line and record nothing
 * (test/quality/pages-in-chromium.test.ts makes a shift and requires the recorder to see it).
 */
export function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { shifts: Shift[] }).shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        moved: entry.sources.map(({ node, previousRect: was, currentRect: is }) => {
          const what =
            node instanceof Element
              ? `${node.localName}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`
              : String(node?.nodeName);
          return `${what} ${Math.round(was.y)}→${Math.round(is.y)} (height ${Math.round(was.height)}→${Math.round(is.height)})`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts recorded so far on `page`: their sum, and a line per shift saying what moved. */
export async function recordedShifts(page: Page): Promise<{ total: number; report: string }> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  return {
    total: shifts.reduce((sum, s) => sum + s.value, 0),
    report: shifts.map((s) => `  ${s.value.toFixed(4)}: ${s.moved.join('; ')}`).join('\n'),
  };
}

/** Two frames: whatever scrolling brought near the viewport has been laid out and painted. */
export const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Scrolls to the bottom 600 px at a time, as a reader does: each step painted and given 100 ms, the last 300 ms more. */
export async function scrollToBottom(page: Page): Promise<void> {
  for (let guard = 0; guard < 200; guard++) {
    const atBottom = await page.evaluate((by) => {
      const before = scrollY;
      scrollBy(0, by);
      return scrollY === before && scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    }, 600);
    await frames(page);
    await page.waitForTimeout(100);
    if (atBottom) return page.waitForTimeout(300);
  }
  throw new Error('the page never reached its bottom');
}

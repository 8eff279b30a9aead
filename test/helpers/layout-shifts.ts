// The layout shifts Chromium reports on a page, for the tests that say nothing moves under the
// reader: a recorder added before the page loads (page.addInitScript(recordShifts)), and the
// sum of what it saw, with what moved, for the failure message.
import type { Page } from 'playwright-core';

/**
 * Below a hundredth: a font's swap may nudge a heading by a pixel, which is not the page moving
 * under the reader.
 */
export const SHIFT_LIMIT = 0.01;

export interface Shift {
  value: number;
  /** What moved, and from where to where: 'footer.site-footer 865→459 (height 35→440)'. */
  moved: string[];
}

/** Runs in the page: records every layout shift not caused by input, from the start of the document. */
export function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { shifts: Shift[] }).shifts = shifts;
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.localName}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        moved: entry.sources.map(
          (s) =>
            `${describe(s.node)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} (height ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)})`,
        ),
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

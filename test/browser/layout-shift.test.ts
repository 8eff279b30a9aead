// Nothing moves while a page loads: no layout shift on any page the browser suites open
// (BROWSED_PAGES), on a phone and a desktop, from the first paint until the fonts have swapped
// and the entries have run. Every shift counts, also those the browser marks as following
// input: Lighthouse counts the ones at the start of a load too. The sum must stay under 0.001,
// the precision Lighthouse reports CLS with: a font that arrives after the first paint (a busy
// machine) may swap in with the sub-pixel moves its metric-matched fallback leaves (a few
// 0.00001), while an element that moves is 0.01 and more.
import * as assert from 'uvu/assert';
import { browserSuite, open, VIEWPORTS } from '../helpers/browser.ts';
import { BROWSED_PAGES, urlPathOf } from '../helpers/site.ts';

const test = browserSuite('layout shift');
/** The pages a browser opens (BROWSED_PAGES), the 404 page by its file. */
const PAGES = BROWSED_PAGES.map(urlPathOf);

interface Shift {
  value: number;
  sources: string[];
}

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: no page shifts its layout while it loads`, async (ctx) => {
    const found: string[] = [];
    let total = 0; // the largest page's sum
    for (const path of PAGES) {
      const { page, close } = await open(ctx, path, {
        width,
        height,
        before: (p) =>
          p.addInitScript(() => {
            const shifts: Shift[] = [];
            (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
            type Entry = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as Entry[]) {
                shifts.push({
                  value: e.value,
                  sources: e.sources.map((s) =>
                    s.node instanceof Element ? `${s.node.localName}.${s.node.className}` : String(s.node?.nodeName),
                  ),
                });
              }
            }).observe({ type: 'layout-shift', buffered: true });
          }),
      });
      await page.evaluate(() => document.fonts.ready);
      // Two frames after the fonts and the entries, so a late shift is reported too.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      for (const s of shifts) found.push(`${path}: ${s.value.toFixed(5)} (${s.sources.join(', ')})`);
      total = Math.max(
        total,
        shifts.reduce((sum, s) => sum + s.value, 0),
      );
      await close();
    }
    assert.ok(total < 0.001, `layout shifts: ${found.join('; ')}`);
  });
}

test.run();

// Cards side by side line up: in every row of cards (the services on the home page, the steps of
// a process, the pricing tiers, the team, the testimonials), the titles, texts, lists and
// buttons of the cards start on the same lines, within 1 px, however many lines each title or
// text takes. On a page of each template (BROWSED_PAGES), at the desktop widths where cards sit
// side by side, with each pricing tab selected in turn.
import * as assert from 'uvu/assert';
import { browserSuite, open } from '../helpers/browser.ts';
import { BROWSED_PAGES, urlPathOf } from '../helpers/site.ts';
import { atEachWidth, cardRows, inEveryState, misalignedCardRows } from './_layout-checks.ts';

const test = browserSuite('cards line up');
const WIDTHS = [1024, 1440];
/** Rows of cards compared on each page, so the suite cannot pass on a site where it finds none. */
const compared = new Map<string, number>();

for (const target of BROWSED_PAGES) {
  const path = target.route === null ? '/no-such-page' : urlPathOf(target);
  test(`${path}: the parts of the cards of each row start on the same lines at ${WIDTHS.join(' and ')} px`, async (ctx) => {
    const { page, close } = await open(ctx, path, { width: WIDTHS[0], height: 900 });
    try {
      await page.evaluate(() => document.fonts.ready);
      const found = await atEachWidth(page, WIDTHS, 900, async (p) => {
        compared.set(path, (compared.get(path) ?? 0) + (await cardRows(p)).rows);
        return inEveryState(p, misalignedCardRows);
      });
      assert.equal(found, [], `${path}:\n${found.join('\n')}`);
    } finally {
      await close();
    }
  });
}

test('rows of cards were found to compare', () => {
  assert.ok(
    [...compared.values()].some((rows) => rows > 0),
    `rows compared per page: ${JSON.stringify([...compared])}`,
  );
});

test.run();

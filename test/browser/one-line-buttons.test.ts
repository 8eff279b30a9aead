// Every button's label sits on one line, inside its button and on the screen: the buttons, the
// pricing tabs, the gallery's filters, the header's menu button and the links dressed as buttons,
// on a page of each template (BROWSED_PAGES), from the narrowest phone the site supports to a
// desktop, with every tab selected in turn and the phone's menu open. A label that wraps reads as
// two buttons, or as a broken one.
import * as assert from 'uvu/assert';
import { browserSuite, open } from '../helpers/browser.ts';
import { BROWSED_PAGES, urlPathOf } from '../helpers/site.ts';
import { atEachWidth, inEveryState, labelsOffOneLine, LABEL_WIDTHS as WIDTHS } from './_layout-checks.ts';

const test = browserSuite('button labels on one line');

for (const target of BROWSED_PAGES) {
  const path = target.route === null ? '/no-such-page' : urlPathOf(target);
  test(`${path}: every button's label is on one line at ${WIDTHS.join(', ')} px`, async (ctx) => {
    const { page, close } = await open(ctx, path, { width: WIDTHS[0], height: 800 });
    try {
      await page.evaluate(() => document.fonts.ready);
      const found = await atEachWidth(page, WIDTHS, 800, (p) => inEveryState(p, labelsOffOneLine));
      assert.equal(found, [], `${path}:\n${found.join('\n')}`);
    } finally {
      await close();
    }
  });
}

test.run();

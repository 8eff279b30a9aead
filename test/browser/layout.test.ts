// The layout of a page of each template, at the widths where each check matters, with each tab
// selected and the phone's menu open: every button's label on one line inside its button and the
// screen; cards side by side lined up; reflow (WCAG 1.4.10) at 320 px and at 200 % zoom; and a
// 34-letter word (an owner writing in German) added to every heading, then every text, still reflows;
// so does a brand three times as long.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, open } from '../helpers/browser.ts';
import { BROWSED_PATHS } from '../helpers/site-under-test.ts';
import { atEachWidth, cardRows, inEveryState, LABEL_WIDTHS, labelsOffOneLine, reflowProblems } from './_layout-checks.ts';

const test = browserSuite('layout');
const LONG_WORD = 'Rindfleischetikettierungsaufgaben';
/** Rows of cards compared, so the suite cannot pass on a site where it finds none. */
let cardRowsCompared = 0;

const CHECKS = [
  { what: 'a label off one line', widths: LABEL_WIDTHS, height: 800, problems: labelsOffOneLine },
  {
    what: 'cards not lined up',
    widths: [1024, 1440],
    height: 900,
    problems: async (page: Page) => {
      const { rows, misaligned } = await cardRows(page);
      cardRowsCompared += rows;
      return misaligned;
    },
  },
  { what: 'no reflow', widths: [320], height: 640, problems: reflowProblems },
];

/** Adds the long word to the first text of every element the selector matches; how many it changed. */
function addLongWord(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    ([sel, word]) => {
      let changed = 0;
      for (const el of document.querySelectorAll(`main ${sel}, footer ${sel}, header ${sel}`)) {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (!text) continue;
        text.textContent = `${text.textContent} ${word}`;
        changed++;
      }
      return changed;
    },
    [selector, LONG_WORD] as const,
  );
}

for (const path of ['/no-such-page', ...BROWSED_PATHS]) {
  test(`${path}: labels on one line, cards lined up, reflow at 320 px, with long words too`, async (ctx) => {
    const { page, close } = await open(ctx, path, { width: 320, height: 640 });
    try {
      await page.evaluate(() => document.fonts.ready);
      for (const { what, widths, height, problems } of CHECKS) {
        const found = await atEachWidth(page, widths, height, (p) => inEveryState(p, problems));
        assert.equal(found, [], `${path}, ${what}:\n${found.join('\n')}`);
      }
      assert.ok((await addLongWord(page, ':is(h1, h2, h3, h4, summary, figcaption, dt)')) > 0, 'the page has headings');
      assert.equal(await reflowProblems(page), [], `${path}: with long words in the headings`);
      await addLongWord(page, '*');
      assert.equal(await reflowProblems(page), [], `${path}: with long words in every text`);
    } finally {
      await close();
    }
  });

  test(`${path}: reflow in a 1280 px window zoomed to 200 %`, async (ctx) => {
    const { page, close } = await open(ctx, path, { width: 640, height: 400, deviceScaleFactor: 2 });
    try {
      await page.evaluate(() => document.fonts.ready);
      const found = await inEveryState(page, reflowProblems);
      assert.equal(found, [], `${path} at 200 %:\n${found.join('\n')}`);
    } finally {
      await close();
    }
  });
}

test("a brand three times as long shrinks into the header: the Menu button's label and every other stay on one line", async (ctx) => {
  const { page, close } = await open(ctx, '/', { width: 320, height: 640 });
  try {
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => {
      // Drawn (an SVG as wide as the brand, in em) or set as text: three times the brand either way.
      const mark = document.querySelector('.wordmark__mark');
      const text = document.querySelector('.wordmark__text');
      if (mark) mark.setAttribute('width', `${Number.parseFloat(mark.getAttribute('width') ?? '0') * 3}em`);
      else text?.append(` ${text.textContent} ${text.textContent}`);
    });
    const found = await atEachWidth(page, LABEL_WIDTHS, 800, labelsOffOneLine);
    assert.equal(found, [], `with a long brand:\n${found.join('\n')}`);
    assert.equal(await reflowProblems(page), [], 'with a long brand');
  } finally {
    await close();
  }
});

test('rows of cards were found to compare', () => assert.ok(cardRowsCompared > 0, 'no page showed a row of two or more cards'));

test.run();

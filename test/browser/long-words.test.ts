// A long word never runs off a phone. An owner writing in German (or naming a package in one
// word) puts words of thirty letters in headings, names and buttons; on a 320 px screen every
// text container must wrap them rather than push the page past the screen's edge, where it is
// cut off and out of reach. Every page, with a 34-letter word added to the text of every heading
// (and then of every other element that holds text), at 320 px: no visible element may reach past
// either side of the screen.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../generator/load-config.ts';
import { discoverPages, pagesPerTemplate, urlPathOf } from '../../generator/routes.ts';
import { browserSuite, open } from '../helpers/browser.ts';

const test = browserSuite('long words wrap on a phone');
const WIDTH = 320;
const LONG_WORD = 'Rindfleischetikettierungsaufgaben';

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

/** The visible elements that reach past the screen's edges, by tag and class. */
function pastTheEdges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || el.closest('.visually-hidden, .skip-link')) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || (r.right <= innerWidth + 1 && r.left >= -1)) continue;
      // Text an ellipsis or a line clamp shortens on purpose is cut by design, not by accident.
      let truncated = false;
      for (let e: Element | null = el; e && !truncated; e = e.parentElement) {
        const style = getComputedStyle(e);
        truncated = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      }
      if (!truncated) out.push(`${el.localName}.${[...el.classList].join('.')} ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return out;
  });
}

const pages = pagesPerTemplate(await discoverPages(process.cwd(), await loadConfig(process.cwd())));
for (const target of pages) {
  const path = target.route === null ? '/no-such-page' : urlPathOf(target);
  test(`${path}: a long word in every heading, then in every text, stays on a 320 px screen`, async (ctx) => {
    const { page, close } = await open(ctx, path, { width: WIDTH, height: 700 });
    try {
      assert.ok((await addLongWord(page, ':is(h1, h2, h3, h4, summary, figcaption, dt)')) > 0, 'the page has headings');
      assert.equal(await pastTheEdges(page), [], `${path}: with long words in the headings`);
      await addLongWord(page, '*');
      assert.equal(await pastTheEdges(page), [], `${path}: with long words in every text`);
    } finally {
      await close();
    }
  });
}

test.run();

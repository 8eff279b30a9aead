// Reflow (WCAG 1.4.10): on a 320 px screen, and in a 1280 px window zoomed to 200 % (a 640 px
// viewport at twice the pixel density), no page scrolls sideways and no text is cut off: every
// visible text lies inside the screen and inside every box around it that clips what overflows
// it. A page of each template (BROWSED_PAGES), with each tab selected and the phone's menu open.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, open } from '../helpers/browser.ts';
import { BROWSED_PAGES, urlPathOf } from '../helpers/site.ts';
import { inEveryState } from './_layout-checks.ts';

const test = browserSuite('pages reflow');
const SCREENS = [
  { name: '320 px', width: 320, height: 640, deviceScaleFactor: 1 },
  { name: '1280 px at 200 %', width: 640, height: 400, deviceScaleFactor: 2 },
];

/**
 * What breaks reflow on the page as it is: a page wider than the screen, a box that scrolls
 * sideways, and text cut off by the screen's edges or by a box that clips its overflow (text an
 * ellipsis or a line clamp shortens on purpose, and the visually hidden, aside).
 */
async function reflowProblems(page: Page): Promise<string[]> {
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    const shows = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const name = (el: Element) => `${el.localName}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const clipsOnPurpose = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none' || e.matches('.visually-hidden, .skip-link')) return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      if (!shows(el)) continue;
      const style = getComputedStyle(el);
      if (/auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && el !== root) {
        out.push(`${name(el)} scrolls sideways (${el.scrollWidth} px of content in ${el.clientWidth} px)`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shows(parent) || clipsOnPurpose(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!boxes.length) continue;
      const text = `"${node.textContent.trim().slice(0, 40)}" in ${name(parent)}`;
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      if (left < -1 || right > innerWidth + 1)
        out.push(`${text} runs past the screen (${Math.round(left)}–${Math.round(right)} of ${innerWidth})`);
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const clip = getComputedStyle(box);
        if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
        const r = box.getBoundingClientRect();
        const cut = boxes.some((b) => b.left < r.left - 1 || b.right > r.right + 1 || b.top < r.top - 1 || b.bottom > r.bottom + 1);
        // A scrolling box shows its overflow to a reader who scrolls it: only the sideways one is a problem (above).
        if (cut && !/auto|scroll/.test(`${clip.overflowX} ${clip.overflowY}`)) out.push(`${text} is cut off by ${name(box)}`);
        if (cut) break;
      }
    }
    return out;
  });
}

for (const screen of SCREENS) {
  for (const target of BROWSED_PAGES) {
    const path = target.route === null ? '/no-such-page' : urlPathOf(target);
    test(`${screen.name}: ${path} neither scrolls sideways nor cuts off text`, async (ctx) => {
      const { name: _, ...viewport } = screen;
      const { page, close } = await open(ctx, path, viewport);
      try {
        await page.evaluate(() => document.fonts.ready);
        const found = await inEveryState(page, reflowProblems);
        assert.equal(found, [], `${path} on ${screen.name}:\n${found.join('\n')}`);
      } finally {
        await close();
      }
    });
  }
}

test.run();

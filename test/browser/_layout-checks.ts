// What the layout tests measure in a page, each a function run in the page: a control is anything
// a reader presses that wears a label (a button, a tab, a link dressed as one), its label read from
// the text's own boxes; a row of cards is the items of one list side by side, each with a title or
// a quote; reflow (WCAG 1.4.10) breaks where a page scrolls sideways or a text is cut off.
import type { Page } from 'playwright-core';
import { NAME_SHIM } from '../helpers/browser.ts';
import { endTransitions } from './_kept-pages.ts';

/**
 * The controls of the page whose label does not sit on one line inside the control and inside
 * the screen, each as 'a.btn.btn--primary "Get Your Custom Quote": 2 lines'. Only what shows:
 * hidden panels and closed menus are checked once they are opened (everyState).
 */
export async function labelsOffOneLine(page: Page): Promise<string[]> {
  await page.evaluate(NAME_SHIM);
  return page.evaluate(() => {
    const out: string[] = [];
    const shows = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const hiddenText = (el: Element | null) => !!el?.closest('.visually-hidden, [hidden], [aria-hidden="true"]');
    const transparent = (colour: string) => colour === 'transparent' || /rgba?\(.*,\s*0\)$/.test(colour) || / \/ 0\)$/.test(colour);
    const looksPressable = (el: HTMLElement) => {
      if (el.matches('button, [role="tab"], [role="button"]')) return true;
      const style = getComputedStyle(el);
      const bordered =
        Number.parseFloat(style.borderTopWidth) > 0 && Number.parseFloat(style.borderLeftWidth) > 0 && !transparent(style.borderTopColor);
      const filled = !transparent(style.backgroundColor);
      return ((bordered || filled) && Number.parseFloat(style.borderTopLeftRadius) > 0) || style.textTransform === 'uppercase';
    };
    for (const el of document.querySelectorAll<HTMLElement>('a, button, [role="tab"], [role="button"]')) {
      if (!shows(el) || el.closest('.skip-link') || el.querySelector('img, picture, video, svg:not([aria-hidden="true"])')) continue;
      if (!looksPressable(el)) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const boxes: DOMRect[] = [];
      let label = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || hiddenText(node.parentElement)) continue;
        label += node.textContent;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      if (!boxes.length) continue;
      // A line is a run of boxes that overlap vertically; a second line starts below the first's middle.
      const lines: DOMRect[] = [];
      for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
        const last = lines.at(-1);
        if (!last || box.top >= last.top + last.height / 2) lines.push(box);
      }
      const pill = el.getBoundingClientRect();
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      const problems = [
        lines.length > 1 ? `${lines.length} lines` : '',
        left < pill.left - 0.5 || right > pill.right + 0.5
          ? `text ${Math.round(left)}–${Math.round(right)} past its control ${Math.round(pill.left)}–${Math.round(pill.right)}`
          : '',
        left < -0.5 || right > innerWidth + 0.5 ? `text ${Math.round(left)}–${Math.round(right)} past the screen (${innerWidth})` : '',
      ].filter(Boolean);
      if (problems.length)
        out.push(`${el.localName}.${[...el.classList].join('.')} "${label.trim().replace(/\s+/g, ' ')}": ${problems.join(', ')}`);
    }
    return out;
  });
}

/**
 * What keeps the header's bar from holding its links on one line: a link or button of the bar whose
 * text takes more than one line, or that reaches out of the bar (the phone's open menu is no part of it).
 */
export async function headerOffOneLine(page: Page): Promise<string[]> {
  await page.evaluate(NAME_SHIM);
  return page.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect();
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('header a, header button')) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest(':popover-open, .skip-link')) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const bottoms = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) bottoms.add(Math.round(r.bottom));
      }
      const lines = bottoms.size;
      const box = el.getBoundingClientRect();
      const name = `${el.localName}.${[...el.classList].join('.')} "${el.textContent?.trim().slice(0, 30)}"`;
      if (lines > 1) out.push(`${name}: ${lines} lines`);
      if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5 || box.left < -0.5 || box.right > innerWidth + 0.5)
        out.push(
          `${name}: ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)} out of the bar`,
        );
    }
    return out;
  });
}

/** The widths a button's label must hold at: the narrowest phone, a common phone, a tablet and two desktops. */
export const LABEL_WIDTHS = [320, 390, 768, 1024, 1440];

/**
 * Resizes the page to each of `widths` in turn (at `height`) and runs `check` there; returns its
 * problems, each led by the width: '320 px, a.btn "Book": 2 lines (as loaded)'.
 */
export async function atEachWidth(
  page: Page,
  widths: readonly number[],
  height: number,
  check: (page: Page) => Promise<string[]>,
): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // Measured where the page comes to rest: a resize starts transitions (the phone's menu sliding
    // away), and a card left under the pointer by an earlier click is lifted by its hover style.
    await page.mouse.move(0, 0);
    await endTransitions(page);
    found.push(...(await check(page)).map((problem) => `${width} px, ${problem}`));
  }
  return found;
}

/**
 * Runs `check` on the page as loaded, then with each tab of each tab list selected and with each
 * popover a visible button opens (the phone's menu) open; returns each problem once, with the
 * states it was found in: 'a.btn "Book": 2 lines (as loaded, tab 'Photobooth' selected)'.
 */
export async function inEveryState(page: Page, check: (page: Page) => Promise<string[]>): Promise<string[]> {
  const found = new Map<string, Set<string>>();
  const record = async (state: string) => {
    for (const problem of await check(page)) found.set(problem, (found.get(problem) ?? new Set()).add(state));
  };
  await record('as loaded');
  const tabs = page.locator('[role="tab"]');
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible())) continue;
    await tab.click();
    await record(`tab '${(await tab.textContent())?.trim()}' selected`);
  }
  if ((await tabs.count()) > 0) await tabs.first().click();
  // A popover the page lets a reader open (the phone's menu), opened the way the reader opens it.
  const openers = page.locator('[popovertarget]:not([popovertargetaction="hide"])');
  for (let i = 0; i < (await openers.count()); i++) {
    const opener = openers.nth(i);
    if (!(await opener.isVisible())) continue;
    await opener.click();
    // Measured where the menu comes to rest, not mid-slide.
    await endTransitions(page);
    await record(`'${(await opener.textContent())?.trim()}' open`);
    await opener.evaluate((el) => document.getElementById(el.getAttribute('popovertarget')!)?.hidePopover());
    await endTransitions(page);
  }
  return [...found].map(([problem, states]) => `${problem} (${[...states].join(', ')})`);
}

/**
 * How many rows of two or more cards the page shows, and those whose parts do not start on the same
 * lines: in every list whose items sit side by side and hold a title or a quote, the items of a row
 * are compared part by part (headings, paragraphs, quotes, lists and buttons, in order; a badge laid
 * over the card is no part), a part whose top differs by more than 1 px reported, as
 * 'ul.card-grid, row 1, part 2 (p): tops 412, 412, 449'.
 */
export async function cardRows(page: Page): Promise<{ rows: number; misaligned: string[] }> {
  await page.evaluate(NAME_SHIM);
  return page.evaluate(() => {
    const out: string[] = [];
    let compared = 0;
    const PARTS = 'h2, h3, h4, p, blockquote, figcaption, ul, ol, dl, .btn';
    const shows = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    for (const list of document.querySelectorAll('ul, ol')) {
      const cards = [...list.children].filter((li) => li.localName === 'li' && shows(li) && li.querySelector('h2, h3, h4, blockquote'));
      const rows = new Map<number, Element[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        const row = [...rows.keys()].find((t) => Math.abs(t - top) <= 1) ?? top;
        rows.set(row, [...(rows.get(row) ?? []), card]);
      }
      let rowNumber = 0;
      for (const row of rows.values()) {
        rowNumber++;
        if (row.length < 2) continue;
        compared++;
        // The outermost parts: a quote's paragraph is part of the quote, a feature list's items of the list.
        const partsOf = (card: Element) =>
          [...card.querySelectorAll(PARTS)].filter((part) => {
            const outer = part.parentElement?.closest(PARTS);
            return shows(part) && getComputedStyle(part).position !== 'absolute' && !(outer && card.contains(outer));
          });
        const parts = row.map(partsOf);
        const count = Math.min(...parts.map((p) => p.length));
        for (let i = 0; i < count; i++) {
          const tops = parts.map((p) => p[i]!.getBoundingClientRect().top);
          if (Math.max(...tops) - Math.min(...tops) > 1) {
            const name = `${list.localName}.${[...list.classList].join('.')}`;
            out.push(`${name}, row ${rowNumber}, part ${i + 1} (${parts[0]![i]!.localName}): tops ${tops.map(Math.round).join(', ')}`);
          }
        }
      }
    }
    return { rows: compared, misaligned: out };
  });
}

/**
 * What breaks reflow on the page as it is: a page wider than the screen, a box that scrolls
 * sideways, and text cut off by the screen's edges or by a box that clips its overflow (text an
 * ellipsis or a line clamp shortens on purpose, and the visually hidden, aside).
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  await page.evaluate(NAME_SHIM);
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

// WAI-ARIA tabs, the first tab the default, the address following them (/pricing#<tab id>); without
// JavaScript every panel shows under its heading. The tests that start from /pricing as it loads
// share one page per width (./_kept-pages.ts), each leaving the first tab selected.

import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { listenLocally } from '../../tools/harness/static-server.ts';
import { browserSuite, type Opened, open, VIEWPORTS, widgetsStarted } from '../helpers/browser.ts';
import { frames, recordedShifts, recordShifts, SHIFT_LIMIT } from '../helpers/layout-shifts.ts';
import { itemAt } from '../helpers/lists.ts';
import { pricing, services } from '../helpers/loaded-content.ts';
import { warnSkipped } from '../helpers/skipped.ts';
import { keptPages, pointerAwayAtTop } from './_kept-pages.ts';
import { atEachWidth } from './_layout-checks.ts';

const test = browserSuite('pricing tabs');
const ROOT = '[data-widget~="PricingTabs"]';
const TABS = pricing.tabs;
const first = itemAt(TABS, 0, 'pricing tab');
const last = TABS.length - 1;
const lastTab = itemAt(TABS, last, 'pricing tab');
const PHONE = VIEWPORTS[0];

const state = (page: Page) =>
  page.$$eval(`${ROOT} [role="tab"]`, (tabs) =>
    tabs.map((t) => ({
      selected: t.getAttribute('aria-selected'),
      tabindex: t.getAttribute('tabindex'),
      panelHidden: document.getElementById(t.getAttribute('aria-controls')!)!.hidden,
    })),
  );
/** The state when tab `n` is selected: it alone is in the tab order, its panel alone shows. */
const selectedState = (n: number) =>
  TABS.map((_, i) =>
    i === n ? { selected: 'true', tabindex: '0', panelHidden: false } : { selected: 'false', tabindex: '-1', panelHidden: true },
  );
const selected = async (page: Page) => (await state(page)).findIndex((t) => t.selected === 'true');

const atRest = ({ page }: Opened) => pointerAwayAtTop(page);
const pages = keptPages(test, (ctx, viewport) => open(ctx, '/pricing', viewport), atRest);

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: tablist, tabs and panels are wired up, ${first.label} the default; a click selects a tab, shows only its panel with its tiers, and puts its id in the address without scrolling`, async (ctx) => {
    const { page } = await pages.at(ctx, { width, height });
    const tabs = page.locator(`${ROOT} [role="tablist"] [role="tab"]`);
    assert.equal(
      await tabs.allInnerTexts(),
      TABS.map((t) => t.label),
    );
    for (const [i, { id }] of TABS.entries()) {
      const tab = tabs.nth(i);
      const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      assert.is(await panel.getAttribute('id'), id, "the panel's id is the tab's, from the content");
      assert.is(await panel.getAttribute('role'), 'tabpanel');
      assert.is(await panel.getAttribute('aria-labelledby'), await tab.getAttribute('id'));
    }
    assert.equal(await state(page), selectedState(0));
    const row = page.locator(`${ROOT} [role="tablist"]`);
    await row.scrollIntoViewIfNeeded();
    for (const n of [last, 0]) {
      const tab = itemAt(TABS, n, 'pricing tab');
      const scrolled = await page.evaluate(() => scrollY);
      const length = await page.evaluate(() => history.length);
      await page.locator(`${ROOT} [role="tab"]`).nth(n).click();
      assert.equal(await state(page), selectedState(n), `${tab.label} selected`);
      const panel = page.locator(`[id="${tab.id}"]`);
      for (const tier of tab.tiers) assert.ok(await panel.getByText(tier.name, { exact: true }).first().isVisible(), `${tier.name} shows`);
      assert.is(await page.evaluate(() => location.hash), `#${tab.id}`, `${tab.label}: the address names it`);
      assert.is(await page.evaluate(() => scrollY), scrolled, `${tab.label}: the page did not move`);
      assert.is(await page.evaluate(() => history.length), length, `${tab.label}: replaced, not a new history entry`);
    }
    if (width !== PHONE.width) await pages.release({ width, height }); // the keyboard test goes on with the phone's
  });
}

test('Right, Left, Home and End move the selection and focus (automatic activation, wrapping)', async (ctx) => {
  const { page } = await pages.at(ctx, PHONE);
  await page.locator(`${ROOT} [role="tab"]`).first().focus();
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  const next = 1 % TABS.length;
  await page.keyboard.press('ArrowRight');
  assert.is(await selected(page), next);
  assert.is(await focused(), itemAt(TABS, next, 'pricing tab').label);
  await page.keyboard.press('ArrowLeft');
  assert.is(await selected(page), 0, 'back to the first');
  await page.keyboard.press('ArrowLeft');
  assert.is(await selected(page), last, 'wraps to the last');
  await page.keyboard.press('ArrowRight');
  assert.is(await selected(page), 0, 'wraps to the first');
  await page.keyboard.press('End');
  assert.is(await selected(page), last);
  await page.keyboard.press('Home');
  assert.is(await selected(page), 0);
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press('End');
  assert.is(await page.evaluate(() => location.hash), `#${lastTab.id}`, 'the keys put the tab in the address too');
  assert.is(await page.evaluate(() => scrollY), scrolled, 'without moving the page');
  await page.keyboard.press('Home');
  assert.is(await page.evaluate(() => location.hash), `#${first.id}`);
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'tabpanel', 'Tab moves into the panel');
});

test("each tab's panel, focused, shows its whole focus ring at 390, 720 and 1440 px: no card or badge inside it reaches over the ring", async (ctx) => {
  for (const viewport of [...VIEWPORTS, { width: 720, height: 900 }]) {
    const { page, close } = await open(ctx, '/pricing', viewport);
    for (const [n, tab] of TABS.entries()) {
      await page.locator(`${ROOT} [role="tab"]`).nth(n).click();
      await page.keyboard.press('Tab');
      const over = await page.evaluate(() => {
        const panel = document.activeElement!;
        const inside = Number.parseFloat(getComputedStyle(panel).outlineOffset);
        const box = panel.getBoundingClientRect();
        return [...panel.querySelectorAll('*')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return (
              r.width > 1 &&
              (r.top < box.top - inside || r.left < box.left - inside || r.right > box.right + inside || r.bottom > box.bottom + inside)
            );
          })
          .map((el) => `${el.tagName}.${el.className}`);
      });
      assert.equal(over, [], `${viewport.width} px, ${tab.label}: nothing over the ring`);
    }
    await close();
  }
});

test("another tab's id in the address (a link, back, forward) switches the tab; any other fragment leaves it", async (ctx) => {
  if (TABS.length < 2) return warnSkipped("pricing.test: content/pricing.yaml has one tab: there is no other tab's id to switch to");
  const { page } = await pages.at(ctx, PHONE);
  /** Waits until tab `n`'s panel shows, then checks that it alone is selected. */
  const switchedTo = async (n: number, how: string) => {
    await page.waitForFunction((id) => document.getElementById(id)?.hidden === false, itemAt(TABS, n, 'pricing tab').id);
    assert.equal(await state(page), selectedState(n), how);
  };
  const linkTo = (id: string) => page.evaluate((hash) => (location.hash = hash), `#${id}`);
  await linkTo(lastTab.id);
  await switchedTo(last, 'a new fragment');
  await linkTo(first.id);
  await switchedTo(0, 'a new fragment');
  await page.goBack();
  await switchedTo(last, 'back');
  await page.goForward();
  await switchedTo(0, 'forward');
  await linkTo('main'); // the skip link's
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  assert.equal(await state(page), selectedState(0), 'the skip link leaves the tabs as they are');
  await pages.release(PHONE);
});

const linkedServices = services.items.flatMap((s) =>
  s.pricingTab === undefined ? [] : [{ ...s, tab: TABS.findIndex((t) => t.id === s.pricingTab) }],
);

// Which service links which tab, as served, is test/html/pages/services.test.ts's.
test("following a service's link on /services to its pricing tab opens that tab", async (ctx) => {
  const { page } = await open(ctx, '/services', PHONE);
  for (const service of linkedServices) {
    await page.goto(`${ctx.base}/services`);
    await page.locator(`[id="${service.id}"] a[href="/pricing#${service.pricingTab}"]`).click();
    await page.waitForURL(`**/pricing#${service.pricingTab}`);
    await widgetsStarted(page);
    assert.equal(await state(page), selectedState(service.tab), `${service.title} lands on its tab`);
  }
});

test('without JavaScript every panel shows, one after the other, each under its h2 with its tiers', async (ctx) => {
  for (const { width, height } of VIEWPORTS) {
    const { page, close } = await open(ctx, '/pricing', { width, height, javaScriptEnabled: false });
    // Each panel's heading and tiers as served are test/html/pages/pricing.test.ts's: here, that they show.
    const headings = page.locator(`${ROOT} section h2`);
    assert.is(await headings.count(), TABS.length);
    for (let i = 0; i < TABS.length; i++) assert.ok(await headings.nth(i).isVisible());
    const tops = await page.$$eval(`${ROOT} section`, (s) => s.map((x) => x.getBoundingClientRect().top));
    for (const [i, top] of tops.entries()) {
      const previous = tops[i - 1];
      if (previous !== undefined) assert.ok(top > previous, `panel ${i + 1} follows panel ${i}`);
    }
    for (const tab of TABS) {
      const panel = page.locator(`[id="${tab.id}"]`);
      for (const tier of tab.tiers)
        assert.ok(await panel.getByText(tier.name, { exact: true }).first().isVisible(), `${tier.name} visible`);
    }
    await close();
  }
});

/**
 * A server that sends /pricing up to the end of its first tier's description and holds the rest
 * until `release()`, as a slow connection delivers it; every other path comes from the site.
 */
async function pricingArrivingSlowly(base: string) {
  const html = await (await fetch(`${base}/pricing`)).text();
  const cut = html.indexOf('</p>', html.indexOf('class="tier__description"')) + '</p>'.length;
  if (cut < '</p>'.length) throw new Error('/pricing has no tier description');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (request, response) => {
    if (request.url === '/pricing') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      await released;
      response.end(html.slice(cut));
      return;
    }
    const answer = await fetch(base + request.url);
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  const { origin, close } = await listenLocally(server);
  return {
    origin,
    release,
    close() {
      release();
      return close();
    },
  };
}

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: /pricing#<tab id> opens that tab, with the tab row on the screen, and moves nothing on the page (no layout shift)`, async (ctx) => {
    for (const [n, tab] of TABS.entries()) {
      // The fonts already in the cache, as on any page after a visitor's first: a web font that
      // arrives after the first paint sets the text in its own line breaks, which no tab causes
      // or can prevent (docs/testing.md, "Layout shifts").
      const { page, close } = await open(ctx, '/', { width, height, before: (p) => p.addInitScript(recordShifts) });
      await page.evaluate(() => document.fonts.ready);
      await page.goto(`${ctx.base}/pricing#${tab.id}`);
      await widgetsStarted(page);
      // Past the load: the tab row has come into view (a scroll, which is no shift) and two frames are painted.
      await frames(page);
      const { total, report } = await recordedShifts(page);
      assert.ok(total < SHIFT_LIMIT, `/pricing#${tab.id} at ${width} px: layout shift ${total.toFixed(4)}:\n${report}`);
      assert.equal(await state(page), selectedState(n), `/pricing#${tab.id} at ${width} px`);
      // The row is on the screen, and nothing (the fixed header) covers it.
      await page.waitForFunction((sel) => {
        const row = document.querySelector(sel)!.getBoundingClientRect();
        const x = row.left + row.width / 2;
        // (No named function in here: tsx would wrap it in a helper the page does not have.)
        return row.bottom <= innerHeight && [row.top + 1, row.bottom - 1].every((y) => document.elementFromPoint(x, y)?.closest(sel));
      }, `${ROOT} [role="tablist"]`);
      await close();
    }
  });

  test(`${name}: a tier card half arrived shows its parts one under the other, where they stay when the rest arrives`, async (ctx) => {
    const slow = await pricingArrivingSlowly(ctx.base);
    const context = await ctx.browser.newContext({ viewport: { width, height } });
    try {
      const page = await context.newPage();
      await page.goto(`${slow.origin}/pricing`, { waitUntil: 'commit' });
      // Styled and parsed up to the first card's description; its list and button still on the way.
      await page.waitForFunction(() => {
        const card = document.querySelector('.tier');
        return card?.querySelector('.tier__description') && getComputedStyle(card).display === 'grid';
      });
      const parts = () =>
        page.$eval('.tier', (card) =>
          ['.tier__name', '.tier__price', '.tier__description']
            .map((sel) => card.querySelector(sel)!.getBoundingClientRect())
            .map((r) => ({ top: r.top, bottom: r.bottom })),
        );
      const arriving = await parts();
      for (let i = 1; i < arriving.length; i++)
        assert.ok(arriving[i]!.top >= arriving[i - 1]!.bottom - 1, `part ${i + 1} starts below part ${i}: ${JSON.stringify(arriving)}`);
      slow.release();
      await page.waitForLoadState('load');
      assert.equal(
        (await parts()).map((p) => Math.round(p.top)),
        arriving.map((p) => Math.round(p.top)),
        'the parts stay where they were',
      );
    } finally {
      await context.close();
      await slow.close();
    }
  });
}

test('at 720 and 900 px every row of tier cards spans the content column: side by side, or each card as wide as the column', async (ctx) => {
  // Without JavaScript every panel shows, each laid out as its tab shows it.
  const { page } = await open(ctx, '/pricing', { width: 720, height: 900, javaScriptEnabled: false });
  const found = await atEachWidth(page, [720, 900], 900, (p) =>
    p.$$eval(`${ROOT} section`, (panels) =>
      panels.flatMap((panel) => {
        const column = panel.getBoundingClientRect();
        const rows = new Map<number, DOMRect[]>();
        for (const card of panel.querySelectorAll('.tier')) {
          const box = card.getBoundingClientRect();
          const top = Math.round(box.top);
          rows.set(top, [...(rows.get(top) ?? []), box]);
        }
        return [...rows.values()].flatMap((row, i) => {
          const left = Math.min(...row.map((b) => b.left));
          const right = Math.max(...row.map((b) => b.right));
          return Math.abs(left - column.left) > 1 || Math.abs(right - column.right) > 1
            ? [
                `#${panel.id}, row ${i + 1} (${row.length} card${row.length === 1 ? '' : 's'}): ${Math.round(left)}–${Math.round(right)} px of the column's ${Math.round(column.left)}–${Math.round(column.right)}`,
              ]
            : [];
        });
      }),
    ),
  );
  assert.equal(found, [], found.join('\n'));
});

test.run();

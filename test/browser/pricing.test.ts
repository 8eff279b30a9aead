// WAI-ARIA tabs, the first tab the default; without JavaScript every panel shows, one after
// the other, with its heading. The tabs are the content's, however many there are.
// The tests that start from /pricing as it loads share one page per width (./_kept-pages.ts):
// each leaves the first tab selected, as the page loads, and starts from the top with the
// pointer away and the focus out (pricingAt).

import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { type BrowserContextState, browserSuite, open, VIEWPORTS } from '../helpers/browser.ts';
import { pricing } from '../helpers/content.ts';
import { itemAt } from '../helpers/lists.ts';
import { keptPages, type Viewport } from './_kept-pages.ts';

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

const pages = keptPages(test, (ctx, viewport) => open(ctx, '/pricing', viewport));
/** The /pricing page of this width, opened by the first test that asks for it, at rest. */
async function pricingAt(ctx: BrowserContextState, viewport: Viewport): Promise<Page> {
  const { page } = await pages.at(ctx, viewport);
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
  });
  return page;
}

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: tablist, tabs and panels are wired up; ${first.label} is the default`, async (ctx) => {
    const page = await pricingAt(ctx, { width, height });
    const tabs = page.locator(`${ROOT} [role="tablist"] [role="tab"]`);
    assert.equal(
      await tabs.allInnerTexts(),
      TABS.map((t) => t.label),
    );
    for (const [i, { id }] of TABS.entries()) {
      const tab = tabs.nth(i);
      const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
      assert.is(await panel.getAttribute('id'), `panel-${id}`);
      assert.is(await panel.getAttribute('role'), 'tabpanel');
      assert.is(await panel.getAttribute('aria-labelledby'), await tab.getAttribute('id'));
    }
    assert.equal(await state(page), selectedState(0));
  });

  test(`${name}: a click selects a tab and shows only its panel, with its tiers`, async (ctx) => {
    const page = await pricingAt(ctx, { width, height });
    for (const n of [last, 0]) {
      const tab = itemAt(TABS, n, 'pricing tab');
      await page.locator(`${ROOT} [role="tab"]`).nth(n).click();
      assert.equal(await state(page), selectedState(n), `${tab.label} selected`);
      const panel = page.locator(`#panel-${tab.id}`);
      for (const tier of tab.tiers) assert.ok(await panel.getByText(tier.name, { exact: true }).first().isVisible(), `${tier.name} shows`);
    }
    assert.is(new URL(page.url()).hash, '', 'no jump: the tab is not a link any more');
    if (width !== PHONE.width) await pages.release({ width, height }); // the keyboard test goes on with the phone's
  });
}

test('Right, Left, Home and End move the selection and focus (automatic activation, wrapping)', async (ctx) => {
  const page = await pricingAt(ctx, PHONE);
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
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'tabpanel', 'Tab moves into the panel');
  await pages.release(PHONE);
});

test('a link to a panel (#panel-<id>) opens that tab', async (ctx) => {
  const { page, close } = await open(ctx, `/pricing#panel-${lastTab.id}`);
  assert.is(await selected(page), last);
  await close();
});

test('without JavaScript every panel shows, one after the other, each under its h2 with its tiers', async (ctx) => {
  for (const { width, height } of VIEWPORTS) {
    const { page, close } = await open(ctx, '/pricing', { width, height, javaScriptEnabled: false });
    const headings = page.locator(`${ROOT} section h2`);
    assert.equal(
      await headings.allInnerTexts(),
      TABS.map((t) => t.heading),
    );
    for (let i = 0; i < TABS.length; i++) assert.ok(await headings.nth(i).isVisible());
    const tops = await page.$$eval(`${ROOT} section`, (s) => s.map((x) => x.getBoundingClientRect().top));
    for (const [i, top] of tops.entries()) {
      const previous = tops[i - 1];
      if (previous !== undefined) assert.ok(top > previous, `panel ${i + 1} follows panel ${i}`);
    }
    for (const tab of TABS) {
      const panel = page.locator(`#panel-${tab.id}`);
      for (const tier of tab.tiers)
        assert.ok(await panel.getByText(tier.name, { exact: true }).first().isVisible(), `${tier.name} visible`);
    }
    await close();
  }
});

test.run();

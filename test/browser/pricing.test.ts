// WAI-ARIA tabs, DJ Services the default; without JavaScript
// both panels show one after the other with their headings.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { pricing } from '../../content/index.ts';
import { browserSuite, open, VIEWPORTS } from '../helpers/browser.ts';

const test = browserSuite('pricing tabs');
const ROOT = '[data-widget~="PricingTabs"]';
const [first, second] = pricing.tabs;

const state = (page: Page) =>
  page.$$eval(`${ROOT} [role="tab"]`, (tabs) =>
    tabs.map((t) => ({
      selected: t.getAttribute('aria-selected'),
      tabindex: t.getAttribute('tabindex'),
      panelHidden: document.getElementById(t.getAttribute('aria-controls')!)!.hidden,
    })),
  );
const selected = async (page: Page) => (await state(page)).findIndex((t) => t.selected === 'true');

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: tablist, tabs and panels are wired up; ${first.label} is the default`, async (ctx) => {
    const { page, close } = await open(ctx, '/pricing', { width, height });
    const tabs = page.locator(`${ROOT} [role="tablist"] [role="tab"]`);
    assert.equal(await tabs.allInnerTexts(), pricing.tabs.map((t) => t.label));
    for (let i = 0; i < pricing.tabs.length; i++) {
      const tab = tabs.nth(i);
      const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
      assert.is(await panel.getAttribute('role'), 'tabpanel');
      assert.is(await panel.getAttribute('aria-labelledby'), await tab.getAttribute('id'));
    }
    assert.equal(await state(page), [
      { selected: 'true', tabindex: '0', panelHidden: false },
      { selected: 'false', tabindex: '-1', panelHidden: true },
    ]);
    await close();
  });

  test(`${name}: a click selects ${second.label} and shows only its panel`, async (ctx) => {
    const { page, close } = await open(ctx, '/pricing', { width, height });
    await page.getByRole('tab', { name: second.label }).click();
    assert.is(await selected(page), 1);
    assert.ok(await page.getByRole('tabpanel').getByText(second.tiers[0].name).first().isVisible());
    assert.not.ok(await page.getByText(first.tiers[0].name, { exact: false }).first().isVisible(), `${first.label} tiers hidden`);
    assert.is(new URL(page.url()).hash, '', 'no jump: the tab is not a link any more');
    await close();
  });
}

test('Right, Left, Home and End move the selection and focus (automatic activation, wrapping)', async (ctx) => {
  const { page, close } = await open(ctx, '/pricing', { width: 390, height: 844 });
  await page.getByRole('tab', { name: first.label }).focus();
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  await page.keyboard.press('ArrowRight');
  assert.is(await selected(page), 1);
  assert.is(await focused(), second.label);
  await page.keyboard.press('ArrowRight');
  assert.is(await selected(page), 0, 'wraps to the first');
  await page.keyboard.press('ArrowLeft');
  assert.is(await selected(page), pricing.tabs.length - 1, 'wraps to the last');
  await page.keyboard.press('Home');
  assert.is(await selected(page), 0);
  await page.keyboard.press('End');
  assert.is(await selected(page), pricing.tabs.length - 1);
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'tabpanel', 'Tab moves into the panel');
  await close();
});

test('a link to a panel (#panel-<id>) opens that tab', async (ctx) => {
  const { page, close } = await open(ctx, `/pricing#panel-${second.id}`);
  assert.is(await selected(page), 1);
  await close();
});

test('without JavaScript both panels show one after the other, each under its h2', async (ctx) => {
  for (const { width, height } of VIEWPORTS) {
    const { page, close } = await open(ctx, '/pricing', { width, height, javaScriptEnabled: false });
    const headings = page.locator(`${ROOT} section h2`);
    assert.equal(await headings.allInnerTexts(), pricing.tabs.map((t) => t.heading));
    for (let i = 0; i < pricing.tabs.length; i++) assert.ok(await headings.nth(i).isVisible());
    const [a, b] = await page.$$eval(`${ROOT} section`, (s) => s.map((x) => x.getBoundingClientRect().top));
    assert.ok(b > a, 'the second panel follows the first');
    for (const tab of pricing.tabs) assert.ok(await page.getByText(tab.tiers[0].name).first().isVisible(), `${tab.tiers[0].name} visible`);
    await close();
  }
});

test.run();

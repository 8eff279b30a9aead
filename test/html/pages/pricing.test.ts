// /pricing shows content/pricing.yaml: a tab per content tab, every tier's price (per event
// unless 'Custom'), badge, description, features and button, and the custom quote.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isCustomPrice } from '../../../content/schema/index.ts';
import { itemAt } from '../../helpers/lists.ts';
import { pricing } from '../../helpers/loaded-content.ts';
import { all, assertLink, before, main, shown, texts } from '../../helpers/page-content.ts';
import { text } from '../../helpers/site-under-test.ts';

async function tiers(m?: Element) {
  m ??= await main('pricing/index.html');
  return all(m, 'article.tier').map((t) => ({
    el: t,
    name: text(t.querySelector('h3')),
    price: text(t.querySelector('.tier__amount')),
    suffix: t.querySelector('.tier__suffix') ? text(t.querySelector('.tier__suffix')) : null,
    popular: t.querySelector('.tier__badge') ? text(t.querySelector('.tier__badge')) : null,
    description: text(t.querySelector('.tier__description')),
    features: texts(t, '.tier__features li'),
    panel: t.closest('.pricing-tabs__panel')?.getAttribute('id'),
  }));
}
const contentTiers = () => pricing.tabs.flatMap((tab) => tab.tiers.map((tier) => ({ tab, tier })));

test('pricing: the title, the intro and the disclaimer as a static note (not an alert)', async () => {
  const m = await main('pricing/index.html');
  assert.is(text(m.querySelector('h1')), shown(pricing.title));
  assert.ok(text(m).includes(shown(pricing.intro)), 'the intro');
  const note = m.querySelector('[role="note"]')!;
  assert.is(text(note), shown(pricing.disclaimer));
  assert.is(m.querySelectorAll('[role="alert"]').length, 0);
});

test('pricing: a tab per content tab, the first the default, each panel with its heading and its tiers in order', async () => {
  const m = await main('pricing/index.html');
  const tabs = all(m, '.pricing-tabs__tab');
  assert.equal(
    tabs.map((t) => [text(t), t.getAttribute('href')]),
    pricing.tabs.map((t) => [shown(t.label), `#${t.id}`]),
  );
  assert.equal(
    tabs.map((t) => t.hasAttribute('data-default')),
    pricing.tabs.map((_, i) => i === 0),
    'the first tab is the default',
  );
  // A panel's id is its tab's: /pricing#<id> lands on it, with or without JavaScript.
  for (const tab of pricing.tabs) assert.is(text(m.querySelector(`[id="${tab.id}"] h2`)), shown(tab.heading), `${tab.id}: its heading`);
  assert.equal(
    (await tiers()).map((t) => [t.panel, t.name]),
    contentTiers().map(({ tab, tier }) => [tab.id, shown(tier.name)]),
  );
});

test("every tier card: its price as written (per event unless 'Custom'), the badge on its tab's popular tier only, its description, features and button", async () => {
  const shownTiers = await tiers();
  contentTiers().forEach(({ tier }, i) => {
    const t = itemAt(shownTiers, i, `card of ${tier.name}`);
    assert.is(t.price, tier.price, `${tier.name} costs ${tier.price}`);
    assert.is(t.suffix, isCustomPrice(tier.price) ? null : shown(pricing.priceSuffix), `${tier.name}: the suffix`);
    assert.is(t.popular, tier.popular ? shown(pricing.popularLabel) : null, `${tier.name}: the badge`);
    assert.is(t.el.classList.contains('tier--popular'), Boolean(tier.popular), `${tier.name}: highlighted`);
    assert.is(t.description, shown(tier.description), `${tier.name}: description`);
    assert.equal(t.features, tier.features.map(shown), `${tier.name}: features`);
    assertLink(t.el, { label: tier.buttonText, href: tier.href }, tier.name);
  });
});

test("the page ends with the custom quote's button and text, after the tiers", async () => {
  const m = await main('pricing/index.html');
  const shownTiers = await tiers(m);
  const quote = assertLink(m.querySelector('.custom-quote')!, pricing.customQuote, 'custom quote');
  assert.ok(text(quote.parentElement!).includes(shown(pricing.customQuote.text)), 'the custom quote text');
  assert.ok(before(shownTiers.at(-1)!.el, quote), 'after the tiers');
});

test.run();

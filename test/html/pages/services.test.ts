// /services shows content/services.yaml: a block per service, the quote button, How It Works,
// the FAQ and the closing call to action.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { itemAt } from '../../helpers/lists.ts';
import { services } from '../../helpers/loaded-content.ts';
import { all, assertFaq, assertInOrder, assertLink, assertSteps, main, sectionHeaded, shown, texts } from '../../helpers/page-content.ts';
import { text } from '../../helpers/site-under-test.ts';

test('a block per service, in order: its anchor, title, description, every feature, and a link to the pricing tab it names (described by its title) or none', async () => {
  const blocks = all(await main('services/index.html'), 'article.service-block');
  assert.is(blocks.length, services.items.length, 'one block per service');
  services.items.forEach((service, i) => {
    const block = itemAt(blocks, i, `block of ${service.title}`);
    assert.is(block.getAttribute('id'), service.id, `block ${i + 1}'s anchor`);
    assert.is(text(block.querySelector('h2')), shown(service.title));
    assert.is(text(block.querySelector('.service-block__description')), shown(service.description), `${service.title}: description`);
    assert.equal(texts(block, '.service-block__features li'), service.features.map(shown), `${service.title}: features`);
    const links = all(block, 'a[href^="/pricing"]');
    if (service.pricingTab === undefined) return assert.is(links.length, 0, `${service.title}: no pricing link`);
    const link = assertLink(block, { label: services.pricingLabel, href: `/pricing#${service.pricingTab}` }, service.title);
    assert.is(
      link.getAttribute('aria-describedby'),
      block.querySelector('h2')?.getAttribute('id'),
      `${service.title}: described by its title`,
    );
  });
});

test('services: the quote button after the blocks, then How It Works, the FAQ and the closing call to action', async () => {
  const m = await main('services/index.html');
  const blocks = all(m, 'article.service-block');
  const quote = assertLink(m.querySelector('.service-blocks')!.parentElement!, services.quoteCta, 'services quote');
  const how = sectionHeaded(m, 'how-title', services.howItWorks.title);
  assertSteps(how, services.howItWorks.steps, 'How It Works');
  const faq = sectionHeaded(m, 'faq-title', services.faq.title);
  assertFaq(faq, services.faq.items, 'services FAQ');
  const closing = sectionHeaded(m, 'closing-title', services.closing.title);
  assert.ok(text(closing).includes(shown(services.closing.text)), 'the closing text');
  assertLink(closing, services.closing.cta, 'services closing');
  assertInOrder([blocks.at(-1)!, quote, how, faq, closing], 'services');
});

test.run();

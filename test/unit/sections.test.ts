// Sections that lay out any amount of content: the card grid's rows (no card alone on a row),
// a team member's profile links, and a tier's price, per event unless 'Custom'.

import { parseHTML } from 'linkedom/worker';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CardGrid } from '../../components/sections/CardGrid.tsx';
import { balancedRows, columnsFor, rowStarts } from '../../components/sections/grid-rows.ts';
import { TeamCard } from '../../components/sections/TeamCard.tsx';
import { TierCard } from '../../components/sections/TierCard.tsx';
import { CUSTOM_PRICE, type Tier } from '../../content/schema/index.ts';
import { ContentContext } from '../../framework/build/content.ts';
import { BuildContext, type BuildServices } from '../../framework/build/context.ts';
import { content, pricing } from '../helpers/content.ts';

test('balanced rows: fewest rows, as even as possible, longer rows first', () => {
  assert.equal(balancedRows(4, 4), [4]);
  assert.equal(balancedRows(5, 4), [3, 2]);
  assert.equal(balancedRows(7, 3), [3, 2, 2]);
  assert.equal(balancedRows(8, 3), [3, 3, 2]);
  assert.equal(balancedRows(3, 1), [1, 1, 1]);
  assert.equal(balancedRows(0, 3), []);
});

test('for every count up to 40 and room for 2 to 4, no card is alone on a row of a multi-column grid', () => {
  for (let max = 2; max <= 4; max++) {
    for (let n = 1; n <= 40; n++) {
      const k = columnsFor(n, max);
      assert.ok(k >= 1 && k <= max, `${n} cards, room for ${max}: ${k} columns`);
      const rows = balancedRows(n, k);
      assert.is(
        rows.reduce((a, b) => a + b, 0),
        n,
      );
      if (k > 1) assert.not.ok(rows.includes(1), `${n} cards in ${k} columns: rows ${rows.join('+')}`);
      assert.ok(
        rows.every((r) => r === k || r === k - 1),
        `${n} cards in ${k} columns: rows ${rows.join('+')} are full or one short`,
      );
    }
  }
  assert.is(columnsFor(4, 4), 4, 'four fit in one row');
  assert.is(columnsFor(5, 4), 3, 'five are 3 + 2');
  assert.is(columnsFor(3, 2), 1, 'three with room for two stack');
  assert.is(columnsFor(4, 2), 2, 'four with room for two are 2 + 2');
});

test('a short row starts one track in, so it is centred under the full rows', () => {
  assert.equal(rowStarts(5, 3), [undefined, undefined, undefined, 2, undefined]);
  assert.equal(rowStarts(7, 3), [undefined, undefined, undefined, 2, undefined, 2, undefined]);
  assert.equal(rowStarts(4, 4), [undefined, undefined, undefined, undefined]);
});

function render(element: ReactElement): Document {
  const services: BuildServices = {
    route: '/team',
    siteUrl: 'https://example.test',
    year: 2031,
    assetUrl: (f) => f,
    picture: () => {
      throw new Error('no photos in this test');
    },
    clientEntry: () => {},
    preload: () => {},
    outline: () => {
      throw new Error('no outlined text in this test');
    },
  };
  const html = renderToStaticMarkup(
    createElement(ContentContext.Provider, { value: content }, createElement(BuildContext.Provider, { value: services }, element)),
  );
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document as unknown as Document;
}

test('CardGrid writes the columns per breakpoint and the start of each short row', () => {
  const doc = render(
    createElement(CardGrid<string>, {
      items: ['a', 'b', 'c', 'd', 'e'],
      columns: { md: 3, lg: 4 },
      maxCard: '20rem',
      parts: 2,
      itemKey: (x) => x,
      // biome-ignore lint/correctness/noChildrenProp: a render function, passed as a prop through createElement
      children: (x) => createElement('p', null, x),
    }),
  );
  const style = doc.querySelector('ul.card-grid')!.getAttribute('style')!;
  assert.match(style, /--cols-md:3;--tracks-md:6;--cols-lg:3;--tracks-lg:6;--card-max:20rem;--card-rows:2/);
  const items = [...doc.querySelectorAll('ul.card-grid > li')];
  assert.equal(
    items.map((li) => li.getAttribute('style')),
    [null, null, null, '--start-md:2;--start-lg:2', null],
  );
});

test('CardGrid writes a third breakpoint only for a grid that asks for it, and the rows each card spans', () => {
  const grid = (xl?: number) =>
    render(
      createElement(CardGrid<string>, {
        items: ['a', 'b', 'c', 'd'],
        columns: { md: 2, lg: 3, ...(xl ? { xl } : {}) },
        maxCard: '20rem',
        parts: 5,
        itemKey: (x) => x,
        // biome-ignore lint/correctness/noChildrenProp: a render function, passed as a prop through createElement
        children: (x) => createElement('p', null, x),
      }),
    ).querySelector('ul.card-grid')!;
  const wide = grid(4);
  assert.ok(wide.classList.contains('card-grid--xl'));
  assert.match(
    wide.getAttribute('style')!,
    /--cols-md:2;--tracks-md:4;--cols-lg:2;--tracks-lg:4;--cols-xl:4;--tracks-xl:8;--card-max:20rem;--card-rows:5/,
  );
  const narrow = grid();
  assert.not.ok(narrow.classList.contains('card-grid--xl'));
  assert.not.match(narrow.getAttribute('style')!, /--cols-xl/);
});

test("a member's socials render as icon links with accessible names; none render without them", () => {
  const member = { slug: 'alex-moreau', name: 'Alex Moreau', role: 'Technician', bio: 'Alex runs the lights.' };
  const withSocials = render(
    createElement(TeamCard, {
      member: { ...member, socials: { instagram: 'https://www.instagram.com/alex', facebook: 'https://www.facebook.com/alex' } },
    }),
  );
  const links = [...withSocials.querySelectorAll('.team-card__socials a')];
  assert.equal(
    links.map((a) => [a.getAttribute('href'), a.textContent?.replace(/\s+/g, ' ').trim(), a.getAttribute('target'), a.getAttribute('rel')]),
    [
      ['https://www.instagram.com/alex', 'Alex Moreau on Instagram (opens in a new tab)', '_blank', 'noopener noreferrer'],
      ['https://www.facebook.com/alex', 'Alex Moreau on Facebook (opens in a new tab)', '_blank', 'noopener noreferrer'],
    ],
  );
  for (const a of links) assert.ok(a.querySelector('svg[aria-hidden="true"] path'), 'an icon, hidden from screen readers');
  assert.is(render(createElement(TeamCard, { member })).querySelector('.team-card__socials'), null);
});

test("a tier's price shows the content's suffix ('/event'), except a 'Custom' price, which shows none", () => {
  const tier = (price: string): Tier => ({
    name: 'Gala',
    price,
    description: 'A tier.',
    features: ['A feature'],
    buttonText: 'Book',
    href: '/contact',
  });
  const shown = (price: string) => {
    const card = render(createElement(TierCard, { tier: tier(price), id: 'tier-test' }));
    return [card.querySelector('.tier__amount')?.textContent, card.querySelector('.tier__suffix')?.textContent ?? null];
  };
  assert.equal(shown('$1,650'), ['$1,650', pricing.priceSuffix]);
  assert.equal(shown(CUSTOM_PRICE), [CUSTOM_PRICE, null]);
});

test.run();

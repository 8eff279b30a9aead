// Components rendered as a page renders them, inside the content and the build's services: <picture>,
// the card grid's rows, a member's links, a tier's price, the header's wordmark for any brand (drawn
// where the serif has every letter, else live text, whole and isolated), the structured data.
import { readFileSync } from 'node:fs';
import { type ConfigData, HtmlValidate } from 'html-validate';
import { parseHTML } from 'linkedom/worker';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteContent } from '../../components/content.ts';
import { brandParts, Header } from '../../components/Header.tsx';
import { Picture, type PictureProps } from '../../components/Picture.tsx';
import { CardGrid } from '../../components/sections/CardGrid.tsx';
import { balancedRows, columnsFor, rowStarts } from '../../components/sections/grid-rows.ts';
import { TeamCard } from '../../components/sections/TeamCard.tsx';
import { TierCard } from '../../components/sections/TierCard.tsx';
import { priceNumber } from '../../components/structured-data.ts';
import { CUSTOM_PRICE, type Tier } from '../../content/schema/index.ts';
import { parseDays, parseHours } from '../../content/schema/office-hours.ts';
import { ContentContext } from '../../framework/build/content-context.ts';
import { BuildContext, type BuildServices, type PictureData, type Preload } from '../../framework/build/context.ts';
import { createOutliner } from '../../generator/render/outline.ts';
import siteConfig from '../../site.config.ts';
import { content, pricing, site } from '../helpers/loaded-content.ts';

const outliner = await createOutliner(siteConfig.outlineFaces);

/** The markup of `element` inside the content and the build's services (`services` replacing the stand-ins). */
function markup(element: ReactElement, services: Partial<BuildServices> = {}, siteContent: SiteContent = content): string {
  const all: BuildServices = {
    route: '/',
    siteUrl: 'https://example.test',
    year: 2031,
    assetUrl: (f) => f,
    picture: () => {
      throw new Error('no photos in this test');
    },
    clientEntry: () => {},
    preload: () => {},
    outline: outliner.outline,
    ...services,
  };
  return renderToStaticMarkup(
    createElement(ContentContext.Provider, { value: siteContent }, createElement(BuildContext.Provider, { value: all }, element)),
  );
}
const render = (...args: Parameters<typeof markup>) =>
  parseHTML(`<!doctype html><html><body>${markup(...args)}</body></html>`).document as unknown as Document;

const avif: PictureData['sources'][number] = { type: 'image/avif', srcset: '/a-400.avif 400w, /a-800.avif 800w' };
const data: PictureData = {
  sources: [avif, { type: 'image/webp', srcset: '/a-400.webp 400w, /a-800.webp 800w' }],
  src: '/a-400.jpg',
  srcset: '/a-400.jpg 400w, /a-800.jpg 800w',
  sizes: '100vw',
  width: 800,
  height: 533,
  color: '#2a1f14',
  largest: '/a-800.jpg',
};
function renderPicture(props: PictureProps) {
  const preloads: Preload[] = [];
  const calls: string[] = [];
  const picture = (file: string, layout: string) => {
    calls.push(`${file}|${layout}`);
    return data;
  };
  const html = markup(createElement(Picture, props), { picture, preload: (p) => void preloads.push(p) });
  return { html, preloads, calls };
}

test('Picture renders <picture> with AVIF and WebP sources and a lazy JPEG <img> with size and alt', () => {
  const { html, preloads, calls } = renderPicture({ image: 'assets/photos/a.jpg', layout: 'gallery', alt: 'Gold table setting' });
  assert.equal(calls, ['assets/photos/a.jpg|gallery']);
  assert.is(
    html,
    '<picture><source type="image/avif" srcSet="/a-400.avif 400w, /a-800.avif 800w" sizes="100vw"/>' +
      '<source type="image/webp" srcSet="/a-400.webp 400w, /a-800.webp 800w" sizes="100vw"/>' +
      '<img src="/a-400.jpg" srcSet="/a-400.jpg 400w, /a-800.jpg 800w" sizes="100vw" width="800" height="533" alt="Gold table setting" loading="lazy" decoding="async" style="background-color:#2a1f14"/></picture>',
  );
  assert.is(preloads.length, 0);
});

test('a priority Picture is eager with fetchpriority=high and preloads the AVIF srcset', () => {
  const { html, preloads } = renderPicture({
    image: { kind: 'photo', file: 'assets/photos/a.jpg' },
    layout: 'hero-poster',
    alt: 'Ballroom',
    priority: true,
  });
  assert.match(html, /loading="eager"/);
  assert.match(html, /fetchPriority="high"|fetchpriority="high"/);
  assert.not.match(html, /loading="lazy"/);
  assert.equal(preloads, [{ as: 'image', imagesrcset: avif.srcset, imagesizes: '100vw', type: 'image/avif', fetchPriority: 'high' }]);
});

test('Picture without alt throws; an empty alt needs decorative', () => {
  assert.throws(() => renderPicture({ image: 'assets/photos/a.jpg', layout: 'card' }), /assets\/photos\/a\.jpg: alt text is required/);
  assert.throws(() => renderPicture({ image: 'assets/photos/a.jpg', layout: 'card', alt: '' }), /alt text is required/);
  assert.match(renderPicture({ image: 'assets/photos/a.jpg', layout: 'card', decorative: true }).html, /alt=""/);
});

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
      const what = `${n} cards in ${k} columns: rows ${rows.join('+')}`;
      const total = rows.reduce((sum, r) => sum + r, 0);
      assert.is(total, n, `${what} hold every card`);
      if (k > 1) assert.not.ok(rows.includes(1), what);
      for (const r of rows) assert.ok(r === k || r === k - 1, `${what} are full or one short`);
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

/** The <ul> of a CardGrid of `count` cards of `parts` rows each. */
const cardGrid = (count: number, columns: { md: number; lg: number; xl?: number }, parts: number) =>
  render(
    createElement(CardGrid<string>, {
      items: 'abcdefgh'.slice(0, count).split(''),
      columns,
      maxCard: '20rem',
      parts,
      itemKey: (x) => x,
      // biome-ignore lint/correctness/noChildrenProp: a render function, passed as a prop through createElement
      children: (x) => createElement('p', null, x),
    }),
  ).querySelector('ul.card-grid')!;

test("CardGrid writes the columns per breakpoint (a third only for a grid that asks for it), the rows each card spans, each short row's start", () => {
  const five = cardGrid(5, { md: 3, lg: 4 }, 2);
  assert.match(five.getAttribute('style')!, /--cols-md:3;--tracks-md:6;--cols-lg:3;--tracks-lg:6;--card-max:20rem;--card-rows:2/);
  const starts = [...five.querySelectorAll(':scope > li')].map((li) => li.getAttribute('style'));
  assert.equal(starts, [null, null, null, '--start-md:2;--start-lg:2', null]);
  const grid = (xl?: number) => cardGrid(4, { md: 2, lg: 3, ...(xl ? { xl } : {}) }, 5);
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

test("a member's socials render as icon links with accessible names, in markup the site's HTML rules pass; none render without them", async () => {
  const member = { slug: 'alex-moreau', name: 'Alex Moreau', role: 'Technician', bio: 'Alex runs the lights.' };
  const socials = { instagram: 'https://www.instagram.com/alex', facebook: 'https://www.facebook.com/alex' };
  // Checked here: the content may have no member with socials for the built pages' run (test/quality/html-valid.test.ts) to see.
  const config = JSON.parse(readFileSync(new URL('../../.htmlvalidate.json', import.meta.url), 'utf8')) as ConfigData;
  const report = await new HtmlValidate(config).validateString(markup(createElement(TeamCard, { member: { ...member, socials } })));
  assert.equal(
    report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
    [],
  );
  const withSocials = render(createElement(TeamCard, { member: { ...member, socials } }));
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
  const tier: Omit<Tier, 'price'> = { name: 'Gala', description: 'A tier.', features: ['A feature'], buttonText: 'Book', href: '/contact' };
  const shown = (price: string) => {
    const card = render(createElement(TierCard, { tier: { ...tier, price }, id: 'tier-test' }));
    return [card.querySelector('.tier__amount')?.textContent, card.querySelector('.tier__suffix')?.textContent ?? null];
  };
  assert.equal(shown('$1,650'), ['$1,650', pricing.priceSuffix]);
  assert.equal(shown(CUSTOM_PRICE), [CUSTOM_PRICE, null]);
});

/** The header's wordmark for `brand`. */
const wordmark = (brand: string) =>
  render(createElement(Header, { route: '/', style: 'overlay' }), {}, {
    ...content,
    site: { ...content.site, brand },
  } as SiteContent).querySelector('.wordmark')!;

test('a one-, two- or three-word brand is drawn, the first word then the rest; one the serif cannot draw is live text, whole, isolated', () => {
  // The content's brand is drawn when both faces have each of its letters (an emoji, say, they lack).
  const [first, rest] = brandParts(site.brand);
  const missing = outliner.missingGlyphs([
    { text: first, face: 'serif-600' },
    { text: rest, face: 'serif-500-italic' },
  ]);
  for (const [brand, runs] of [
    ['Elevate', 1],
    ...(missing.length ? [] : ([[site.brand, rest ? 2 : 1]] as const)),
    ['Elevate Events Co', 2],
    ['Łódź Ěvents', 2],
  ] as const) {
    const mark = wordmark(brand);
    assert.is(mark.getAttribute('aria-label'), `${brand}, home`);
    const paths = [...mark.querySelectorAll('svg path')];
    assert.is(paths.length, runs, `${brand}: one path per run`);
    for (const p of paths) assert.ok(p.getAttribute('d'), `${brand}: every run is drawn`);
    assert.is(mark.querySelector('.wordmark__text'), null, `${brand}: no live text`);
  }
  // A brand in a script the serif lacks, or with a bidirectional control: live text, whole, isolated.
  for (const brand of ['إيليفيت', '高端活动 派对', 'Elevate \u202eEvents', 'Elevate 東京', ...(missing.length ? [site.brand] : [])]) {
    const mark = wordmark(brand);
    assert.is(mark.querySelector('svg'), null, `${brand}: not drawn`);
    const text = mark.querySelector('.wordmark__text');
    assert.ok(text, `${brand}: set as text`);
    assert.is(text!.textContent, brand, `${brand}: every letter`);
    assert.is(text!.getAttribute('dir'), 'auto', `${brand}: isolated from the navigation's direction`);
    assert.is(mark.getAttribute('aria-label'), `${brand}, home`);
  }
});

test('a price is a number of dollars; Custom and anything unreadable is none', () => {
  assert.equal(['$1,500', ' $950 ', '$12.50', 'Custom', '1,500'].map(priceNumber), [1500, 950, 12.5, null, null]);
});

test('days: a range, a single day, a list, and abbreviations; a backward range, three ends, an unknown word or nothing is none', () => {
  assert.equal(parseDays('Monday–Friday'), ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  assert.equal(parseDays('Saturday'), ['Saturday']);
  assert.equal(parseDays('Mon, Wed'), ['Monday', 'Wednesday']);
  assert.equal(parseDays('fri to sun'), ['Friday', 'Saturday', 'Sunday']);
  for (const days of ['Friday–Monday', 'Monday–Wednesday–Friday', 'Weekdays', 'Monday,', '']) assert.is(parseDays(days), null, days);
  // Every entry of the content's office hours reads as days.
  for (const [i, entry] of site.officeHours.entries()) assert.ok(parseDays(entry.days), `officeHours.${i}.days "${entry.days}"`);
});

test('hours: 12-hour and 24-hour times as schema.org Times; an hour no clock shows, or no time, is none', () => {
  assert.equal(parseHours('9:00 AM–6:00 PM'), { opens: '09:00', closes: '18:00' });
  assert.equal(parseHours('12 pm to 12:30 a.m.'), { opens: '12:00', closes: '00:30' });
  assert.equal(parseHours('8:00 - 23:30'), { opens: '08:00', closes: '23:30' });
  for (const hours of ['9:00 AM–24:30', '13:00 PM–2:00 AM', '0:00 AM–6:00 PM', '9:00 AM–6:60 PM', 'Closed'])
    assert.is(parseHours(hours), null, hours);
  for (const [i, entry] of site.officeHours.entries()) assert.ok(parseHours(entry.hours), `officeHours.${i}.hours "${entry.hours}"`);
});

// Text drawn as SVG paths at build time (generator/render/outline.ts), for the wordmark: any letter one
// of the face's files has is drawn, none is dropped, and text it cannot draw is refused (null).

/** A viewBox's four numbers, by name. */
function box(viewBox: string) {
  const numbers = viewBox.split(' ').map(Number);
  assert.is(numbers.length, 4, `a viewBox of four numbers, got '${viewBox}'`);
  const [x, y, width, height] = numbers as [number, number, number, number];
  return { x, y, width, height };
}

/** The drawing of the runs, which must exist. */
function drawn(...runs: { text: string; face: string }[]) {
  const out = outliner.outline(runs);
  assert.ok(out, `${runs.map((r) => r.text).join('')} is drawn`);
  return out;
}

test('one path per run, in a box one em tall whose width is the viewBox width in em', () => {
  const out = drawn({ text: 'Elevate ', face: 'serif-600' }, { text: 'Events', face: 'serif-500-italic' });
  assert.is(out.paths.length, 2);
  const { x, y, width: w, height: h } = box(out.viewBox);
  assert.equal([x, y], [0, 0]);
  assert.ok(w > 2 * h && w < 8 * h, `a wordmark's proportions, got ${out.viewBox}`);
  assert.is(out.width, Math.round((w / h) * 1000) / 1000);
  for (const { d } of out.paths) assert.match(d, /^[Mm][-\d\sa-zA-Z]+$/, 'path data on whole units');
});

test('a letter drawn again repeats its path data, which the page then sends as a back-reference', () => {
  const face = 'serif-500-italic';
  const [once] = drawn({ text: 'a', face }).paths;
  const [again] = drawn({ text: 'a'.repeat(12), face }).paths;
  // Its first outline, after the point it starts from.
  const glyph = once!.d.replace(/^M[\d\s-]+/, '').split(/[Mm]/)[0]!;
  assert.is(again!.d.split(glyph).length - 1, 12, again!.d);
});

test('runs sit side by side: two runs are as wide as their texts apart', () => {
  const a = drawn({ text: 'Elevate ', face: 'serif-600' });
  const b = drawn({ text: 'Events', face: 'serif-600' });
  const ab = drawn({ text: 'Elevate Events', face: 'serif-600' });
  const split = drawn({ text: 'Elevate ', face: 'serif-600' }, { text: 'Events', face: 'serif-600' });
  assert.ok(Math.abs(box(split.viewBox).width - box(ab.viewBox).width) <= 2, 'splitting a text into runs changes nothing');
  assert.ok(Math.abs(box(ab.viewBox).width - box(a.viewBox).width - box(b.viewBox).width) <= 2);
});

test('letter spacing is added after every glyph but the last, like CSS', () => {
  const plain = box(drawn({ text: 'Events', face: 'serif-500-italic' }).viewBox).width;
  const spaced = box(outliner.outline([{ text: 'Events', face: 'serif-500-italic' }], { letterSpacing: 0.1 })!.viewBox).width;
  const em = box(drawn({ text: 'E', face: 'serif-600' }).viewBox).height;
  assert.ok(Math.abs(spaced - plain - 5 * 0.1 * em) <= 1, `${plain} → ${spaced}`);
});

test('an unknown face is an error that names it and the faces there are', () => {
  assert.throws(() => outliner.outline([{ text: 'x', face: 'serif-900' }]), /unknown face "serif-900".*serif-600, serif-500-italic/);
});

test('a run of spaces only keeps its (empty) path beside the others', () => {
  const out = drawn({ text: 'Elevate', face: 'serif-600' }, { text: ' ', face: 'serif-500-italic' }, { text: 'Events', face: 'serif-600' });
  const empty = out.paths.map((p) => p.d === '');
  assert.equal(empty, [false, true, false]);
});

test('every letter of Latin Extended, Vietnamese and Cyrillic is drawn from the file that has it: none is dropped', () => {
  for (const text of ['Łódź Ěvents', 'Ştiinţă Ŵales', 'Sự Kiện', 'Праздник', 'Ґалас', 'Cafe\u0301 Noe\u0308l']) {
    for (const face of ['serif-600', 'serif-500-italic']) {
      assert.equal(outliner.missingGlyphs([{ text, face }]), [], `${text} (${face}) has every glyph`);
      const whole = box(drawn({ text, face }).viewBox).width;
      let sum = 0;
      for (const letter of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text.normalize('NFC'))) {
        const alone = drawn({ text: letter.segment, face });
        if (letter.segment.trim()) assert.ok(alone.paths[0]!.d.length > 0, `"${letter.segment}" of ${text} is drawn`);
        sum += box(alone.viewBox).width;
      }
      // Kerning moves letters a little; a dropped letter would take its whole width away.
      assert.ok(Math.abs(whole - sum) <= 0.05 * sum, `${text} (${face}): ${whole} wide, its letters ${sum}`);
    }
  }
});

test('letters no file of the face has, and bidirectional controls, are named and not drawn', () => {
  for (const [text, missing] of [
    ['إيليفيت', ['إ', 'ي', 'ل', 'ف', 'ت']],
    ['高端活动', ['高', '端', '活', '动']],
    ['Elevate \u202eEvents', ['\u202e']],
    ['Elevate 東京', ['東', '京']],
  ] as const) {
    assert.equal(outliner.missingGlyphs([{ text, face: 'serif-600' }]), missing, text);
    assert.is(outliner.outline([{ text, face: 'serif-600' }]), null, `${text} is not drawn`);
  }
});

test.run();

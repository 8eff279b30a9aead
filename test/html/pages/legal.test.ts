// /privacy and /terms show content/privacy.yaml and content/terms.yaml: the title, the lead and
// the date they take effect, then each section's heading, paragraphs and bullet points in order,
// with {brand}, {email}, {phone} and {provider} filled in from content/site.yaml (the e-mail and
// the phone as links).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type LegalPage, shownDate } from '../../../content/schema/index.ts';
import { itemAt } from '../../helpers/lists.ts';
import { privacy, site, terms } from '../../helpers/loaded-content.ts';
import { all, main, shown } from '../../helpers/page-content.ts';
import { text } from '../../helpers/site-under-test.ts';

const LEGAL_PAGES: [string, LegalPage][] = [
  ['privacy/index.html', privacy],
  ['terms/index.html', terms],
];

/** A legal text as the page shows it: its placeholders filled in from content/site.yaml. */
const filled = (value: string) =>
  shown(
    value
      .replaceAll('{brand}', site.brand)
      .replaceAll('{email}', site.email.display)
      .replaceAll('{phone}', site.phone.display)
      .replaceAll('{provider}', site.booking.provider),
  );
const count = (value: string, placeholder: string) => value.split(placeholder).length - 1;

for (const [file, legal] of LEGAL_PAGES) {
  test(`${file}: the title, the lead and the date it takes effect`, async () => {
    const m = await main(file);
    assert.is(text(m.querySelector('h1')), shown(legal.title));
    assert.is(text(m.querySelector('.lead')), filled(legal.lead));
    assert.is(text(m.querySelector('.prose-page__note')), shown(`${legal.effectiveLabel} ${shownDate(legal.effectiveDate)}`));
    assert.is(m.querySelector('.prose-page__note time')?.getAttribute('datetime'), legal.effectiveDate);
  });

  test(`${file}: each section's heading, then its paragraphs and bullet points, in order`, async () => {
    const prose = (await main(file)).querySelector('.prose')!;
    const headings = all(prose, ':scope > h2');
    assert.equal(
      headings.map(text),
      legal.sections.map((s) => shown(s.title)),
    );
    legal.sections.forEach((section, i) => {
      // The elements from this section's heading to the next one's.
      const body: Element[] = [];
      for (let el = itemAt(headings, i, 'heading').nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling) body.push(el);
      assert.equal(body.filter((el) => el.tagName === 'P').map(text), section.paragraphs.map(filled), `${section.title}: paragraphs`);
      assert.equal(
        body.flatMap((el) => (el.tagName === 'UL' ? all(el, 'li').map(text) : [])),
        (section.bullets ?? []).map(filled),
        `${section.title}: bullets`,
      );
    });
  });

  test(`${file}: the e-mail address and the phone number of content/site.yaml are links wherever the text names them`, async () => {
    const m = await main(file);
    const texts = [legal.lead, ...legal.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])])].join('\n');
    assert.ok(count(texts, '{email}') > 0, 'the schema requires the e-mail address on a legal page');
    for (const [placeholder, link] of [
      ['{email}', site.email],
      ['{phone}', site.phone],
    ] as const) {
      const links = all(m, `a[href="${link.href}"]`);
      assert.is(links.length, count(texts, placeholder), `a link per ${placeholder}`);
      for (const a of links) assert.is(text(a), shown(link.display));
    }
  });
}

test.run();

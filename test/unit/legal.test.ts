// The legal pages' content (content/schema/legal.ts): placeholders, the effective date, and the
// notice while sections await review (its refusals of a date and of a page without the e-mail
// address: schema.test.ts's rows), each on content built here, never on today's texts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type LegalPage, legalReviewNotice, shownDate, splitPlaceholders } from '../../content/schema/index.ts';
import siteConfig from '../../site.config.ts';
import { content } from '../helpers/loaded-content.ts';

// An unknown placeholder is refused in content-phase.test.ts, with the whole message.
test('a text is cut at its placeholders, and a {…} that is not one stays text', () => {
  assert.equal(splitPlaceholders('Write to {email} or call {phone}.'), [
    'Write to ',
    { placeholder: 'email' },
    ' or call ',
    { placeholder: 'phone' },
    '.',
  ]);
  assert.equal(splitPlaceholders('{brand}'), [{ placeholder: 'brand' }]);
  assert.equal(splitPlaceholders('{provider}’s form'), [{ placeholder: 'provider' }, '’s form']);
  assert.equal(splitPlaceholders('No placeholder here'), ['No placeholder here']);
});

test('an effective date shows as the month, the day and the year, whatever the time zone', () => {
  assert.is(shownDate('2026-12-01'), 'December 1, 2026');
  assert.is(shownDate('2027-01-31'), 'January 31, 2027');
});

const page = (notes: (string | undefined)[]): LegalPage => ({
  ...content.terms,
  sections: notes.map((legalReview, i) => ({ title: `Section ${i + 1}`, paragraphs: ['Text.'], ...(legalReview ? { legalReview } : {}) })),
});

test('the build notice names the file, how many sections await review and which; none once every note is gone', () => {
  assert.equal(legalReviewNotice('content/terms.yaml', page(['Check the law.', undefined, 'Name the courts.'])), [
    'content/terms.yaml: 2 of 3 sections await legal review (Section 1; Section 3); their legalReview notes say what a lawyer should check: delete each note once its section is approved',
  ]);
  assert.equal(legalReviewNotice('content/terms.yaml', page([undefined, undefined])), []);
});

test("the site's notices are one per legal page with notes, each naming its file", () => {
  const notices = siteConfig.contentNotices?.(content) ?? [];
  const expected = (['privacy', 'terms'] as const).filter((name) => content[name].sections.some((s) => s.legalReview));
  const files = expected.map((name) => `content/${name}.yaml`);
  const named = notices.map((line) => line.split(':')[0]);
  assert.equal(named, files);
});

test.run();

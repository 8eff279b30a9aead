// The legal pages' content (content/schema/legal.ts): placeholders, the effective date, the e-mail
// address every legal page gives, and the notice while sections await review; each rule on content
// built here or changed from today's, never on today's texts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type LegalPage, legalReviewNotice, shownDate, splitPlaceholders } from '../../content/schema/index.ts';
import siteConfig from '../../site.config.ts';
import { content } from '../helpers/loaded-content.ts';
import { assertLine, loose, validate } from '../helpers/validate.ts';

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

test('a date that is not a day of the calendar is refused', () => {
  for (const bad of ['2026-02-30', '2026-13-01', '1 December 2026', '2026-1-5']) {
    const lines = validate((m) => void (m.terms.effectiveDate = bad));
    assertLine(lines, 'content/terms.yaml: effectiveDate', /expected a date like '2026-12-01'/);
  }
  const leapDay = validate((m) => void (m.terms.effectiveDate = '2028-02-29'));
  assert.equal(leapDay, [], 'a leap day');
});

test('a legal page that never gives the e-mail address is refused; one {email} anywhere is enough', () => {
  const withoutEmail = (value: unknown) => loose(JSON.parse(JSON.stringify(value).replaceAll('{email}', 'us')));
  const none = validate((m) => void (m.privacy = withoutEmail(m.privacy) as typeof m.privacy));
  assertLine(none, 'content/privacy.yaml: sections', /no text gives the e-mail address/);
  const inTheLead = validate((m) => void (m.terms = { ...withoutEmail(m.terms), lead: 'Questions? Write to {email}.' } as typeof m.terms));
  assert.equal(inTheLead, []);
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

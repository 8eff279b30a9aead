// content/privacy.yaml → privacy, content/terms.yaml → terms: a legal page (the privacy policy,
// the terms of service), its effective date and its sections of paragraphs and bullet points.
// The business's name, e-mail, phone and booking provider are written once, in content/site.yaml:
// a legal text says {brand}, {email}, {phone} or {provider}, and the page fills them in. A
// section may carry a legal review note, what a lawyer should check there: for the owner only,
// never shown on the site and marked private, so no file the build publishes holds it; the build
// prints a notice while any note is left (legalReviewNotice).
import { z } from 'zod';
import { metaSchema } from './blocks.ts';
import { crossCheck, entries } from './checks.ts';
import { formatted, list, textSchema } from './text.ts';

/** What a legal text may fill in from content/site.yaml. */
export const LEGAL_PLACEHOLDERS = ['brand', 'email', 'phone', 'provider'] as const;
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}]*)\}/g;
const isPlaceholder = (name: string): name is LegalPlaceholder => (LEGAL_PLACEHOLDERS as readonly string[]).includes(name);
const braced = LEGAL_PLACEHOLDERS.map((p) => `{${p}}`);
const placeholderList = `${braced.slice(0, -1).join(', ')} and ${braced.at(-1)}`;

/** A text cut at its placeholders: 'Write to {email}.' → ['Write to ', { placeholder: 'email' }, '.']. */
export function splitPlaceholders(text: string): (string | { placeholder: LegalPlaceholder })[] {
  const parts: (string | { placeholder: LegalPlaceholder })[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!isPlaceholder(name)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ placeholder: name });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A text in which the page fills in {brand}, {email}, {phone} and {provider}, and no other {…}. */
const fillableText = textSchema
  .refine((text) => [...text.matchAll(PLACEHOLDER)].every((m) => isPlaceholder(m[1]!)), {
    error: (iss) => {
      const unknown = [...String(iss.input).matchAll(PLACEHOLDER)].map((m) => m[0]).filter((p) => !isPlaceholder(p.slice(1, -1)));
      const names = unknown.map((p) => `'${p}'`).join(', ');
      return `${names} ${unknown.length > 1 ? 'are' : 'is'} not filled in by the page; a legal text may use ${placeholderList} (from content/site.yaml)`;
    },
  })
  .meta({ description: `Plain text; ${placeholderList} are filled in from Site settings.` });

/** A text the page shows as written: a placeholder there would reach the page as '{brand}'. */
const shownAsWritten = <T extends typeof textSchema>(schema: T) =>
  schema.refine((text) => ![...text.matchAll(PLACEHOLDER)].some((m) => isPlaceholder(m[1]!)), {
    error: (iss) =>
      `'${String(iss.input)}' is shown as written: ${placeholderList} are filled in only in the lead, the paragraphs and the bullet points`,
  });
const literalText = shownAsWritten(textSchema);
/** The page's title and description, which the browser's tab and search results show as written. */
const legalMetaSchema = metaSchema.extend({
  title: shownAsWritten(metaSchema.shape.title),
  description: shownAsWritten(metaSchema.shape.description),
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A day of the calendar written as 2026-12-01: 2026-02-30 is refused. */
function isCalendarDate(text: string): boolean {
  const [, y, m, d] = ISO_DATE.exec(text) ?? [];
  if (!y || !m || !d) return false;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}
const dateSchema = formatted("'2026-12-01'", isCalendarDate, 'the year, the month and the day, as numbers', 'a date').meta({
  pattern: ISO_DATE.source,
});

/** 'December 1, 2026': an effective date as the page shows it. */
export const shownDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const legalSectionSchema = z.strictObject({
  title: literalText,
  paragraphs: list(fillableText, { one: 'paragraph', many: 'paragraphs', min: 1, max: 20 }),
  /** A bulleted list after the paragraphs. */
  bullets: list(fillableText, { one: 'bullet', many: 'bullet points', max: 30 }).optional(),
  legalReview: textSchema.optional().meta({
    private: true,
    description:
      'For you, never shown on the site: what a lawyer should check in this section. While any section has one, the build prints a notice. Delete it once the section has been reviewed.',
  }),
});

/** A legal page's schema; `label` names its entry in the content editor. */
export const legalPageSchema = (label: string) =>
  crossCheck(
    z.strictObject({
      meta: legalMetaSchema,
      title: literalText,
      lead: fillableText,
      /** Shown before the date: 'Effective from December 1, 2026'. */
      effectiveLabel: literalText,
      effectiveDate: dateSchema,
      sections: list(legalSectionSchema, { one: 'section', many: 'sections', min: 1, max: 30 }),
    }),
    (page, ctx) => {
      if (Array.isArray(page)) return;
      // A legal page tells the visitor how to reach the business about it.
      const texts = [
        page.lead,
        ...entries(page.sections).flatMap((s) => [s.paragraphs, s.bullets].flatMap((t) => (Array.isArray(t) ? t : []))),
      ];
      if (!texts.some((t) => typeof t === 'string' && t.includes('{email}'))) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections'],
          message: 'no text gives the e-mail address: write {email} where the page says how to reach you (the page fills it in)',
        });
      }
    },
  ).meta({ label });

export type LegalPage = z.infer<ReturnType<typeof legalPageSchema>>;

/** The build's notice while sections of a legal page await a lawyer's review: one line, or none. */
export function legalReviewNotice(file: string, page: LegalPage): string[] {
  const marked = page.sections.filter((s) => s.legalReview);
  if (marked.length === 0) return [];
  const titles = marked.map((s) => s.title).join('; ');
  return [
    `${file}: ${marked.length} of ${page.sections.length} sections await legal review (${titles}); ` +
      'their legalReview notes say what a lawyer should check: delete each note once its section is approved',
  ];
}

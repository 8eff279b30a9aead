// Text fields: what every text of the content must be (something that shows, not too long),
// formatted strings (a slug, a pattern with a hint), and lists that name their entries.
import { z } from 'zod';
import { atMost } from './checks.ts';
import { expected } from './messages.ts';
import { typographicQuotes } from './typography.ts';

/**
 * A character that shows: a letter, digit, punctuation mark or symbol, other than those Unicode
 * says to draw as nothing (zero-width spaces and joiners, the BOM, Hangul fillers, variation
 * selectors: Default_Ignorable_Code_Point) and the blank braille pattern. Spaces, controls and
 * combining marks on their own show nothing either.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** The longest text any field takes: a long paragraph. A page is read, not scrolled through for ever. */
export const MAX_TEXT = 1000;
/** Characters as zod's max() counts them: an emoji is one, not its two UTF-16 units. */
export const characterCount = (text: unknown) => [...String(text)].length;

export const tooLong = (max: number) => ({
  error: (iss: { input?: unknown }) =>
    `has ${characterCount(iss.input).toLocaleString('en-US')} characters; at most ${max.toLocaleString('en-US')} fit (split it, or shorten it)`,
});

/**
 * A code point that no page may hold (the HTML checker's "Forbidden code point"): a control
 * character other than a tab or a line break (U+0007, a NUL), an unpaired surrogate, or a
 * noncharacter. A keyboard types none of them; they come with text pasted from another program,
 * or from an escape such as "\a" in a quoted YAML text.
 */
const FORBIDDEN = /(?![\t\n\r])\p{Cc}|\p{Cs}|\p{Noncharacter_Code_Point}/u;

/** Why a text cannot be shown on a page, or null. */
export function forbiddenCharacter(text: string): string | null {
  const found = [...text].filter((c) => FORBIDDEN.test(c));
  if (found.length === 0) return null;
  const one = found.length === 1;
  return `holds ${one ? 'a control character' : 'control characters'} (${codePoints(found.join(''))}) that no page can show; delete ${one ? 'it' : 'them'} (${one ? 'it is' : 'they are'} invisible: retype the text if need be)`;
}

/** The refinement of every text field and link: no character that no page can show, and no other message about it. */
export const showable = {
  error: (iss: { input?: unknown }) => forbiddenCharacter(String(iss.input)) ?? 'invalid text',
  abort: true,
} as const;

/**
 * A non-empty text with something to see: a title or an alt text of a lone zero-width space
 * would pass a plain emptiness check, and a screen reader would say nothing for that photo.
 * Kept as written: for a text that is a value rather than words (a phone number as shown).
 */
export const plainTextSchema = z
  .string({ error: expected('text') })
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_TEXT, tooLong(MAX_TEXT))
  .refine((s) => forbiddenCharacter(s) === null, showable)
  .refine((s) => s === '' || VISIBLE.test(s), {
    error: (iss) => `has no visible characters (${codePoints(String(iss.input))}); write the text, or remove the invisible characters`,
  });

/**
 * A text the owner writes, shown with typographic quotes and apostrophes (you’re, “this”): the
 * owner types the plain ' and " of any keyboard, and every page shows the marks the site is set in.
 */
export const textSchema = plainTextSchema.overwrite(typographicQuotes);

/** 'U+200B, U+FEFF': how an invisible text is named in a message, since it cannot be shown. */
function codePoints(text: string): string {
  const points = [...new Set([...text].map((c) => 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')))];
  return points.length > 4 ? `${points.slice(0, 4).join(', ')}, …` : points.join(', ');
}

/**
 * A text with a format, e.g. a link: a wrong type and a wrong text get the same message,
 * `expected text like 'https://example.com/page', got the number 5`, plus `hint` for a wrong
 * text. `what` names the kind of text ('a price' reads better than 'text' for a price).
 */
export function formatted(like: string, ok: (text: string) => boolean, hint?: string, what = 'text') {
  const message = expected(`${what} like ${like}`);
  return z
    .string({ error: message })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_TEXT, tooLong(MAX_TEXT))
    .refine((s) => forbiddenCharacter(s) === null, showable)
    .refine((s) => s === '' || ok(s), { error: (iss) => message(iss) + (hint ? ` (${hint})` : '') })
    .meta({ description: hint ? `Like ${like}: ${hint}.` : `Like ${like}.` });
}

/** How a list is named in messages and in the editor: one entry, several, and how many it may hold. */
export interface ListSpec {
  one: string;
  many: string;
  min?: number;
  /** Every list has a ceiling: a page of 100,000 features is a mistake, not a menu. */
  max: number;
}

/**
 * A list of `item`. Its length is checked without hiding the entries' own problems (zod's own
 * .max() on a list would stop it from reporting problems inside the entries in the same pass).
 */
export const list = <T extends z.ZodType>(item: T, { one, many, min = 0, max }: ListSpec) => {
  const base = z.array(item, { error: expected(`a list of ${many}`) });
  return atMost(
    min > 0 ? base.min(min, `expected at least ${min} ${min === 1 ? one : many}`) : base,
    max,
    `expected at most ${max} ${many}`,
  ).meta({ singular: one, plural: many, minItems: min, maxItems: max });
};

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = formatted("'dj-services'", (s) => SLUG.test(s), 'lower-case letters, digits and single dashes').meta({
  pattern: SLUG.source,
});

/** The longest path or link any field takes. */
export const MAX_PATH = 300;

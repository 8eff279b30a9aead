// The owner types plain ' and "; every text of the content is shown with typographic quotes
// (content/schema/typography.ts, applied by textSchema), and formatted values never are.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { httpsUrlSchema } from '../../content/schema/links.ts';
import { plainTextSchema, slugSchema, textSchema } from '../../content/schema/text.ts';
import { typographicQuotes as curly } from '../../content/schema/typography.ts';

const cases: [string, string, string][] = [
  ['apostrophes inside words', "You're here, it doesn't matter, we'll see", 'You’re here, it doesn’t matter, we’ll see'],
  ['an apostrophe before a letter after a digit', "the 1990's sound", 'the 1990’s sound'],
  ['a possessive plural', "the Jones' wedding", 'the Jones’ wedding'],
  ['a decade cut short, at the start and after a space', "'90s hits and the '80s", '’90s hits and the ’80s'],
  ['a year cut short before punctuation', "Class of '24.", 'Class of ’24.'],
  ['rock ’n’ roll, spaced', "rock 'n' roll", 'rock ’n’ roll'],
  ['rock’n’roll, joined', "rock'n'roll", 'rock’n’roll'],
  ['rock ’n roll, one mark', "rock 'n roll", 'rock ’n roll'],
  ['’tis and ’cause at the start', "'Tis the season, 'cause we can", '’Tis the season, ’cause we can'],
  ['a quoted word that looks like an elision', "the 'cause' of it", 'the ‘cause’ of it'],
  ['double quotes around a text', '"Best night ever"', '“Best night ever”'],
  ['single quotes around a text', "'Best night ever'", '‘Best night ever’'],
  ['double quotes mid-sentence', 'We call it "the golden hour" here', 'We call it “the golden hour” here'],
  ['nested quotes', `"She said 'yes' on the dance floor"`, '“She said ‘yes’ on the dance floor”'],
  ['nested quotes closing together', `"She said 'I do'"`, '“She said ‘I do’”'],
  ['an elision just inside a double quote', `"'Tis magic," she said.`, '“’Tis magic,” she said.'],
  ['closing after punctuation', '"Wow!" and "Really?" and "Fine."', '“Wow!” and “Really?” and “Fine.”'],
  ['quotes in brackets', '("quoted") [\'this\']', '(“quoted”) [‘this’]'],
  ['a quote after a dash', 'the motto—"dance first"', 'the motto—“dance first”'],
  ['a quote opening right after a comma', 'She said,"Hello"', 'She said,“Hello”'],
  ['a dash inside the closing quote', '"Wait—" he said', '“Wait—” he said'],
  ['an ellipsis before the closing quote', '"And then…"', '“And then…”'],
  ['a quoted number closes its quote', 'He played "Route 66" twice', 'He played “Route 66” twice'],
  ['feet and inches are primes', `a 10' truss and 12" speakers, 5'10" tall`, 'a 10′ truss and 12″ speakers, 5′10″ tall'],
  ['a quote alone at the end', "Say 'cheese'", 'Say ‘cheese’'],
  ['a text of one straight quote', "'", '’'],
  ['nothing to do', 'Plain text – with a dash', 'Plain text – with a dash'],
  ['typographic marks are left alone', 'You’re “here” and ‘there’', 'You’re “here” and ‘there’'],
  ['mixed typed and typographic', 'You’re "here"', 'You’re “here”'],
  ['letters beyond Latin', 'l\'été à Montréal, "Привет"', 'l’été à Montréal, “Привет”'],
];

test('quotes: each typed text is shown with typographic quotes, none straight is left, and a second pass changes nothing', () => {
  for (const [what, typed, shown] of cases) {
    assert.is(curly(typed), shown, what);
    assert.not.match(shown, /['"]/, `${what}: ${shown}`);
    assert.is(curly(shown), shown, `${what}, twice`);
  }
});

test('every text field of the content shows typographic quotes; the text still counts as written', () => {
  assert.is(textSchema.parse(`  New Year's Eve "Party"  `), 'New Year’s Eve “Party”');
  assert.is(textSchema.max(160).parse("It's"), 'It’s');
  assert.is(textSchema.optional().parse(undefined), undefined);
  assert.is(z.strictObject({ title: textSchema }).parse({ title: "Don't" }).title, 'Don’t');
});

test('formatted values (links, slugs) and plain texts (the phone number shown) keep the characters as written', () => {
  const url = "https://example.com/it's";
  assert.is(httpsUrlSchema.parse(url), url);
  assert.is(plainTextSchema.parse(`555 010 24"00'`), `555 010 24"00'`);
  assert.not.ok(slugSchema.safeParse("it's").success, 'a slug never had quotes to curl');
});

test.run();

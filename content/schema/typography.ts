// Typographic quotes: the owner types the plain ' and " every keyboard has, and the site shows
// the marks a printed page uses: ‘single’ and “double” quotes, opening and closing, the
// apostrophe of you’re, ’90s and rock ’n’ roll, and the primes of a 10′ truss and a 12″
// speaker. textSchema applies it to every text the owner writes; links, e-mail addresses,
// slugs, paths and other formatted values never pass through it. Characters that are already
// typographic are left as they are, so a text gives the same result however often it passes.

/** A letter or a digit (with its accents): what an apostrophe inside a word stands between. */
const WORD = /[\p{L}\p{N}\p{M}]/u;
/** What a quote opens after: the start, a space, an opening bracket or quote, a dash or a slash. */
const OPENS_AFTER = /[\s([{<«‹‘“/\u2010-\u2015-]/u;
/** Words whose first letters an apostrophe stands for: ’tis, ’twas, ’til, ’cause, ’em, rock ’n roll. */
const ELISION = /^(?:n|em|tis|twas|til|cause)(?![\p{L}\p{N}\p{M}'])/iu;
/** Rock ’n’ roll: both marks of the n are apostrophes. */
const N_BETWEEN = /^n'(?![\p{L}\p{N}\p{M}])/iu;
/** A decade or a year cut short: ’90s, class of ’24. */
const SHORT_YEAR = /^\d\d(?:s|(?![\p{L}\p{N}\p{M}]))/u;

const isWord = (c: string | undefined) => c !== undefined && WORD.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const opensAfter = (c: string | undefined) => c === undefined || OPENS_AFTER.test(c);
const isSpace = (c: string | undefined) => c === undefined || /\s/u.test(c);

/** `text` with every straight quote and apostrophe replaced by its typographic form. */
export function typographicQuotes(text: string): string {
  if (!text.includes("'") && !text.includes('"')) return text;
  const chars = [...text];
  let out = '';
  // How many quotes are open: a digit before a straight quote closes one if any is open
  // ("Route 66"), and is a measure (a 12″ speaker) if none is.
  let openSingle = 0;
  let openDouble = 0;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    // What comes before is already typographic; what comes after is still as written.
    const prev = out.length ? [...out.slice(-2)].at(-1) : undefined;
    const next = chars[i + 1];
    if (c === "'") {
      const rest = chars.slice(i + 1, i + 8).join('');
      // Feet before inches (5′10″) are a measure; any other mark between letters or digits is an apostrophe.
      if (isDigit(prev) && isDigit(next) && openSingle === 0) out += '′';
      else if (isWord(prev) && isWord(next)) out += '’';
      else if (opensAfter(prev) && N_BETWEEN.test(rest)) {
        out += '’n’';
        i += 2;
      } else if (opensAfter(prev) && (ELISION.test(rest) || SHORT_YEAR.test(rest))) out += '’';
      else if (isDigit(prev) && openSingle === 0 && !isWord(next)) out += '′';
      else if (opensAfter(prev) && !isSpace(next)) {
        out += '‘';
        openSingle++;
      } else {
        out += '’';
        openSingle = Math.max(0, openSingle - 1);
      }
    } else if (c === '"') {
      if (isDigit(prev) && openDouble === 0 && !isWord(next)) out += '″';
      else if ((opensAfter(prev) && !isSpace(next)) || (openDouble === 0 && /[,;:]/.test(prev ?? '') && isWord(next))) {
        out += '“';
        openDouble++;
      } else {
        out += '”';
        openDouble = Math.max(0, openDouble - 1);
      }
    } else out += c;
  }
  return out;
}

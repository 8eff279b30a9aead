// Part of the content phase: what a YAML mistake in a content file means, in words for someone
// who edits the file by hand, and where the owner should look (the parser sometimes trips over
// a mistake lines after it was made).
import type { YAMLError } from 'yaml';

/** A YAML mistake: what to tell the owner, and the offset in the text it is about. */
export interface YamlProblem {
  message: string;
  offset: number;
}

/** The parser's error in the owner's words, at the place the mistake was made. */
export function yamlProblem(error: YAMLError, text: string): YamlProblem {
  const offset = error.pos[0];
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return { message: 'a tab indents this line; indent with spaces only', offset };
    case 'BAD_INDENT':
      return { message: 'this line is not indented like the fields beside it; line it up with them (spaces only)', offset };
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return {
        message:
          "a field needs its name, a colon and a space ('title: My text'); a text that holds ': ' or starts with a quote needs quotes around all of it",
        offset,
      };
    case 'DUPLICATE_KEY': {
      const key = /^\s*([^:\n]+):/.exec(text.slice(offset))?.[1]?.trim();
      return { message: `${key ? `the field '${key}'` : 'a field'} is written twice here; keep one`, offset };
    }
    case 'MISSING_CHAR':
      if (/quote/i.test(error.message)) {
        // The parser notices a quote that never closes at the end of the file; the owner needs the line it opens on.
        return {
          message: 'a text opens a quote that never closes; end it with the same quote mark, or leave out the quotes',
          offset: unclosedQuote(text) ?? offset,
        };
      }
      if (/indicator/i.test(error.message))
        return { message: "a list entry needs '- ' at its start, lined up with the entries beside it", offset };
      return { message: `a bracket or brace is not closed (${firstLine(error.message)})`, offset };
    case 'BAD_SCALAR_START':
      return { message: "a value cannot start with this character ('@', '`', '%'); put the whole text in quotes", offset };
    case 'RESOURCE_EXHAUSTION':
      return { message: 'lists or groups are nested too deeply here to be content; no field holds more than a few levels', offset };
    case 'MULTIPLE_DOCS': {
      const end = documentEnd(text, offset);
      if (end !== undefined) {
        return {
          message: "'...' ends the file's content here (a YAML end marker), so the lines after it would not be read; remove the '...' line",
          offset: end,
        };
      }
      return { message: "'---' starts a second document; a content file holds one, so remove the line", offset };
    }
    default:
      return { message: `the file is not valid YAML here: ${firstLine(error.message)}`, offset };
  }
}

/** The offset of the last '...' line (YAML's end of a document) before `offset`, if there is one. */
function documentEnd(text: string, offset: number): number | undefined {
  let found: number | undefined;
  for (const match of text.slice(0, offset).matchAll(/^\.\.\.[ \t]*(?:#.*)?$/gm)) found = match.index;
  return found;
}

/** The offset of the first quote that opens a value and that its line does not close. */
function unclosedQuote(text: string): number | undefined {
  let start = 0;
  for (const line of text.split('\n')) {
    const open = /^(\s*(?:-\s+)?(?:[^\s'"#][^:#]*:\s+)?)(['"])/.exec(line);
    if (open) {
      const quote = open[2]!;
      const rest = line.slice(open[0].length).replaceAll(quote === "'" ? "''" : '\\"', '');
      if (!rest.includes(quote)) return start + open[1]!.length;
    }
    start += line.length + 1;
  }
  return undefined;
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').trim();
}

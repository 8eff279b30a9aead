import type { YAMLError } from 'yaml';
import { firstLine } from '../errors.ts';

export interface YamlProblem {
  message: string;
  offset: number;
}

/** The parser's error in the owner's words, at the place the mistake was made (the parser may trip lines later). */
export function yamlProblem(error: YAMLError, text: string): YamlProblem {
  const offset = error.pos[0];
  const reason = firstLine(error).replace(/ at line \d+, column \d+:?$/, '');
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
      return { message: `a bracket or brace is not closed (${reason})`, offset };
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
      return { message: `the file is not valid YAML here: ${reason}`, offset };
  }
}

function documentEnd(text: string, offset: number): number | undefined {
  let found: number | undefined;
  for (const match of text.slice(0, offset).matchAll(/^\.\.\.[ \t]*(?:#.*)?$/gm)) found = match.index;
  return found;
}

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

// Part of the content phase: reading the content files. Each content/<name>.yaml is parsed by
// the `yaml` library, which keeps where every value stands in the file, so a message can name
// the line of the field it is about. A file the YAML rules refuse is reported with its line,
// its column and what is wrong, in words an owner understands.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, visit, type YAMLError } from 'yaml';
import { contentText } from './content-encoding.ts';
import { InputError } from './errors.ts';

/** One content file, read. */
export interface ContentFile {
  /** The module's name in the schema: notFound. */
  name: string;
  /** Project-relative: content/not-found.yaml. */
  file: string;
  /** The values as written (not yet checked by the schema). */
  data: unknown;
  /** The line a field (zod's path) is written on, or the nearest line above it that exists. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/** A content file is text an owner writes; past this it is a mistake (or an attack), not content. */
export const MAX_CONTENT_FILE_BYTES = 4 * 1024 * 1024;

/** The file of a content module in the content folder: notFound → content/not-found.yaml. */
export function contentFileOf(name: string, folder: string): string {
  return `${folder}/${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}.yaml`;
}

/** Reads and parses the content file of the module `name`: the file, or its problems. */
export function readContentFile(root: string, name: string, folder: string): ContentFile | InputError[] {
  const file = contentFileOf(name, folder);
  const abs = path.join(root, file);
  let size: number;
  try {
    size = statSync(abs).size;
  } catch {
    return [new InputError(file, '', `the file is missing; every page's texts are in ${folder}/ (${path.basename(file)} holds ${name}'s)`)];
  }
  if (size > MAX_CONTENT_FILE_BYTES) {
    return [new InputError(file, '', `the file has ${size.toLocaleString('en-US')} bytes; a content file holds at most 4 MB of text`)];
  }
  const text = contentText(file, readFileSync(abs));
  return typeof text === 'string' ? parseContentFile(file, name, text) : [text];
}

/** Parses the text of a content file. */
export function parseContentFile(file: string, name: string, text: string): ContentFile | InputError[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => lines.linePos(offset);
  const errors: InputError[] = [];
  for (const e of doc.errors) {
    // The parser notices a quote that never closes at the end of the file; the owner needs the line it opens on.
    const { line, col } = (e.code === 'MISSING_CHAR' && /quote/i.test(e.message) && unclosedQuote(text)) || at(e.pos[0]);
    // One problem per line: a mistake the parser trips over many times is still one mistake.
    if (!errors.some((seen) => seen.line === line)) errors.push(new InputError(file, '', syntaxProblem(e, text), line, col));
  }
  // An alias repeats another part of the file by reference: the editor never writes one, and a
  // value that contains itself can never be shown. Each value is written where it stands.
  visit(doc, {
    Alias(_key, node) {
      const { line, col } = at(node.range?.[0] ?? 0);
      errors.push(
        new InputError(
          file,
          '',
          `'*${node.source}' repeats another part of the file (a YAML alias); write the value out where it is used`,
          line,
          col,
        ),
      );
    },
  });
  if (errors.length) return errors;
  const data = doc.toJS({ maxAliasCount: 0 });
  if (data === null || data === undefined) return [new InputError(file, '', 'the file is empty; it holds the texts of its page')];
  return {
    name,
    file,
    data,
    lineOf: (fieldPath) => {
      const offset = offsetOf(doc.contents, fieldPath);
      return offset === undefined ? undefined : at(offset).line;
    },
  };
}

/** Where the field at `fieldPath` is written: its key's offset in a map, its own in a list. */
function offsetOf(root: unknown, fieldPath: readonly PropertyKey[]): number | undefined {
  let node = root;
  let offset = (node as Node | null)?.range?.[0];
  for (const segment of fieldPath) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      node = node.items[segment];
      offset = (node as Node).range?.[0] ?? offset;
    } else break;
    if (isAlias(node)) break;
  }
  return offset;
}

/** What a YAML error means, for someone who edits the file by hand. */
function syntaxProblem(error: YAMLError, text: string): string {
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return 'a tab indents this line; indent with spaces only';
    case 'BAD_INDENT':
      return 'this line is not indented like the fields beside it; line it up with them (spaces only)';
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return "a field needs its name, a colon and a space ('title: My text'); a text that holds ': ' or starts with a quote needs quotes around all of it";
    case 'DUPLICATE_KEY': {
      const key = /^\s*([^:\n]+):/.exec(text.slice(error.pos[0]))?.[1]?.trim();
      return `${key ? `the field '${key}'` : 'a field'} is written twice here; keep one`;
    }
    case 'MISSING_CHAR':
      if (/quote/i.test(error.message))
        return 'a text opens a quote that never closes; end it with the same quote mark, or leave out the quotes';
      if (/indicator/i.test(error.message)) return "a list entry needs '- ' at its start, lined up with the entries beside it";
      return `a bracket or brace is not closed (${firstLine(error.message)})`;
    case 'BAD_SCALAR_START':
      return "a value cannot start with this character ('@', '`', '%'); put the whole text in quotes";
    case 'RESOURCE_EXHAUSTION':
      return 'lists or groups are nested too deeply here to be content; no field holds more than a few levels';
    case 'MULTIPLE_DOCS':
      return "'---' starts a second document; a content file holds one, so remove the line";
    default:
      return `the file is not valid YAML here: ${firstLine(error.message)}`;
  }
}

/** The first line whose value opens a quote that the line does not close (line and column from 1). */
function unclosedQuote(text: string): { line: number; col: number } | undefined {
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    const open = /^(\s*(?:-\s+)?(?:[^\s'"#][^:#]*:\s+)?)(['"])/.exec(line);
    if (!open) continue;
    const quote = open[2]!;
    const rest = line.slice(open[0].length).replaceAll(quote === "'" ? "''" : '\\"', '');
    if (!rest.includes(quote)) return { line: i + 1, col: open[1]!.length + 1 };
  }
  return undefined;
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').trim();
}

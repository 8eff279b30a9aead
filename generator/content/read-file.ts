import { isUtf8 } from 'node:buffer';
import { readFileSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import {
  type Document,
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  Parser,
  parseDocument,
  visit,
  type YAMLError,
} from 'yaml';
import {
  ContentFileEmpty,
  ContentFileMissing,
  ContentFileNotAFile,
  ContentFileNotUtf8,
  ContentFileTooLarge,
  ContentFileUtf16,
  YamlAlias,
  YamlBadIndent,
  YamlBadStart,
  YamlBracketNotClosed,
  YamlDirective,
  YamlEndMarker,
  YamlFieldTwice,
  YamlFieldWithoutColon,
  YamlInvalid,
  YamlKeyNotAWord,
  YamlListEntry,
  YamlQuoteNotClosed,
  YamlSecondDocument,
  YamlTabIndent,
  YamlTag,
  YamlTooDeep,
} from '../error-messages.ts';
import { firstLine, InputError } from '../errors.ts';

export interface ContentFile {
  file: string;
  data: unknown;
  /** The line a field (zod's path) is written on, or the nearest line above it that exists. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
  /** How a value YAML read as a number or true/false is written ('0x10' for 16). */
  writtenAt(path: readonly PropertyKey[]): string | undefined;
}

/** A content file is text an owner writes; past this it is a mistake (or an attack), not content. */
export const MAX_CONTENT_FILE_BYTES = 4 * 1024 * 1024;

/** notFound → content/not-found.yaml. */
export function contentFileOf(name: string, folder: string): string {
  return `${folder}/${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}.yaml`;
}

export function readContentFile(root: string, name: string, folder: string): ContentFile | InputError[] {
  const file = contentFileOf(name, folder);
  const abs = path.join(root, file);
  let stats: Stats;
  try {
    stats = statSync(abs);
  } catch {
    return [new InputError({ file, problem: ContentFileMissing({ folder, file: path.basename(file), name }) })];
  }
  if (!stats.isFile()) return [new InputError({ file, problem: ContentFileNotAFile({ name }) })];
  if (stats.size > MAX_CONTENT_FILE_BYTES) return [new InputError({ file, problem: ContentFileTooLarge({ bytes: stats.size }) })];
  const text = contentText(file, readFileSync(abs));
  return typeof text === 'string' ? parseContentFile(file, text) : [text];
}

/** The files of these modules that could be read, and the problems of the others. */
export function readContentFiles(root: string, names: readonly string[], folder: string) {
  const sources: Record<string, ContentFile> = {};
  const errors: InputError[] = [];
  for (const name of names) {
    const read = readContentFile(root, name, folder);
    if (Array.isArray(read)) errors.push(...read);
    else sources[name] = read;
  }
  return { sources, errors };
}

/** Content files are UTF-8, as the editor saves them; any other encoding would read as other letters. */
function contentText(file: string, bytes: Uint8Array): string | InputError {
  if (isUtf16(bytes)) return new InputError({ file, problem: ContentFileUtf16({}) });
  const text = new TextDecoder('utf-8').decode(bytes);
  if (isUtf8(bytes)) return text;
  const at = firstInvalidByte(bytes, text);
  const line = bytes.subarray(0, at).filter((byte) => byte === 0x0a).length + 1;
  const latin1 = new TextDecoder('windows-1252').decode(bytes.subarray(at, at + 1));
  return new InputError({ file, line, problem: ContentFileNotUtf8({ byte: bytes[at]!, latin1 }) });
}

/** UTF-16 has a byte order mark or a zero byte beside every ASCII letter; UTF-8 text has none. */
function isUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const start = bytes.subarray(0, 64);
  return start.length >= 2 && start.filter((byte) => byte === 0).length >= start.length / 4;
}

/** The decoder replaces each invalid sequence, so the text encoded again matches up to the first. */
function firstInvalidByte(bytes: Uint8Array, text: string): number {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const again = new TextEncoder().encode(text);
  let i = 0;
  while (i < again.length && again[i] === bytes[bom + i]) i++;
  return bom + i;
}

/** YAML 1.2's plain types and '!'; any other tag asks for something the owner does not see in the file. */
const PLAIN_TAGS = new Set(['!', ...['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((type) => `tag:yaml.org,2002:${type}`)]);

export function parseContentFile(file: string, text: string): ContentFile | InputError[] {
  // YAML counts a lone carriage return as a line break and the parser does not; this keeps offsets.
  const source = text.replace(/\r(?!\n)/g, '\n');
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, version: '1.2' });
  const problems: YamlProblem[] = [...directives(source), ...syntaxProblems(doc.errors, source), ...unplainNodes(doc, source)];
  if (problems.length) {
    const errors: InputError[] = [];
    for (const { message, offset } of problems.sort((a, b) => a.offset - b.offset)) {
      const { line, col } = lines.linePos(offset);
      // One problem per line: a mistake the parser trips over many times is still one mistake.
      if (!errors.some((seen) => seen.line === line)) errors.push(new InputError({ file, line, column: col, problem: message }));
    }
    return errors;
  }
  const data = doc.toJS({ maxAliasCount: 0 });
  if (data === null || data === undefined) return [new InputError({ file, problem: ContentFileEmpty({}) })];
  return {
    file,
    data,
    lineOf: (fieldPath) => {
      const { offset } = locate(doc.contents, fieldPath);
      return offset === undefined ? undefined : lines.linePos(offset).line;
    },
    writtenAt: (fieldPath) => {
      const { node } = locate(doc.contents, fieldPath);
      if (!isScalar(node) || typeof node.value === 'string' || node.value === null || !node.range) return undefined;
      return source.slice(node.range[0], node.range[1]);
    },
  };
}

/** A directive changes how the file is read ('%YAML 1.1' makes 'yes' true). */
function directives(text: string): YamlProblem[] {
  return [...new Parser().parse(text)]
    .filter((token) => token.type === 'directive')
    .map((token) => ({
      message: YamlDirective({ source: 'source' in token ? token.source : '%' }),
      offset: token.offset,
    }));
}

/** The parser's errors, in words. A tab that indents a line throws every line below it out of place: only the tabs are named. */
function syntaxProblems(errors: readonly YAMLError[], text: string): YamlProblem[] {
  const tabs = errors.filter((e) => e.code === 'TAB_AS_INDENT');
  return (tabs.length ? tabs : errors).map((e) => yamlProblem(e, text));
}

function unplainNodes(doc: Document, text: string): YamlProblem[] {
  const problems: YamlProblem[] = [];
  visit(doc, {
    // The editor never writes an alias, and a value that contains itself can never be shown.
    Alias(_key, node) {
      problems.push({
        message: YamlAlias(node),
        offset: node.range?.[0] ?? 0,
      });
    },
    Node(_key, node) {
      if (node.tag === undefined || PLAIN_TAGS.has(node.tag)) return;
      const tag = doc.directives?.tagString(node.tag) ?? node.tag;
      // The node starts at its value; the tag is written before it.
      const value = node.range?.[0] ?? 0;
      const written = text.lastIndexOf(tag, value);
      problems.push({
        message: YamlTag({ tag }),
        offset: written < 0 ? value : written,
      });
    },
    Pair(_key, pair) {
      if (!isCollection(pair.key)) return;
      problems.push({
        message: YamlKeyNotAWord({}),
        offset: pair.key.range?.[0] ?? 0,
      });
    },
  });
  return problems;
}

/** The node at `fieldPath`, and its key's offset (or the nearest written field's above it). */
function locate(root: unknown, fieldPath: readonly PropertyKey[]): { node: unknown; offset: number | undefined } {
  let node = root;
  let offset = (node as Node | null)?.range?.[0];
  for (const segment of fieldPath) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return { node: undefined, offset };
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      node = node.items[segment];
      offset = (node as Node).range?.[0] ?? offset;
    } else return { node: undefined, offset };
    if (isAlias(node)) return { node: undefined, offset };
  }
  return { node, offset };
}

interface YamlProblem {
  message: string;
  offset: number;
}

/** The parser's error in the owner's words, at the place the mistake was made (the parser may trip lines later). */
function yamlProblem(error: YAMLError, text: string): YamlProblem {
  const offset = error.pos[0];
  const reason = firstLine(error).replace(/ at line \d+, column \d+:?$/, '');
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return { message: YamlTabIndent({}), offset };
    case 'BAD_INDENT':
      return { message: YamlBadIndent({}), offset };
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return { message: YamlFieldWithoutColon({}), offset };
    case 'DUPLICATE_KEY': {
      const key = /^\s*([^:\n]+):/.exec(text.slice(offset))?.[1]?.trim();
      return { message: YamlFieldTwice({ key }), offset };
    }
    case 'MISSING_CHAR':
      if (/quote/i.test(error.message)) {
        // The parser notices a quote that never closes at the end of the file; the owner needs the line it opens on.
        return { message: YamlQuoteNotClosed({}), offset: unclosedQuote(text) ?? offset };
      }
      if (/indicator/i.test(error.message)) return { message: YamlListEntry({}), offset };
      return { message: YamlBracketNotClosed({ reason }), offset };
    case 'BAD_SCALAR_START':
      return { message: YamlBadStart({}), offset };
    case 'RESOURCE_EXHAUSTION':
      return { message: YamlTooDeep({}), offset };
    case 'MULTIPLE_DOCS': {
      const end = documentEnd(text, offset);
      return end === undefined ? { message: YamlSecondDocument({}), offset } : { message: YamlEndMarker({}), offset: end };
    }
    default:
      return { message: YamlInvalid({ reason }), offset };
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

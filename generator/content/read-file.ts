// Part of the content phase: reading the content files. Each content/<name>.yaml is parsed by
// the `yaml` library, which keeps where every value stands in the file, so a message can name
// the line of the field it is about. A file the YAML rules refuse is reported with its line,
// its column and what is wrong, in words an owner understands.
import { readFileSync, statSync } from 'node:fs';
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
import { ContentFileEmpty, ContentFileMissing, ContentFileTooLarge } from '../error-messages.ts';
import { InputError } from '../errors.ts';
import { contentText } from './encoding.ts';
import { type YamlProblem, yamlProblem } from './yaml-problems.ts';

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
  /**
   * How the value of a field is written when the YAML rules read it as a number or true/false
   * ('0x10' for 16, '0123' for 123): a message shows it as the owner typed it.
   */
  writtenAt(path: readonly PropertyKey[]): string | undefined;
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
    return [new InputError({ file, problem: ContentFileMissing({ folder, file: path.basename(file), name }) })];
  }
  if (size > MAX_CONTENT_FILE_BYTES) {
    return [new InputError({ file, problem: ContentFileTooLarge({ bytes: size }) })];
  }
  const text = contentText(file, readFileSync(abs));
  return typeof text === 'string' ? parseContentFile(file, name, text) : [text];
}

/**
 * The tags a content file may use: YAML 1.2's plain types ('!!str 0123' keeps a number as text)
 * and '!', which says "plain". Any other ('!include', '!!js/function', '!!binary') asks a
 * program for something the owner does not see in the file, and the parser would drop it
 * silently or read the value as something else.
 */
const PLAIN_TAGS = new Set(['!', ...['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((type) => `tag:yaml.org,2002:${type}`)]);

/** Parses the text of a content file. */
export function parseContentFile(file: string, name: string, text: string): ContentFile | InputError[] {
  // YAML counts a lone carriage return (the line end of classic Mac OS) as a line break, and the
  // parser does not: each becomes a newline, which keeps every offset where it was.
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
    name,
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

/**
 * A directive ('%YAML 1.1', '%TAG') changes how the rest of the file is read ('%YAML 1.1' makes
 * 'on' and 'yes' true): a content file is read by one set of rules, the ones its guide describes.
 */
function directives(text: string): YamlProblem[] {
  return [...new Parser().parse(text)]
    .filter((token) => token.type === 'directive')
    .map((token) => ({
      message: `'${'source' in token ? token.source : '%'}' is a YAML directive, which changes how the file is read; content files use none, so remove the line`,
      offset: token.offset,
    }));
}

/** The parser's errors, in words. A tab that indents a line throws every line below it out of place: only the tabs are named. */
function syntaxProblems(errors: readonly YAMLError[], text: string): YamlProblem[] {
  const tabs = errors.filter((e) => e.code === 'TAB_AS_INDENT');
  return (tabs.length ? tabs : errors).map((e) => yamlProblem(e, text));
}

/** What a content file may not hold even where the YAML is valid: aliases, tags other than the plain types, a list or group as a field's name. */
function unplainNodes(doc: Document, text: string): YamlProblem[] {
  const problems: YamlProblem[] = [];
  visit(doc, {
    // An alias repeats another part of the file by reference: the editor never writes one, and a
    // value that contains itself can never be shown. Each value is written where it stands.
    Alias(_key, node) {
      problems.push({
        message: `'*${node.source}' repeats another part of the file (a YAML alias); write the value out where it is used`,
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
        message: `'${tag}' is a YAML tag, which content files do not use; remove it and write the value itself (in quotes if it is a text)`,
        offset: written < 0 ? value : written,
      });
    },
    Pair(_key, pair) {
      if (!isCollection(pair.key)) return;
      problems.push({
        message: "a field's name here is a list or a group; a field is named by a word, as in 'title: My text'",
        offset: pair.key.range?.[0] ?? 0,
      });
    },
  });
  return problems;
}

/**
 * The node at `fieldPath` (undefined when the path goes past what is written) and where the
 * field is written: its key's offset in a map, its own in a list; for a path that goes past
 * what is written, the offset of the nearest field above it.
 */
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

// Small edits to a content file's source, made the way an owner makes them: an entry added to a
// list, an entry removed, one value changed. Each edit finds exactly one place or throws, naming
// the file and what it looked for, so a change in the file's shape fails the test loudly
// instead of silently leaving the content as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class SourceFile {
  private text: string;
  private readonly file: string;

  constructor(
    root: string,
    /** Project-relative, e.g. 'content/team.ts'. */
    readonly name: string,
  ) {
    this.file = path.join(root, name);
    this.text = readFileSync(this.file, 'utf8');
  }

  /**
   * Replaces the one match of `pattern` (the first, with `first`) with `replacement`; `within`
   * limits the search to the entry holding that marker (e.g. "id: 'dj'", a pricing tab).
   */
  replace(pattern: RegExp, replacement: (match: RegExpExecArray) => string, options: { first?: boolean; within?: string } = {}): this {
    const [from, to] = options.within ? this.range(options.within) : [0, this.text.length];
    const region = this.text.slice(from, to);
    const matches = [...region.matchAll(new RegExp(pattern.source, pattern.flags.replace('g', '') + 'g'))];
    const [match, ...others] = matches;
    if (!match || (others.length && !options.first)) {
      throw this.shapeError(
        `one match of ${pattern}${options.within ? ` in the entry with ${options.within}` : ''}, found ${matches.length}`,
      );
    }
    const at = from + match.index;
    this.text = this.text.slice(0, at) + replacement(match) + this.text.slice(at + match[0].length);
    return this;
  }

  /** Adds `entry` (an object literal) to the list after the entry that contains `marker`. */
  insertAfterEntry(marker: string, entry: string): this {
    const { end, indent } = this.entry(marker);
    const after = this.text[end] === ',' ? end + 1 : end;
    const comma = this.text[end] === ',' ? '' : ',';
    this.text = this.text.slice(0, after) + `${comma}\n${indent}${reindent(entry, indent)},` + this.text.slice(after);
    return this;
  }

  /**
   * Removes the entry (an object literal in a list) that contains `marker`, with its line;
   * `within` limits the search to the entry holding that marker (a tier inside one tab).
   */
  removeEntry(marker: string, options: { within?: string } = {}): this {
    const { start, end } = this.entry(marker, options.within ? this.range(options.within) : undefined);
    let from = start;
    while (from > 0 && ' \t'.includes(this.text.charAt(from - 1))) from--;
    if (from > 0 && this.text[from - 1] === '\n') from--;
    const to = this.text[end] === ',' ? end + 1 : end;
    this.text = this.text.slice(0, from) + this.text.slice(to);
    return this;
  }

  /** Adds `entry` as the last item of the one list that `opening` starts (e.g. 'nav: ['). */
  appendToList(opening: string, entry: string): this {
    const at = this.only(opening) + opening.length - 1;
    if (this.text[at] !== '[') throw this.shapeError(`'${opening}' to end with '['`);
    const close = this.matching(at, '[', ']');
    let last = close - 1;
    while (/\s/.test(this.text.charAt(last))) last--;
    const comma = this.text[last] === ',' || this.text[last] === '[' ? '' : ',';
    const indent = /\n([ \t]*)[^\n]*$/.exec(this.text.slice(0, at))?.[1] ?? '';
    this.text = this.text.slice(0, last + 1) + `${comma}\n${indent}  ${reindent(entry, indent + '  ')}` + this.text.slice(last + 1);
    return this;
  }

  save(): void {
    writeFileSync(this.file, this.text);
  }

  /** Where the entry holding `marker` starts and ends. */
  private range(marker: string): [number, number] {
    const { start, end } = this.entry(marker);
    return [start, end];
  }

  /** The `{ … }` around the one occurrence of `marker` (inside `range`), and its line's indentation. */
  private entry(marker: string, range?: [number, number]): { start: number; end: number; indent: string } {
    const at = this.only(marker, range);
    let depth = 0;
    let start = -1;
    for (let i = at - 1; i >= 0; i--) {
      if (this.text[i] === '}') depth++;
      else if (this.text[i] === '{' && depth-- === 0) {
        start = i;
        break;
      }
    }
    if (start < 0) throw this.shapeError(`'${marker}' inside an object literal`);
    const end = this.matching(start, '{', '}') + 1;
    const indent = /([ \t]*)$/.exec(this.text.slice(0, start))?.[1] ?? '';
    return { start, end, indent };
  }

  /** The index of the bracket that closes the one at `open`. */
  private matching(open: number, opener: string, closer: string): number {
    let depth = 0;
    for (let i = open; i < this.text.length; i++) {
      if (this.text[i] === opener) depth++;
      else if (this.text[i] === closer && --depth === 0) return i;
    }
    throw this.shapeError(`a '${closer}' closing the '${opener}' at offset ${open}`);
  }

  /** The index of the one occurrence of `needle` (inside `range`). */
  private only(needle: string, [from, to]: [number, number] = [0, this.text.length]): number {
    const region = this.text.slice(from, to);
    const count = region.split(needle).length - 1;
    if (count !== 1) throw this.shapeError(`one '${needle}'${from > 0 ? ' in its entry' : ''}, found ${count}`);
    return from + region.indexOf(needle);
  }

  private shapeError(expected: string): Error {
    return new Error(`${this.name}: expected ${expected}. Has the file's shape changed? Update test/edits/ to make the same edit.`);
  }
}

/** Indents every line but the first of `text` by `indent`. */
function reindent(text: string, indent: string): string {
  return text
    .trim()
    .split('\n')
    .map((line, i) => (i === 0 ? line : indent + line))
    .join('\n');
}

// Small edits to a content file, made the way an owner makes them (by hand, or through the
// editor at /admin/, which rewrites the same YAML): an entry added to a list, an entry removed,
// one value changed. The file is edited as YAML (the `yaml` library keeps its comments and
// layout), and each edit finds exactly one place or throws, naming the file and what it looked
// for, so a change in the file's shape fails the test loudly instead of silently leaving the
// content as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Document, isMap, isSeq, parseDocument, type YAMLSeq } from 'yaml';

type Key = string | number;

export class SourceFile {
  private readonly doc: Document;
  private readonly file: string;

  constructor(
    root: string,
    /** Project-relative, e.g. 'content/team.yaml'. */
    readonly name: string,
  ) {
    this.file = path.join(root, name);
    this.doc = parseDocument(readFileSync(this.file, 'utf8'));
    if (this.doc.errors.length) throw this.shapeError(`valid YAML (${this.doc.errors[0]?.message})`);
  }

  /** The place in the list at `list` of the one entry whose `field` is `value`. */
  indexOf(list: Key[], field: string, value: unknown): number {
    const items = this.list(list).items.map((item) => (isMap(item) ? item.toJSON() : undefined));
    const found = items.flatMap((item, i) => (item?.[field] === value ? [i] : []));
    if (found.length !== 1) throw this.shapeError(`one entry of ${list.join('.')} with ${field}: ${String(value)}, found ${found.length}`);
    return found[0]!;
  }

  /** Changes the value at `at`, which must already be there. */
  set(at: Key[], value: unknown): this {
    if (!this.doc.hasIn(at)) throw this.shapeError(`a value at ${at.join('.')}`);
    this.doc.setIn(at, value);
    return this;
  }

  /** Adds `entry` to the list at `list`, after the entry at `after` (at the end without it). */
  insert(list: Key[], entry: unknown, after?: number): this {
    const seq = this.list(list);
    seq.items.splice(after === undefined ? seq.items.length : after + 1, 0, this.doc.createNode(entry));
    return this;
  }

  /** Removes the entry at `index` of the list at `list`. */
  remove(list: Key[], index: number): this {
    const seq = this.list(list);
    if (!seq.items[index]) throw this.shapeError(`an entry ${index} in ${list.join('.')}`);
    seq.items.splice(index, 1);
    return this;
  }

  save(): void {
    writeFileSync(this.file, this.doc.toString({ lineWidth: 0 }));
  }

  private list(at: Key[]): YAMLSeq {
    const node = this.doc.getIn(at, true);
    if (!isSeq(node)) throw this.shapeError(`a list at ${at.join('.')}`);
    return node;
  }

  private shapeError(expected: string): Error {
    return new Error(`${this.name}: expected ${expected}. Has the file's shape changed? Update test/edits/ to make the same edit.`);
  }
}

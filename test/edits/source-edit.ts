// Small edits to a content file, made the way an owner makes them: an entry added to a list, an
// entry removed, one value changed. The values are edited and written back into the file the
// way the editor at /admin/ saves (admin/yaml-edit.ts), so only the edited lines change and the
// comments and layout stay. Each edit finds exactly one place or throws, naming the file and
// what it looked for, so a change in the file's shape fails the test loudly instead of silently
// leaving the content as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { withChanges } from '../../admin/yaml-edit.ts';

type Key = string | number;

export class SourceFile {
  private readonly text: string;
  private readonly values: unknown;
  private readonly file: string;

  constructor(
    root: string,
    /** Project-relative, e.g. 'content/team.yaml'. */
    readonly name: string,
  ) {
    this.file = path.join(root, name);
    this.text = readFileSync(this.file, 'utf8');
    const doc = parseDocument(this.text);
    if (doc.errors.length) throw this.shapeError(`valid YAML (${doc.errors[0]?.message})`);
    this.values = doc.toJS();
  }

  /** The place in the list at `list` of the one entry whose `field` is `value`. */
  indexOf(list: Key[], field: string, value: unknown): number {
    const found = this.list(list).flatMap((item, i) => ((item as Record<string, unknown> | null)?.[field] === value ? [i] : []));
    if (found.length !== 1) throw this.shapeError(`one entry of ${list.join('.')} with ${field}: ${String(value)}, found ${found.length}`);
    return found[0]!;
  }

  /** Changes the value at `at`, which must already be there. */
  set(at: Key[], value: unknown): this {
    const parent = this.at(at.slice(0, -1)) as Record<Key, unknown> | null;
    const last = at.at(-1)!;
    if (typeof parent !== 'object' || parent === null || !(last in parent)) throw this.shapeError(`a value at ${at.join('.')}`);
    parent[last] = value;
    return this;
  }

  /** Adds `entry` at the end of the list at `list`. */
  insert(list: Key[], entry: unknown): this {
    this.list(list).push(structuredClone(entry));
    return this;
  }

  /** Removes the one entry of the list at `list` whose `field` is `value`. */
  remove(list: Key[], field: string, value: unknown): this {
    this.list(list).splice(this.indexOf(list, field, value), 1);
    return this;
  }

  save(): void {
    writeFileSync(this.file, withChanges(this.text, this.values));
  }

  private at(at: Key[]): unknown {
    return at.reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<Key, unknown>)[key] : undefined),
      this.values,
    );
  }

  private list(at: Key[]): unknown[] {
    const node = this.at(at);
    if (!Array.isArray(node)) throw this.shapeError(`a list at ${at.join('.')}`);
    return node;
  }

  private shapeError(expected: string): Error {
    return new Error(`${this.name}: expected ${expected}. Has the file's shape changed? Update test/edits/ to make the same edit.`);
  }
}

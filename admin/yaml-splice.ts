// The saved values applied to the file's text itself: the changed texts, numbers and switches
// are rewritten where they stand (in their own quotes), a removed key or list entry loses its
// own lines, a new one gets new lines at its place, and every other byte of the file stays as
// the owner wrote it: comments, blank lines, spacing, long lines, the order of the keys. The
// `yaml` library's concrete syntax tree (keepSourceTokens) says where each value is in the text.
// What this cannot do in place (a flow list such as [a, b], a key on the line of its list's
// dash, an empty value given one, anchors) it leaves to the Document API: it returns undefined.
import { CST, Document, isMap, isScalar, isSeq, type Node, parseDocument, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { isRecord } from '../framework/shared/is-record.ts';
import { alignLists } from './list-alignment.ts';
import { placeOf, WRITE_OPTIONS } from './yaml-merge.ts';
import { type FieldOrder, fieldsUnder, ordered, sameValue } from './yaml-values.ts';

class CannotSplice extends Error {}

/** One change of the text: what lies from `from` to `to` becomes `text`. */
interface TextEdit {
  from: number;
  to: number;
  text: string;
}

type Item = CST.CollectionItem;

/** `text` with `data` applied in place; undefined for what only a rewrite can do. */
export function spliceIntoText(text: string, data: unknown, fields?: readonly FieldOrder[]): string | undefined {
  const doc = parseDocument(text, { keepSourceTokens: true });
  if (doc.errors.length) return undefined;
  const edits: TextEdit[] = [];
  try {
    new Splicer(text, doc, edits).value(doc.contents as Node | null, data, fields);
    return applied(text, edits);
  } catch (error) {
    if (error instanceof CannotSplice) return undefined;
    throw error;
  }
}

function applied(text: string, edits: TextEdit[]): string {
  // From the end, so each offset still points into the original text; of two insertions at
  // one place, the one made first comes first.
  const order = edits.map((edit, i) => ({ ...edit, i })).sort((a, b) => b.from - a.from || b.i - a.i);
  let out = text;
  let limit = text.length;
  for (const edit of order) {
    if (edit.to > limit) throw new CannotSplice('two changes overlap');
    out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
    limit = edit.from;
  }
  return out;
}

class Splicer {
  private readonly eol: string;

  constructor(
    private readonly text: string,
    private readonly doc: Document,
    private readonly edits: TextEdit[],
  ) {
    this.eol = text.includes('\r\n') ? '\r\n' : '\n';
  }

  value(node: Node | null, value: unknown, fields: readonly FieldOrder[] | undefined, parent?: CST.BlockMap | CST.BlockSequence): void {
    if (node && sameValue(node.toJS(this.doc), value)) return;
    if (!node || (node as { anchor?: string }).anchor) throw new CannotSplice('an empty or anchored value');
    if (isScalar(node) && !isRecord(value) && !Array.isArray(value) && parent) this.scalar(node, value, parent);
    else if (isMap(node) && isRecord(value) && node.srcToken?.type === 'block-map') this.map(node, node.srcToken, value, fields);
    else if (isSeq(node) && Array.isArray(value) && node.srcToken?.type === 'block-seq') this.seq(node, node.srcToken, value, fields);
    else throw new CannotSplice('a value of another kind, or a flow collection');
  }

  /** A text, number or switch rewritten where it stands, in its own style of quotes. */
  private scalar(node: Scalar, value: unknown, parent: CST.BlockMap | CST.BlockSequence): void {
    const token = node.srcToken as CST.FlowScalar | CST.BlockScalar | undefined;
    if (!token || token.type === 'alias') throw new CannotSplice('a value without text of its own');
    const inSeq = parent.type === 'block-seq';
    const fresh = new Document(inSeq ? [value] : { k: value });
    const written = (inSeq ? (fresh.contents as YAMLSeq).items[0] : (fresh.contents as YAMLMap).items[0]?.value) as Scalar;
    if (typeof value === 'string' && node.type) written.type = node.type;
    // "k: <value>" or "- <value>" at the left margin, its later lines indented under the key.
    const lines = fresh
      .toString(WRITE_OPTIONS)
      .slice(inSeq ? 2 : 3)
      .split('\n');
    let replacement = lines.map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(parent.indent) + line)).join('\n');
    const old = token.type === 'block-scalar' ? CST.stringify(token) : token.source;
    // A block text ends with its line break, a one-line value before it: keep the file's.
    if (!old.endsWith('\n')) replacement = replacement.replace(/\n$/, '');
    else if (!replacement.endsWith('\n')) replacement += '\n';
    this.edit(token.offset, token.offset + old.length, replacement);
  }

  private map(node: YAMLMap, token: CST.BlockMap, value: Record<string, unknown>, fields: readonly FieldOrder[] | undefined): void {
    const keys = node.items.map((pair) => {
      if (!isScalar(pair.key)) throw new CannotSplice('a key that is not plain text');
      return String(pair.key.value);
    });
    const items = node.items.map((pair) => {
      const item = token.items.find((i) => i.key && i.key === (pair.key as Scalar).srcToken);
      if (!item) throw new CannotSplice('a key the syntax tree does not show');
      return item as Item;
    });
    keys.forEach((key, i) => {
      if (!(key in value)) this.remove(items[i]!);
      else this.value(node.items[i]!.value as Node | null, value[key], fieldsUnder(fields, key), token);
    });
    const kept = keys.filter((key) => key in value);
    // In the schema's order, so two new keys at one place come out in that order too.
    for (const [key, child] of Object.entries(ordered(value, fields) as Record<string, unknown>)) {
      if (keys.includes(key)) continue;
      const at = placeOf(key, kept, fields);
      const place = at < kept.length ? this.startOf(items[keys.indexOf(kept[at]!)]!) : this.endOf(items.at(-1)!);
      this.edit(place, place, this.lines({ [key]: child }, token.indent, place));
    }
  }

  private seq(node: YAMLSeq, token: CST.BlockSequence, value: unknown[], fields: readonly FieldOrder[] | undefined): void {
    const old = node.items as (Node | null)[];
    const items = old.map((child) => {
      const item = token.items.find((i) => child && i.value === child.srcToken);
      if (!item) throw new CannotSplice('a list entry the syntax tree does not show');
      return item as Item;
    });
    // New entries go after the last entry of the file passed so far, or before the first.
    let passed: Item | undefined;
    for (const step of alignLists(
      old.map((child) => child?.toJS(this.doc)),
      value,
    )) {
      if (step.kind === 'added') {
        if (!items.length) throw new CannotSplice('an empty list');
        const place = passed ? this.endOf(passed) : this.startOf(items[0]!);
        const moved = step.movedFrom !== undefined ? items[step.movedFrom]! : undefined;
        const text = moved
          ? this.text.slice(this.startOf(moved), this.endOf(moved))
          : this.lines([ordered(value[step.to], fields)], token.indent, place);
        this.edit(place, place, text);
        continue;
      }
      passed = items[step.from]!;
      if (step.kind === 'removed') this.remove(passed);
      if (step.kind === 'edited') this.value(old[step.from] ?? null, value[step.to], fields, token);
    }
  }

  /** Removes an entry's lines, with the comments written above it (the first entry's belong to the list). */
  private remove(item: Item): void {
    this.edit(this.startOf(item), this.endOf(item), '');
  }

  /** The start of the line an entry begins on; it must begin its own line. */
  private startOf(item: Item): number {
    const first = firstOffset(item);
    const line = this.text.lastIndexOf('\n', first - 1) + 1;
    if (/\S/.test(this.text.slice(line, first))) throw new CannotSplice('an entry that shares its line');
    return line;
  }

  /** Just after an entry's last line break. */
  private endOf(item: Item): number {
    const end = firstOffset(item) + CST.stringify(item).length;
    if (end !== this.text.length && this.text[end - 1] !== '\n') throw new CannotSplice('an entry that ends inside a line');
    return end;
  }

  /** `value` written as YAML lines indented by `indent`, for an insertion at `place`. */
  private lines(value: unknown, indent: number, place: number): string {
    const body = new Document(value)
      .toString(WRITE_OPTIONS)
      .split('\n')
      .map((line) => (line === '' ? line : ' '.repeat(indent) + line))
      .join('\n');
    // At the end of a file without a last line break, the new lines start on a line of their own.
    return place === this.text.length && !this.text.endsWith('\n') && place > 0 ? '\n' + body.replace(/\n$/, '') : body;
  }

  private edit(from: number, to: number, text: string): void {
    this.edits.push({ from, to, text: this.eol === '\n' ? text : text.replace(/\r?\n/g, this.eol) });
  }
}

function firstOffset(item: Item): number {
  const first = item.start[0] ?? item.key ?? item.sep?.[0] ?? item.value;
  if (!first) throw new CannotSplice('an empty entry');
  return first.offset;
}

// The saved values applied to the file's YAML document with the `yaml` library's Document API:
// each node whose value did not change is left as it is, with its comments; a changed text keeps
// its quotes; a new key goes where the schema's order puts it; list entries are matched as
// alignLists says. The document is then written out whole, so what the library cannot write
// back as it read it (extra spaces, a folded text, a flow list's spacing) comes out in its own
// style: this is the way for the edits that saving only the changed lines cannot make.
import { type Document, isMap, isScalar, isSeq, type Node, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { isRecord } from '../framework/shared/is-record.ts';
import { alignLists } from './list-alignment.ts';
import { type FieldOrder, fieldsUnder, ordered, sameValue } from './yaml-values.ts';

/** How the editor writes a whole document: long texts stay on one line. */
export const WRITE_OPTIONS = { lineWidth: 0 } as const;

/** `text` with `data` applied through its document, written out whole; undefined when `text` is not valid YAML. */
export function mergeIntoDocument(text: string, data: unknown, fields?: readonly FieldOrder[]): string | undefined {
  const doc = parseDocument(text);
  if (doc.errors.length) return undefined;
  doc.contents = merged(doc, doc.contents as Node | null, data, fields) as typeof doc.contents;
  return doc.toString(WRITE_OPTIONS);
}

function merged(doc: Document, node: Node | null, value: unknown, fields: readonly FieldOrder[] | undefined): Node {
  if (node && sameValue(node.toJS(doc), value)) return node;
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    node.value = value;
    return node;
  }
  if (isMap(node) && isRecord(value)) return mergedMap(doc, node, value, fields);
  if (isSeq(node) && Array.isArray(value)) return mergedSeq(doc, node, value, fields);
  const fresh = doc.createNode(ordered(value, fields)) as Node;
  if (node) Object.assign(fresh, { commentBefore: node.commentBefore, comment: node.comment });
  return fresh;
}

function mergedMap(doc: Document, map: YAMLMap, value: Record<string, unknown>, fields: readonly FieldOrder[] | undefined): YAMLMap {
  const keyOf = (item: YAMLMap['items'][number]) => String(isScalar(item.key) ? item.key.value : item.key);
  map.items = map.items.filter((item) => keyOf(item) in value);
  for (const [key, child] of Object.entries(value)) {
    const pair = map.items.find((item) => keyOf(item) === key);
    if (pair) pair.value = merged(doc, pair.value as Node | null, child, fieldsUnder(fields, key));
    else map.items.splice(placeOf(key, map.items.map(keyOf), fields), 0, doc.createPair(key, ordered(child, fieldsUnder(fields, key))));
  }
  return map;
}

/** Where a new key goes among `keys`: before the first key the schema puts after it, else at the end. */
export function placeOf(key: string, keys: readonly string[], fields: readonly FieldOrder[] | undefined): number {
  const order = fields?.map((f) => f.name) ?? [];
  const rank = order.indexOf(key);
  if (rank === -1) return keys.length;
  const before = keys.map((k) => order.indexOf(k));
  const after = before.findIndex((r) => r > rank);
  return after === -1 ? keys.length : after;
}

function mergedSeq(doc: Document, seq: YAMLSeq, value: unknown[], fields: readonly FieldOrder[] | undefined): YAMLSeq {
  const old = seq.items as (Node | null)[];
  seq.items = alignLists(
    old.map((item) => item?.toJS(doc)),
    value,
  ).flatMap((step) => {
    if (step.kind === 'same') return [old[step.from]];
    if (step.kind === 'edited') return [merged(doc, old[step.from] ?? null, value[step.to], fields)];
    if (step.kind === 'removed') return [];
    return [step.movedFrom !== undefined ? old[step.movedFrom] : doc.createNode(ordered(value[step.to], fields))];
  });
  return seq;
}

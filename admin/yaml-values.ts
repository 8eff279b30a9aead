// The values the editor saves, as plain data: whether two are the same, and the order the schema
// gives a map's keys. The editor's configuration lists each entry's fields in the schema's order
// (Decap fields: an object's `fields`, a list's `fields` for its entries or `field` for a single
// one), and that order is where a new key belongs in the owner's file.
import { isRecord } from '../framework/shared/is-record.ts';

/** A field of the editor's configuration, as far as the order of keys goes. */
export interface FieldOrder {
  name: string;
  fields?: readonly FieldOrder[];
  field?: FieldOrder;
}

/** The fields of the map (or of each map of the list) under `key`. */
export function fieldsUnder(fields: readonly FieldOrder[] | undefined, key: string): readonly FieldOrder[] | undefined {
  const field = fields?.find((f) => f.name === key);
  return field?.fields ?? field?.field?.fields;
}

/** Deep equality of data as YAML and JSON hold it; the order of a map's keys does not count. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

/** `value` with the keys of each map in the schema's order; keys the schema does not name follow, as they came. */
export function ordered(value: unknown, fields: readonly FieldOrder[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (!isRecord(value)) return value;
  const rank = (key: string) => {
    const at = fields?.findIndex((f) => f.name === key) ?? -1;
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(keys.map((key) => [key, ordered(value[key], fieldsUnder(fields, key))]));
}

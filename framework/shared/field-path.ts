// A field named the way an owner reads the file, for the build's messages and the editor's
// preview: `tab dj (the 1st) › tier Premium DJ (the 2nd) › price` rather than
// `tabs.0.tiers.1.price`. An entry of a list is named by its singular noun (from the schema's
// metadata), its id or name when it has one, and its place counted from 1.

/** The part of a JSON Schema this reads: what an object's fields and a list's entries are. */
export interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  singular?: string;
}

/** The fields that name an entry, in the order they are tried. */
const NAME_FIELDS = ['id', 'slug', 'name', 'label', 'title', 'question', 'days'];

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** What names an entry: its id, slug, name … when it is a short text. */
function entryName(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const record = entry as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 60) return value.trim();
  }
  return undefined;
}

/**
 * `path` (zod's, into `data`) in the owner's words; `schema` is the module's JSON Schema, whose
 * lists carry their singular noun. An empty path is the whole file.
 */
export function fieldPath(path: readonly PropertyKey[], data: unknown, schema: SchemaNode | undefined): string {
  const parts: string[] = [];
  let value: unknown = data;
  let node = schema;
  for (const segment of path) {
    if (typeof segment === 'number') {
      const listKey = parts.pop() ?? 'entry';
      const noun = node?.singular ?? listKey;
      const item = Array.isArray(value) ? value[segment] : undefined;
      const name = entryName(item);
      parts.push(`${noun}${name ? ` ${name}` : ''} (the ${ordinal(segment + 1)})`);
      value = item;
      node = node?.items;
    } else {
      const key = String(segment);
      parts.push(key);
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      node = node?.properties?.[key];
    }
  }
  return parts.join(' › ');
}

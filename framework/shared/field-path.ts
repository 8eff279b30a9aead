// A field named the way an owner reads the file: `tab dj (the 1st) › tier Premium DJ (the 2nd) ›
// price` rather than `tabs.0.tiers.1.price`.

import type { JsonNode } from './json-schema.ts';

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

/** `schema` is the module's JSON Schema, whose lists carry their singular noun. */
export function fieldPath(path: readonly PropertyKey[], data: unknown, schema: JsonNode | undefined): string {
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

// The error messages of the content schemas: what is wrong and what is expected, in words a
// site owner understands (zod's own messages speak of types and paths).
import type { z } from 'zod';

/** A value as a site owner would name it: "the number 1650", "'$1400'", "a list". */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  // What YAML reads from a field whose value was deleted ('caption:').
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the value ${value}`;
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

export const expected = (what: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? 'required' : `expected ${what}, got ${describe(iss.input)}`;

const ARTICLE: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * The fallback for issues no schema words itself (passed to safeParse by the build): wrong
 * types and misspelt fields. Schema-level messages take precedence over it.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (iss) => {
  if (iss.code === 'invalid_type') {
    if (iss.input === undefined) return 'required';
    return `expected ${ARTICLE[iss.expected] ?? iss.expected}, got ${describe(iss.input)}`;
  }
  if (iss.code === 'unrecognized_keys') {
    const keys = iss.keys.map((k) => `'${k}'`).join(', ');
    return `unknown field${iss.keys.length > 1 ? 's' : ''} ${keys} (misspelt, or not used by this section)`;
  }
  return undefined;
};

// Cross-checks: rules across the fields of a value (duplicates, counts, one of a kind) that run
// even where other fields are wrong, so that every problem is reported in one pass.
import type { z } from 'zod';
import { ordinal } from '../../framework/shared/field-path.ts';
import { isRecord } from '../../framework/shared/is-record.ts';

export const entries = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.map((x) => (isRecord(x) ? x : {})) : []);

/**
 * A check across fields (duplicates, one badge, counts by category) that runs even when other
 * fields of the same value are wrong. zod skips a refinement once its value has a type error, so
 * a wrong title would hide a duplicate id until the next build; `when: () => true` runs it in
 * the same pass. The value may therefore be malformed: `check` reads it through `entries` and
 * type tests.
 */
export function crossCheck<T extends z.ZodType>(
  schema: T,
  check: (value: Record<string, unknown> | unknown[], ctx: z.RefinementCtx) => void,
): T {
  return schema.superRefine(
    (value, ctx) => {
      if (isRecord(value) || Array.isArray(value)) check(value, ctx);
    },
    { when: () => true },
  );
}

/**
 * At most `n` entries. (zod's own .max() on a list stops it from reporting problems inside the
 * entries in the same pass; this check does not.)
 */
export function atMost<T extends z.ZodType>(schema: T, n: number, message: string): T {
  return crossCheck(schema, (items, ctx) => {
    if (Array.isArray(items) && items.length > n) ctx.addIssue({ code: 'custom', path: [], message: `${message}, found ${items.length}` });
  });
}

/** A field of a value that may be malformed: `field('id')(entry)`. */
export const field = (name: string) => (entry: unknown) => (isRecord(entry) ? entry[name] : undefined);

/** Reports entries whose `key` repeats an earlier one (entries without a text key are skipped). */
export function checkUnique(
  ctx: z.RefinementCtx,
  items: unknown,
  key: (item: unknown) => unknown,
  path: (i: number) => PropertyKey[],
  what: string,
): void {
  if (!Array.isArray(items)) return;
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const k = key(item);
    if (typeof k !== 'string') return;
    const first = seen.get(k);
    if (first !== undefined) {
      ctx.addIssue({ code: 'custom', path: path(i), message: `duplicate ${what} '${k}' (already used by the ${ordinal(first + 1)})` });
    } else seen.set(k, i);
  });
}

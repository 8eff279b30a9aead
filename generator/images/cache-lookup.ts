// encode()'s first step: which variants the cache already holds. Each entry is checked against
// its recorded size and hash (cache.ts); only the checked bytes are used, and a damaged entry is
// named and encoded again.
import type { OutputCache } from './cache.ts';
import type { Variant } from './variants.ts';

export interface CacheLookup {
  /** The checked bytes, by cache name. */
  found: Map<string, Buffer>;
  /** The variants to encode: missing, unrecorded or damaged. */
  todo: Variant[];
  /** The damaged entries, each with the reason, sorted. */
  damaged: string[];
}

export function lookUpCache(outputs: OutputCache, variants: readonly Variant[]): CacheLookup {
  const found = new Map<string, Buffer>();
  const damaged: string[] = [];
  for (const v of variants) {
    const verdict = outputs.verify(v.cacheName);
    if (verdict.ok) found.set(v.cacheName, verdict.bytes);
    // A missing file or record is simply not cached yet; anything else is damage.
    else if (verdict.reason !== 'missing' && verdict.reason !== 'no record') damaged.push(`${v.name}: ${verdict.reason}`);
  }
  return { found, todo: variants.filter((v) => !found.has(v.cacheName)), damaged: damaged.sort() };
}

/** The log line for damaged entries, or null when there are none. */
export function damageLine(damaged: readonly string[]): string | null {
  if (damaged.length === 0) return null;
  return `images: ${damaged.length} damaged cache ${damaged.length === 1 ? 'entry' : 'entries'}, re-encoding: ${damaged.join('; ')}`;
}

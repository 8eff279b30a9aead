// Web fonts trimmed to the characters the site shows: they are preloaded, on the first paint's
// critical path. Subsets are cached in .cache/fonts/ (an OutputCache, as the photos'), and pruned.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { sha256 } from '../hash.ts';
import { OutputCache } from '../images/cache.ts';

/** Bump when the subsetting below changes, so cached files are not reused. */
const FONTS_VERSION = 1;

/** Printable ASCII is always kept: widgets write text at run time ("Showing 12 photos"). */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/** The characters to keep: ASCII plus every other character in the given texts, sorted. */
export function glyphSet(texts: Iterable<string>): string {
  const chars = new Set(ASCII);
  for (const text of texts) for (const char of text) if (char.codePointAt(0)! > 0x7e) chars.add(char);
  for (const c of [...chars]) if (/\s/.test(c) && c !== ' ') chars.delete(c);
  return [...chars].sort().join('');
}

/** The cached subsets this process (a build is one) has used, by cache folder: what pruneFontCache keeps. */
const usedSubsets = new Map<string, Set<string>>();

/** Subsets one woff2 file to `glyphs`, cached in cacheDir by source bytes, glyphs and version. */
export async function subsetWoff2(file: string, glyphs: string, cacheDir: string, fontAxes: SiteConfig['fontAxes'] = {}): Promise<Buffer> {
  const source = await readFile(file);
  const axes = fontAxes[path.basename(file)];
  const key = sha256(Buffer.concat([Buffer.from(`${FONTS_VERSION}\0${glyphs}\0${JSON.stringify(axes ?? null)}\0`), source])).slice(0, 20);
  const name = `${path.basename(file, '.woff2')}-${key}.woff2`;
  usedSubsets.set(cacheDir, (usedSubsets.get(cacheDir) ?? new Set()).add(name));
  const cache = new OutputCache(cacheDir);
  await cache.load();
  // Not cached yet, or cut short or damaged: subset it again rather than ship it.
  const cached = cache.verify(name);
  if (cached.ok) return cached.bytes;
  const subset: Buffer = await subsetFont(source, glyphs, { targetFormat: 'woff2', ...(axes ? { variationAxes: axes } : {}) });
  await cache.write(name, subset);
  return subset;
}

/** Deletes the subsets no build of this process used, but not those written since `before` (OutputCache.prune); how many. */
export async function pruneFontCache(cacheDir: string, before: number): Promise<number> {
  const cache = new OutputCache(cacheDir);
  await cache.load();
  return (await cache.prune(usedSubsets.get(cacheDir) ?? new Set(), before)).files;
}

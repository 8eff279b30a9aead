// Web fonts trimmed to the characters the site shows: they are preloaded, on the first paint's
// critical path. Subsets are cached in .cache/fonts/ per font and set of characters, and pruned.
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { writeAtomic } from '../atomic.ts';
import { sha256, writtenMeanwhile } from '../images/cache.ts';

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

/**
 * The cached subsets this process has used, by cache folder: what pruneFontCache keeps. Kept
 * for the process (a build is one), so a prune never removes what a build of it asked for.
 */
const usedSubsets = new Map<string, Set<string>>();

/** Subsets one woff2 file to `glyphs`, cached in cacheDir by source bytes, glyphs and version. */
export async function subsetWoff2(file: string, glyphs: string, cacheDir: string, fontAxes: SiteConfig['fontAxes'] = {}): Promise<Buffer> {
  const source = await readFile(file);
  const axes = fontAxes[path.basename(file)];
  const key = sha256(Buffer.concat([Buffer.from(`${FONTS_VERSION}\0${glyphs}\0${JSON.stringify(axes ?? null)}\0`), source])).slice(0, 20);
  const cached = path.join(cacheDir, `${path.basename(file, '.woff2')}-${key}.woff2`);
  usedSubsets.set(cacheDir, (usedSubsets.get(cacheDir) ?? new Set()).add(path.basename(cached)));
  // Not cached yet, or truncated or damaged: subset it again rather than ship it.
  const bytes = await readFile(cached).catch(() => null);
  if (bytes && isWholeWoff2(bytes)) return bytes;
  const subset: Buffer = await subsetFont(source, glyphs, { targetFormat: 'woff2', ...(axes ? { variationAxes: axes } : {}) });
  await mkdir(cacheDir, { recursive: true });
  await writeAtomic(cached, subset); // a crash never leaves a half-written font behind
  return subset;
}

/**
 * A cached subset is used only if it is a whole WOFF2 file: the signature, and the total
 * length its header states (WOFF2 header, offset 8) equal to the file's size.
 */
export function isWholeWoff2(bytes: Buffer): boolean {
  return bytes.length >= 48 && bytes.readUInt32BE(0) === 0x774f4632 && bytes.readUInt32BE(8) === bytes.length;
}

/**
 * Deletes the files of the font cache that no subset of this process used and that are older
 * than `before` (a build beside this one may have just written them; a date in the future is
 * no such build). Returns how many it deleted.
 */
export async function pruneFontCache(cacheDir: string, before: number): Promise<number> {
  const used = usedSubsets.get(cacheDir) ?? new Set<string>();
  const names = (await readdir(cacheDir).catch(() => null)) ?? []; // none: no cache yet
  let removed = 0;
  for (const name of names) {
    if (used.has(name)) continue;
    const file = path.join(cacheDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || writtenMeanwhile(info.mtimeMs, before)) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

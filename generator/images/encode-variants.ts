// encode()'s work: the variants the cache lacks, made and written to the cache; no new source is
// started once the time budget is spent.
import { readFile } from 'node:fs/promises';
import pLimit, { type LimitFunction } from 'p-limit';
import { PhotoChanged, PhotoEncodeFailed, PhotoGone } from '../error-messages.ts';
import { firstLine, InputError } from '../errors.ts';
import { type OutputCache, sha256 } from './cache.ts';
import { decode, encodeRaw, type RawImage, resizeRaw } from './encode.ts';
import type { Variant } from './variants.ts';

export interface EncodeWork {
  concurrency: number;
  /** Start no new source after this long (ms); undefined: no limit. */
  budgetMs?: number;
  outputs: OutputCache;
  /** What transparent photos are flattened onto. */
  background: string;
}

/**
 * Encodes `todo`, calling `done` with each file as it is cached; returns what the budget left
 * undone. All sharp work shares `concurrency` slots; concurrency + 1 sources open at once bound memory.
 */
export async function encodeVariants(
  todo: readonly Variant[],
  work: EncodeWork,
  done: (v: Variant, out: Buffer) => void,
): Promise<Variant[]> {
  const slots = pLimit(work.concurrency);
  const open = pLimit(work.concurrency + 1);
  const stopAt = work.budgetMs === undefined ? Infinity : performance.now() + work.budgetMs;
  const left: Variant[] = [];
  await Promise.all(
    [...bySource(todo)].map(([hash, variants]) =>
      open(async () => {
        // Photos already started finish (their files are cached); no new one starts past the budget.
        if (performance.now() >= stopAt) return void left.push(...variants);
        await encodeSource(hash, variants, work, slots, done);
      }),
    ),
  );
  return left;
}

/** By content: two files with the same bytes are one source to decode. */
function bySource(todo: readonly Variant[]): Map<string, Variant[]> {
  const groups = new Map<string, Variant[]>();
  for (const v of todo) groups.set(v.source.hash, [...(groups.get(v.source.hash) ?? []), v]);
  return groups;
}

async function encodeSource(
  hash: string,
  variants: Variant[],
  work: EncodeWork,
  slot: LimitFunction,
  done: (v: Variant, out: Buffer) => void,
): Promise<void> {
  const { abs, file, where } = variants[0]!.source;
  const bytes = await readFile(abs).catch((error: unknown) => {
    throw new InputError({ file, usedBy: where, problem: PhotoGone({ reason: firstLine(error) }) });
  });
  // What is encoded must be what prepare() measured and the pages were rendered from.
  if (sha256(bytes) !== hash) throw new InputError({ file, usedBy: where, problem: PhotoChanged({}) });
  try {
    const full = await slot(() => decode(bytes, work.background));
    // Largest first: the long AVIF encodes start early instead of becoming the tail.
    const widths = [...new Set(variants.map((v) => v.width))].sort((a, b) => b - a);
    await Promise.all(
      widths.map(async (w) => {
        const pixels: RawImage = await slot(() => resizeRaw(full, w));
        await Promise.all(
          variants
            .filter((v) => v.width === w)
            .map(async (v) => {
              const out = await slot(() => encodeRaw(pixels, v.format, v.options));
              await work.outputs.write(v.cacheName, out);
              done(v, out);
            }),
        );
      }),
    );
  } catch (error) {
    // A cache it cannot write is no fault of the photo: the build says which folder.
    if (['EACCES', 'EPERM', 'EROFS'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    throw new InputError({ file, usedBy: where, problem: PhotoEncodeFailed({ reason: firstLine(error) }) });
  }
}

// The image pipeline: prepare (read every source once) → picture (during render) → encode (the
// requests the render noted; only what the cache lacks) → prune.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import type { PictureData } from '../../framework/build/context.ts';
import type { ImageLayout } from '../../framework/shared/layouts.ts';
import { type PhotoShown, sizeAdvice } from '../../framework/shared/photo-size.ts';
import { EncodeBudgetSpent, ImageLayoutUnknown, ImageNotPrepared, PhotoChanged, PhotoEncodeFailed, PhotoGone } from '../error-messages.ts';
import { BuildError, firstLine, InputError, throwAll } from '../errors.ts';
import { sha256 } from '../hash.ts';
import { MetaCache, OutputCache } from './cache.ts';
import { decode, encodeRaw, type RawImage, resizeRaw } from './encode.ts';
import { DEFAULT_BACKGROUND, FORMATS, type ImageFormat } from './encode-options.ts';
import { type ProgressOptions, startProgress } from './progress.ts';
import { type ImageSourceRef, readSources, type Source } from './sources.ts';
import { type Variant, variantLadder } from './variants.ts';

export interface ImagePipelineOptions {
  root: string;
  cacheDir: string;
  log?: (line: string) => void;
  concurrency?: number;
  /** Progress display; defaults to 'tty' on a terminal, 'lines' otherwise. */
  progress?: ProgressOptions['mode'];
  /** Start no new photo after this long encoding (ms), then fail saying how far it got (docs/images.md). */
  encodeBudgetMs?: number;
  /** The site's layouts, by name (site.config.ts, imageLayouts). */
  layouts: Readonly<Record<string, ImageLayout>>;
  /** What transparent photos are flattened onto (the page's background); default DEFAULT_BACKGROUND. */
  background?: string;
}

export const PHOTOS_OUT = 'assets/img/';

/** One photo shown in one layout: what a render asked picture() for, handed to encode(). */
export interface PictureRequest {
  file: string;
  layout: string;
}

export class ImagePipeline {
  private readonly sources = new Map<string, Source>();
  private readonly concurrency: number;
  private readonly log: (line: string) => void;
  private readonly meta: MetaCache;
  private readonly outputs: OutputCache;
  private readonly background: string;
  /** Unused cache files older than this are pruned: a build beside this one may have just written the rest. */
  private readonly pruneBefore = Date.now() - 60_000;

  constructor(readonly opts: ImagePipelineOptions) {
    this.concurrency = Math.max(1, opts.concurrency ?? os.availableParallelism());
    this.log = opts.log ?? ((line) => console.log(line));
    this.background = opts.background ?? DEFAULT_BACKGROUND;
    this.meta = new MetaCache(opts.cacheDir, this.background);
    this.outputs = new OutputCache(opts.cacheDir);
    // One libvips thread per job, one job per core: AVIF/WebP scale poorly inside one image.
    // The operation cache only costs memory: every pixel buffer is used once.
    sharp.concurrency(1);
    sharp.cache(false);
  }

  /** Reads every source not read yet (the dev server keeps its pipeline between builds). */
  async prepare(refs: ImageSourceRef[]): Promise<void> {
    await this.meta.load();
    const { problems, warnings } = await readSources(refs, this.sources, {
      root: this.opts.root,
      meta: this.meta,
      background: this.background,
      decodeLimit: pLimit(this.concurrency),
    });
    await this.meta.save();
    for (const warning of warnings.sort()) this.log(warning);
    throwAll(problems.sort((a, b) => a.message.localeCompare(b.message)));
  }

  /** Forgets these sources (their files changed): the next prepare() reads them again. */
  forget(files: Iterable<string>): void {
    for (const file of files) this.sources.delete(file);
  }

  /** The markup data of one photo in one layout. Pure: the caller keeps the request for encode(). */
  picture(file: string, layoutName: string): PictureData {
    const { source, layout } = this.resolve(file, layoutName);
    const { width, height } = source.meta;
    const ladder = variantLadder(source, layout, this.background);
    const url = (v: Variant) => `/${PHOTOS_OUT}${v.name}`;
    const srcset = (format: ImageFormat) => ladder[format].map((v) => `${url(v)} ${v.width}w`).join(', ');
    const widest = ladder.avif.at(-1)?.width;
    // Plain `src` for the rare browser without srcset: a mid size, not the biggest file.
    const fallback = ladder.jpeg.filter((v) => v.width <= 1280).at(-1) ?? ladder.jpeg[0];
    const largest = ladder.jpeg.at(-1);
    if (widest === undefined || fallback === undefined || largest === undefined)
      throw new Error(`${file} (${layoutName}): the width ladder has no AVIF or no JPEG variant`);
    return {
      sources: FORMATS.filter((f) => f !== 'jpeg').map((f) => ({ type: `image/${f}`, srcset: srcset(f) })),
      src: url(fallback),
      srcset: srcset('jpeg'),
      sizes: layout.sizes(width, height),
      // The widest variant's size: the right aspect ratio (CLS 0) and a file that exists.
      width: widest,
      height: Math.max(1, Math.round((widest * height) / width)),
      color: source.meta.color,
      largest: url(largest),
    };
  }

  /** The files these requests need, each once, in request order. */
  listVariants(requests: readonly PictureRequest[]): Variant[] {
    const variants = new Map<string, Variant>();
    for (const { file, layout } of requests) {
      const resolved = this.resolve(file, layout);
      const ladder = variantLadder(resolved.source, resolved.layout, this.background);
      for (const format of FORMATS) for (const v of ladder[format]) if (!variants.has(v.name)) variants.set(v.name, v);
    }
    return [...variants.values()];
  }

  /** Every file the requests need, by output path: checked cached bytes, else fresh; `only`: the variants the dev server has not served. */
  async encode(requests: readonly PictureRequest[], only?: ReadonlySet<string>): Promise<Map<string, Buffer>> {
    // Every picture has been asked for by now: say which photos are too small for their place.
    for (const photo of this.shown(requests).sort((a, b) => a.file.localeCompare(b.file))) {
      const warning = sizeWarning(photo);
      if (warning) this.log(warning);
    }
    await this.outputs.load();
    const variants = this.listVariants(requests).filter((v) => !only || only.has(v.name));
    // Two names for the same bytes (a copied or renamed photo) share one cache entry and one encode.
    const unique = [...new Map(variants.map((v) => [v.cacheName, v])).values()];
    const bytes = new Map<string, Buffer>();
    const damaged: string[] = [];
    for (const v of unique) {
      const verdict = this.outputs.verify(v.cacheName);
      if (verdict.ok) bytes.set(v.cacheName, verdict.bytes);
      // A missing file or record is simply not cached yet; anything else is damage.
      else if (verdict.reason !== 'missing' && verdict.reason !== 'no record') damaged.push(`${v.name}: ${verdict.reason}`);
    }
    if (damaged.length)
      this.log(
        `images: ${damaged.length} damaged cache ${damaged.length === 1 ? 'entry' : 'entries'}, re-encoding: ${damaged.sort().join('; ')}`,
      );
    const todo = unique.filter((v) => !bytes.has(v.cacheName));
    const progress = startProgress({
      total: todo.length,
      mode: this.opts.progress ?? (process.stderr.isTTY ? 'tty' : 'lines'),
      log: this.log,
      // Which photos the work is for, so a rename (no work) is told from new photos (real work).
      subjects: [...new Set(todo.map((v) => v.source.file))].sort(),
    });
    const left = await this.encodeVariants(todo, (v, out) => {
      bytes.set(v.cacheName, out);
      progress.tick();
    }).finally(() => progress.done());
    if (left.length) {
      const photos = new Set(left.map((v) => v.source.file)).size;
      const minutes = Math.round(this.opts.encodeBudgetMs! / 60_000);
      throw new BuildError(EncodeBudgetSpent({ minutes, done: todo.length - left.length, total: todo.length, photos }));
    }
    this.log(`images: ${todo.length} encoded, ${unique.length - todo.length} cached`);
    return new Map(variants.map((v) => [PHOTOS_OUT + v.name, bytes.get(v.cacheName)!]));
  }

  /**
   * Encodes `todo`, calling `done` with each file as it is cached; returns what the budget left
   * undone. All sharp work shares `concurrency` slots; concurrency + 1 sources open at once bound memory.
   */
  private async encodeVariants(todo: readonly Variant[], done: (v: Variant, out: Buffer) => void): Promise<Variant[]> {
    const slot = pLimit(this.concurrency);
    const open = pLimit(this.concurrency + 1);
    const budgetMs = this.opts.encodeBudgetMs;
    const stopAt = budgetMs === undefined ? Infinity : performance.now() + budgetMs;
    const left: Variant[] = [];
    await Promise.all(
      [...bySource(todo)].map(([hash, variants]) =>
        open(async () => {
          // Photos already started finish (their files are cached); no new one starts past the budget.
          if (performance.now() >= stopAt) return void left.push(...variants);
          await this.encodeSource(hash, variants, slot, done);
        }),
      ),
    );
    return left;
  }

  private async encodeSource(hash: string, variants: Variant[], slot: LimitFunction, done: (v: Variant, out: Buffer) => void) {
    const { abs, file, where } = variants[0]!.source;
    const bytes = await readFile(abs).catch((error: unknown) => {
      throw new InputError({ file, usedBy: where, problem: PhotoGone({ reason: firstLine(error) }) });
    });
    // What is encoded must be what prepare() measured and the pages were rendered from.
    if (sha256(bytes) !== hash) throw new InputError({ file, usedBy: where, problem: PhotoChanged({}) });
    try {
      const full = await slot(() => decode(bytes, this.background));
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
                await this.outputs.write(v.cacheName, out);
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

  /** After a successful build: deletes the cache files and metadata its requests do not use, and says what it freed. */
  async prune(requests: readonly PictureRequest[]): Promise<{ files: number; bytes: number }> {
    this.meta.retain(new Set([...this.sources.values()].map((s) => s.hash)));
    await this.meta.save();
    const keep = new Set([...this.listVariants(requests).map((v) => v.cacheName), path.basename(this.meta.file)]);
    const freed = await this.outputs.prune(keep, this.pruneBefore);
    this.log(
      `images: pruned ${freed.files} unused cache ${freed.files === 1 ? 'file' : 'files'} (${(freed.bytes / 1024 / 1024).toFixed(1)} MB freed)`,
    );
    return freed;
  }

  private resolve(file: string, layoutName: string): { source: Source; layout: ImageLayout } {
    const source = this.sources.get(file);
    if (!source) throw new Error(ImageNotPrepared({ file }));
    const { layouts } = this.opts;
    const layout = Object.hasOwn(layouts, layoutName) ? layouts[layoutName] : undefined;
    if (!layout) throw new Error(ImageLayoutUnknown({ name: layoutName, file, known: Object.keys(layouts) }));
    return { source, layout };
  }

  /** Every photo the requests show, with the layouts it is shown in, for the size warnings. */
  private shown(requests: readonly PictureRequest[]): (PhotoShown & { where: string })[] {
    const shownAs = new Map<string, Map<string, ImageLayout>>();
    for (const { file, layout } of requests)
      shownAs.set(file, (shownAs.get(file) ?? new Map()).set(layout, this.resolve(file, layout).layout));
    return [...shownAs].map(([file, layouts]) => {
      const { where, meta } = this.sources.get(file)!;
      return { file, where, width: meta.width, height: meta.height, layouts };
    });
  }
}

/** The warning for a photo too small for one of its layouts, or null; the rule is shared with the editor. */
export function sizeWarning(photo: PhotoShown & { where: string }): string | null {
  const advice = sizeAdvice(photo);
  return advice && `warning: ${photo.where}: ${advice}`;
}

/** By content: two files with the same bytes are one source to decode. */
function bySource(todo: readonly Variant[]): Map<string, Variant[]> {
  const groups = new Map<string, Variant[]>();
  for (const v of todo) groups.set(v.source.hash, [...(groups.get(v.source.hash) ?? []), v]);
  return groups;
}

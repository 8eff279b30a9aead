// The image pipeline the build uses: prepare (read every source once) → picture (during
// render: markup data; the render notes each request) → encode (the requests the render
// handed over; only what the cache lacks). See generator/images/README.md for the design.

import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { PictureData } from '../../framework/build/context.ts';
import type { ImageLayout } from '../../framework/shared/layouts.ts';
import { BuildErrors } from '../errors.ts';
import { MetaCache, OutputCache } from './cache.ts';
import { damageLine, lookUpCache } from './cache-lookup.ts';
import { DEFAULT_BACKGROUND, FORMATS, type ImageFormat, MIME } from './encode-options.ts';
import { EncodeRecord, type EncodeStats } from './encode-record.ts';
import { encodeVariants } from './encode-variants.ts';
import type { ProgressOptions } from './progress.ts';
import { type ShownPhoto, sizeWarnings } from './size-warnings.ts';
import { type ImageSourceRef, readSources, type Source } from './sources.ts';
import { onePerCacheFile, type Variant, variantLadder } from './variants.ts';
import { scaledHeight } from './widths.ts';

export type { EncodeStats } from './encode-record.ts';
export type { ImageSourceRef } from './sources.ts';
export type { Variant } from './variants.ts';

export interface ImagePipelineOptions {
  root: string;
  cacheDir: string;
  /** URL prefix of the outputs, e.g. '/assets/img/'. */
  publicPrefix: string;
  log?: (line: string) => void;
  concurrency?: number;
  /** Progress display; defaults to 'tty' on a terminal, 'lines' otherwise. */
  progress?: ProgressOptions['mode'];
  /** The site's layouts, by name (site.config.ts, imageLayouts); the benchmark passes other ladders to compare them. */
  layouts: Readonly<Record<string, ImageLayout>>;
  /**
   * Stop starting new photos after this long encoding (ms), and fail the build saying how far it
   * got. A host that kills a build at its time limit may save nothing; a build that stops itself
   * first fails cleanly, its host saves the cache, and the next build continues from there.
   */
  encodeBudgetMs?: number;
  /**
   * The colour transparent photos are flattened onto, in every format and in their loading
   * colour: the page's background, which the site's configuration gives (prepare.ts). Without
   * one, DEFAULT_BACKGROUND.
   */
  background?: string;
}

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
  private readonly layouts: Readonly<Record<string, ImageLayout>>;
  private readonly background: string;
  /**
   * Cache files the build does not use are pruned only if older than this: a minute before
   * the build started (file times lag the clock by a tick, and a build started just after
   * another one wrote should not undo its work).
   */
  private readonly pruneBefore = Date.now() - 60_000;
  lastEncode: EncodeStats = { encoded: 0, cached: 0, damaged: [] };

  constructor(private readonly opts: ImagePipelineOptions) {
    this.concurrency = Math.max(1, opts.concurrency ?? os.availableParallelism());
    this.log = opts.log ?? ((line) => console.log(line));
    this.background = opts.background ?? DEFAULT_BACKGROUND;
    this.meta = new MetaCache(opts.cacheDir, this.background);
    this.outputs = new OutputCache(opts.cacheDir);
    this.layouts = opts.layouts;
    // One libvips thread per sharp job and one job per core: AVIF/WebP encoders scale
    // poorly inside one image, whole jobs side by side scale almost linearly. The libvips
    // operation cache only costs memory here: every pixel buffer is used once.
    sharp.concurrency(1);
    sharp.cache(false);
  }

  /**
   * Reads every source not read yet (a pipeline kept between builds, as the dev server keeps
   * one, reads only new sources and those it was told to forget).
   */
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
    if (problems.length === 1) throw problems[0];
    if (problems.length > 1) throw new BuildErrors(problems.sort((a, b) => a.message.localeCompare(b.message)));
  }

  /** Forgets these sources (their files changed): the next prepare() reads them again. */
  forget(files: Iterable<string>): void {
    for (const file of files) this.sources.delete(file);
  }

  /** The markup data of one photo in one layout. Pure: the caller keeps the request for encode(). */
  picture(file: string, layoutName: string): PictureData {
    const { source, layout } = this.resolve(file, layoutName);
    const { width, height } = source.meta;
    const ladder = this.ladder(source, layout);
    const srcsets = {} as Record<ImageFormat, string>;
    const urls = {} as Record<ImageFormat, string[]>;
    for (const format of FORMATS) {
      urls[format] = ladder[format].map((v) => this.opts.publicPrefix + v.name);
      srcsets[format] = ladder[format].map((v, i) => `${urls[format][i]} ${v.width}w`).join(', ');
    }
    const widest = ladder.avif.at(-1)?.width;
    const jpegs = ladder.jpeg.map((v) => v.width);
    // Plain `src` for the rare browser without srcset: a mid size, not the biggest file.
    const fallback = Math.max(0, jpegs.filter((w) => w <= 1280).length - 1);
    const src = urls.jpeg[fallback];
    const largest = urls.jpeg.at(-1);
    if (widest === undefined || src === undefined || largest === undefined)
      throw new Error(`${file} (${layoutName}): the width ladder has no AVIF or no JPEG variant`);
    return {
      sources: FORMATS.filter((f) => f !== 'jpeg').map((f) => ({ type: MIME[f], srcset: srcsets[f] })),
      src,
      srcset: srcsets.jpeg,
      sizes: layout.sizes(width, height),
      // The widest variant's size: the right aspect ratio (CLS 0) and a file that exists.
      width: widest,
      height: scaledHeight(widest, width, height),
      color: source.meta.color,
      largest,
    };
  }

  /** The files these requests need, each once, in request order. */
  listVariants(requests: readonly PictureRequest[]): Variant[] {
    const variants = new Map<string, Variant>();
    for (const { file, layout } of requests) {
      const resolved = this.resolve(file, layout);
      for (const format of FORMATS)
        for (const v of this.ladder(resolved.source, resolved.layout)[format]) if (!variants.has(v.name)) variants.set(v.name, v);
    }
    return [...variants.values()];
  }

  /**
   * Makes every file the requests need: each cache entry is checked against its recorded size
   * and hash, and whatever is missing, unrecorded or damaged is encoded. Returns the checked
   * (or fresh) bytes by output path, so what ships is exactly what was verified. `only` limits
   * the work to those variant names (the dev server asks for the ones it has not served yet).
   */
  async encode(requests: readonly PictureRequest[], only?: ReadonlySet<string>): Promise<Map<string, Buffer>> {
    // Every picture has been asked for by now: say which photos are too small for their place.
    for (const warning of sizeWarnings(this.shown(requests))) this.log(warning);
    await this.outputs.load();
    const variants = this.listVariants(requests).filter((v) => !only || only.has(v.name));
    const unique = onePerCacheFile(variants);
    const { found: bytes, todo, damaged } = lookUpCache(this.outputs, unique);
    const damage = damageLine(damaged);
    if (damage) this.log(damage);
    const record = new EncodeRecord(todo, this.log, this.opts.progress ?? (process.stderr.isTTY ? 'tty' : 'lines'));
    let left: Variant[];
    try {
      left = await encodeVariants(
        todo,
        {
          concurrency: this.concurrency,
          budgetMs: this.opts.encodeBudgetMs,
          outputs: this.outputs,
          background: this.background,
          whereOf: (file) => this.sources.get(file)?.where ?? file,
        },
        (v, out) => {
          bytes.set(v.cacheName, out);
          record.encoded();
        },
      );
    } finally {
      record.stop();
    }
    this.lastEncode = record.finish(left, unique.length, damaged, this.opts.encodeBudgetMs);
    const outDir = this.opts.publicPrefix.replace(/^\/+/, '');
    return new Map(variants.map((v) => [outDir + v.name, bytes.get(v.cacheName)!]));
  }

  /**
   * Deletes the cache files this build does not use (photos removed or changed, other
   * settings, older pipeline versions, temporary files of killed runs) and forgets their
   * metadata; logs what it freed. Files written since shortly before this pipeline started
   * are left alone: a build running beside this one (the dev server) may need them. Call after a
   * successful build, with its requests: the entries they need are always kept.
   */
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
    if (!source) throw new Error(`image ${file} was not prepared: list it in the content so the build's image step reads it`);
    const layout = Object.hasOwn(this.layouts, layoutName) ? this.layouts[layoutName] : undefined;
    if (!layout) {
      throw new Error(`unknown image layout "${layoutName}" for ${file} (known: ${Object.keys(this.layouts).join(', ')})`);
    }
    return { source, layout };
  }

  /** Every photo the requests show, with the layouts it is shown in, for the size warnings. */
  private shown(requests: readonly PictureRequest[]): ShownPhoto[] {
    const shownAs = new Map<string, Map<string, ImageLayout>>();
    for (const { file, layout } of requests)
      shownAs.set(file, (shownAs.get(file) ?? new Map()).set(layout, this.resolve(file, layout).layout));
    return [...shownAs].map(([file, layouts]) => {
      const { where, meta } = this.sources.get(file)!;
      return { file, where, width: meta.width, height: meta.height, layouts };
    });
  }

  private ladder(source: Source, layout: ImageLayout): Record<ImageFormat, Variant[]> {
    return variantLadder(source, layout, this.background);
  }
}

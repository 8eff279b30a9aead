// The image pipeline the build uses: prepare (read every source once) → picture (during
// render: markup data; the render notes each request) → encode (the requests the render
// handed over; only what the cache lacks). See generator/images/README.md for the design.

import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { PictureData } from '../../kit/build/context.ts';
import { isLayoutName, type LayoutName } from '../../kit/shared/layouts.ts';
import { AssetError, BuildError, BuildErrors, firstLine } from '../errors.ts';
import { MetaCache, OutputCache, type SourceMeta, sha256 } from './cache.ts';
import { decode, encodeRaw, type RawImage, readSourceMeta, resizeRaw } from './encode.ts';
import {
  type EncoderOptions,
  EXTENSION,
  FORMATS,
  type ImageFormat,
  MIME,
  PHOTO_BACKGROUND,
  PIPELINE_VERSION,
  PROFILES,
} from './encode-options.ts';
import { LAYOUTS, type Layout } from './layouts.ts';
import { formatProblem } from './photo-format.ts';
import { type ProgressOptions, startProgress } from './progress.ts';
import { publishedStem } from './published-name.ts';
import { sizeWarnings } from './size-warnings.ts';
import { jpegWidths, responsiveWidths, scaledHeight } from './widths.ts';

export interface ImageSourceRef {
  /** Project-relative, e.g. 'assets/photos/gallery/01.jpg'. */
  file: string;
  /** The content entry that uses it, e.g. 'content/gallery.yaml: gallery[3].image'. */
  where: string;
}

export interface ImagePipelineOptions {
  root: string;
  cacheDir: string;
  /** URL prefix of the outputs, e.g. '/assets/img/'. */
  publicPrefix: string;
  log?: (line: string) => void;
  concurrency?: number;
  /** Progress display; defaults to 'tty' on a terminal, 'lines' otherwise. */
  progress?: ProgressOptions['mode'];
  /** The layouts' widths and sizes; the benchmark passes other ladders to compare them. */
  layouts?: Record<LayoutName, Layout>;
  /**
   * Stop starting new photos after this long encoding (ms), and fail the build saying how far it
   * got. A host that kills a build at its time limit may save nothing; a build that stops itself
   * first fails cleanly, its host saves the cache, and the next build continues from there.
   */
  encodeBudgetMs?: number;
}

export interface Variant {
  /** Published file name under publicPrefix: <stem>-<key8>-<width>.<ext> (the stem keeps URLs readable). */
  name: string;
  /**
   * File name in the cache: <key16>-<width>.<ext>, from the content and the options only, so a
   * photo renamed, moved or copied under another name reuses the encodes it already has.
   */
  cacheName: string;
  /** SHA-256 of the source bytes, as prepare() read them. */
  sourceHash: string;
  /** Absolute source path. */
  source: string;
  sourceFile: string;
  width: number;
  format: ImageFormat;
  options: EncoderOptions;
}

interface Source {
  file: string;
  abs: string;
  /** The content entries that use it; updated when a later prepare() names other fields. */
  where: string;
  hash: string;
  meta: SourceMeta;
}

/** One photo shown in one layout: what a render asked picture() for, handed to encode(). */
export interface PictureRequest {
  file: string;
  layout: string;
}

export interface EncodeStats {
  encoded: number;
  cached: number;
  /** Cache entries that failed their size or hash check, each with the reason. */
  damaged: string[];
}

export class ImagePipeline {
  private readonly sources = new Map<string, Source>();
  private readonly concurrency: number;
  private readonly log: (line: string) => void;
  private readonly meta: MetaCache;
  private readonly outputs: OutputCache;
  private readonly layouts: Record<LayoutName, Layout>;
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
    this.meta = new MetaCache(opts.cacheDir);
    this.outputs = new OutputCache(opts.cacheDir);
    this.layouts = opts.layouts ?? LAYOUTS;
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
    const wheres = new Map<string, string[]>();
    for (const ref of refs) wheres.set(ref.file, [...(wheres.get(ref.file) ?? []), ref.where]);
    await this.meta.load();
    const problems: BuildError[] = [];
    const warnings: string[] = [];
    const decodeLimit = pLimit(this.concurrency);
    await Promise.all(
      [...wheres].map(async ([file, whereList]) => {
        const where = [...new Set(whereList)].join(', ');
        const known = this.sources.get(file);
        if (known) return void (known.where = where);
        const abs = path.resolve(this.opts.root, file);
        let bytes: Buffer;
        try {
          bytes = await readFile(abs);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          problems.push(new AssetError(file, where, code === 'ENOENT' ? 'file not found' : `cannot read: ${code}`));
          return;
        }
        if (bytes.length === 0) return void problems.push(new AssetError(file, where, 'file is empty (0 bytes)'));
        const hash = sha256(bytes);
        let meta = this.meta.get(hash);
        if (!meta) {
          try {
            meta = await decodeLimit(() => readSourceMeta(bytes));
          } catch (error) {
            const reason = firstLine(error);
            return void problems.push(new AssetError(file, where, `not a readable image (${reason})`));
          }
          this.meta.set(hash, meta);
        }
        const wrongFormat = formatProblem(file, meta.format);
        if (wrongFormat) return void problems.push(new AssetError(file, where, wrongFormat));
        if (meta.untaggedCmyk) {
          warnings.push(
            `warning: ${where}: ${file} is CMYK without a colour profile, so its colours are converted with a standard ` +
              `press profile and may not be what you meant: export it as sRGB (or with its profile embedded)`,
          );
        }
        this.sources.set(file, { file, abs, where, hash, meta });
      }),
    );
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
    const shownAs = new Map<string, Map<string, Layout>>();
    for (const { file, layout } of requests)
      shownAs.set(file, (shownAs.get(file) ?? new Map()).set(layout, this.resolve(file, layout).layout));
    const shown = [...shownAs].map(([file, layouts]) => {
      const { where, meta } = this.sources.get(file)!;
      return { file, where, width: meta.width, height: meta.height, layouts };
    });
    for (const warning of sizeWarnings(shown)) this.log(warning);
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
    const todo = unique.filter((v) => !bytes.has(v.cacheName));
    if (damaged.length) {
      damaged.sort();
      this.log(`images: ${damaged.length} damaged cache ${damaged.length === 1 ? 'entry' : 'entries'}, re-encoding: ${damaged.join('; ')}`);
    }
    const progress = startProgress({
      total: todo.length,
      label: 'images',
      mode: this.opts.progress ?? (process.stderr.isTTY ? 'tty' : 'lines'),
      log: this.log,
      // Which photos the work is for, so a rename (no work) is told from new photos (real work).
      subjects: [...new Set(todo.map((v) => v.sourceFile))].sort(),
    });
    let left: Variant[];
    try {
      left = await this.encodeVariants(todo, (v, out) => {
        bytes.set(v.cacheName, out);
        progress.tick();
      });
    } finally {
      progress.done();
    }
    if (left.length) {
      const photos = new Set(left.map((v) => v.sourceFile)).size;
      throw new BuildError(
        `images: stopped after the encode budget (${Math.round(this.opts.encodeBudgetMs! / 60_000)} min): ` +
          `${todo.length - left.length} of ${todo.length} encodes done and cached, ${photos} ${photos === 1 ? 'photo' : 'photos'} left; build again to continue`,
      );
    }
    this.lastEncode = { encoded: todo.length, cached: unique.length - todo.length, damaged };
    this.log(`images: ${this.lastEncode.encoded} encoded, ${this.lastEncode.cached} cached`);
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

  private resolve(file: string, layoutName: string): { source: Source; layout: Layout } {
    const source = this.sources.get(file);
    if (!source) throw new Error(`image ${file} was not prepared: list it in the content so the build's image step reads it`);
    if (!isLayoutName(layoutName)) {
      throw new Error(`unknown image layout "${layoutName}" for ${file} (known: ${Object.keys(this.layouts).join(', ')})`);
    }
    return { source, layout: this.layouts[layoutName] };
  }

  /** The files of one photo in one layout, per format, narrowest first. */
  private ladder(source: Source, layout: Layout): Record<ImageFormat, Variant[]> {
    const widths = responsiveWidths(layout, source.meta.width);
    // AVIF and WebP: every width; JPEG: the short ladder of browsers with neither (layouts.ts).
    const formatWidths: Record<ImageFormat, number[]> = { avif: widths, webp: widths, jpeg: jpegWidths(widths, layout.jpeg) };
    const ladder = {} as Record<ImageFormat, Variant[]>;
    for (const format of FORMATS) {
      const options = PROFILES[layout.profile][format];
      ladder[format] = formatWidths[format].map((w) => variant(source, w, format, options));
    }
    return ladder;
  }

  /**
   * One decode per source, one resize per width, then every format from those pixels.
   * All sharp work goes through one limiter of `concurrency` slots, so the cores stay
   * busy; only concurrency + 1 sources are open at once, which bounds memory to a few
   * decoded 2400 px buffers.
   */
  private async encodeVariants(todo: Variant[], done: (v: Variant, out: Buffer) => void): Promise<Variant[]> {
    // By content: two files with the same bytes are one source to decode.
    const bySource = new Map<string, [Variant, ...Variant[]]>();
    for (const v of todo) {
      const group = bySource.get(v.sourceHash);
      if (group) group.push(v);
      else bySource.set(v.sourceHash, [v]);
    }
    const work = pLimit(this.concurrency);
    const open = pLimit(this.concurrency + 1);
    const stopAt = this.opts.encodeBudgetMs === undefined ? Infinity : performance.now() + this.opts.encodeBudgetMs;
    const left: Variant[] = [];
    await Promise.all(
      [...bySource].map(([hash, variants]) =>
        open(async () => {
          // Photos already started finish (their files are cached); no new one starts past the budget.
          if (performance.now() >= stopAt) return void left.push(...variants);
          const [{ source, sourceFile }] = variants;
          const where = this.sources.get(sourceFile)?.where ?? sourceFile;
          let bytes: Buffer;
          try {
            bytes = await readFile(source);
          } catch (error) {
            throw new AssetError(sourceFile, where, `cannot read it any more (${firstLine(error)})`);
          }
          // What is encoded must be what prepare() measured and the pages were rendered from.
          if (sha256(bytes) !== hash) throw new AssetError(sourceFile, where, 'the file changed during the build: build again');
          try {
            const full = await work(() => decode(bytes));
            // Largest first: the long AVIF encodes start early instead of becoming the tail.
            const widths = [...new Set(variants.map((v) => v.width))].sort((a, b) => b - a);
            await Promise.all(
              widths.map(async (w) => {
                const pixels: RawImage = await work(() => resizeRaw(full, w));
                await Promise.all(
                  variants
                    .filter((v) => v.width === w)
                    .map(async (v) => {
                      const out = await work(() => encodeRaw(pixels, v.format, v.options));
                      await this.outputs.write(v.cacheName, out);
                      done(v, out);
                    }),
                );
              }),
            );
          } catch (error) {
            // A cache it cannot write is no fault of the photo: the build says which folder.
            if (['EACCES', 'EPERM', 'EROFS'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
            throw new AssetError(sourceFile, where, `encoding failed (${firstLine(error)})`);
          }
        }),
      ),
    );
    return left;
  }
}

function variant(source: Source, width: number, format: ImageFormat, options: EncoderOptions): Variant {
  // The key covers the bytes, the encoder options and the pipeline version, not the width
  // (it is in the name) nor the path: a moved or renamed photo keeps its cache. A transparent
  // photo's also covers the background it is flattened onto.
  const flattened = source.meta.alpha ? `\n${PHOTO_BACKGROUND}` : '';
  const key = sha256(`${source.hash}\n${format}\n${JSON.stringify(options)}\n${PIPELINE_VERSION}${flattened}`);
  const stem = publishedStem(source.file);
  const ext = EXTENSION[format];
  return {
    name: `${stem}-${key.slice(0, 8)}-${width}.${ext}`,
    cacheName: `${key.slice(0, 16)}-${width}.${ext}`,
    sourceHash: source.hash,
    source: source.abs,
    sourceFile: source.file,
    width,
    format,
    options,
  };
}

// The files one photo is made into: for a layout, a width ladder per format, each file named by
// a key of what makes its bytes, so equal inputs share one cache entry and one encode. Widths,
// after Astro's getWidths, never upscale and stop at twice the largest displayed width (a 2× screen).
import type { ImageLayout, LayoutWidths } from '../../framework/shared/layouts.ts';
import { MIN_STEP } from '../../framework/shared/photo-size.ts';
import { publishedStem } from '../../framework/shared/published-name.ts';
import { sha256 } from '../hash.ts';
import { type EncoderOptions, EXTENSION, FORMATS, type ImageFormat, PIPELINE_VERSION, PROFILES } from './encode-options.ts';
import type { Source } from './sources.ts';

export interface Variant {
  /** Published file name under PHOTOS_OUT (pipeline.ts): <stem>-<key8>-<width>.<ext> (the stem keeps URLs readable). */
  name: string;
  /** File name in the cache: <key16>-<width>.<ext>, so a renamed or copied photo reuses its encodes. */
  cacheName: string;
  source: Source;
  width: number;
  format: ImageFormat;
  options: EncoderOptions;
}

/** The files of one photo in one layout, per format, narrowest first; `background` is what a transparent one is flattened onto. */
export function variantLadder(source: Source, layout: ImageLayout, background: string): Record<ImageFormat, Variant[]> {
  const widths = responsiveWidths(layout, source.meta.width);
  // AVIF and WebP: every width; JPEG: the short ladder of browsers with neither (the site's layouts).
  const formatWidths: Record<ImageFormat, number[]> = { avif: widths, webp: widths, jpeg: jpegWidths(widths, layout.jpeg) };
  const ladder = {} as Record<ImageFormat, Variant[]>;
  for (const format of FORMATS) {
    const options = PROFILES[layout.profile][format];
    ladder[format] = formatWidths[format].map((w) => variant(source, w, format, options, background));
  }
  return ladder;
}

function variant(source: Source, width: number, format: ImageFormat, options: EncoderOptions, background: string): Variant {
  // The key: the bytes, encoder options, pipeline version and a transparent photo's background; not
  // the width (it is in the name) nor the path, so a moved or renamed photo keeps its cache.
  const flattened = source.meta.alpha ? `\n${background}` : '';
  const key = sha256(`${source.hash}\n${format}\n${JSON.stringify(options)}\n${PIPELINE_VERSION}${flattened}`);
  const stem = publishedStem(source.file);
  const ext = EXTENSION[format];
  return {
    name: `${stem}-${key.slice(0, 8)}-${width}.${ext}`,
    cacheName: `${key.slice(0, 16)}-${width}.${ext}`,
    source,
    width,
    format,
    options,
  };
}

/** Sorted, deduplicated widths for a source `sourceWidth` px wide, from a layout's candidates and the widest it is displayed. */
export function responsiveWidths(rule: Pick<LayoutWidths, 'candidates' | 'maxDisplayed'>, sourceWidth: number): number[] {
  if (!(sourceWidth > 0)) throw new Error(`source width must be positive, got ${sourceWidth}`);
  const cap = Math.min(sourceWidth, rule.maxDisplayed * 2);
  const kept = rule.candidates.filter((w) => w > 0 && w <= cap).map(Math.round);
  // A source narrower than a wanted width offers its own width, so none of its pixels go unused.
  const wantedMore = rule.candidates.some((w) => w > sourceWidth && w <= rule.maxDisplayed * 2);
  if (wantedMore || kept.length === 0) kept.push(Math.round(cap));
  // From the widest down, drop a width within MIN_STEP of the one above it: a 700 px
  // source gets 400 and 700, not 400, 640 and 700.
  const widths: number[] = [];
  for (const w of [...new Set(kept)].sort((a, b) => b - a)) {
    const above = widths.at(-1);
    if (above === undefined || above >= w * MIN_STEP - 0.5) widths.push(w);
  }
  return widths.reverse();
}

/** For each wanted width, the smallest of `widths` at least that wide, else the widest (a source narrower than wanted). */
export function jpegWidths(widths: readonly number[], wanted: readonly number[]): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const widest = sorted.at(-1);
  if (widest === undefined) throw new Error('no widths to choose JPEG widths from');
  if (wanted.length === 0) return [widest];
  const picked = wanted.map((j) => sorted.find((w) => w >= j) ?? widest);
  return [...new Set(picked)].sort((a, b) => a - b);
}

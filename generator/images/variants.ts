// The files one photo is made into: for a layout, a width ladder per format, each file named by
// a key of what makes its bytes, so equal inputs share one cache entry and one encode.

import type { ImageLayout } from '../../framework/shared/layouts.ts';
import { publishedStem } from '../../framework/shared/published-name.ts';
import { sha256 } from './cache.ts';
import { type EncoderOptions, EXTENSION, FORMATS, type ImageFormat, PIPELINE_VERSION, PROFILES } from './encode-options.ts';
import type { Source } from './sources.ts';
import { jpegWidths, responsiveWidths } from './widths.ts';

export interface Variant {
  /** Published file name under publicPrefix: <stem>-<key8>-<width>.<ext> (the stem keeps URLs readable). */
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
  // The key covers the bytes, the encoder options and the pipeline version, not the width
  // (it is in the name) nor the path: a moved or renamed photo keeps its cache. A transparent
  // photo's also covers the background it is flattened onto.
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

// Encoder settings. Part of every output's cache key, so changing a value here re-encodes
// exactly the variants it affects and never serves a stale file.
import type { QualityProfile } from '../../framework/shared/layouts.ts';

/** Bump when the output changes beyond the options below; it is in every output name, so every image gets a new URL. */
export const PIPELINE_VERSION = 2;

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** Order of the <source>s: the browser takes the first type it supports. */
export const FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpeg'];

export const EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface EncoderOptions {
  quality: number;
  /** AVIF/WebP CPU effort. */
  effort?: number;
  mozjpeg?: boolean;
}

/** What a transparent photo is flattened onto when the pipeline is given no background: sharp's default. */
export const DEFAULT_BACKGROUND = '#000000';

// AVIF effort 3, one below sharp's default: several times faster for a few more bytes.
// AVIF q50 looks like JPEG q75 (squoosh and Cloudinary comparisons), and so does WebP q75.
export const PROFILES: Record<QualityProfile, Record<ImageFormat, EncoderOptions>> = {
  standard: {
    avif: { quality: 50, effort: 3 },
    webp: { quality: 75, effort: 4 },
    jpeg: { quality: 75, mozjpeg: true },
  },
  // The home hero is cover-cropped on phones, so a phone fetches the widest file; a lower
  // quality keeps it inside the LCP budget, and the dark overlay hides the difference.
  hero: {
    avif: { quality: 40, effort: 3 },
    webp: { quality: 65, effort: 4 },
    jpeg: { quality: 68, mozjpeg: true },
  },
};

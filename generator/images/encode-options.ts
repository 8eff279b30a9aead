// Encoder settings. Part of every output name's hash, so changing a value here
// re-encodes exactly the variants it affects and never serves a stale file.

/**
 * Bump when the pipeline's output changes in a way the options below do not capture. It is
 * part of every output name, so a bump also gives every image a new URL, and no browser
 * keeps a file it cached under the old name (they are served immutable for a year).
 * 2: cache entries checked against a manifest of sizes and hashes; short JPEG ladder.
 */
export const PIPELINE_VERSION = 2;

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** Order of the <source>s: the browser takes the first type it supports. */
export const FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpeg'];

export const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export const EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface EncoderOptions {
  quality: number;
  /** AVIF/WebP CPU effort. */
  effort?: number;
  mozjpeg?: boolean;
}

/**
 * What a transparent photo (a PNG, WebP or AVIF with an alpha channel) is flattened onto before
 * any format is made, so its AVIF, its WebP and its JPEG fallback look alike, and its loading
 * colour with them: the page's background, the body's in styles/global.css (--ink;
 * test/unit/images-color.test.ts keeps the two the same). A shape meant to show what is behind it
 * belongs in an SVG (the brand marks are), not in a photo.
 */
export const PHOTO_BACKGROUND = '#0d0d12';

export type QualityProfile = 'standard' | 'hero';

// Measured on this 2-core machine (1600 px, one libvips thread): AVIF effort 4 (sharp's
// default) took 3.9 s for 54 kB, effort 3 took 0.9 s for 62 kB. Effort 3 keeps a cold
// build of ~80 sources to about two minutes; the 15% bytes are the price.
// AVIF q50 ≈ JPEG q75 visually (squoosh/Cloudinary comparisons), WebP q75 likewise.
export const PROFILES: Record<QualityProfile, Record<ImageFormat, EncoderOptions>> = {
  standard: {
    avif: { quality: 50, effort: 3 },
    webp: { quality: 75, effort: 4 },
    jpeg: { quality: 75, mozjpeg: true },
  },
  // The home hero is cover-cropped on phones, so a phone fetches the widest file; a lower
  // quality keeps it inside the 80 kB LCP budget. Photos shown full-screen behind text
  // with a dark overlay hide the difference.
  hero: {
    avif: { quality: 40, effort: 3 },
    webp: { quality: 65, effort: 4 },
    jpeg: { quality: 68, mozjpeg: true },
  },
};

// The sharp calls: a source decoded once into raw pixels, each width resized once from them, and
// every format encoded from the resized pixels.
import sharp, { type Sharp } from 'sharp';
import { detectedFormat } from '../../framework/shared/photo-format.ts';
import type { SourceMeta } from './cache.ts';
import type { EncoderOptions, ImageFormat } from './encode-options.ts';

/** The most pixels a photo may have: sharp's own default, set here so the message can say it. */
export const MAX_PHOTO_PIXELS = 0x3fff * 0x3fff;

/** What to tell the owner when `error` is sharp refusing a photo for its pixels, else undefined. */
export async function pixelLimitProblem(bytes: Buffer, error: unknown): Promise<string | undefined> {
  if (!(error instanceof Error && /pixel limit/i.test(error.message))) return undefined;
  // The header alone, so the size can be named without decoding what is too large to decode.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  const millions = (pixels: number) => `${Math.round(pixels / 1e6).toLocaleString('en-US')} million pixels`;
  const size =
    width && height ? `${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} (${millions(width * height)})` : 'too large';
  return `the photo is ${size}; a photo may have at most ${millions(MAX_PHOTO_PIXELS)} (16,383 × 16,383): scale it down (2400 px on its long edge is plenty) and save it again`;
}

export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Format, dimensions (after EXIF orientation) and dominant colour on `background`. Decodes the
 * whole file, so corrupt data fails in prepare, not mid-encode; a non-photo is never drawn.
 */
export async function readSourceMeta(bytes: Buffer, background: string): Promise<SourceMeta> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
  const format = detectedFormat(meta);
  if (typeof format === 'object')
    return {
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      color: '#000000',
      format,
      untaggedCmyk: false,
      alpha: false,
      animated: false,
    };
  if (!meta.width || !meta.height) throw new Error('no image dimensions');
  const swap = (meta.orientation ?? 1) >= 5; // EXIF 5–8 rotate by 90°
  // 64 px is plenty for one colour, and JPEG shrink-on-load decodes it at 1/8 scale.
  const thumb = await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PHOTO_PIXELS })
    .resize(64, 64, { fit: 'inside' })
    .flatten({ background })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: swap ? meta.height : meta.width,
    height: swap ? meta.width : meta.height,
    color: dominantColor(thumb.data, thumb.info.channels),
    format,
    untaggedCmyk: meta.space === 'cmyk' && !meta.hasProfile,
    alpha: meta.hasAlpha === true,
    animated: (meta.pages ?? 1) > 1 && meta.delay !== undefined,
  };
}

/** The most common colour: the average of the fullest 4-bit-per-channel bin, so the photo really has it. */
export function dominantColor(pixels: Buffer, channels: number): string {
  const bins = new Map<number, { count: number; sums: [r: number, g: number, b: number] }>();
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const [r = 0, g = 0, b = 0] = pixels.subarray(i, i + 3);
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const { count = 0, sums = [0, 0, 0] } = bins.get(key) ?? {};
    bins.set(key, { count: count + 1, sums: [sums[0] + r, sums[1] + g, sums[2] + b] });
  }
  // On a tie the lowest bin wins, as in a scan of the bins in order.
  const [, best] = [...bins].sort(([a, x], [b, y]) => y.count - x.count || a - b)[0] ?? [];
  if (!best) return '#000000'; // no pixels
  return `#${best.sums.map((sum) => `0${Math.round(sum / best.count).toString(16)}`.slice(-2)).join('')}`;
}

/**
 * Full-size pixels, upright, sRGB and opaque: flattened onto `background` (the page's) once, so
 * every format shows the same (AVIF and WebP would show the loading colour through theirs).
 */
export function decode(bytes: Buffer, background: string): Promise<RawImage> {
  return rawPixels(
    sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PHOTO_PIXELS }).autoOrient().flatten({ background }).toColourspace('srgb'),
  );
}

export async function resizeRaw(source: RawImage, width: number): Promise<RawImage> {
  return width === source.info.width ? source : rawPixels(sharp(source.data, { raw: source.info }).resize({ width }));
}

async function rawPixels(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** Applies one format's options to a sharp pipeline of opaque pixels (shared with the benchmark's floor). */
export function applyFormat(pipeline: Sharp, format: ImageFormat, options: EncoderOptions): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: options.quality, effort: options.effort });
    case 'webp':
      return pipeline.webp({ quality: options.quality, effort: options.effort });
    case 'jpeg':
      return pipeline.jpeg({ quality: options.quality, mozjpeg: options.mozjpeg });
  }
}

export function encodeRaw(image: RawImage, format: ImageFormat, options: EncoderOptions): Promise<Buffer> {
  return applyFormat(sharp(image.data, { raw: image.info }), format, options).toBuffer();
}

// What a photo may be: JPEG, PNG, WebP or AVIF, told from its bytes by libvips itself, so the check
// and the decoder cannot disagree; another format, or one its name does not say, is refused.
import type { Metadata } from 'sharp';

export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const NAMES: Record<PhotoFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF' };
const EXTENSIONS: Record<string, PhotoFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/** The format libvips found in the bytes: a photo format, or the name of what it is instead. */
export function detectedFormat(meta: Pick<Metadata, 'format' | 'compression'>): PhotoFormat | { other: string } {
  const format = String(meta.format ?? 'unknown');
  if (format === 'heif') return meta.compression === 'av1' ? 'avif' : { other: meta.compression === 'hevc' ? 'HEIC' : 'HEIF' };
  return (PHOTO_FORMATS as readonly string[]).includes(format) ? (format as PhotoFormat) : { other: format.toUpperCase() };
}

/** Why the file's bytes cannot be used under its name, or null when they can. */
export function formatProblem(file: string, detected: PhotoFormat | { other: string }): string | null {
  const accepted = 'JPEG, PNG, WebP and AVIF';
  if (typeof detected === 'object')
    return `its content is ${detected.other}, not a photo the build takes (${accepted}): export it as one of them`;
  const named = EXTENSIONS[/\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? ''];
  if (named && named !== detected) {
    return `its content is ${NAMES[detected]}, but its name says ${NAMES[named]}: rename it to .${detected === 'jpeg' ? 'jpg' : detected} (and the content entry with it)`;
  }
  return null;
}

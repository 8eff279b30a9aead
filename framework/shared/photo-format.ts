// What a photo may be: JPEG, PNG, WebP or AVIF, told from its bytes, under a name that says which.
// The build tells the format with libvips itself, so the check and the decoder cannot disagree;
// the editor tells it as the owner picks a file (admin/upload-format.ts). Both speak these words.

export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** A photo format, or the name of what the bytes are instead ('GIF', 'HEIC'). */
export type DetectedFormat = PhotoFormat | { other: string };

const NAMES: Record<PhotoFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF' };
const EXTENSIONS: Record<string, PhotoFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/** The format libvips found in the bytes (sharp's metadata): a photo format, or the name of what it is instead. */
export function detectedFormat(meta: { format?: string; compression?: string }): DetectedFormat {
  const format = String(meta.format ?? 'unknown');
  if (format === 'heif') return meta.compression === 'av1' ? 'avif' : { other: meta.compression === 'hevc' ? 'HEIC' : 'HEIF' };
  return (PHOTO_FORMATS as readonly string[]).includes(format) ? (format as PhotoFormat) : { other: format.toUpperCase() };
}

/** The photo format a file's name says ('photo.JPG' → 'jpeg'), or undefined for another name. */
export const formatNamed = (file: string): PhotoFormat | undefined => EXTENSIONS[/\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? ''];

/** The extension a photo of this format is named with. */
export const extensionOf = (format: PhotoFormat): string => (format === 'jpeg' ? 'jpg' : format);

/** Why the file's bytes cannot be used under its name, or null when they can. */
export function formatProblem(file: string, detected: DetectedFormat): string | null {
  const accepted = 'JPEG, PNG, WebP and AVIF';
  if (typeof detected === 'object')
    return `its content is ${detected.other}, not a photo the build takes (${accepted}): export it as one of them`;
  const named = formatNamed(file);
  if (named && named !== detected) {
    return `its content is ${NAMES[detected]}, but its name says ${NAMES[named]}: rename it to .${extensionOf(detected)} (and the content entry with it)`;
  }
  return null;
}

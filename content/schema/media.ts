// Media fields: a photo or a video file inside assets/, as a phone or a camera named it, and a
// video's sources and poster.
import { z } from 'zod';
import { isRecord } from '../../framework/shared/is-record.ts';
import type { Photo, Video, VideoSource } from '../media-types.ts';
import { crossCheck } from './checks.ts';
import { HTTPS_URL, isHttpsUrl, unusableUrl } from './links.ts';
import { expected } from './messages.ts';
import { list, MAX_PATH, tooLong } from './text.ts';

/**
 * Why `file`, a path inside the folder `base` (e.g. 'gallery/IMG_1234.JPG' inside
 * assets/photos/), cannot be used, or null when it can; each reason says what to write instead.
 * A name is whatever a phone or a camera wrote: capitals, spaces and accents are fine (the build
 * publishes it under a clean lower-case name). Refused is only what could lead elsewhere or
 * that no file can be named: a web address, an absolute path, a '..' or '.' segment, an empty
 * segment, a backslash, a control character.
 * (The build also resolves symlinks and refuses any that lead outside assets/.)
 */
function assetPathProblem(file: string, base: string, extensions: readonly string[]): string | null {
  const example = !extensions.includes('jpg') ? 'clip.webm' : base === PHOTOS ? 'gallery/first dance.jpg' : 'hero-poster.jpg';
  const inBase = `write its path inside ${base}, such as '${example}'`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
  const control = /[\u0000-\u001f\u007f]/.exec(file);
  if (control) {
    return `'${file}' holds a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}); no file can be named with it, so delete it`;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(file)) {
    return `'${file}' is a web address; this field takes a file in ${base}: save the file there (the editor's upload does) and ${inBase}`;
  }
  if (file.startsWith(base)) return `'${file}' starts with '${base}', which the build adds; write '${file.slice(base.length)}'`;
  if (/^(?:[/\\]|[a-z]:)/i.test(file)) return `'${file}' is an absolute path; copy the file into ${base} if it is elsewhere, and ${inBase}`;
  // A path copied from Windows: what it says with '/' between its folders, then how to write it.
  const slashed = file.replaceAll('\\', '/');
  const problem = slashedPathProblem(slashed, base, extensions, inBase);
  if (slashed === file) return problem;
  if (!problem) return `'${file}' uses '\\'; write '/' between folders, as in '${slashed}'`;
  return `${problem.replace(`'${slashed}'`, `'${file}'`)} (with '/' between folders, not '\\')`;
}

/** Why a path written with '/' between its folders cannot be used (see assetPathProblem), or null. */
function slashedPathProblem(file: string, base: string, extensions: readonly string[], inBase: string): string | null {
  const types = extensions.map((e) => '.' + e).join(', ');
  const parts = file.split('/');
  if (parts.includes('..')) return `'${file}' uses '..', which can lead outside ${base}; ${inBase}`;
  const kept = parts.filter((part) => part.trim() !== '' && part !== '.');
  if (kept.length < parts.length) {
    return `'${file}' has an empty folder name or '.'; ${kept.length ? `write '${kept.join('/')}'` : inBase}`;
  }
  const ext = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase();
  if (!ext) return `'${file}' has no file type at its end; write the file's whole name, ending in one of ${types}`;
  if (!extensions.includes(ext)) return `'${file}' is a .${ext} file; the build takes ${types} files: save it as one of them`;
  return null;
}

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
const VIDEO_EXTENSIONS = ['webm', 'mp4'] as const;
const PHOTOS = 'assets/photos/';
const VIDEOS = 'assets/video/';

/** A text that is a path inside `base` to a file with one of `extensions`. */
const assetPath = (base: string, extensions: readonly string[]) =>
  z
    .string({ error: expected(`text like 'gallery/01.jpg' (a file inside ${base})`) })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_PATH, tooLong(MAX_PATH))
    .refine((file) => file === '' || assetPathProblem(file, base, extensions) === null, {
      error: (iss) => assetPathProblem(String(iss.input), base, extensions) ?? 'invalid path',
    });

/**
 * A photo: its path inside assets/photos/ ('gallery/01.jpg'), which the loader resolves to the
 * file. `folder` is where the editor puts a photo uploaded for this field.
 */
export const photoIn = (folder: string) =>
  assetPath(PHOTOS, PHOTO_EXTENSIONS)
    .transform((file): Photo => ({ kind: 'photo', file: PHOTOS + file }))
    .meta({
      widget: 'image',
      folder: PHOTOS + folder,
      base: PHOTOS,
      description: `A photo in ${PHOTOS}${folder}/ (JPEG, PNG, WebP or AVIF).`,
    });

/** A video's poster: a photo inside assets/video/, beside its clip ('hero-poster.jpg'). */
const posterSchema = assetPath(VIDEOS, PHOTO_EXTENSIONS)
  .transform((file): Photo => ({ kind: 'photo', file: VIDEOS + file }))
  .meta({
    widget: 'image',
    folder: VIDEOS.slice(0, -1),
    base: VIDEOS,
    description: 'The still shown before the clip plays, in assets/video/.',
  });

/** The screens a clip marked for tall screens plays on: taller than wide, as a phone held upright. */
export const TALL_SCREENS = '(max-aspect-ratio: 3/4)';

/** A clip's type, from the extension of its file or of its URL's path; null when it is neither .webm nor .mp4. */
function clipType(src: string): VideoSource['type'] | null {
  const file = isHttpsUrl(src) ? new URL(src).pathname : src;
  const ext = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase();
  return ext === 'webm' ? 'video/webm' : ext === 'mp4' ? 'video/mp4' : null;
}

/** Why `src`, a clip's file or URL, cannot be used, or null. */
function clipProblem(src: string): string | null {
  if (HTTPS_URL.test(src)) {
    const unusable = unusableUrl(src);
    if (unusable) return unusable;
    return clipType(src)
      ? null
      : `'${src}' does not end in .webm or .mp4, so a browser cannot tell what it is; link to the .webm or .mp4 file itself`;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) && !/^[a-z]:[\\/]/i.test(src)) {
    return `'${src}' is not an absolute https:// URL; expected a .webm or .mp4 file in assets/video/ or an https:// URL`;
  }
  const problem = assetPathProblem(src, VIDEOS, VIDEO_EXTENSIONS);
  return problem && `${problem}, or an absolute https:// URL`;
}

/** A clip for tall screens only: the check sees it parsed (its media query) or, when it has a problem, as written. */
const forTallScreensOnly = (clip: unknown) => isRecord(clip) && (clip.media === TALL_SCREENS || clip.portrait === true);

/**
 * A clip of a video: its file (or URL), whose extension gives its type, and whether it is made
 * for tall screens only. The page gets a source of each, with its type and the screens it is for.
 */
const videoSourceSchema = z
  .strictObject({
    /** A file inside assets/video/ ('hero.webm') or an absolute https:// URL. */
    src: z
      .string({ error: expected("text like 'clip.webm' (a file in assets/video/) or 'https://…/clip.mp4'") })
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_PATH, tooLong(MAX_PATH))
      .refine((src) => src === '' || clipProblem(src) === null, { error: (iss) => clipProblem(String(iss.input)) ?? 'invalid clip' })
      .meta({
        label: 'File',
        description: "A .webm or .mp4 file in assets/video/ ('hero.webm'), or an https:// URL ending in .webm or .mp4.",
      }),
    portrait: z
      .boolean({ error: expected('true or false') })
      .optional()
      .meta({
        label: 'For tall screens only',
        description:
          'Tick it for a clip made for screens taller than wide (a phone held upright): they play it, and the others play the clips left unticked.',
      }),
  })
  .transform(
    ({ src, portrait }): VideoSource => ({
      src: isHttpsUrl(src) ? src : VIDEOS + src,
      // The refinement lets through only a clip whose extension tells its type.
      type: clipType(src) ?? 'video/mp4',
      ...(portrait ? { media: TALL_SCREENS } : {}),
    }),
  );

export const videoSchema = z
  .strictObject(
    {
      // A browser plays the first clip that suits its screen; with every clip for tall screens
      // only, a wide screen would get no video at all.
      sources: crossCheck(list(videoSourceSchema, { one: 'clip', many: 'clips', min: 1, max: 8 }), (sources, ctx) => {
        if (Array.isArray(sources) && sources.length > 0 && sources.every(forTallScreensOnly)) {
          ctx.addIssue({
            code: 'custom',
            message: "every clip is for tall screens only; add one for every other screen (with 'For tall screens only' off)",
          });
        }
      }).meta({ label: 'Clips' }),
      poster: posterSchema,
    },
    { error: expected('a video: its sources and its poster') },
  )
  .transform((video): Video => ({ kind: 'video', ...video }));

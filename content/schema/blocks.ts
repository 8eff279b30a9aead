// The building blocks the module schemas share: text, formatted strings, links, assets, media
// and the cross-checks that report every problem in one pass.
import { z } from 'zod';
import { ordinal } from '../../kit/shared/field-path.ts';
import type { Photo, Video } from '../media.ts';
import { expected } from './messages.ts';

/**
 * A character that shows: a letter, digit, punctuation mark or symbol, other than those Unicode
 * says to draw as nothing (zero-width spaces and joiners, the BOM, Hangul fillers, variation
 * selectors: Default_Ignorable_Code_Point) and the blank braille pattern. Spaces, controls and
 * combining marks on their own show nothing either.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** The longest text any field takes: a long paragraph. A page is read, not scrolled through for ever. */
export const MAX_TEXT = 1000;
const tooLong = (max: number) => ({
  error: (iss: { input?: unknown }) =>
    `has ${String(iss.input).length.toLocaleString('en-US')} characters; at most ${max.toLocaleString('en-US')} fit (split it, or shorten it)`,
});

/**
 * A non-empty text with something to see: a title or an alt text of a lone zero-width space
 * would pass a plain emptiness check, and a screen reader would say nothing for that photo.
 */
export const textSchema = z
  .string({ error: expected('text') })
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_TEXT, tooLong(MAX_TEXT))
  .refine((s) => s === '' || VISIBLE.test(s), {
    error: (iss) => `has no visible characters (${codePoints(String(iss.input))}); write the text, or remove the invisible characters`,
  });

/** 'U+200B, U+FEFF': how an invisible text is named in a message, since it cannot be shown. */
function codePoints(text: string): string {
  const points = [...new Set([...text].map((c) => 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')))];
  return points.length > 4 ? `${points.slice(0, 4).join(', ')}, …` : points.join(', ');
}

/**
 * A text with a format, e.g. a link: a wrong type and a wrong text get the same message,
 * `expected text like 'https://example.com/page', got the number 5`, plus `hint` for a wrong
 * text. `what` names the kind of text ('a price' reads better than 'text' for a price).
 */
export function formatted(like: string, ok: (text: string) => boolean, hint?: string, what = 'text') {
  const message = expected(`${what} like ${like}`);
  return z
    .string({ error: message })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_TEXT, tooLong(MAX_TEXT))
    .refine((s) => s === '' || ok(s), { error: (iss) => message(iss) + (hint ? ` (${hint})` : '') })
    .meta({ description: hint ? `Like ${like}: ${hint}.` : `Like ${like}.` });
}

/** How a list is named in messages and in the editor: one entry, several, and how many it may hold. */
export interface ListSpec {
  one: string;
  many: string;
  min?: number;
  /** Every list has a ceiling: a page of 100,000 features is a mistake, not a menu. */
  max: number;
}

/**
 * A list of `item`. Its length is checked without hiding the entries' own problems (zod's own
 * .max() on a list would stop it from reporting problems inside the entries in the same pass).
 */
export const list = <T extends z.ZodType>(item: T, { one, many, min = 0, max }: ListSpec) => {
  const base = z.array(item, { error: expected(`a list of ${many}`) });
  return atMost(
    min > 0 ? base.min(min, `expected at least ${min} ${min === 1 ? one : many}`) : base,
    max,
    `expected at most ${max} ${many}`,
  ).meta({ singular: one, plural: many, minItems: min, maxItems: max });
};

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = formatted("'dj-services'", (s) => SLUG.test(s), 'lower-case letters, digits and single dashes').meta({
  pattern: SLUG.source,
});

const HTTPS_URL = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#][^\s]*)?$/i;
export const TEL = /^tel:\+\d{7,15}$/;
export const MAILTO = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FRAGMENT = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * Why a text shaped like an https URL still cannot be used, or null. The shape (HTTPS_URL) lets
 * through a port such as 99999, which the URL parser of browsers and Node (`new URL`) refuses,
 * and port 0, which no server listens on; the build reads these URLs with `new URL` after this
 * check (the booking and media policies), so the schema is the one gate, naming the field.
 */
function unusableUrl(url: string): string | null {
  const port = /^https:\/\/[^/?#]*:(\d+)(?:[/?#]|$)/i.exec(url)?.[1];
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535)) {
    return `'${url}' has the port ${port}, which cannot exist; a port goes from 1 to 65535 (most URLs name none)`;
  }
  return URL.canParse(url) ? null : `'${url}' is not a URL a browser can open`;
}

/** An absolute https:// URL that a browser can open. */
const isHttpsUrl = (s: string) => HTTPS_URL.test(s) && unusableUrl(s) === null;

/** A text that is an absolute https:// URL: a wrong shape says what is expected, a bad port says so. */
export const httpsUrlSchema = formatted("'https://example.com/page'", (s) => HTTPS_URL.test(s), 'an absolute https:// URL')
  .meta({ pattern: HTTPS_URL.source })
  .refine((s) => s === '' || !HTTPS_URL.test(s) || unusableUrl(s) === null, {
    error: (iss) => unusableUrl(String(iss.input)) ?? 'invalid URL',
  });

/**
 * A link target: a page of the site (a file in pages/), optionally with a #fragment, or an
 * https:, tel: or mailto: URL. `routes` are the discovered routes.
 */
function hrefSchema(routes: readonly string[], options: { internalOnly?: boolean } = {}) {
  const listed = [...routes].sort().join(', ');
  const like = options.internalOnly ? "'/contact'" : "'/contact', '/services#dj-services' or 'https://…'";
  return z
    .string({ error: expected(`a link like ${like}`) })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_PATH, tooLong(MAX_PATH))
    .meta({
      link: options.internalOnly ? 'page' : 'any',
      description: options.internalOnly
        ? 'A page of this site.'
        : "A page of this site ('/contact'), a part of one ('/services#dj-services'), or an https:, tel: or mailto: link.",
    })
    .superRefine((href, ctx) => {
      if (href === '') return;
      const fail = (message: string) => ctx.addIssue({ code: 'custom', input: href, message });
      if (href.startsWith('/')) {
        const [path = '', fragment, ...rest] = href.split('#');
        if (rest.length || (fragment !== undefined && !FRAGMENT.test(fragment))) {
          return fail(`invalid fragment in '${href}'; expected '#' and letters, digits or dashes, e.g. /services#dj-services`);
        }
        if (!routes.includes(path)) {
          const hint = path.length > 1 && path.endsWith('/') && routes.includes(path.slice(0, -1)) ? '; leave out the trailing slash' : '';
          return fail(`'${path}' is not a page; routes are the files in pages/ (${listed})${hint}`);
        }
        return;
      }
      if (options.internalOnly) return fail(`expected a page of this site like '/contact', got '${href}'`);
      if (HTTPS_URL.test(href)) {
        const problem = unusableUrl(href);
        if (problem) fail(problem);
        return;
      }
      if (!(TEL.test(href) || MAILTO.test(href))) {
        fail(`expected a link like ${like}, got '${href}' (a page of this site, or an https:, tel: or mailto: URL)`);
      }
    });
}

/**
 * Why `file`, a path inside the folder `base` (e.g. 'gallery/IMG_1234.JPG' inside
 * assets/photos/), cannot be used, or null when it can. A name is whatever a phone or a camera
 * wrote: capitals, spaces and accents are fine (the build publishes it under a clean lower-case
 * name). Refused is only what could lead elsewhere or that no file can be named: an absolute
 * path, a '..' or '.' segment, an empty segment, a backslash, a control character.
 * (The build also resolves symlinks and refuses any that lead outside assets/.)
 */
function assetPathProblem(file: string, base: string, extensions: readonly string[]): string | null {
  const types = extensions.map((e) => '.' + e).join(', ');
  const like = `a path inside ${base}, such as '${base === 'assets/video/' ? 'clip.webm' : 'gallery/first dance.jpg'}'`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
  const control = /[\u0000-\u001f\u007f]/.exec(file);
  if (control)
    return `'${file}' holds a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}); no file can be named with it`;
  if (file.startsWith(base)) return `'${file}' starts with '${base}', which the build adds; write '${file.slice(base.length)}'`;
  if (/^(?:[/\\]|[a-z]:)/i.test(file)) return `'${file}' is an absolute path; expected ${like}`;
  if (file.includes('\\')) return `'${file}' uses '\\'; write '/' between folders, as in '${file.replaceAll('\\', '/')}'`;
  const parts = file.split('/');
  if (parts.includes('..')) return `'${file}' uses '..', which can lead outside ${base}; expected ${like}`;
  if (parts.some((part) => part.trim() === '' || part === '.')) return `'${file}' has an empty folder name or '.'; expected ${like}`;
  const ext = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase();
  if (!ext) return `'${file}' has no file type at its end; expected a ${types} file`;
  if (!extensions.includes(ext)) return `'${file}' is a .${ext} file; expected a ${types} file`;
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
const MAX_PATH = 300;

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

const videoSourceSchema = z.strictObject({
  /** A file inside assets/video/ ('hero.webm') or an absolute https:// URL. */
  src: z
    .string({ error: expected("text like 'clip.webm' (a file in assets/video/) or 'https://…/clip.mp4'") })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_PATH, tooLong(MAX_PATH))
    .refine((src) => src === '' || isHttpsUrl(src) || assetPathProblem(src, VIDEOS, VIDEO_EXTENSIONS) === null, {
      error: (iss) => {
        const src = String(iss.input);
        if (HTTPS_URL.test(src)) return unusableUrl(src) ?? 'invalid URL';
        return /^[a-z][a-z0-9+.-]*:/i.test(src) && !/^[a-z]:[\\/]/i.test(src)
          ? `'${src}' is not an absolute https:// URL; expected a .webm or .mp4 file in assets/video/ or an https:// URL`
          : `${assetPathProblem(src, VIDEOS, VIDEO_EXTENSIONS)}, or an absolute https:// URL`;
      },
    })
    .transform((src) => (isHttpsUrl(src) ? src : VIDEOS + src))
    .meta({ description: "A .webm or .mp4 file in assets/video/ ('hero.webm'), or an https:// URL." }),
  type: z.enum(['video/webm', 'video/mp4'], { error: expected("'video/webm' or 'video/mp4'") }),
  /** A media query: the source is for the screens it matches, e.g. a portrait crop for phones. */
  media: formatted(
    "'(max-aspect-ratio: 3/4)'",
    isMediaQuery,
    'a media query: conditions in parentheses, such as (max-width: 600px)',
  ).optional(),
});

/** The shape of a media query: conditions in balanced parentheses, joined by and/or/not/commas. */
function isMediaQuery(query: string): boolean {
  if (!/^[a-z0-9\s():/.,<>=-]+$/i.test(query) || !query.includes('(')) return false;
  let depth = 0;
  for (const char of query) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

export const videoSchema = z
  .strictObject(
    {
      // A browser plays the first source that suits its screen; with a media query on every
      // source, a screen none of them matches would get no video at all.
      sources: crossCheck(list(videoSourceSchema, { one: 'source', many: 'video sources', min: 1, max: 8 }), (sources, ctx) => {
        if (Array.isArray(sources) && sources.every((s) => isRecord(s) && s.media !== undefined)) {
          ctx.addIssue({
            code: 'custom',
            message: 'every source has a media query; add one without, for the screens none of them matches',
          });
        }
      }),
      poster: posterSchema,
    },
    { error: expected('a video: its sources and its poster') },
  )
  .transform((video): Video => ({ kind: 'video', ...video }));

/** Page title and meta description. The layout appends ' | Elevate Events' to the title. */
export const metaSchema = z.strictObject({
  // Search results show about 60 characters of a title; the layout adds ' | <brand>' after it.
  title: textSchema
    .max(60, 'a page title should have at most 60 characters (search results cut longer ones)')
    .refine((t) => !/\|\s*Elevate Events\s*$/.test(t), {
      error: "leave out ' | Elevate Events': the layout appends it",
    }),
  description: textSchema
    .min(50, 'a meta description should have at least 50 characters')
    .max(160, 'a meta description should have at most 160 characters (search engines cut the rest)'),
});

export const heroSchema = z.strictObject({ title: textSchema, subtitle: textSchema, image: photoIn('heroes') });

const stepSchema = z.strictObject({
  number: z
    .number({ error: expected('a step number like 1') })
    .int()
    .positive(),
  title: textSchema,
  description: textSchema,
});
export type Step = z.infer<typeof stepSchema>;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const entries = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.map((x) => (isRecord(x) ? x : {})) : []);

/**
 * A check across fields (duplicates, one badge, counts by category) that runs even when other
 * fields of the same value are wrong. zod skips a refinement once its value has a type error, so
 * a wrong title would hide a duplicate id until the next build; `when: () => true` runs it in
 * the same pass. The value may therefore be malformed: `check` reads it through `entries` and
 * type tests.
 */
export function crossCheck<T extends z.ZodType>(
  schema: T,
  check: (value: Record<string, unknown> | unknown[], ctx: z.RefinementCtx) => void,
): T {
  return schema.superRefine(
    (value, ctx) => {
      if (isRecord(value) || Array.isArray(value)) check(value, ctx);
    },
    { when: () => true },
  );
}

/**
 * At most `n` entries. (zod's own .max() on a list stops it from reporting problems inside the
 * entries in the same pass; this check does not.)
 */
export function atMost<T extends z.ZodType>(schema: T, n: number, message: string): T {
  return crossCheck(schema, (items, ctx) => {
    if (Array.isArray(items) && items.length > n) ctx.addIssue({ code: 'custom', path: [], message: `${message}, found ${items.length}` });
  });
}

/** A process: at least two steps, numbered 1, 2, 3 … in order. */
export const steps = () =>
  crossCheck(list(stepSchema, { one: 'step', many: 'steps', min: 2, max: 12 }), (items, ctx) => {
    entries(items).forEach((step, i) => {
      if (typeof step.number === 'number' && step.number !== i + 1) {
        ctx.addIssue({ code: 'custom', path: [i, 'number'], message: `expected step number ${i + 1}, got ${step.number}` });
      }
    });
  });

const faqItemSchema = z.strictObject({ question: textSchema, answer: textSchema });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z.strictObject({
  title: textSchema,
  items: list(faqItemSchema, { one: 'question', many: 'questions', min: 1, max: 40 }),
});

/** A field of a value that may be malformed: `field('id')(entry)`. */
export const field = (name: string) => (entry: unknown) => (isRecord(entry) ? entry[name] : undefined);

/** Reports entries whose `key` repeats an earlier one (entries without a text key are skipped). */
export function checkUnique(
  ctx: z.RefinementCtx,
  items: unknown,
  key: (item: unknown) => unknown,
  path: (i: number) => PropertyKey[],
  what: string,
): void {
  if (!Array.isArray(items)) return;
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const k = key(item);
    if (typeof k !== 'string') return;
    const first = seen.get(k);
    if (first !== undefined) {
      ctx.addIssue({ code: 'custom', path: path(i), message: `duplicate ${what} '${k}' (already used by the ${ordinal(first + 1)})` });
    } else seen.set(k, i);
  });
}

export const imageWithAlt = (folder: string) => z.strictObject({ image: photoIn(folder), alt: textSchema });

export const testimonialSchema = z.strictObject({
  quote: textSchema,
  name: textSchema,
  role: textSchema,
  image: photoIn('testimonials').optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export function linkSchemas(routes: readonly string[]) {
  const href = hrefSchema(routes);
  return {
    href,
    link: z.strictObject({ label: textSchema, href }),
    /** A link to one of the site's own pages. */
    pageLink: z.strictObject({ label: textSchema, href: hrefSchema(routes, { internalOnly: true }) }),
  };
}
export type Links = ReturnType<typeof linkSchemas>;

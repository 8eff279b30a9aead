// The building blocks the module schemas share: text, formatted strings, links, assets, media
// and the cross-checks that report every problem in one pass.
import { z } from 'zod';
import { expected } from './messages.ts';

/**
 * A character that shows: a letter, digit, punctuation mark or symbol, other than those Unicode
 * says to draw as nothing (zero-width spaces and joiners, the BOM, Hangul fillers, variation
 * selectors: Default_Ignorable_Code_Point) and the blank braille pattern. Spaces, controls and
 * combining marks on their own show nothing either.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A non-empty text with something to see: a title or an alt text of a lone zero-width space
 * would pass a plain emptiness check, and a screen reader would say nothing for that photo.
 */
export const textSchema = z
  .string({ error: expected('text') })
  .trim()
  .min(1, 'must not be empty')
  .refine((s) => s === '' || VISIBLE.test(s), {
    error: (iss) => `has no visible characters (${codePoints(String(iss.input))}); write the text, or remove the invisible characters`,
  });

/** 'U+200B, U+FEFF': how an invisible text is named in a message, since it cannot be shown. */
function codePoints(text: string): string {
  const points = [...new Set([...text].map((c) => 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')))];
  return points.length > 4 ? `${points.slice(0, 4).join(', ')}, …` : points.join(', ');
}

/**
 * A text with a format, e.g. a price: a wrong type and a wrong text get the same message,
 * `expected text like '$1,650', got the number 1650`, plus `hint` for a wrong text.
 */
export function formatted(like: string, ok: (text: string) => boolean, hint?: string) {
  const message = expected(`text like ${like}`);
  return z
    .string({ error: message })
    .trim()
    .min(1, 'must not be empty')
    .refine((s) => s === '' || ok(s), { error: (iss) => message(iss) + (hint ? ` (${hint})` : '') });
}

export const list = <T extends z.ZodType>(item: T, what: string) => z.array(item, { error: expected(`a list of ${what}`) });

/** A list with at least `n` entries. */
export const atLeast = <T extends z.ZodType>(item: T, n: number, what: string) => list(item, what).min(n, `expected at least ${n} ${what}`);

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = formatted("'dj-services'", (s) => SLUG.test(s), 'lower-case letters, digits and single dashes');

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
export const httpsUrlSchema = formatted("'https://example.com/page'", (s) => HTTPS_URL.test(s), 'an absolute https:// URL').refine(
  (s) => s === '' || !HTTPS_URL.test(s) || unusableUrl(s) === null,
  { error: (iss) => unusableUrl(String(iss.input)) ?? 'invalid URL' },
);

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
 * Why `file` is not a path to a file inside assets/ with one of `extensions`, or null when it is.
 * Only plain relative paths pass: no absolute path, no '..' or '.' segment, no empty segment, no
 * backslash. (The build also resolves symlinks and refuses any that lead outside assets/.)
 */
function assetPathProblem(file: string, extensions: readonly string[]): string | null {
  const expected = `expected a ${extensions.map((e) => '.' + e).join(', ')} file under assets/`;
  if (/^(?:[/\\]|[a-z]:)/i.test(file)) return `'${file}' is an absolute path; ${expected}, as a path from the project root`;
  if (file.includes('\\')) return `'${file}' uses '\\'; ${expected}, with '/' between folders`;
  const parts = file.split('/');
  if (parts.includes('..')) return `'${file}' uses '..', which can lead outside assets/; ${expected}, without '..'`;
  if (parts[0] !== 'assets' || parts.length < 2) return `'${file}' is not under assets/; ${expected}`;
  if (parts.some((part) => part === '' || part === '.' || !/^[A-Za-z0-9._-]+$/.test(part))) {
    return `'${file}' is not a plain path; ${expected}, in folders named with letters, digits, '.', '_' and '-'`;
  }
  const ext = /\.([a-z0-9]+)$/.exec(file)?.[1];
  if (!ext || !extensions.includes(ext)) return `'${file}' has the wrong type; ${expected}`;
  return null;
}

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
const VIDEO_EXTENSIONS = ['webm', 'mp4'] as const;

/** A text that is a path to a file inside assets/ with one of `extensions`. */
const assetPath = (like: string, extensions: readonly string[]) =>
  z
    .string({ error: expected(`text like ${like}`) })
    .trim()
    .min(1, 'must not be empty')
    .refine((file) => file === '' || assetPathProblem(file, extensions) === null, {
      error: (iss) => assetPathProblem(String(iss.input), extensions) ?? 'invalid path',
    });

export const photoSchema = z.strictObject(
  {
    kind: z.literal('photo', { error: "expected a photo: use photo('folder/name.jpg') from content/media.ts" }),
    /** A path from the project root inside assets/, e.g. assets/photos/gallery/01.jpg. */
    file: assetPath("'assets/photos/gallery/01.jpg'", PHOTO_EXTENSIONS),
  },
  { error: expected("a photo: photo('folder/name.jpg') from content/media.ts") },
);

const videoSourceSchema = z.strictObject({
  /** A file inside assets/ (e.g. assets/video/nye.webm) or an absolute https:// URL. */
  src: z
    .string({ error: expected("text like 'assets/video/clip.webm' or 'https://…/clip.mp4'") })
    .trim()
    .min(1, 'must not be empty')
    .refine((src) => src === '' || isHttpsUrl(src) || assetPathProblem(src, VIDEO_EXTENSIONS) === null, {
      error: (iss) => {
        const src = String(iss.input);
        if (HTTPS_URL.test(src)) return unusableUrl(src) ?? 'invalid URL';
        return /^[a-z][a-z0-9+.-]*:/i.test(src) && !/^[a-z]:[\\/]/i.test(src)
          ? `'${src}' is not an absolute https:// URL; expected a .webm or .mp4 file under assets/ or an https:// URL`
          : `${assetPathProblem(src, VIDEO_EXTENSIONS)}, or an absolute https:// URL`;
      },
    }),
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

export const videoSchema = z.strictObject(
  {
    kind: z.literal('video', { error: 'expected a video: use video([...sources], poster) from content/media.ts' }),
    // A browser plays the first source that suits its screen; with a media query on every
    // source, a screen none of them matches would get no video at all.
    sources: crossCheck(atLeast(videoSourceSchema, 1, 'video sources'), (sources, ctx) => {
      if (Array.isArray(sources) && sources.every((s) => isRecord(s) && s.media !== undefined)) {
        ctx.addIssue({ code: 'custom', message: 'every source has a media query; add one without, for the screens none of them matches' });
      }
    }),
    poster: photoSchema,
  },
  { error: expected('a video: video([...sources], poster) from content/media.ts') },
);

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

export const heroSchema = z.strictObject({ title: textSchema, subtitle: textSchema, image: photoSchema });

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
  ) as unknown as T;
}

/**
 * At most `n` entries. (zod's own .max() on a list stops it from reporting problems inside the
 * entries in the same pass; this check does not.)
 */
export const atMost = <T extends z.ZodType>(schema: T, n: number, message: string) =>
  crossCheck(schema, (items, ctx) => {
    if (Array.isArray(items) && items.length > n) ctx.addIssue({ code: 'custom', path: [], message: `${message}, found ${items.length}` });
  });

/** A process: at least two steps, numbered 1, 2, 3 … in order. */
export const steps = () =>
  crossCheck(atLeast(stepSchema, 2, 'steps'), (items, ctx) => {
    entries(items).forEach((step, i) => {
      if (typeof step.number === 'number' && step.number !== i + 1) {
        ctx.addIssue({ code: 'custom', path: [i, 'number'], message: `expected step number ${i + 1}, got ${step.number}` });
      }
    });
  });

const faqItemSchema = z.strictObject({ question: textSchema, answer: textSchema });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z.strictObject({ title: textSchema, items: atLeast(faqItemSchema, 1, 'questions') });

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
      ctx.addIssue({ code: 'custom', path: path(i), message: `duplicate ${what} '${k}' (already used by entry ${first})` });
    } else seen.set(k, i);
  });
}

export const imageWithAltSchema = z.strictObject({ image: photoSchema, alt: textSchema });

export const testimonialSchema = z.strictObject({
  quote: textSchema,
  name: textSchema,
  role: textSchema,
  image: photoSchema.optional(),
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

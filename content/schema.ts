// Schemas for every content module. The build (generator/content.ts) validates each
// `content/<name>.ts` export with `contentSchemas(routes)[name]`, where `routes` are the files in
// pages/, and prints one line per problem: `content/<file>.ts: <path>: <message>`. Messages say
// what is wrong and what is expected, in words a site owner understands, and every problem is
// reported in the same pass (see `crossCheck`).
//
// Counts are free where they are only a layout choice: the sections lay out any number of team
// members, services, features, testimonials, steps and questions. What stays fixed is what the
// business requires, for any content (docs/decisions.md): one member with the badge, one popular
// tier per tab of two or more, at least 55 gallery photos with each category on at least 4, and
// the price format. The tests take everything else from the content; test/unit/schema.test.ts
// tests these rules.
import { z } from 'zod';
import { isIconName } from '../components/sections/icon-set.ts';

// ---------------------------------------------------------------------------------------------
// Constants shared by content, schemas and components

/** Gallery categories a photo can belong to. */
export const PHOTO_CATEGORY_IDS = [
  'dj-services',
  'photobooth',
  'lighting',
  'decor',
  'wedding',
  'corporateAV',
  'rental',
] as const;

/** Gallery filter ids: 'all' (shows everything, default) plus the photo categories. */
export const FILTER_IDS = ['all', ...PHOTO_CATEGORY_IDS] as const;
export type FilterId = (typeof FILTER_IDS)[number];

export const MIN_GALLERY_PHOTOS = 55;
export const MIN_PHOTOS_PER_CATEGORY = 4;
/** A pricing tab shows its tiers side by side on a wide screen: at most four fit. */
const MAX_TIERS_PER_TAB = 4;

/** The price text that shows no '/event' suffix. */
export const CUSTOM_PRICE = 'Custom';

/** True when a tier's price is 'Custom' (shown without the '/event' suffix). */
export function isCustomPrice(price: string): boolean {
  return price.trim().toLowerCase() === CUSTOM_PRICE.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Messages

/** A value as a site owner would name it: "the number 1650", "'$1400'", "a list". */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the value ${value}`;
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

const expected = (what: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? 'required' : `expected ${what}, got ${describe(iss.input)}`;

const ARTICLE: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * The fallback for issues no schema words itself (passed to safeParse by the build): wrong
 * types and misspelt fields. Schema-level messages take precedence over it.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (iss) => {
  if (iss.code === 'invalid_type') {
    if (iss.input === undefined) return 'required';
    return `expected ${ARTICLE[iss.expected] ?? iss.expected}, got ${describe(iss.input)}`;
  }
  if (iss.code === 'unrecognized_keys') {
    const keys = iss.keys.map((k) => `'${k}'`).join(', ');
    return `unknown field${iss.keys.length > 1 ? 's' : ''} ${keys} (misspelt, or not used by this section)`;
  }
  return undefined;
};

// ---------------------------------------------------------------------------------------------
// Building blocks

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
const textSchema = z
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
function formatted(like: string, ok: (text: string) => boolean, hint?: string) {
  const message = expected(`text like ${like}`);
  return z
    .string({ error: message })
    .trim()
    .min(1, 'must not be empty')
    .refine((s) => s === '' || ok(s), { error: (iss) => message(iss) + (hint ? ` (${hint})` : '') });
}

const list = <T extends z.ZodType>(item: T, what: string) => z.array(item, { error: expected(`a list of ${what}`) });

/** A list with at least `n` entries. */
const atLeast = <T extends z.ZodType>(item: T, n: number, what: string) =>
  list(item, what).min(n, `expected at least ${n} ${what}`);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugSchema = formatted("'dj-services'", (s) => SLUG.test(s), 'lower-case letters, digits and single dashes');

const HTTPS_URL = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#][^\s]*)?$/i;
const TEL = /^tel:\+\d{7,15}$/;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/;
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
const httpsUrlSchema = formatted("'https://example.com/page'", (s) => HTTPS_URL.test(s), 'an absolute https:// URL')
  .refine((s) => s === '' || !HTTPS_URL.test(s) || unusableUrl(s) === null, { error: (iss) => unusableUrl(String(iss.input)) ?? 'invalid URL' });

/**
 * A link target: a page of the site (a file in pages/), optionally with a #fragment, or an
 * https:, tel: or mailto: URL. `routes` are the discovered routes.
 */
function hrefSchema(routes: readonly string[], options: { internalOnly?: boolean } = {}) {
  const listed = [...routes].sort().join(', ');
  const like = options.internalOnly ? "'/contact'" : "'/contact', '/services#dj-services' or 'https://…'";
  return z.string({ error: expected(`a link like ${like}`) }).trim().min(1, 'must not be empty').superRefine((href, ctx) => {
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

const photoSchema = z.strictObject(
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
});

const videoSchema = z.strictObject(
  {
    kind: z.literal('video', { error: 'expected a video: use video([...sources], poster) from content/media.ts' }),
    sources: atLeast(videoSourceSchema, 1, 'video sources'),
    poster: photoSchema,
  },
  { error: expected('a video: video([...sources], poster) from content/media.ts') },
);

/** Page title and meta description. The layout appends ' | Elevate Events' to the title. */
const metaSchema = z.strictObject({
  // Search results show about 60 characters of a title; the layout adds ' | <brand>' after it.
  title: textSchema.max(60, 'a page title should have at most 60 characters (search results cut longer ones)').refine((t) => !/\|\s*Elevate Events\s*$/.test(t), {
    error: "leave out ' | Elevate Events': the layout appends it",
  }),
  description: textSchema
    .min(50, 'a meta description should have at least 50 characters')
    .max(160, 'a meta description should have at most 160 characters (search engines cut the rest)'),
});

const heroSchema = z.strictObject({ title: textSchema, subtitle: textSchema, image: photoSchema });

const stepSchema = z.strictObject({
  number: z.number({ error: expected('a step number like 1') }).int().positive(),
  title: textSchema,
  description: textSchema,
});
export type Step = z.infer<typeof stepSchema>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const entries = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.map((x) => (isRecord(x) ? x : {})) : []);

/**
 * A check across fields (duplicates, one badge, counts by category) that runs even when other
 * fields of the same value are wrong. zod skips a refinement once its value has a type error, so
 * a wrong title would hide a duplicate id until the next build; `when: () => true` runs it in
 * the same pass. The value may therefore be malformed: `check` reads it through `entries` and
 * type tests.
 */
function crossCheck<T extends z.ZodType>(schema: T, check: (value: Record<string, unknown> | unknown[], ctx: z.RefinementCtx) => void): T {
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
const atMost = <T extends z.ZodType>(schema: T, n: number, message: string) =>
  crossCheck(schema, (items, ctx) => {
    if (Array.isArray(items) && items.length > n) ctx.addIssue({ code: 'custom', path: [], message: `${message}, found ${items.length}` });
  });

/** A process: at least two steps, numbered 1, 2, 3 … in order. */
const steps = () =>
  crossCheck(atLeast(stepSchema, 2, 'steps'), (items, ctx) => {
    entries(items).forEach((step, i) => {
      if (typeof step.number === 'number' && step.number !== i + 1) {
        ctx.addIssue({ code: 'custom', path: [i, 'number'], message: `expected step number ${i + 1}, got ${step.number}` });
      }
    });
  });

const faqItemSchema = z.strictObject({ question: textSchema, answer: textSchema });
export type FaqItem = z.infer<typeof faqItemSchema>;

const faqSchema = z.strictObject({ title: textSchema, items: atLeast(faqItemSchema, 1, 'questions') });

/** A field of a value that may be malformed: `field('id')(entry)`. */
const field = (name: string) => (entry: unknown) => (isRecord(entry) ? entry[name] : undefined);

/** Reports entries whose `key` repeats an earlier one (entries without a text key are skipped). */
function checkUnique(
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

const imageWithAltSchema = z.strictObject({ image: photoSchema, alt: textSchema });

const testimonialSchema = z.strictObject({
  quote: textSchema,
  name: textSchema,
  role: textSchema,
  image: photoSchema.optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** '$900', '$1,500' (thousands separators), or 'Custom'. */
const priceSchema = formatted(
  "'$1,650'",
  (p) => /^\$[1-9]\d{0,2}(?:,\d{3})*$/.test(p) || p === CUSTOM_PRICE,
  `whole dollars with thousands separators, or '${CUSTOM_PRICE}'`,
);

const unknownCategory = (ids: readonly string[]) => (iss: { input?: unknown }) =>
  iss.input === undefined ? 'required' : `unknown category ${describe(iss.input)}; expected one of ${ids.join(', ')}`;

const photoCategorySchema = z.enum(PHOTO_CATEGORY_IDS, { error: unknownCategory(PHOTO_CATEGORY_IDS) });
const filterIdSchema = z.enum(FILTER_IDS, { error: unknownCategory(FILTER_IDS) });

const galleryPhotoSchema = crossCheck(
  z.strictObject({
    id: slugSchema,
    image: photoSchema,
    /** Shown on hover and in the lightbox; also the image's alt text. */
    caption: textSchema,
    categories: atMost(list(photoCategorySchema, 'category ids').min(1, 'expected at least one category'), 3, 'expected at most three categories'),
  }),
  (p, ctx) => checkUnique(ctx, field('categories')(p), (c) => c, (i) => ['categories', i], 'category'),
);
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

const galleryVideoSchema = z.strictObject({ caption: textSchema, video: videoSchema });

const teamMemberSchema = z.strictObject({
  slug: slugSchema,
  name: textSchema,
  role: textSchema,
  bio: textSchema,
  /** Optional: the card shows initials when it is missing or fails to load. */
  image: photoSchema.optional(),
  badge: textSchema.optional(),
  /** Optional profile links, shown as icon links on the member's card. */
  socials: z.strictObject({ instagram: httpsUrlSchema.optional(), facebook: httpsUrlSchema.optional() }).optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

// ---------------------------------------------------------------------------------------------
// Module schemas. Each takes the link schemas, which know the site's routes.

function linkSchemas(routes: readonly string[]) {
  const href = hrefSchema(routes);
  return {
    href,
    link: z.strictObject({ label: textSchema, href }),
    /** A link to one of the site's own pages. */
    pageLink: z.strictObject({ label: textSchema, href: hrefSchema(routes, { internalOnly: true }) }),
  };
}
type Links = ReturnType<typeof linkSchemas>;

// site.ts → site
const siteSchema = (l: Links) =>
  crossCheck(
    z.strictObject({
      brand: textSchema,
      tagline: textSchema,
      /** Footer brand blurb. */
      blurb: textSchema,
      /** Default meta description, for pages without their own. */
      description: textSchema.max(160, 'a meta description should have at most 160 characters'),
      /** Canonical site URL without a trailing slash. The build lets SITE_URL override it. */
      url: httpsUrlSchema.refine((u) => !u.endsWith('/'), { error: 'leave out the trailing slash' }),
      phone: z.strictObject({
        display: textSchema,
        href: formatted("'tel:+15550102400'", (s) => TEL.test(s), 'a tel: link in international form'),
      }),
      email: z.strictObject({
        display: formatted("'hello@example.com'", (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)),
        href: formatted("'mailto:hello@example.com'", (s) => MAILTO.test(s)),
      }),
      serviceArea: textSchema,
      socials: atLeast(z.strictObject({ name: textSchema, href: httpsUrlSchema }), 1, 'social links'),
      googleReviews: z.strictObject({ href: httpsUrlSchema, label: textSchema, tooltip: textSchema }),
      officeHours: atLeast(z.strictObject({ days: textSchema, hours: textSchema }), 1, 'office hours'),
      /** The header's links, in order. Each must be a page (a file in pages/). */
      nav: atLeast(l.pageLink, 1, 'navigation links'),
      footer: z.strictObject({
        quickLinks: atLeast(l.pageLink, 1, 'links'),
        bookLabel: textSchema,
        bookHref: l.href,
        /** Shown as plain text marked "coming soon" until the pages exist. */
        legal: list(textSchema, 'texts'),
        comingSoonLabel: textSchema,
        /** The component renders '© {year} {copyright}'. */
        copyright: textSchema,
      }),
      booking: z.strictObject({
        provider: textSchema,
        placementId: formatted("'5f0c3a9e8b7d6c5a4b3c2d1e'", (s) => /^[a-f0-9]{24}$/.test(s), 'the 24-character hexadecimal placement id'),
        scriptUrl: httpsUrlSchema,
        pixelUrl: httpsUrlSchema,
        timeoutMs: z.number({ error: expected('a number of milliseconds like 8000') }).int().min(1000).max(60000),
        fallbackTitle: textSchema,
        fallbackText: textSchema,
      }),
    }),
    (site, ctx) => {
      if (Array.isArray(site)) return;
      const phone = isRecord(site.phone) ? site.phone : {};
      if (typeof phone.display === 'string' && typeof phone.href === 'string') {
        const digits = phone.display.replace(/\D/g, '');
        if (!phone.href.replace(/\D/g, '').endsWith(digits)) {
          ctx.addIssue({ code: 'custom', path: ['phone', 'href'], message: `does not dial the displayed number ${phone.display}` });
        }
      }
      const email = isRecord(site.email) ? site.email : {};
      if (typeof email.display === 'string' && typeof email.href === 'string' && email.href !== `mailto:${email.display}`) {
        ctx.addIssue({ code: 'custom', path: ['email', 'href'], message: `expected 'mailto:${email.display}'` });
      }
      const booking = isRecord(site.booking) ? site.booking : {};
      if (typeof booking.pixelUrl === 'string' && typeof booking.placementId === 'string' && !booking.pixelUrl.includes(booking.placementId)) {
        ctx.addIssue({ code: 'custom', path: ['booking', 'pixelUrl'], message: `must carry the placement id ${booking.placementId}` });
      }
      checkUnique(ctx, site.nav, field('href'), (i) => ['nav', i, 'href'], 'navigation link');
      checkUnique(ctx, site.socials, field('name'), (i) => ['socials', i, 'name'], 'social network');
    },
  );

// home.ts → home
const homeSchema = (l: Links) =>
  z.strictObject({
    meta: metaSchema,
    /** The hero has no title text: only the looping, muted video. */
    hero: z.strictObject({ video: videoSchema, posterAlt: textSchema }),
    banner: z.strictObject({ title: textSchema, text: textSchema, cta: l.link, image: photoSchema }),
    /** The cards are the services marked `featured` in services.ts. */
    services: z.strictObject({ eyebrow: textSchema, title: textSchema, intro: textSchema, cta: l.link }),
    process: z.strictObject({ title: textSchema, intro: textSchema, steps: steps(), cta: l.link }),
    about: z.strictObject({
      eyebrow: textSchema,
      title: textSchema,
      paragraphs: atLeast(textSchema, 1, 'paragraphs'),
      cta: l.link,
      /** A mosaic of two staggered columns: an even number of photos. */
      photos: crossCheck(atLeast(imageWithAltSchema, 2, 'photos'), (photos, ctx) => {
        if (Array.isArray(photos) && photos.length % 2) {
          ctx.addIssue({ code: 'custom', path: [], message: `expected an even number of photos (two columns), found ${photos.length}` });
        }
      }),
    }),
    testimonials: z.strictObject({ title: textSchema, items: atLeast(testimonialSchema, 1, 'testimonials') }),
    closing: z.strictObject({ title: textSchema, text: textSchema, cta: l.link, image: photoSchema }),
  });

// services.ts → services
const serviceSchema = crossCheck(
  z.strictObject({
    /** Anchor id of the service block on /services, e.g. 'dj-services'. */
    id: slugSchema,
    title: textSchema,
    description: textSchema,
    features: atLeast(textSchema, 1, 'features'),
    /** A lucide icon name in kebab-case, e.g. 'disc-3': one the Icon component can draw. */
    icon: slugSchema.refine((name) => !SLUG.test(name) || isIconName(name), {
      error: (iss) => `unknown icon '${String(iss.input)}'; expected a lucide icon name such as 'disc-3' (https://lucide.dev/icons)`,
    }),
    image: photoSchema,
    /** Shown as a card on the home page, with `summary` as its text. */
    featured: z.literal(true, { error: 'expected true, or leave it out' }).optional(),
    /** The home page card's text (one or two sentences); required when featured. */
    summary: textSchema.optional(),
  }),
  (s, ctx) => {
    if (!Array.isArray(s) && s.featured === true && s.summary === undefined) {
      ctx.addIssue({ code: 'custom', path: ['summary'], message: 'required for a featured service (the text of its home page card)' });
    }
  },
);
export type Service = z.infer<typeof serviceSchema>;

const servicesSchema = (l: Links) =>
  crossCheck(
    z.strictObject({
      meta: metaSchema,
      hero: heroSchema,
      items: atLeast(serviceSchema, 1, 'services'),
      quoteCta: l.link,
      howItWorks: z.strictObject({ title: textSchema, steps: steps() }),
      faq: faqSchema,
      closing: z.strictObject({ title: textSchema, text: textSchema, cta: l.link }),
    }),
    (s, ctx) => {
      if (Array.isArray(s)) return;
      checkUnique(ctx, s.items, field('id'), (i) => ['items', i, 'id'], 'service id');
      checkUnique(ctx, s.items, field('title'), (i) => ['items', i, 'title'], 'service title');
      const items = entries(s.items);
      if (items.length && !items.some((item) => item.featured === true)) {
        ctx.addIssue({ code: 'custom', path: ['items'], message: 'mark at least one service `featured: true` (the home page shows them as cards)' });
      }
    },
  );

// pricing.ts → pricing
const tierSchema = (l: Links) =>
  z.strictObject({
    name: textSchema,
    price: priceSchema,
    description: textSchema,
    features: atLeast(textSchema, 1, 'features'),
    /** Marks the tab's 'Most Popular' tier. */
    popular: z.literal(true, { error: 'expected true, or leave it out' }).optional(),
    buttonText: textSchema,
    href: l.href,
  });

const pricingTabSchema = (l: Links) =>
  crossCheck(
    z.strictObject({
      id: slugSchema,
      label: textSchema,
      heading: textSchema,
      tiers: atMost(atLeast(tierSchema(l), 1, 'tiers'), MAX_TIERS_PER_TAB, `expected at most ${MAX_TIERS_PER_TAB} tiers (they sit side by side)`),
    }),
    (tab, ctx) => {
      if (Array.isArray(tab)) return;
      const tiers = entries(tab.tiers);
      const popular = tiers.flatMap((t, i) => (t.popular === true ? [i] : []));
      // One tier per tab is 'Most Popular'; a tab with a single tier needs none.
      if (popular.length > 1 || (popular.length === 0 && tiers.length > 1)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers'],
          message: `expected exactly one popular tier, found ${popular.length}${popular.length ? ` (entries ${popular.join(', ')})` : ''}`,
        });
      }
      checkUnique(ctx, tab.tiers, field('name'), (i) => ['tiers', i, 'name'], 'tier name');
    },
  );

const pricingSchema = (l: Links) =>
  crossCheck(
    z.strictObject({
      meta: metaSchema,
      title: textSchema,
      intro: textSchema,
      disclaimer: textSchema,
      /** Badge on the popular tier. */
      popularLabel: textSchema,
      /** Shown after every price except 'Custom'. */
      priceSuffix: textSchema,
      /** The first tab is the default. */
      tabs: atLeast(pricingTabSchema(l), 1, 'tabs'),
      customQuote: z.strictObject({ label: textSchema, href: l.href, text: textSchema }),
    }),
    (p, ctx) => {
      if (!Array.isArray(p)) checkUnique(ctx, p.tabs, field('id'), (i) => ['tabs', i, 'id'], 'tab id');
    },
  );

// team.ts → team
const teamSchema = (l: Links) =>
  crossCheck(
    z.strictObject({
      meta: metaSchema,
      title: textSchema,
      intro: textSchema,
      stats: list(z.strictObject({ value: textSchema, label: textSchema }), 'stats'),
      familyPhoto: imageWithAltSchema,
      members: atLeast(teamMemberSchema, 1, 'team members'),
      join: z.strictObject({ title: textSchema, text: textSchema, cta: l.link }),
    }),
    (t, ctx) => {
      if (Array.isArray(t)) return;
      checkUnique(ctx, t.members, field('slug'), (i) => ['members', i, 'slug'], 'member slug');
      const members = entries(t.members);
      const badged = members.filter((m) => m.badge !== undefined).length;
      if (members.length && badged !== 1) {
        ctx.addIssue({ code: 'custom', path: ['members'], message: `expected exactly one member with a badge, found ${badged}` });
      }
    },
  );

// gallery.ts → gallery
const gallerySchema = (l: Links) =>
  crossCheck(
    z.strictObject({
      meta: metaSchema,
      hero: heroSchema,
      highlights: z.strictObject({
        title: textSchema,
        videos: atLeast(galleryVideoSchema, 1, 'videos'),
        fallbackText: textSchema,
        /** The play link's label, before the video's caption. */
        playLabel: textSchema,
      }),
      portfolio: z.strictObject({
        title: textSchema,
        /** Filter buttons in display order; 'all' first and the default. */
        categories: list(z.strictObject({ id: filterIdSchema, label: textSchema }), 'categories'),
      }),
      photos: list(galleryPhotoSchema, 'photos'),
      unavailableText: textSchema,
      closeLabel: textSchema,
      cta: z.strictObject({ title: textSchema, text: textSchema, label: textSchema, href: l.href }),
      banner: z.strictObject({ title: textSchema, text: textSchema, cta: l.link }),
    }),
    (g, ctx) => {
      if (Array.isArray(g)) return;
      const portfolio = isRecord(g.portfolio) ? g.portfolio : {};
      const cats = entries(portfolio.categories);
      if (Array.isArray(portfolio.categories)) {
        checkUnique(ctx, cats, field('id'), (i) => ['portfolio', 'categories', i, 'id'], 'category');
        if (cats[0]?.id !== 'all') {
          ctx.addIssue({ code: 'custom', path: ['portfolio', 'categories', 0, 'id'], message: "expected 'all' as the first filter" });
        }
        for (const id of FILTER_IDS) {
          if (!cats.some((c) => c.id === id)) {
            ctx.addIssue({ code: 'custom', path: ['portfolio', 'categories'], message: `missing a filter button for '${id}'` });
          }
        }
      }
      if (!Array.isArray(g.photos)) return;
      const photos = entries(g.photos);
      if (photos.length < MIN_GALLERY_PHOTOS) {
        ctx.addIssue({ code: 'custom', path: ['photos'], message: `expected at least ${MIN_GALLERY_PHOTOS} photos, found ${photos.length}` });
      }
      checkUnique(ctx, photos, field('id'), (i) => ['photos', i, 'id'], 'photo id');
      checkUnique(ctx, photos, (p) => field('file')(field('image')(p)), (i) => ['photos', i, 'image', 'file'], 'photo file');
      for (const id of PHOTO_CATEGORY_IDS) {
        const used = photos.filter((p) => Array.isArray(p.categories) && p.categories.includes(id)).length;
        if (used < MIN_PHOTOS_PER_CATEGORY) {
          ctx.addIssue({
            code: 'custom',
            path: ['photos'],
            message: `category '${id}' is used by ${used} photo${used === 1 ? '' : 's'}; expected at least ${MIN_PHOTOS_PER_CATEGORY}`,
          });
        }
      }
    },
  );

// contact.ts → contact
const contactSchema = () =>
  z.strictObject({
    meta: metaSchema,
    hero: heroSchema,
    /** Labels only: the values (phone, e-mail, area, hours, socials) come from site. */
    details: z.strictObject({
      title: textSchema,
      phoneLabel: textSchema,
      emailLabel: textSchema,
      locationLabel: textSchema,
      hoursLabel: textSchema,
      followLabel: textSchema,
    }),
    form: z.strictObject({
      title: textSchema,
      intro: textSchema,
      loadingText: textSchema,
      fallbackTitle: textSchema,
      fallbackText: textSchema,
    }),
    process: z.strictObject({ title: textSchema, steps: steps() }),
    faq: faqSchema,
  });

// not-found.ts → notFound
const notFoundSchema = (l: Links) =>
  z.strictObject({
    meta: metaSchema,
    code: textSchema,
    title: textSchema,
    message: textSchema,
    home: l.link,
    help: l.link,
  });

// ---------------------------------------------------------------------------------------------

/**
 * The schema of each content module, keyed by the module's export name (not-found.ts → notFound),
 * for a site whose routes are `routes` (the files in pages/, as generator/routes.ts finds them).
 */
export function contentSchemas(routes: readonly string[]) {
  const l = linkSchemas(routes);
  return {
    site: siteSchema(l),
    home: homeSchema(l),
    services: servicesSchema(l),
    pricing: pricingSchema(l),
    team: teamSchema(l),
    gallery: gallerySchema(l),
    contact: contactSchema(),
    notFound: notFoundSchema(l),
  };
}
type Schemas = ReturnType<typeof contentSchemas>;

/** The whole content as the pages read it: every module parsed by its schema (trimmed, defaults applied). */
export type SiteContent = { [Name in keyof Schemas]: z.output<Schemas[Name]> };

export type Site = z.infer<Schemas['site']>;
export type Home = z.infer<Schemas['home']>;
export type Services = z.infer<Schemas['services']>;
export type Pricing = z.infer<Schemas['pricing']>;
export type Team = z.infer<Schemas['team']>;
export type Gallery = z.infer<Schemas['gallery']>;
export type Contact = z.infer<Schemas['contact']>;
export type NotFound = z.infer<Schemas['notFound']>;
export type Link = z.infer<Links['link']>;
export type Tier = Pricing['tabs'][number]['tiers'][number];

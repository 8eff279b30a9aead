// Schemas for every content module. The build validates each `content/<name>.ts` export with
// `contentSchemas[name]` and prints one line per problem: `content/<file>.ts: <path>: <message>`.
// Messages therefore say what is wrong and what is expected, in words a site owner understands.
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Constants shared by content, schemas and components

/** The site's routes, in navigation order. Internal links must use one of these. */
export const ROUTES = ['/', '/services', '/pricing', '/team', '/gallery', '/contact'] as const;
export type Route = (typeof ROUTES)[number];

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
export type PhotoCategoryId = (typeof PHOTO_CATEGORY_IDS)[number];

/** Gallery filter ids: 'all' (shows everything, default) plus the photo categories. */
export const FILTER_IDS = ['all', ...PHOTO_CATEGORY_IDS] as const;
export type FilterId = (typeof FILTER_IDS)[number];

export const MIN_GALLERY_PHOTOS = 55;
export const MIN_PHOTOS_PER_CATEGORY = 4;
export const FEATURES_PER_SERVICE = 5;
export const TIERS_PER_TAB = 3;

/** The price text that shows no '/event' suffix. */
export const CUSTOM_PRICE = 'Custom';

/** True when a tier's price is 'Custom' (shown without the '/event' suffix). */
export function isCustomPrice(price: string): boolean {
  return price.trim().toLowerCase() === CUSTOM_PRICE.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Building blocks

const describe = (value: unknown): string =>
  typeof value === 'string' ? `'${value}'` : Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value;

/** A non-empty text. */
export const textSchema = z
  .string({
    error: (iss) => (iss.input === undefined ? 'required' : `expected text, got ${describe(iss.input)}`),
  })
  .trim()
  .min(1, 'must not be empty');

const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, {
    error: (iss) => (iss.input === undefined ? 'required' : `expected a list of ${what}, got ${describe(iss.input)}`),
  });

/** A list with exactly `n` entries. */
const exactly = <T extends z.ZodType>(item: T, n: number, what: string) =>
  list(item, what).length(n, `expected exactly ${n} ${what}`);

const slugSchema = textSchema.regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'expected a slug of lower-case letters, digits and single dashes (e.g. dj-services)',
);

const HTTPS_URL = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#][^\s]*)?$/i;
const TEL = /^tel:\+\d{7,15}$/;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/;

function internalRoute(href: string): string | null {
  const path = href.split('#')[0] ?? '';
  return (ROUTES as readonly string[]).includes(path) ? path : null;
}

/** True for an internal route (optionally with a #fragment) or an https:, tel: or mailto: URL. */
export function isValidHref(href: string): boolean {
  if (href.startsWith('/')) {
    const [, fragment] = href.split('#');
    return internalRoute(href) !== null && (fragment === undefined || /^[a-z0-9][a-z0-9-]*$/i.test(fragment));
  }
  return HTTPS_URL.test(href) || TEL.test(href) || MAILTO.test(href);
}

/** A link target: one of the site's routes (with an optional #fragment), or an https/tel/mailto URL. */
export const hrefSchema = textSchema.refine(isValidHref, {
  error: (iss) =>
    `invalid link '${String(iss.input)}'; expected a route (${ROUTES.join(', ')}), optionally with #fragment, or an https:, tel: or mailto: URL`,
});

export const httpsUrlSchema = textSchema.regex(HTTPS_URL, 'expected an absolute https:// URL');

export const linkSchema = z.strictObject({ label: textSchema, href: hrefSchema });
export type Link = z.infer<typeof linkSchema>;

/** A link to one of the site's own pages. */
const internalLinkSchema = z.strictObject({
  label: textSchema,
  href: hrefSchema.refine((href) => href.startsWith('/'), { error: 'expected a route of this site, e.g. /contact' }),
});

/**
 * Why `file` is not a path to a file inside assets/ with one of `extensions`, or null when it is.
 * Only plain relative paths pass: no absolute path, no '..' or '.' segment, no empty segment, no
 * backslash. (The build also resolves symlinks and refuses any that lead outside assets/.)
 */
export function assetPathProblem(file: string, extensions: readonly string[]): string | null {
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

/** A text that is a path to a file inside assets/ with one of `extensions`. */
const assetPath = (extensions: readonly string[]) =>
  textSchema.refine((file) => assetPathProblem(file, extensions) === null, {
    error: (iss) => assetPathProblem(String(iss.input), extensions) ?? 'invalid path',
  });

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
const VIDEO_EXTENSIONS = ['webm', 'mp4'] as const;

export const photoSchema = z.strictObject({
  kind: z.literal('photo', { error: "expected a photo: use photo('folder/name.jpg') from content/media.ts" }),
  /** A path from the project root inside assets/, e.g. assets/photos/gallery/01.jpg. */
  file: assetPath(PHOTO_EXTENSIONS),
});
export type PhotoData = z.infer<typeof photoSchema>;

export const videoSourceSchema = z.strictObject({
  /** A file inside assets/ (e.g. assets/video/nye.webm) or an absolute https:// URL. */
  src: textSchema.refine((src) => HTTPS_URL.test(src) || assetPathProblem(src, VIDEO_EXTENSIONS) === null, {
    error: (iss) => {
      const src = String(iss.input);
      return /^[a-z][a-z0-9+.-]*:/i.test(src) && !/^[a-z]:[\\/]/i.test(src)
        ? `'${src}' is not an absolute https:// URL; expected a .webm or .mp4 file under assets/ or an https:// URL`
        : `${assetPathProblem(src, VIDEO_EXTENSIONS)}, or an absolute https:// URL`;
    },
  }),
  type: z.enum(['video/webm', 'video/mp4'], { error: "expected 'video/webm' or 'video/mp4'" }),
});

export const videoSchema = z.strictObject({
  kind: z.literal('video', { error: 'expected a video: use video([...sources], poster) from content/media.ts' }),
  sources: list(videoSourceSchema, 'video sources').min(1, 'expected at least one video source'),
  poster: photoSchema,
});
export type VideoData = z.infer<typeof videoSchema>;

/** Page title and meta description. The layout appends ' | Elevate Events' to the title. */
export const metaSchema = z.strictObject({
  title: textSchema.refine((t) => !/\|\s*Elevate Events\s*$/.test(t), {
    error: "leave out ' | Elevate Events': the layout appends it",
  }),
  description: textSchema
    .min(50, 'a meta description should have at least 50 characters')
    .max(160, 'a meta description should have at most 160 characters (search engines cut the rest)'),
});
export type Meta = z.infer<typeof metaSchema>;

export const heroSchema = z.strictObject({ title: textSchema, subtitle: textSchema, image: photoSchema });
export type Hero = z.infer<typeof heroSchema>;

export const stepSchema = z.strictObject({
  number: z.number({ error: 'expected a step number' }).int().positive(),
  title: textSchema,
  description: textSchema,
});
export type Step = z.infer<typeof stepSchema>;

/** Steps numbered 1, 2, 3 … in order. */
const steps = (n: number) =>
  exactly(stepSchema, n, 'steps').superRefine((items, ctx) => {
    items.forEach((step, i) => {
      if (step.number !== i + 1) {
        ctx.addIssue({ code: 'custom', path: [i, 'number'], message: `expected step number ${i + 1}, got ${step.number}` });
      }
    });
  });

export const faqItemSchema = z.strictObject({ question: textSchema, answer: textSchema });
export type FaqItem = z.infer<typeof faqItemSchema>;

const faq = (n: number) => z.strictObject({ title: textSchema, items: exactly(faqItemSchema, n, 'questions') });

/** Reports entries whose `key` repeats an earlier one. */
function checkUnique<T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  key: (item: T) => string,
  path: (i: number) => PropertyKey[],
  what: string,
): void {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const k = key(item);
    const first = seen.get(k);
    if (first !== undefined) {
      ctx.addIssue({ code: 'custom', path: path(i), message: `duplicate ${what} '${k}' (already used by entry ${first})` });
    } else seen.set(k, i);
  });
}

const imageWithAltSchema = z.strictObject({ image: photoSchema, alt: textSchema });

// ---------------------------------------------------------------------------------------------
// site.ts → site

export const siteSchema = z
  .strictObject({
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
      href: textSchema.regex(TEL, 'expected a tel: link in international form, e.g. tel:+15550102400'),
    }),
    email: z.strictObject({
      display: textSchema.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'expected an e-mail address'),
      href: textSchema.regex(MAILTO, 'expected a mailto: link, e.g. mailto:hello@example.com'),
    }),
    serviceArea: textSchema,
    socials: list(z.strictObject({ name: textSchema, href: httpsUrlSchema }), 'social links').min(1),
    googleReviews: z.strictObject({ href: httpsUrlSchema, label: textSchema, tooltip: textSchema }),
    officeHours: list(z.strictObject({ days: textSchema, hours: textSchema }), 'office hours').min(1),
    nav: list(internalLinkSchema, 'navigation links').min(1),
    footer: z.strictObject({
      quickLinks: list(internalLinkSchema, 'links').min(1),
      bookLabel: textSchema,
      bookHref: hrefSchema,
      /** Shown as plain text marked "coming soon" until the pages exist. */
      legal: list(textSchema, 'texts'),
      comingSoonLabel: textSchema,
      /** The component renders '© {year} {copyright}'. */
      copyright: textSchema,
    }),
    booking: z.strictObject({
      provider: textSchema,
      placementId: textSchema.regex(/^[a-f0-9]{24}$/, 'expected a 24-character hexadecimal placement id'),
      scriptUrl: httpsUrlSchema,
      pixelUrl: httpsUrlSchema,
      timeoutMs: z.number({ error: 'expected a number of milliseconds' }).int().min(1000).max(60000),
      fallbackTitle: textSchema,
      fallbackText: textSchema,
    }),
  })
  .superRefine((site, ctx) => {
    const digits = site.phone.display.replace(/\D/g, '');
    if (!site.phone.href.replace(/\D/g, '').endsWith(digits)) {
      ctx.addIssue({ code: 'custom', path: ['phone', 'href'], message: `does not dial the displayed number ${site.phone.display}` });
    }
    if (site.email.href !== `mailto:${site.email.display}`) {
      ctx.addIssue({ code: 'custom', path: ['email', 'href'], message: `expected 'mailto:${site.email.display}'` });
    }
    if (!site.booking.pixelUrl.includes(site.booking.placementId)) {
      ctx.addIssue({ code: 'custom', path: ['booking', 'pixelUrl'], message: `must carry the placement id ${site.booking.placementId}` });
    }
    checkUnique(ctx, site.nav, (l) => l.href, (i) => ['nav', i, 'href'], 'navigation link');
    checkUnique(ctx, site.socials, (s) => s.name, (i) => ['socials', i, 'name'], 'social network');
  });
export type Site = z.infer<typeof siteSchema>;

// ---------------------------------------------------------------------------------------------
// home.ts → home

export const testimonialSchema = z.strictObject({
  quote: textSchema,
  name: textSchema,
  role: textSchema,
  image: photoSchema.optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const serviceCardSchema = z.strictObject({
  title: textSchema,
  text: textSchema,
  /** A lucide icon name in kebab-case, e.g. 'disc-3'. */
  icon: slugSchema,
  image: photoSchema,
  href: hrefSchema,
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const homeSchema = z.strictObject({
  meta: metaSchema,
  /** The hero has no title text: only the looping, muted video. */
  hero: z.strictObject({ video: videoSchema, posterAlt: textSchema }),
  banner: z.strictObject({ title: textSchema, text: textSchema, cta: linkSchema, image: photoSchema }),
  services: z.strictObject({
    eyebrow: textSchema,
    title: textSchema,
    intro: textSchema,
    cards: exactly(serviceCardSchema, 4, 'service cards'),
    cta: linkSchema,
  }),
  process: z.strictObject({ title: textSchema, intro: textSchema, steps: steps(4), cta: linkSchema }),
  about: z.strictObject({
    eyebrow: textSchema,
    title: textSchema,
    paragraphs: list(textSchema, 'paragraphs').min(1),
    cta: linkSchema,
    photos: exactly(imageWithAltSchema, 4, 'photos'),
  }),
  testimonials: z.strictObject({ title: textSchema, items: exactly(testimonialSchema, 3, 'testimonials') }),
  closing: z.strictObject({ title: textSchema, text: textSchema, cta: linkSchema, image: photoSchema }),
});
export type Home = z.infer<typeof homeSchema>;

// ---------------------------------------------------------------------------------------------
// services.ts → services

export const serviceSchema = z.strictObject({
  /** Anchor id of the service block on /services, e.g. 'dj-services'. */
  id: slugSchema,
  title: textSchema,
  description: textSchema,
  features: exactly(textSchema, FEATURES_PER_SERVICE, 'features'),
  /** A lucide icon name in kebab-case, e.g. 'disc-3'. */
  icon: slugSchema,
  image: photoSchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesSchema = z
  .strictObject({
    meta: metaSchema,
    hero: heroSchema,
    items: exactly(serviceSchema, 6, 'services'),
    quoteCta: linkSchema,
    howItWorks: z.strictObject({ title: textSchema, steps: steps(4) }),
    faq: faq(4),
    closing: z.strictObject({ title: textSchema, text: textSchema, cta: linkSchema }),
  })
  .superRefine((s, ctx) => {
    checkUnique(ctx, s.items, (item) => item.id, (i) => ['items', i, 'id'], 'service id');
    checkUnique(ctx, s.items, (item) => item.title, (i) => ['items', i, 'title'], 'service title');
  });
export type Services = z.infer<typeof servicesSchema>;

// ---------------------------------------------------------------------------------------------
// pricing.ts → pricing

/** '$900', '$1,500' (thousands separators), or 'Custom'. */
export const priceSchema = textSchema.refine((p) => /^\$[1-9]\d{0,2}(?:,\d{3})*$/.test(p) || p === CUSTOM_PRICE, {
  error: (iss) =>
    `invalid price '${String(iss.input)}'; expected dollars with thousands separators (e.g. $900, $1,500) or '${CUSTOM_PRICE}'`,
});

export const tierSchema = z.strictObject({
  name: textSchema,
  price: priceSchema,
  description: textSchema,
  features: list(textSchema, 'features').min(1, 'expected at least one feature'),
  /** Marks the tab's 'Most Popular' tier. */
  popular: z.literal(true, { error: 'expected true, or leave it out' }).optional(),
  buttonText: textSchema,
  href: hrefSchema,
});
export type Tier = z.infer<typeof tierSchema>;

export const pricingTabSchema = z
  .strictObject({
    id: slugSchema,
    label: textSchema,
    heading: textSchema,
    tiers: exactly(tierSchema, TIERS_PER_TAB, 'tiers'),
  })
  .superRefine((tab, ctx) => {
    const popular = tab.tiers.flatMap((t, i) => (t.popular ? [i] : []));
    if (popular.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['tiers'],
        message: `expected exactly one popular tier, found ${popular.length}${popular.length ? ` (entries ${popular.join(', ')})` : ''}`,
      });
    }
    checkUnique(ctx, tab.tiers, (t) => t.name, (i) => ['tiers', i, 'name'], 'tier name');
  });
export type PricingTab = z.infer<typeof pricingTabSchema>;

export const pricingSchema = z
  .strictObject({
    meta: metaSchema,
    title: textSchema,
    intro: textSchema,
    disclaimer: textSchema,
    /** Badge on the popular tier. */
    popularLabel: textSchema,
    /** Shown after every price except 'Custom'. */
    priceSuffix: textSchema,
    /** The first tab is the default. */
    tabs: list(pricingTabSchema, 'tabs').min(1, 'expected at least one tab'),
    customQuote: z.strictObject({ label: textSchema, href: hrefSchema, text: textSchema }),
  })
  .superRefine((p, ctx) => checkUnique(ctx, p.tabs, (t) => t.id, (i) => ['tabs', i, 'id'], 'tab id'));
export type Pricing = z.infer<typeof pricingSchema>;

// ---------------------------------------------------------------------------------------------
// team.ts → team

export const teamMemberSchema = z.strictObject({
  slug: slugSchema,
  name: textSchema,
  role: textSchema,
  bio: textSchema,
  /** Optional: the card shows initials when it is missing or fails to load. */
  image: photoSchema.optional(),
  badge: textSchema.optional(),
  socials: z.strictObject({ instagram: httpsUrlSchema.optional(), facebook: httpsUrlSchema.optional() }),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z
  .strictObject({
    meta: metaSchema,
    title: textSchema,
    intro: textSchema,
    stats: list(z.strictObject({ value: textSchema, label: textSchema }), 'stats'),
    familyPhoto: imageWithAltSchema,
    members: exactly(teamMemberSchema, 4, 'team members'),
    join: z.strictObject({ title: textSchema, text: textSchema, cta: linkSchema }),
  })
  .superRefine((t, ctx) => {
    checkUnique(ctx, t.members, (m) => m.slug, (i) => ['members', i, 'slug'], 'member slug');
    const badged = t.members.filter((m) => m.badge !== undefined).length;
    if (badged !== 1) {
      ctx.addIssue({ code: 'custom', path: ['members'], message: `expected exactly one member with a badge, found ${badged}` });
    }
  });
export type Team = z.infer<typeof teamSchema>;

// ---------------------------------------------------------------------------------------------
// gallery.ts → gallery

const unknownCategory = (ids: readonly string[]) => (iss: { input?: unknown }) =>
  iss.input === undefined ? 'required' : `unknown category ${describe(iss.input)}; expected one of ${ids.join(', ')}`;

export const photoCategorySchema = z.enum(PHOTO_CATEGORY_IDS, { error: unknownCategory(PHOTO_CATEGORY_IDS) });
export const filterIdSchema = z.enum(FILTER_IDS, { error: unknownCategory(FILTER_IDS) });

export const galleryPhotoSchema = z
  .strictObject({
    id: slugSchema,
    image: photoSchema,
    /** Shown on hover and in the lightbox; also the image's alt text. */
    caption: textSchema,
    categories: list(photoCategorySchema, 'category ids')
      .min(1, 'expected at least one category')
      .max(3, 'expected at most three categories'),
  })
  .superRefine((p, ctx) => checkUnique(ctx, p.categories, (c) => c, (i) => ['categories', i], 'category'));
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

export const galleryVideoSchema = z.strictObject({ caption: textSchema, video: videoSchema });
export type GalleryVideo = z.infer<typeof galleryVideoSchema>;

export const gallerySchema = z
  .strictObject({
    meta: metaSchema,
    hero: heroSchema,
    highlights: z.strictObject({
      title: textSchema,
      videos: list(galleryVideoSchema, 'videos').min(1),
      fallbackText: textSchema,
    }),
    portfolio: z.strictObject({
      title: textSchema,
      /** Filter buttons in display order; 'all' first and the default. */
      categories: list(z.strictObject({ id: filterIdSchema, label: textSchema }), 'categories'),
    }),
    photos: list(galleryPhotoSchema, 'photos'),
    unavailableText: textSchema,
    loadingText: textSchema,
    closeLabel: textSchema,
    cta: z.strictObject({ title: textSchema, text: textSchema, label: textSchema, href: hrefSchema }),
    banner: z.strictObject({ title: textSchema, text: textSchema, cta: linkSchema }),
  })
  .superRefine((g, ctx) => {
    const cats = g.portfolio.categories;
    checkUnique(ctx, cats, (c) => c.id, (i) => ['portfolio', 'categories', i, 'id'], 'category');
    if (cats[0]?.id !== 'all') {
      ctx.addIssue({ code: 'custom', path: ['portfolio', 'categories', 0, 'id'], message: "expected 'all' as the first filter" });
    }
    for (const id of FILTER_IDS) {
      if (!cats.some((c) => c.id === id)) {
        ctx.addIssue({ code: 'custom', path: ['portfolio', 'categories'], message: `missing a filter button for '${id}'` });
      }
    }
    if (g.photos.length < MIN_GALLERY_PHOTOS) {
      ctx.addIssue({
        code: 'custom',
        path: ['photos'],
        message: `expected at least ${MIN_GALLERY_PHOTOS} photos, found ${g.photos.length}`,
      });
    }
    checkUnique(ctx, g.photos, (p) => p.id, (i) => ['photos', i, 'id'], 'photo id');
    checkUnique(ctx, g.photos, (p) => p.image.file, (i) => ['photos', i, 'image', 'file'], 'photo file');
    for (const id of PHOTO_CATEGORY_IDS) {
      const used = g.photos.filter((p) => p.categories.includes(id)).length;
      if (used < MIN_PHOTOS_PER_CATEGORY) {
        ctx.addIssue({
          code: 'custom',
          path: ['photos'],
          message: `category '${id}' is used by ${used} photo${used === 1 ? '' : 's'}; expected at least ${MIN_PHOTOS_PER_CATEGORY}`,
        });
      }
    }
  });
export type Gallery = z.infer<typeof gallerySchema>;

// ---------------------------------------------------------------------------------------------
// contact.ts → contact

export const contactSchema = z.strictObject({
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
  process: z.strictObject({ title: textSchema, steps: steps(3) }),
  faq: faq(3),
});
export type Contact = z.infer<typeof contactSchema>;

// ---------------------------------------------------------------------------------------------
// not-found.ts → notFound

export const notFoundSchema = z.strictObject({
  meta: metaSchema,
  code: textSchema,
  title: textSchema,
  message: textSchema,
  home: linkSchema,
  help: linkSchema,
});
export type NotFound = z.infer<typeof notFoundSchema>;

// ---------------------------------------------------------------------------------------------

/** Schema per content module, keyed by the module's export name (not-found.ts → notFound). */
export const contentSchemas = {
  site: siteSchema,
  home: homeSchema,
  services: servicesSchema,
  pricing: pricingSchema,
  team: teamSchema,
  gallery: gallerySchema,
  contact: contactSchema,
  notFound: notFoundSchema,
} as const;
export type ContentName = keyof typeof contentSchemas;

/** Module file (without content/ and .ts) for each content name. */
export const contentFiles: Record<ContentName, string> = {
  site: 'site',
  home: 'home',
  services: 'services',
  pricing: 'pricing',
  team: 'team',
  gallery: 'gallery',
  contact: 'contact',
  notFound: 'not-found',
};

/** One line per problem, as the build prints them: 'content/gallery.ts: photos.12.categories.0: …'. */
export function contentErrors(name: ContentName, value: unknown): string[] {
  const result = contentSchemas[name].safeParse(value);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `content/${contentFiles[name]}.ts: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
  );
}

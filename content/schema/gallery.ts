// content/gallery.yaml → gallery: its categories, photos and highlight videos.
import { z } from 'zod';
import { isRecord } from '../../framework/shared/is-record.ts';
import { pageWhere, photoPages } from '../gallery-views.ts';
import { heroSchema, metaSchema } from './blocks.ts';
import { buttonLabelSchema } from './button-label.ts';
import { checkUnique, crossCheck, entries, field } from './checks.ts';
import type { LinkSchemas } from './links.ts';
import { photoIn, videoSchema } from './media.ts';
import { describe } from './messages.ts';
import { MAX_BRAND } from './site.ts';
import { characterCount, list, slugSchema, textSchema } from './text.ts';

/** Gallery categories a photo can belong to. */
export const PHOTO_CATEGORY_IDS = ['dj-services', 'photobooth', 'lighting', 'decor', 'wedding', 'corporateAV', 'rental'] as const;

/** Gallery filter ids: 'all' (shows everything, default) plus the photo categories. */
export const FILTER_IDS = ['all', ...PHOTO_CATEGORY_IDS] as const;
export type FilterId = (typeof FILTER_IDS)[number];

/**
 * What the editor calls each filter and category in its choices: the owner picks a photo's
 * categories by name, not by id. (The page's filter buttons show the labels of gallery.yaml.)
 */
const FILTER_NAMES: Record<FilterId, string> = {
  all: 'All photos',
  'dj-services': 'DJ Services',
  photobooth: 'Photobooth',
  lighting: 'Lighting',
  decor: 'Decor',
  wedding: 'Weddings',
  corporateAV: 'Corporate & A/V',
  rental: 'Rentals',
};

export const MIN_GALLERY_PHOTOS = 55;
export const MIN_PHOTOS_PER_CATEGORY = 4;
/** The gallery's pages stay quick to build and to browse up to here (docs/performance.md). */
export const MAX_GALLERY_PHOTOS = 5000;
const unknownCategory = (ids: readonly string[]) => (iss: { input?: unknown }) =>
  iss.input === undefined ? 'required' : `unknown category ${describe(iss.input)}; expected one of ${ids.join(', ')}`;

const photoCategorySchema = z.enum(PHOTO_CATEGORY_IDS, { error: unknownCategory(PHOTO_CATEGORY_IDS) }).meta({ optionLabels: FILTER_NAMES });
const filterIdSchema = z.enum(FILTER_IDS, { error: unknownCategory(FILTER_IDS) }).meta({ optionLabels: FILTER_NAMES });

const galleryPhotoSchema = crossCheck(
  z.strictObject({
    id: slugSchema,
    image: photoIn('gallery'),
    /** Shown on hover and in the lightbox; also the image's alt text. */
    caption: textSchema,
    categories: list(photoCategorySchema, { one: 'category', many: 'categories', min: 1, max: 3 }),
  }),
  (p, ctx) =>
    checkUnique(
      ctx,
      field('categories')(p),
      (c) => c,
      (i) => ['categories', i],
      'category',
    ),
);
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** A text that must hold each of `placeholders`, which the page fills in. */
const withPlaceholders = (placeholders: string[]) =>
  textSchema.refine((text) => placeholders.every((p) => text.includes(p)), {
    error: (iss) => `'${String(iss.input)}' must hold ${placeholders.join(' and ')}, which the page fills in`,
  });

const galleryVideoSchema = z.strictObject({ caption: textSchema, video: videoSchema });

export const gallerySchema = (links: LinkSchemas) =>
  crossCheck(
    z.strictObject({
      meta: metaSchema,
      hero: heroSchema,
      highlights: z.strictObject({
        title: textSchema,
        videos: list(galleryVideoSchema, { one: 'video', many: 'videos', min: 1, max: 12 }),
        fallbackText: textSchema,
        /** The play link's label, before the video's caption. */
        playLabel: textSchema,
      }),
      portfolio: z.strictObject({
        title: textSchema,
        /** Filter buttons in display order; 'all' first and the default. */
        categories: list(z.strictObject({ id: filterIdSchema, label: buttonLabelSchema }), {
          one: 'filter',
          many: 'filters',
          max: FILTER_IDS.length,
        }),
        /** The filter's name for screen readers. */
        filterLabel: textSchema,
        /** Announced when a filter changes the photos shown; {count} is their number. */
        countText: withPlaceholders(['{count}']),
        /** The lightbox's buttons. */
        previousLabel: textSchema,
        nextLabel: textSchema,
        /** The pager of a view longer than a page: its name, its two links and where the reader is. */
        pagerLabel: textSchema,
        earlierLabel: buttonLabelSchema,
        moreLabel: buttonLabelSchema,
        pageText: withPlaceholders(['{page}', '{pages}']),
      }),
      // The least number of photos is checked below with the categories (so that every problem
      // shows in one pass); the metadata hands it to the editor and to the JSON Schema.
      photos: list(galleryPhotoSchema, { one: 'photo', many: 'photos', max: MAX_GALLERY_PHOTOS }).meta({
        minItems: MIN_GALLERY_PHOTOS,
        description: `At least ${MIN_GALLERY_PHOTOS} photos (at most ${MAX_GALLERY_PHOTOS.toLocaleString('en-US')}), with at least ${MIN_PHOTOS_PER_CATEGORY} in each category, in the order the page shows them.`,
      }),
      unavailableText: textSchema,
      closeLabel: buttonLabelSchema,
      cta: z.strictObject({ title: textSchema, text: textSchema, label: buttonLabelSchema, href: links.href }),
      banner: z.strictObject({ title: textSchema, text: textSchema, cta: links.link }),
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
      checkViewMeta(ctx, g, cats, photos);
      if (photos.length < MIN_GALLERY_PHOTOS) {
        ctx.addIssue({
          code: 'custom',
          path: ['photos'],
          message: `expected at least ${MIN_GALLERY_PHOTOS} photos, found ${photos.length}`,
        });
      }
      checkUnique(ctx, photos, field('id'), (i) => ['photos', i, 'id'], 'photo id');
      checkUnique(
        ctx,
        photos,
        // Checked on the parsed photos, whose image is already resolved to its file; named as written.
        (p) => String(field('file')(field('image')(p)) ?? '').replace(/^assets\/photos\//, '') || undefined,
        (i) => ['photos', i, 'image'],
        'photo file',
      );
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

/**
 * Each view of the gallery (a category, a page after the first) adds to the page's title and
 * description: ' — Corporate & A/V (Page 3 of 3)'. The longest must still fit the limits every
 * page keeps (metaSchema), so it is checked here, where the labels and the photos are known. The
 * pages are counted as the longest brand makes them, so no renamed brand makes a title too long.
 */
function checkViewMeta(
  ctx: z.RefinementCtx,
  g: Record<string, unknown>,
  cats: Record<string, unknown>[],
  photos: Record<string, unknown>[],
) {
  const meta = isRecord(g.meta) ? g.meta : {};
  const portfolio = isRecord(g.portfolio) ? g.portfolio : {};
  if (typeof meta.title !== 'string' || typeof meta.description !== 'string' || typeof portfolio.pageText !== 'string') return;
  const pageText = portfolio.pageText;
  let longest = '';
  for (const cat of cats) {
    if (typeof cat.id !== 'string' || typeof cat.label !== 'string') continue;
    const id = cat.id;
    const mine = photos.filter((p) => id === 'all' || (Array.isArray(p.categories) && p.categories.includes(id)));
    const pages = photoPages(mine, MAX_BRAND).length;
    const parts = `${id === 'all' ? '' : ` — ${cat.label.trim()}`}${pages > 1 ? ` (${pageWhere(pageText.trim(), { page: pages, pages })})` : ''}`;
    if (characterCount(parts) > characterCount(longest)) longest = parts;
  }
  const title = meta.title.trim() + longest;
  if (longest && characterCount(title) > 60) {
    ctx.addIssue({
      code: 'custom',
      path: ['meta', 'title'],
      message: `the gallery's views add '${longest}' to this title, which makes '${title}', ${characterCount(title)} characters; a page title has at most 60, so keep this one to ${Math.max(0, 60 - characterCount(longest))} (or shorten the filter's label)`,
    });
  }
  const description = meta.description.trim() + longest;
  if (longest && characterCount(description) > 160) {
    ctx.addIssue({
      code: 'custom',
      path: ['meta', 'description'],
      message: `the gallery's views add '${longest}' to this description, which makes it ${characterCount(description)} characters; a meta description has at most 160, so keep this one to ${Math.max(0, 160 - characterCount(longest))}`,
    });
  }
}

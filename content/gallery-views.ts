// The gallery's views: every photo, or one category's, in pages of up to PHOTOS_PER_PAGE, fewer when
// their captions are long, so each page fits the first round trip (photoPages). Each view is a
// real page with its own URL, so every photo is reachable by plain links and every filter works
// without JavaScript: /gallery, /gallery/2, /gallery/<category>, /gallery/<category>/2 …
// The routes phase asks for the list (pages/gallery.tsx exports it as `views`), and the page
// finds the one it is rendering by its route.

/**
 * The most photos one page shows. The portfolio is meant to be seen as one grid that its filters
 * narrow, so a portfolio of this size is a single page; only a larger one splits, and "More
 * photos" then shows the next page (docs/decisions.md, "A gallery that grows").
 */
export const PHOTOS_PER_PAGE = 60;

/**
 * Every page but a view's last holds a multiple of this many photos: whole rows in the grid's
 * two columns and in its three (GalleryPortfolio.css), so only the last page can end on a short
 * row, and the grid balances that one.
 */
export const PHOTOS_PER_ROWS = 6;

/**
 * A page's HTML arrives in a new connection's first round trip (10 TCP segments, 14,600 bytes,
 * less the headers), or a slow phone waits one more round trip before it can ask for anything
 * else; measured as brotli, as the page is sent (docs/decisions.md, "Page weight").
 */
export const HTML_BUDGET = 14_600 - 1_600;

/**
 * What a gallery page weighs, in brotli bytes, as photoPages estimates it: the rest of the page as
 * today's content makes it, plus the brand (its every letter is drawn as a path in the header),
 * and each photo's tile (its URLs, the lightbox's data) with its caption (prose compresses to
 * about half a byte a letter; the alt text's second copy costs next to nothing). Each figure is a
 * little above the page's measured one (docs/decisions.md, "A gallery that grows"), so a page
 * the estimate fits, fits.
 */
const WEIGHT = { page: 6_100, brandLetter: 90, photo: 55, captionLetter: 0.5 };

interface Captioned {
  caption?: unknown;
}

export interface GalleryView<P> {
  /** The filter id: 'all' or a category. */
  filter: string;
  /** 1-based. */
  page: number;
  pages: number;
  route: string;
  photos: P[];
}

/** 'corporateAV' → 'corporate-av': URL segments are lower-case words joined by dashes. */
export function filterSlug(filter: string): string {
  return filter.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The route of one view: `base` is the gallery's own route ('/gallery'). */
export function viewRoute(base: string, filter: string, page: number): string {
  const parts = [base, ...(filter === 'all' ? [] : [filterSlug(filter)]), ...(page > 1 ? [String(page)] : [])];
  return parts.join('/');
}

/** Where a view's page is, in the content's words: 'Page {page} of {pages}' filled in. */
export function pageWhere(pageText: string, { page, pages }: Pick<GalleryView<unknown>, 'page' | 'pages'>): string {
  return pageText.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
}

/**
 * Items split into as few pages as `perPage` allows, each page but the last a multiple of `unit`
 * (whole rows of the grid), as evenly as that lets them go: 63 make 30 + 33, 61 make 30 + 31,
 * never 60 and a lonely 1 beside an empty grid. The pages before the last differ by a unit at
 * most, the first ones taking the more; the last takes what is left, and of the ways to split,
 * the one whose largest and smallest pages are nearest (on a tie, the one with the larger first
 * pages). Always at least one page, if empty.
 */
export function paginate<T>(items: readonly T[], perPage = PHOTOS_PER_PAGE, unit = PHOTOS_PER_ROWS): T[][] {
  if (perPage % unit !== 0) throw new Error(`paginate: pages of ${perPage} cannot be whole units of ${unit}`);
  const count = items.length;
  const before = Math.ceil(count / perPage) - 1;
  if (before <= 0) return [[...items]];
  /** The page sizes when the pages before the last hold `units` units in all. */
  const split = (units: number) => [
    ...Array.from({ length: before }, (_, i) => unit * (Math.floor(units / before) + (i < units % before ? 1 : 0))),
    count - unit * units,
  ];
  const spread = (sizes: number[]) => Math.max(...sizes) - Math.min(...sizes);
  // Every page before the last holds a unit at least and a page at most; the last one item at least and a page at most.
  const fewest = Math.max(before, Math.ceil((count - perPage) / unit));
  const most = Math.min((before * perPage) / unit, Math.floor((count - 1) / unit));
  let best = split(most);
  for (let units = most - 1; units >= fewest; units--) {
    const sizes = split(units);
    if (spread(sizes) < spread(best)) best = sizes;
  }
  let start = 0;
  return best.map((size) => items.slice(start, (start += size)));
}

/**
 * Photos in pages as paginate splits them, as many to a page as the estimated weight lets the page
 * fit HTML_BUDGET with a brand of `brandLetters` (a row at the least): today's portfolio is one
 * page, and long captions make more, lighter pages.
 */
export function photoPages<P extends Captioned>(photos: readonly P[], brandLetters: number): P[][] {
  const caption = (p: P) => (typeof p.caption === 'string' ? p.caption.length : 0);
  const weight = (page: readonly P[]) =>
    page.reduce((sum, p) => sum + WEIGHT.photo + WEIGHT.captionLetter * caption(p), WEIGHT.page + WEIGHT.brandLetter * brandLetters);
  for (let perPage = PHOTOS_PER_PAGE; perPage > PHOTOS_PER_ROWS; perPage -= PHOTOS_PER_ROWS) {
    const pages = paginate(photos, perPage);
    if (pages.every((page) => weight(page) <= HTML_BUDGET)) return pages;
  }
  return paginate(photos, PHOTOS_PER_ROWS);
}

interface Categorized {
  categories: readonly string[];
}

/** Every view of these photos for these filters, in the filters' order, each filter's pages in order. */
export function galleryViews<P extends Categorized>(
  base: string,
  filters: readonly string[],
  photos: readonly P[],
  /** How a filter's photos split into pages: photoPages, or paginate with other sizes. */
  split: (photos: readonly P[]) => P[][],
): GalleryView<P>[] {
  return filters.flatMap((filter) => {
    const pages = split(photos.filter((p) => filter === 'all' || p.categories.includes(filter)));
    return pages.map((shown, i) => ({ filter, page: i + 1, pages: pages.length, route: viewRoute(base, filter, i + 1), photos: shown }));
  });
}

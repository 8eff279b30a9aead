// The gallery's views: every photo, or one category's, in pages of up to PHOTOS_PER_PAGE. Each view is a
// real page with its own URL, so every photo is reachable by plain links and every filter works
// without JavaScript: /gallery, /gallery/2, /gallery/<category>, /gallery/<category>/2 …
// The routes phase asks for the list (pages/gallery.tsx exports it as `views`), and the page
// finds the one it is rendering by its route.

/**
 * The most photos one page shows. The portfolio is meant to be seen as one grid that its filters
 * narrow, so a portfolio of this size is a single page; only a larger one splits, and "More
 * photos" then adds the next page in place (docs/decisions.md, "A gallery that grows").
 */
export const PHOTOS_PER_PAGE = 60;

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
 * Items split into as few pages as `perPage` allows, as evenly as they go (61 → 31 + 30), so no
 * page ends with a lonely photo beside an empty grid. Always at least one page, if empty.
 */
export function paginate<T>(items: readonly T[], perPage = PHOTOS_PER_PAGE): T[][] {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const size = Math.floor(items.length / pages);
  const larger = items.length % pages; // the first pages take one more each
  let start = 0;
  return Array.from({ length: pages }, (_, i) => {
    const end = start + size + (i < larger ? 1 : 0);
    const page = items.slice(start, end);
    start = end;
    return page;
  });
}

interface Categorized {
  categories: readonly string[];
}

/** Every view of these photos for these filters, in the filters' order, each filter's pages in order. */
export function galleryViews<P extends Categorized>(
  base: string,
  filters: readonly string[],
  photos: readonly P[],
  perPage = PHOTOS_PER_PAGE,
): GalleryView<P>[] {
  return filters.flatMap((filter) => {
    const pages = paginate(
      photos.filter((p) => filter === 'all' || p.categories.includes(filter)),
      perPage,
    );
    return pages.map((shown, i) => ({ filter, page: i + 1, pages: pages.length, route: viewRoute(base, filter, i + 1), photos: shown }));
  });
}

/** The view a route shows, or undefined for a route that is none of them. */
export function viewFor<P extends Categorized>(
  route: string,
  base: string,
  filters: readonly string[],
  photos: readonly P[],
  perPage = PHOTOS_PER_PAGE,
): GalleryView<P> | undefined {
  return galleryViews(base, filters, photos, perPage).find((v) => v.route === route);
}

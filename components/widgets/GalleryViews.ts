// The gallery's views: every photo, or one category's, in pages of PHOTOS_PER_PAGE. Each view is a
// real page with its own URL, so every photo is reachable by plain links and every filter works
// without JavaScript: /gallery, /gallery/2, /gallery/<category>, /gallery/<category>/2 …
// The routes phase asks for the list (pages/gallery.tsx exports it as `views`), and the page
// finds the one it is rendering by its route.

/**
 * Photos on one page: twelve rows of two on a phone, eight of three on a desktop. The first view
 * is what a phone must parse, style and lay out before the page settles, so it stays a screenful
 * or two; "More photos" adds the next page in place (docs/decisions.md, "A gallery that grows").
 */
export const PHOTOS_PER_PAGE = 24;

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
    const shown = photos.filter((p) => filter === 'all' || p.categories.includes(filter));
    const pages = Math.max(1, Math.ceil(shown.length / perPage));
    return Array.from({ length: pages }, (_, i) => ({
      filter,
      page: i + 1,
      pages,
      route: viewRoute(base, filter, i + 1),
      photos: shown.slice(i * perPage, (i + 1) * perPage),
    }));
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

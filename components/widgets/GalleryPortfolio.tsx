// Event Portfolio: the category filter, the photo grid of one view, the pager and the lightbox.
// Every view (content/gallery-views.ts) is a real page, so without JavaScript the filters are
// links to each category's page, the pager's buttons link to the pages before and after, and
// each tile links to its large image. GalleryPortfolio.client.ts wires the tiles' states
// (GalleryTiles.client.ts), shows other views in place (GalleryNavigation.client.ts) and opens
// the <dialog> lightbox (GalleryLightbox.client.ts).
import type { GalleryView } from '../../content/gallery-views.ts';
import type { FilterId, Gallery, GalleryPhoto } from '../../content/schema/index.ts';
import { useWidget } from '../../framework/build/widget.ts';
import { GalleryFilters } from './GalleryFilters.tsx';
import { GalleryLightbox } from './GalleryLightbox.tsx';
import { GalleryPager } from './GalleryPager.tsx';
import { GalleryTiles } from './GalleryTiles.tsx';

/** The portfolio's words: the filter's name, the lightbox's buttons, the pager (content/gallery.yaml). */
export type PortfolioTexts = Pick<
  Gallery['portfolio'],
  'filterLabel' | 'countText' | 'previousLabel' | 'nextLabel' | 'pagerLabel' | 'earlierLabel' | 'moreLabel' | 'pageText'
>;

export interface GalleryPortfolioProps {
  categories: readonly { id: FilterId; label: string }[];
  /** The filter and page this page shows, with its photos. */
  view: GalleryView<GalleryPhoto>;
  /** The gallery's own route: '/gallery'. */
  base: string;
  texts: PortfolioTexts;
  unavailableText: string;
  closeLabel: string;
}

export function GalleryPortfolio({ categories, view, base, texts, unavailableText, closeLabel }: GalleryPortfolioProps) {
  const widget = useWidget(new URL('./GalleryPortfolio.client.ts', import.meta.url));
  const labels = new Map<string, string>(categories.map((c) => [c.id, c.label]));
  return (
    <div className="portfolio" {...widget} data-count-text={texts.countText} data-unavailable-text={unavailableText}>
      <GalleryFilters categories={categories} filter={view.filter} page={view.page} base={base} label={texts.filterLabel} />
      <p className="portfolio__count visually-hidden" role="status" aria-live="polite" />
      <GalleryTiles photos={view.photos} labels={labels} />
      <GalleryPager view={view} base={base} texts={texts} />
      <GalleryLightbox
        label={view.photos[0]?.caption ?? 'Photo'}
        previousLabel={texts.previousLabel}
        nextLabel={texts.nextLabel}
        closeLabel={closeLabel}
      />
    </div>
  );
}

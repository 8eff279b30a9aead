// Event Portfolio: the category filter, the photo grid of one view, the pager and the lightbox.
// Every view (content/gallery-views.ts) is a real page, so without JavaScript the
// filters are links to each category's page, "More photos" links to the next page, and each
// tile links to its large image. GalleryPortfolio.client.ts wires the tiles' states
// (GalleryTiles.client.ts), loads other views in place (GalleryNavigation.client.ts) and opens the <dialog>
// lightbox (GalleryLightbox.client.ts).

import { type GalleryView, pageWhere, viewRoute } from '../../content/gallery-views.ts';
import type { FilterId, Gallery, GalleryPhoto } from '../../content/schema/index.ts';
import { type PictureData, useBuild } from '../../kit/build/context.ts';
import { useWidget } from '../../kit/build/widget.ts';
import { parseSrcset } from '../../kit/shared/srcset.ts';
import { Picture } from '../Picture.tsx';

/**
 * The lightbox's files of one format that the tile's <source> does not list already (the entry
 * offers the lightbox both lists together), so each URL is in the page once: repeated srcsets
 * were a kilobyte gzipped of a page of tiles, and the gallery's HTML must stay small enough to
 * arrive in the first round trip of a slow connection.
 */
function beyond(large: PictureData, tile: PictureData, type: string): string | undefined {
  const have = new Set(parseSrcset(tile.sources.find((s) => s.type === type)?.srcset ?? '').map((c) => c.url));
  const extra = parseSrcset(large.sources.find((s) => s.type === type)?.srcset ?? '').filter((c) => !have.has(c.url));
  return extra.length ? extra.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
}

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
  const { filterLabel, countText, previousLabel, nextLabel, pagerLabel, earlierLabel, moreLabel } = texts;
  const widget = useWidget(new URL('./GalleryPortfolio.client.ts', import.meta.url));
  const build = useBuild();
  const labels = new Map<string, string>(categories.map((c) => [c.id, c.label]));
  const { photos, filter, page, pages } = view;
  return (
    <div className="portfolio" {...widget} data-count-text={countText} data-unavailable-text={unavailableText}>
      <nav className="portfolio__filters" aria-label={filterLabel}>
        {categories.map((c) => (
          <a
            key={c.id}
            className="portfolio__filter"
            href={viewRoute(base, c.id, 1)}
            data-filter={c.id}
            aria-current={c.id === filter ? (page === 1 ? 'page' : 'true') : undefined}
          >
            {c.label}
          </a>
        ))}
      </nav>
      <p className="portfolio__count visually-hidden" role="status" aria-live="polite" />
      <ul className="portfolio__grid">
        {photos.map((photo) => {
          const large = build.picture(photo.image.file, 'lightbox');
          const tile = build.picture(photo.image.file, 'gallery');
          const names = photo.categories.map((id) => labels.get(id) ?? id).join(', ');
          return (
            <li key={photo.id} className="tile" data-state="loading">
              <a
                className="tile__link"
                href={large.largest}
                data-avif={beyond(large, tile, 'image/avif')}
                data-webp={beyond(large, tile, 'image/webp')}
                data-srcset={parseSrcset(large.srcset).length > 1 ? large.srcset : undefined}
                data-sizes={large.sizes}
                data-width={large.width}
                data-height={large.height}
              >
                <Picture image={photo.image} layout="gallery" alt={photo.caption} className="tile__picture" imgClassName="tile__img" />
                <span className="tile__overlay">
                  <span className="tile__categories">{names}</span>
                  <span className="tile__caption">{photo.caption}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="pager" aria-label={pagerLabel}>
          {page > 1 && (
            <a className="pager__link pager__link--earlier" href={viewRoute(base, filter, page - 1)} rel="prev">
              {earlierLabel}
            </a>
          )}
          <span className="pager__where">{pageWhere(texts.pageText, view)}</span>
          {page < pages && (
            <a className="pager__link pager__link--more" href={viewRoute(base, filter, page + 1)} rel="next">
              {moreLabel}
            </a>
          )}
        </nav>
      )}
      <dialog className="lightbox" aria-label={photos[0]?.caption ?? 'Photo'}>
        <figure className="lightbox__figure">
          {/* The entry builds <picture><source type="image/avif"><source type="image/webp"><img></picture> here: a source
              or img without a URL is invalid HTML, and the large image must not load before opening. */}
          <div className="lightbox__picture" />
          <figcaption className="lightbox__text">
            <span className="lightbox__caption" />
            <span className="lightbox__categories" />
          </figcaption>
        </figure>
        <button type="button" className="lightbox__nav lightbox__nav--prev" aria-label={previousLabel}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="lightbox__nav lightbox__nav--next" aria-label={nextLabel}>
          <span aria-hidden="true">›</span>
        </button>
        <form method="dialog" className="lightbox__close-form">
          <button type="submit" className="lightbox__close">
            {closeLabel}
          </button>
        </form>
      </dialog>
    </div>
  );
}

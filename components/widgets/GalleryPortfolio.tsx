// Event Portfolio: the category filter, the photo grid and the lightbox.
// Without JavaScript every photo shows and each tile links to its large image; the filter row is
// rendered in place (no layout shift when the entry wires it up) and does nothing harmful.
// GalleryPortfolio.client.ts adds the filter (hidden, ?filter= in the URL, a polite count),
// the tile states (data-state loading → loaded | error) and the <dialog> lightbox.
import { useBuild, type PictureData } from '../../kit/build/context.ts';
import { parseSrcset } from '../../kit/shared/srcset.ts';
import { useWidget } from '../../kit/build/widget.ts';
import type { FilterId, GalleryPhoto } from '../../content/schema.ts';
import { useContent } from '../../kit/build/content.ts';
import { Picture } from '../Picture.tsx';

/**
 * The lightbox's files of one format that the tile's <source> does not list already (the entry
 * offers the lightbox both lists together), so each URL is in the page once: 60 tiles' worth
 * of repeated srcsets was 1 kB gzipped of the gallery's HTML, which must stay small enough to
 * arrive in the first round trip of a slow connection.
 */
function beyond(large: PictureData, tile: PictureData, type: string): string | undefined {
  const have = new Set(parseSrcset(tile.sources.find((s) => s.type === type)?.srcset ?? '').map((c) => c.url));
  const extra = parseSrcset(large.sources.find((s) => s.type === type)?.srcset ?? '').filter((c) => !have.has(c.url));
  return extra.length ? extra.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
}

export interface GalleryPortfolioProps {
  categories: readonly { id: FilterId; label: string }[];
  photos: readonly GalleryPhoto[];
  unavailableText: string;
  closeLabel?: string;
  /** The live region's text; {count} is replaced by the number of visible photos. */
  countText?: string;
  filterLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
}

export function GalleryPortfolio({
  categories,
  photos,
  unavailableText,
  closeLabel,
  countText = 'Showing {count} photos',
  filterLabel = 'Filter photos by category',
  previousLabel = 'Previous photo',
  nextLabel = 'Next photo',
}: GalleryPortfolioProps) {
  const widget = useWidget(new URL('./GalleryPortfolio.client.ts', import.meta.url));
  const build = useBuild();
  const { gallery } = useContent();
  const labels = new Map<string, string>(categories.map((c) => [c.id, c.label]));
  return (
    <div className="portfolio" {...widget} data-count-text={countText} data-unavailable-text={unavailableText}>
      <div className="portfolio__filters" role="group" aria-label={filterLabel}>
        {categories.map((c) => (
          <button key={c.id} type="button" className="portfolio__filter" data-filter={c.id} aria-pressed={c.id === 'all'}>
            {c.label}
          </button>
        ))}
      </div>
      <p className="portfolio__count visually-hidden" role="status" aria-live="polite" />
      <ul className="portfolio__grid">
        {photos.map((photo) => {
          const large = build.picture(photo.image.file, 'lightbox');
          const tile = build.picture(photo.image.file, 'gallery');
          const names = photo.categories.map((id) => labels.get(id) ?? id).join(', ');
          return (
            <li key={photo.id} className="tile" data-state="loading" data-categories={photo.categories.join(' ')}>
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
            {closeLabel ?? gallery.closeLabel}
          </button>
        </form>
      </dialog>
    </div>
  );
}

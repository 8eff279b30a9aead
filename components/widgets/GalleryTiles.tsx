// The photo grid of one view. Each tile links to its large image, so without JavaScript a tile
// opens the photo; GalleryTiles.client.ts follows each tile's loading state, and the lightbox
// (GalleryLightbox.client.ts) reads the large image's sources from the link.
import type { CSSProperties } from 'react';
import type { GalleryPhoto } from '../../content/schema/index.ts';
import { type PictureData, useBuild } from '../../framework/build/context.ts';
import { parseSrcset } from '../../framework/shared/srcset.ts';
import { Picture } from '../Picture.tsx';
import { rowStarts } from '../sections/grid-rows.ts';

/**
 * The lightbox's files of one format that the tile's <source> does not list already (the entry
 * offers the lightbox both lists together), so each URL is in the page once: the gallery's HTML
 * must stay small enough to arrive in the first round trip of a slow connection.
 */
function beyond(large: PictureData, tile: PictureData, type: string): string | undefined {
  const have = new Set(parseSrcset(tile.sources.find((s) => s.type === type)?.srcset ?? '').map((c) => c.url));
  const extra = parseSrcset(large.sources.find((s) => s.type === type)?.srcset ?? '').filter((c) => !have.has(c.url));
  return extra.length ? extra.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
}

interface Props {
  photos: readonly GalleryPhoto[];
  /** Each category's name, by id, for the tile's overlay. */
  labels: ReadonlyMap<string, string>;
}

/**
 * Where each tile of a grid of `count` starts when not at the next free track: the first tile of
 * each short row, for the grid's two columns (below 1024 px) and its three (GalleryPortfolio.css
 * reads --start-2 and --start-3).
 */
export function tileStarts(count: number): (CSSProperties | undefined)[] {
  const inTwo = rowStarts(count, 2);
  const inThree = rowStarts(count, 3);
  return Array.from({ length: count }, (_, i) => {
    const style: Record<string, number> = {};
    if (inTwo[i] !== undefined) style['--start-2'] = inTwo[i];
    if (inThree[i] !== undefined) style['--start-3'] = inThree[i];
    return Object.keys(style).length ? (style as CSSProperties) : undefined;
  });
}

export function GalleryTiles({ photos, labels }: Props) {
  const build = useBuild();
  const starts = tileStarts(photos.length);
  return (
    <ul className="portfolio__grid">
      {photos.map((photo, i) => {
        const large = build.picture(photo.image.file, 'lightbox');
        const tile = build.picture(photo.image.file, 'gallery');
        const names = photo.categories.map((id) => labels.get(id) ?? id).join(', ');
        return (
          <li key={photo.id} className="tile" data-state="loading" style={starts[i]}>
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
  );
}

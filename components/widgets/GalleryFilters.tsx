// The portfolio's category filter: a link to each category's first page, so it works without
// JavaScript; GalleryNavigation.client.ts loads the view in place when it can.
import { viewRoute } from '../../content/gallery-views.ts';
import type { FilterId } from '../../content/schema/index.ts';

interface Props {
  categories: readonly { id: FilterId; label: string }[];
  /** The filter and page the page shows. */
  filter: string;
  page: number;
  base: string;
  label: string;
}

export function GalleryFilters({ categories, filter, page, base, label }: Props) {
  return (
    <nav className="portfolio__filters" aria-label={label}>
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
  );
}

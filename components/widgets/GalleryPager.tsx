// The pager of a view longer than a page: links to the earlier and the next page, so it works
// without JavaScript; GalleryNavigation.client.ts adds the next page in place when it can.
import { type GalleryView, pageWhere, viewRoute } from '../../content/gallery-views.ts';

interface Props {
  view: GalleryView<unknown>;
  base: string;
  texts: { pagerLabel: string; earlierLabel: string; moreLabel: string; pageText: string };
}

export function GalleryPager({ view, base, texts }: Props) {
  const { filter, page, pages } = view;
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={texts.pagerLabel}>
      {page > 1 && (
        <a className="pager__link pager__link--earlier" href={viewRoute(base, filter, page - 1)} rel="prev">
          {texts.earlierLabel}
        </a>
      )}
      <span className="pager__where">{pageWhere(texts.pageText, view)}</span>
      {page < pages && (
        <a className="pager__link pager__link--more" href={viewRoute(base, filter, page + 1)} rel="next">
          {texts.moreLabel}
        </a>
      )}
    </nav>
  );
}

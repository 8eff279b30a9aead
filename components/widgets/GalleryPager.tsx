// The pager of a view longer than a page: links to the earlier and the next page, so it works
// without JavaScript; GalleryNavigation.client.ts shows the page they lead to in place when it can.
// The links are the site's buttons (components/sections/Button.css), their labels fitted as a
// button's are: "More photos" the primary, "Previous photos" the secondary, its arrow pointing
// back. They are written here rather than with <Button>, whose arrow points forward and which has
// no rel for the pages' order.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type GalleryView, pageWhere, viewRoute } from '../../content/gallery-views.ts';
import { isLongLabel, labelFit } from '../label-fit.ts';

interface Props {
  view: GalleryView<unknown>;
  base: string;
  texts: { pagerLabel: string; earlierLabel: string; moreLabel: string; pageText: string };
}

/** The site's button classes, as <Button> gives them: a long label may take its arrow's room (label-fit.ts). */
const linkClass = (variant: string, which: string, label: string) =>
  `btn btn--${variant} pager__link pager__link--${which}${isLongLabel(label) ? ' btn--long' : ''}`;

const ARROW = { className: 'btn__arrow', size: 16, strokeWidth: 1.75, 'aria-hidden': 'true', focusable: 'false' } as const;

export function GalleryPager({ view, base, texts }: Props) {
  const { filter, page, pages } = view;
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={texts.pagerLabel}>
      {page > 1 && (
        <a
          className={linkClass('secondary', 'earlier', texts.earlierLabel)}
          href={viewRoute(base, filter, page - 1)}
          rel="prev"
          style={labelFit(texts.earlierLabel)}
        >
          <ArrowLeft {...ARROW} />
          <span className="btn__label label-fit">{texts.earlierLabel}</span>
        </a>
      )}
      <span className="pager__where">{pageWhere(texts.pageText, view)}</span>
      {page < pages && (
        <a
          className={linkClass('primary', 'more', texts.moreLabel)}
          href={viewRoute(base, filter, page + 1)}
          rel="next"
          style={labelFit(texts.moreLabel)}
        >
          <span className="btn__label label-fit">{texts.moreLabel}</span>
          <ArrowRight {...ARROW} />
        </a>
      )}
    </nav>
  );
}

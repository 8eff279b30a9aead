// The parts of the gallery page that change with its view, taken from another view's page so
// that this page shows what a direct load of that view shows: the intro (the hero and the
// highlight videos, on a view's first page only), the title over the portfolio, the filters'
// state, the tiles and the pager. Everything else on the page is the same on every view.
// The intro a later page leaves out is kept, not dropped: its videos come back as they were,
// with their entry still wired to them. A page opened at a later view has no intro to bring
// back, and widgets start only on what the page held when it loaded, so videos taken from
// another page would never play in place: it cannot show a first page in place; `take` then
// changes nothing and says so.

export interface Frame {
  /**
   * Makes this page the view of `page` (another view's HTML): returns the tiles it put in the
   * grid, or null when it cannot, and then nothing has changed.
   */
  take(page: Document): HTMLLIElement[] | null;
  /** The view's heading: the compact title's h1 on a later page, the portfolio's title on a first. */
  heading(): HTMLElement | null;
  /**
   * Where a pager link lands: the title over the photos on a first page; null on a later page,
   * which opens at its photos, so its top is where its direct load opens.
   */
  landing(): Element | null;
}

/** The elements before `element` among its parent's children, in order. */
function before(element: Element): Element[] {
  const found: Element[] = [];
  for (let e = element.previousElementSibling; e; e = e.previousElementSibling) found.unshift(e);
  return found;
}

export function initFrame(root: HTMLElement, grid: HTMLElement, filters: HTMLElement): Frame {
  const section = root.closest('section');
  if (!section) throw new Error('GalleryPortfolio: no section');
  /** The intro while a later page shows, to put back on a first page. */
  let kept: Element[] = [];

  return {
    take(page) {
      const portfolio = page.querySelector('.portfolio');
      const theirs = portfolio?.closest('section');
      if (!portfolio || !theirs) return null;
      const theirIntro = before(theirs).length > 0;
      const ours = before(section);
      if (theirIntro && !ours.length && !kept.length) return null;

      const imported = <E extends Element>(e: E) => document.importNode(e, true);
      for (const e of before(root)) e.remove();
      root.before(...before(portfolio).map(imported));
      section.className = theirs.className;
      section.setAttribute('aria-labelledby', theirs.getAttribute('aria-labelledby') ?? '');
      // A removed video pauses; kept, it comes back where it stopped.
      if (!theirIntro && ours.length) {
        kept = ours;
        for (const e of ours) e.remove();
      } else if (theirIntro && !ours.length) {
        section.before(...kept);
        kept = [];
      }

      const tiles = [...portfolio.querySelectorAll<HTMLLIElement>('.portfolio__grid > .tile')].map(imported);
      grid.replaceChildren(...tiles);
      for (const link of filters.querySelectorAll<HTMLAnchorElement>('a[data-filter]')) {
        const current = portfolio.querySelector(`[data-filter="${link.dataset.filter}"]`)?.getAttribute('aria-current');
        if (current) link.setAttribute('aria-current', current);
        else link.removeAttribute('aria-current');
      }
      root.querySelector('.pager')?.remove();
      const pager = portfolio.querySelector('.pager');
      if (pager) grid.after(imported(pager));
      return tiles;
    },
    heading: () => document.getElementById(section.getAttribute('aria-labelledby') ?? ''),
    landing: () => (before(section).length ? (before(root)[0] ?? null) : null),
  };
}

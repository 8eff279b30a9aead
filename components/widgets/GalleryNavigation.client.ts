// Gallery views without reloading: a filter link or a pager link fetches that view's real page
// (same origin, the HTML every view already has) and makes this page what a direct load of that
// page shows (GalleryFrame.client.ts): a first page with the hero and the highlight videos, a
// later page with its compact title, each with its own tiles and pager. The URL follows with
// pushState; each history entry records its view and where the reader had scrolled, so Back and
// Forward give the reader back the page as they left it, and a copied link opens the view.
// A pager link lands at the view's title, with focus on its heading; a filter keeps the filters
// where they were on screen, with focus on the filter. A change of the hash alone (the skip link,
// any in-page anchor) is no change of view. A view that cannot be fetched, or shown in place (a
// first page, from a page opened at a later one), is opened the ordinary way. Links from before
// the views existed (?filter=<id>) open their category's view.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { isPlainClick } from '../../framework/client/plain-click.client.ts';
import { initFrame } from './GalleryFrame.client.ts';
import { part } from './GalleryParts.client.ts';

export interface NavigationParts {
  root: HTMLElement;
  grid: HTMLElement;
  status: HTMLElement;
  /** Called with the tiles that just entered the grid. */
  adopt(tiles: HTMLLIElement[]): void;
}

/** What a history entry of the gallery records: its view, and where the reader last scrolled it. */
interface GalleryState {
  view: string;
  scroll?: number;
}

/** Where the reader is taken once a view is in: see the file's header. */
type Landing = 'title' | 'filters' | 'stay' | { scroll: number | undefined };

const LEGACY_PARAM = 'filter';

/** A link's or the address's path and query: the name of a view ('/gallery/2'). */
const viewOf = ({ pathname, search }: HTMLAnchorElement | Location) => pathname + search;
/** The history entry's record, when the gallery made it. */
const stateOf = (state: unknown) => (typeof (state as GalleryState | null)?.view === 'string' ? (state as GalleryState) : null);

export function initNavigation(
  { root, grid, status, adopt }: NavigationParts,
  { listen, guard, later }: Pick<WidgetKit, 'listen' | 'guard' | 'later'>,
): void {
  const filters = part(root, '.portfolio__filters');
  const frame = initFrame(root, grid, filters);
  let latest = 0;
  /** The view the page shows now. */
  let shown = viewOf(location);
  /** Each view's page, fetched once: Back and Forward show it again without asking again. */
  const pages = new Map<string, Promise<Document>>();
  const record = (view: string, scroll?: number): GalleryState => ({ view, scroll });
  history.replaceState(record(shown), '');

  const fetchPage = (view: string) => {
    let page = pages.get(view);
    if (!page) {
      page = fetch(view).then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return new DOMParser().parseFromString(await response.text(), 'text/html');
      });
      // A failed fetch is not kept: the next attempt asks again.
      page.catch(() => pages.delete(view));
      pages.set(view, page);
    }
    return page;
  };

  const announce = () => {
    const count = grid.querySelectorAll('.tile').length;
    status.textContent = (root.dataset.countText ?? '{count}').replaceAll('{count}', String(count));
  };

  /** Opens the view the ordinary way: in a new history entry, or in place of the current one. */
  const open = (url: string, newEntry: boolean) => (newEntry ? location.assign(url) : location.replace(url));

  const land = (how: Landing, filtersWere: number) => {
    const heading = frame.heading();
    if (how === 'filters') scrollBy(0, filters.getBoundingClientRect().top - filtersWere);
    else if (how === 'title') {
      const landing = frame.landing();
      if (landing) landing.scrollIntoView();
      else scrollTo(0, 0);
    } else if (how !== 'stay' && how.scroll !== undefined) scrollTo(0, how.scroll);
    // A pager link's reader goes on from the heading; after Back or Forward, a reader whose focus
    // left with the view does too.
    if (heading && (how === 'title' || (typeof how === 'object' && document.activeElement === document.body))) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  };

  /** Shows this view, in a new history entry or in the current one, and takes the reader to it. */
  const show = async (view: string, newEntry: boolean, how: Landing) => {
    const ticket = ++latest;
    // The entry being left keeps where the reader was, for Back to give it back.
    if (newEntry) history.replaceState(record(shown, scrollY), '');
    // Assistive technology (and the tests) know the grid is changing until the view is in.
    grid.setAttribute('aria-busy', 'true');
    let page: Document;
    try {
      page = await fetchPage(view);
    } catch {
      if (ticket === latest) open(view, newEntry);
      return;
    }
    // A later click won: its view is the one to show.
    if (ticket !== latest) return;
    // Parsing a view and putting its tiles in are each a few milliseconds of a fast machine's
    // time, and several times that on a cheap phone: in tasks of their own, neither holds the
    // main thread long, and a tap in between is answered at once.
    // The framework's timer: a widget stopped meanwhile (it failed) never goes on to change the page.
    await new Promise<void>((resolve) => later(resolve, 0));
    if (ticket !== latest) return;
    const filtersWere = filters.getBoundingClientRect().top;
    const tiles = frame.take(page);
    if (!tiles) {
      // A first page from a page opened at a later one: opened at its photos.
      const title = page.querySelector('.portfolio')?.closest('section')?.getAttribute('aria-labelledby');
      return open(title ? `${view}#${title}` : view, newEntry);
    }
    grid.removeAttribute('aria-busy');
    adopt(tiles);
    document.title = page.title || document.title;
    const scroll = typeof how === 'object' ? how.scroll : undefined;
    if (newEntry) history.pushState(record(view), '', view);
    else history.replaceState(record(view, scroll), '', view);
    shown = view;
    announce();
    land(how, filtersWere);
  };

  listen<MouseEvent>(root, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('.portfolio__filter, .pager__link');
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    if (link.getAttribute('aria-current') === 'page') return;
    const how = link.classList.contains('pager__link') ? 'title' : 'filters';
    void show(viewOf(link), true, how).catch(guard(rethrow));
  });
  listen<PopStateEvent>(window, 'popstate', (event) => {
    const state = stateOf(event.state);
    if (!state) {
      // An entry the page made by itself: a jump to an anchor. The view stays; the entry learns
      // what it shows, so coming back to it later shows that too.
      if (viewOf(location) === shown) return history.replaceState(record(shown), '');
      return void show(viewOf(location), false, 'stay').catch(guard(rethrow));
    }
    if (state.view !== shown) void show(state.view, false, { scroll: state.scroll }).catch(guard(rethrow));
  });
  // Where the reader stops scrolling is where Back or Forward brings them again.
  listen(
    window,
    'scrollend',
    () => {
      if (stateOf(history.state)?.view === shown) history.replaceState(record(shown, scrollY), '');
    },
    { passive: true },
  );

  const legacy = new URLSearchParams(location.search).get(LEGACY_PARAM);
  if (legacy !== null) {
    const target =
      filters.querySelector<HTMLAnchorElement>(`a[data-filter="${CSS.escape(legacy)}"]`) ??
      filters.querySelector<HTMLAnchorElement>('a[data-filter]');
    if (target) void show(viewOf(target), false, 'stay').catch(guard(rethrow));
  }
}

function rethrow(error: unknown): void {
  throw error;
}

// Gallery views without reloading: a filter link or "More photos" fetches that view's real page
// (same origin, the HTML every view already has), takes its tiles and pager, and puts them in
// place of the grid's (a filter) or after them ("More photos"). The URL follows with pushState,
// and each history entry records which views the grid held (its state's `views`), so Back and
// Forward give the reader back exactly what they had, added pages included, and a copied link
// opens the view. A change of the hash alone (the skip link, any in-page anchor) is no change of
// view. A view that cannot be fetched is opened the ordinary way. Links from before the views
// existed (?filter=<id>) open their category's view.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { isPlainClick } from '../../framework/client/plain-click.client.ts';

export interface NavigationParts {
  root: HTMLElement;
  grid: HTMLElement;
  status: HTMLElement;
  /** Called with the tiles that just entered the grid. */
  adopt(tiles: HTMLLIElement[]): void;
}

/** What a history entry of the gallery records: the views whose tiles the grid holds, in order. */
interface GalleryState {
  views: string[];
}

const LEGACY_PARAM = 'filter';

/** A URL's path and query, the name of a view ('/gallery/2'). */
const viewOf = (url: string) => {
  const { pathname, search } = new URL(url, location.href);
  return pathname + search;
};
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function initNavigation(
  { root, grid, status, adopt }: NavigationParts,
  { listen, guard, later }: Pick<WidgetKit, 'listen' | 'guard' | 'later'>,
): void {
  const filters = root.querySelector<HTMLElement>('.portfolio__filters');
  if (!filters) throw new Error('GalleryPortfolio: filters missing');
  let latest = 0;
  /** The views the grid holds now. */
  let shown = [viewOf(location.href)];
  /** Each view's page, fetched once: Back and Forward rebuild the grid without asking again. */
  const pages = new Map<string, Promise<Document>>();
  const record = (views: string[]): GalleryState => ({ views });
  history.replaceState(record(shown), '');

  const fetchPage = (view: string) => {
    let page = pages.get(view);
    if (!page) {
      page = fetch(view, { headers: { Accept: 'text/html' } }).then(async (response) => {
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

  /** Shows these views' tiles, in order, in a new history entry or in the current one. */
  const show = async (views: string[], newEntry: boolean) => {
    const ticket = ++latest;
    const last = views.at(-1)!;
    // Assistive technology (and the tests) know the grid is changing until the view is in.
    grid.setAttribute('aria-busy', 'true');
    let docs: Document[];
    try {
      docs = await Promise.all(views.map(fetchPage));
    } catch {
      if (ticket === latest) location.assign(last);
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
    grid.removeAttribute('aria-busy');
    const portfolios = docs.map((d) => d.querySelector('.portfolio'));
    if (portfolios.some((p) => !p)) return location.assign(last);
    const tilesOf = (portfolio: Element | null) =>
      [...portfolio!.querySelectorAll<HTMLLIElement>('.portfolio__grid > .tile')].map((t) => document.importNode(t, true));
    // Added photos go after those on screen, which stay as they are, loaded photos and all.
    const adding = views.length === shown.length + 1 && same(views.slice(0, -1), shown);
    const tiles = adding ? tilesOf(portfolios.at(-1)!) : portfolios.flatMap(tilesOf);
    if (adding) grid.append(...tiles);
    else grid.replaceChildren(...tiles);
    adopt(tiles);
    const first = portfolios[0]!;
    for (const link of filters.querySelectorAll<HTMLAnchorElement>('a[data-filter]')) {
      const current = first.querySelector(`.portfolio__filters a[data-filter="${link.dataset.filter}"]`)?.getAttribute('aria-current');
      if (current) link.setAttribute('aria-current', current);
      else link.removeAttribute('aria-current');
    }
    takePager(portfolios.at(-1)!.querySelector('.pager'), first.querySelector('.pager__link--earlier'));
    document.title = docs.at(-1)!.title || document.title;
    history[newEntry ? 'pushState' : 'replaceState'](record(views), '', last);
    shown = views;
    announce();
    if (adding) tiles[0]?.querySelector('a')?.focus();
  };

  /** The last view's pager in place of ours (or none), its way back the first view's. */
  const takePager = (pager: Element | null, earlier: Element | null) => {
    root.querySelector('.pager')?.remove();
    if (!pager) return;
    const taken = document.importNode(pager, true);
    taken.querySelector('.pager__link--earlier')?.remove();
    if (earlier) taken.prepend(document.importNode(earlier, true));
    grid.after(taken);
  };

  listen<MouseEvent>(root, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('.portfolio__filter, .pager__link');
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    if (link.getAttribute('aria-current') === 'page') return;
    const view = viewOf(link.href);
    const more = link.classList.contains('pager__link--more');
    void show(more ? [...shown, view] : [view], true).catch(guard(rethrow));
  });
  listen<PopStateEvent>(window, 'popstate', (event) => {
    const views = (event.state as GalleryState | null)?.views;
    if (!views) {
      // An entry the page made by itself: a jump to an anchor. The grid stays; the entry learns
      // what it holds, so coming back to it later restores that too.
      if (viewOf(location.href) === shown.at(-1)) return history.replaceState(record(shown), '');
      return void show([viewOf(location.href)], false).catch(guard(rethrow));
    }
    if (!same(views, shown)) void show(views, false).catch(guard(rethrow));
  });

  const legacy = new URLSearchParams(location.search).get(LEGACY_PARAM);
  if (legacy !== null) {
    const target =
      filters.querySelector<HTMLAnchorElement>(`a[data-filter="${CSS.escape(legacy)}"]`) ??
      filters.querySelector<HTMLAnchorElement>('a[data-filter]');
    if (target) void show([viewOf(target.href)], false).catch(guard(rethrow));
  }
}

function rethrow(error: unknown): void {
  throw error;
}

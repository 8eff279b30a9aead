// Gallery views without reloading: a filter link or "More photos" fetches that view's real page
// (same origin, the HTML every view already has), takes its tiles and pager, and swaps them in
// (a filter) or adds them to the grid ("More photos"). The URL follows with pushState, so back and
// forward restore the view and a copied link opens it. A view that cannot be fetched is opened
// the ordinary way. Links from before the views existed (?filter=<id>) open their category's view.
import type { WidgetKit } from '../../kit/client/mount.client.ts';

export interface NavigationParts {
  root: HTMLElement;
  grid: HTMLElement;
  status: HTMLElement;
  /** Called with the tiles that just entered the grid. */
  adopt(tiles: HTMLLIElement[]): void;
}

type Mode = 'replace' | 'append';

const LEGACY_PARAM = 'filter';

export function initNavigation(
  { root, grid, status, adopt }: NavigationParts,
  { listen, guard, later }: Pick<WidgetKit, 'listen' | 'guard' | 'later'>,
): void {
  const filters = root.querySelector<HTMLElement>('.portfolio__filters');
  if (!filters) throw new Error('GalleryPortfolio: filters missing');
  let latest = 0;

  const announce = () => {
    const count = grid.querySelectorAll('.tile').length;
    status.textContent = (root.dataset.countText ?? '{count}').replaceAll('{count}', String(count));
  };

  /** The pager of `from` in place of ours (or none, if it has none). */
  const takePager = (from: Element | null) => {
    const mine = root.querySelector('.pager');
    if (!from) mine?.remove();
    else if (mine) mine.replaceWith(from);
    else grid.after(from);
  };

  const show = async (url: string, mode: Mode, history: 'push' | 'replace' | 'none') => {
    const ticket = ++latest;
    // Assistive technology (and the tests) know the grid is changing until the view is in.
    grid.setAttribute('aria-busy', 'true');
    let page: Document;
    try {
      const response = await fetch(url, { headers: { Accept: 'text/html' } });
      if (!response.ok) throw new Error(`${response.status}`);
      page = new DOMParser().parseFromString(await response.text(), 'text/html');
    } catch {
      if (ticket === latest) location.assign(url);
      return;
    }
    // A later click won: its view is the one to show.
    if (ticket !== latest) return;
    // Parsing a view and putting its tiles in are each a few milliseconds of a fast machine's
    // time, and several times that on a cheap phone: in tasks of their own, neither holds the
    // main thread long, and a tap in between is answered at once.
    // The kit's timer: a widget stopped meanwhile (it failed) never goes on to change the page.
    await new Promise<void>((resolve) => later(resolve, 0));
    if (ticket !== latest) return;
    grid.removeAttribute('aria-busy');
    const other = page.querySelector('.portfolio');
    if (!other) return location.assign(url);
    const tiles = [...other.querySelectorAll<HTMLLIElement>('.portfolio__grid > .tile')].map((t) => document.adoptNode(t));
    if (mode === 'replace') grid.replaceChildren(...tiles);
    else grid.append(...tiles);
    adopt(tiles);
    for (const link of filters.querySelectorAll<HTMLAnchorElement>('a[data-filter]')) {
      const current = other.querySelector(`.portfolio__filters a[data-filter="${link.dataset.filter}"]`)?.getAttribute('aria-current');
      if (current) link.setAttribute('aria-current', current);
      else link.removeAttribute('aria-current');
    }
    const pager = other.querySelector('.pager');
    // Added photos continue the pages already shown: keep our way back to the earlier ones.
    if (pager && mode === 'append') {
      const earlier = root.querySelector('.pager__link--earlier');
      pager.querySelector('.pager__link--earlier')?.replaceWith(...(earlier ? [earlier] : []));
    }
    takePager(pager ? document.adoptNode(pager) : null);
    document.title = page.title || document.title;
    if (history === 'push') window.history.pushState({ gallery: true }, '', url);
    else if (history === 'replace') window.history.replaceState({ gallery: true }, '', url);
    announce();
    if (mode === 'append') tiles[0]?.querySelector('a')?.focus();
  };

  const plainClick = (event: MouseEvent) => !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
  listen<MouseEvent>(root, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('.portfolio__filter, .pager__link');
    if (!link || !plainClick(event)) return;
    event.preventDefault();
    const more = link.classList.contains('pager__link--more');
    if (link.getAttribute('aria-current') === 'page') return;
    void show(link.href, more ? 'append' : 'replace', 'push').catch(guard(rethrow));
  });
  listen(window, 'popstate', () => void show(location.href, 'replace', 'none').catch(guard(rethrow)));

  const legacy = new URLSearchParams(location.search).get(LEGACY_PARAM);
  if (legacy !== null) {
    const target =
      filters.querySelector<HTMLAnchorElement>(`a[data-filter="${CSS.escape(legacy)}"]`) ??
      filters.querySelector<HTMLAnchorElement>('a[data-filter]');
    if (target) void show(target.href, 'replace', 'replace').catch(guard(rethrow));
  }
}

function rethrow(error: unknown): void {
  throw error;
}

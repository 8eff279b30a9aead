// Gallery tiles: data-state loading → loaded | error. The HTML starts every tile 'loading' and CSS
// draws the spinner on a loading tile while it is on screen (data-on-screen): one spinning below
// the fold, where the browser renders tiles ahead of the lazy photos it fetches, would keep it
// drawing frames nobody sees for as long as the page stays open. A tile whose photo fails gets
// 'Image unavailable' (the root's data-unavailable-text) only then, so tiles carry no status
// markup until one is needed. load and error do not bubble, so one capturing listener on the grid
// sees every tile's image, including the tiles of views loaded later.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { part } from './GalleryParts.client.ts';

export interface Tiles {
  /** Wires the tiles of the grid's view (a view replaces every tile): their link opens the lightbox; an image already done settles now. */
  adopt(tiles: readonly HTMLLIElement[]): void;
}

export function initTiles(root: HTMLElement, grid: HTMLElement, { listen, guard }: Pick<WidgetKit, 'listen' | 'guard'>): Tiles {
  const onScreen = new IntersectionObserver(
    guard((entries: IntersectionObserverEntry[]) => {
      for (const { target, isIntersecting } of entries) target.toggleAttribute('data-on-screen', isIntersecting);
    }),
  );
  const settle = (img: EventTarget | null, ok: boolean) => {
    const tile = img instanceof HTMLImageElement ? img.closest<HTMLLIElement>('.tile') : null;
    if (tile?.dataset.state !== 'loading') return;
    onScreen.unobserve(tile);
    tile.dataset.state = ok ? 'loaded' : 'error';
    if (ok) return;
    const text = root.dataset.unavailableText ?? 'Image unavailable';
    tile.querySelector('a')?.append(Object.assign(document.createElement('span'), { className: 'tile__status', textContent: text }));
  };
  listen(grid, 'load', (event) => settle(event.target, true), { capture: true });
  listen(grid, 'error', (event) => settle(event.target, false), { capture: true });
  return {
    adopt(tiles) {
      // The last view's tiles are gone: watching them would keep them in memory.
      onScreen.disconnect();
      for (const tile of tiles) {
        const img = part<HTMLImageElement>(tile, 'img');
        part(tile, 'a').setAttribute('aria-haspopup', 'dialog');
        if (img.complete) settle(img, img.naturalWidth > 0);
        else onScreen.observe(tile);
      }
    },
  };
}

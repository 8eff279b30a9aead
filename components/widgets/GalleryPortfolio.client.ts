// Event Portfolio: filter, tile states and lightbox.
// - Filter: aria-pressed buttons; tiles outside the filter get `hidden`; the count goes to a
//   polite live region; ?filter=<id> is pushed to the URL and restored on load and popstate.
// - Tiles: data-state loading → loaded | error. CSS draws the spinner while loading; a tile whose
//   photo fails gets 'Image unavailable' (the root's data-unavailable-text) only then, so the
//   60 tiles carry no status markup until one is needed.
// - Lightbox: the native <dialog> (Escape, focus trap); the large image's srcset is only set when
//   it opens, so nothing large loads before; arrows step through the visible photos; a click on
//   the backdrop closes it; focus returns to the tile that opened it.
import type { WidgetKit } from '../../kit/client/mount.client.ts';

const PARAM = 'filter';

export default function initGalleryPortfolio(root: HTMLElement, { listen }: WidgetKit): void {
  const $ = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-filter]')];
  const tiles = [...root.querySelectorAll<HTMLLIElement>('.tile')];
  const status = $<HTMLElement>('[role="status"]');
  const grid = $<HTMLElement>('.portfolio__grid');
  const dialog = $<HTMLDialogElement>('dialog');
  const slot = dialog?.querySelector<HTMLElement>('.lightbox__picture');
  // AVIF, then WebP, then the <img>'s JPEG: the same formats in the same order as the tiles.
  const [avif, webp] = ['image/avif', 'image/webp'].map((type) => Object.assign(document.createElement('source'), { type }));
  const image = document.createElement('img');
  image.className = 'lightbox__img';
  image.alt = '';
  if (slot) {
    const picture = document.createElement('picture');
    picture.append(avif, webp, image);
    slot.replaceChildren(picture);
  }
  const caption = $<HTMLElement>('.lightbox__caption');
  const categories = $<HTMLElement>('.lightbox__categories');
  if (!buttons.length || !tiles.length || !status || !grid || !dialog || !slot || !caption || !categories) {
    throw new Error('GalleryPortfolio: the filter buttons, live region, tiles or lightbox are missing');
  }

  // Tile states: the HTML starts every tile 'loading'. load and error do not bubble, so one
  // capturing listener on the grid sees every tile's image (not two per tile).
  const settle = (img: EventTarget | null, ok: boolean) => {
    const tile = img instanceof HTMLImageElement ? img.closest<HTMLLIElement>('.tile') : null;
    if (!tile || tile.dataset.state !== 'loading') return;
    tile.dataset.state = ok ? 'loaded' : 'error';
    if (ok) return;
    const note = Object.assign(document.createElement('span'), { className: 'tile__status' });
    note.textContent = root.dataset.unavailableText ?? 'Image unavailable';
    tile.querySelector('a')?.append(note);
  };
  listen(grid, 'load', (event) => settle(event.target, true), { capture: true });
  listen(grid, 'error', (event) => settle(event.target, false), { capture: true });
  for (const tile of tiles) {
    const img = tile.querySelector('img');
    const link = tile.querySelector('a');
    if (!img || !link) throw new Error('GalleryPortfolio: a tile has no image or link');
    link.setAttribute('aria-haspopup', 'dialog');
    if (img.complete) settle(img, img.naturalWidth > 0);
  }

  // Filter ---------------------------------------------------------------------------------
  let current = '';
  const visible = () => tiles.filter((tile) => !tile.hidden);
  const apply = (wanted: string, announce: boolean) => {
    const id = buttons.some((b) => b.dataset.filter === wanted) ? wanted : 'all';
    current = id;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.filter === id));
    for (const tile of tiles) tile.hidden = id !== 'all' && !tile.dataset.categories!.split(' ').includes(id);
    if (announce) status.textContent = (root.dataset.countText ?? '{count}').replace('{count}', String(visible().length));
  };
  const fromUrl = () => new URLSearchParams(location.search).get(PARAM) ?? 'all';
  for (const button of buttons) {
    listen(button, 'click', () => {
      const id = button.dataset.filter!;
      if (id === current) return;
      apply(id, true);
      const url = new URL(location.href);
      if (id === 'all') url.searchParams.delete(PARAM);
      else url.searchParams.set(PARAM, id);
      history.pushState(null, '', url);
    });
  }
  listen(window, 'popstate', () => apply(fromUrl(), true));
  apply(fromUrl(), fromUrl() !== 'all');

  // Lightbox -------------------------------------------------------------------------------
  let shown: HTMLLIElement[] = [];
  let index = 0;
  let opener: HTMLElement | null = null;
  const show = (i: number) => {
    index = (i + shown.length) % shown.length;
    const tile = shown[index];
    const link = tile.querySelector('a')!;
    const img = tile.querySelector('img')!;
    const d = link.dataset;
    // The tile's own sizes of each format plus the larger ones only the lightbox needs.
    const both = (type: string, more = '') =>
      [tile.querySelector<HTMLSourceElement>(`source[type="${type}"]`)?.srcset, more].filter(Boolean).join(', ');
    avif.srcset = both('image/avif', d.avif);
    webp.srcset = both('image/webp', d.webp);
    avif.sizes = webp.sizes = image.sizes = d.sizes ?? '';
    image.srcset = d.srcset ?? '';
    image.src = link.href;
    image.width = Number(d.width);
    image.height = Number(d.height);
    image.alt = img.alt;
    caption.textContent = img.alt;
    categories.textContent = tile.querySelector('.tile__categories')?.textContent ?? '';
    dialog.setAttribute('aria-label', img.alt);
  };
  listen<MouseEvent>(grid, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('.tile__link');
    // Modified clicks keep their meaning: open the large image in a new tab or window.
    if (!link || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    shown = visible();
    opener = link;
    show(shown.indexOf(link.closest('li')!));
    dialog.showModal();
  });
  const prev = dialog.querySelector('.lightbox__nav--prev');
  const next = dialog.querySelector('.lightbox__nav--next');
  if (prev) listen(prev, 'click', () => show(index - 1));
  if (next) listen(next, 'click', () => show(index + 1));
  listen<KeyboardEvent>(dialog, 'keydown', (event) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  });
  // The dialog fills the viewport; a click on its own surface (not on the photo, the caption
  // or a button) is a click on the backdrop.
  listen(dialog, 'click', (event) => {
    if (event.target === dialog || (event.target as Element).classList.contains('lightbox__figure')) dialog.close();
  });
  listen(dialog, 'close', () => opener?.focus());
}

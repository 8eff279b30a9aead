// Gallery lightbox: the native <dialog> (Escape, focus trap). The large image's srcset is only set
// when it opens, so nothing large loads before; arrow keys, the prev/next buttons and a sideways
// swipe step through the photos of the current view (every tile in the grid, a view shown in
// place included); a click on the backdrop, Back and Forward close it; focus returns to the tile
// that opened it.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { isPlainClick } from '../../framework/client/plain-click.client.ts';
import { part } from './GalleryParts.client.ts';

/** A sideways swipe shorter than this is a tap or a wobble, not a step. */
const SWIPE_PX = 40;

export function initLightbox(grid: HTMLElement, dialog: HTMLDialogElement, { listen }: Pick<WidgetKit, 'listen'>): void {
  const slot = part(dialog, '.lightbox__picture');
  const caption = part(dialog, '.lightbox__caption');
  const categories = part(dialog, '.lightbox__categories');
  // AVIF, then WebP, then the <img>'s JPEG: the same formats in the same order as the tiles.
  const source = (type: string) => Object.assign(document.createElement('source'), { type });
  const avif = source('image/avif');
  const webp = source('image/webp');
  const image = Object.assign(document.createElement('img'), { className: 'lightbox__img', alt: '' });
  const picture = document.createElement('picture');
  picture.append(avif, webp, image);
  slot.replaceChildren(picture);

  let shown: HTMLLIElement[] = [];
  let index = 0;
  let opener: HTMLElement | null = null;
  const show = (i: number) => {
    index = (i + shown.length) % shown.length;
    const tile = shown[index];
    if (!tile) return;
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
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    shown = [...grid.querySelectorAll<HTMLLIElement>('.tile')];
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

  // Swipe: a mostly sideways touch drag steps, left for the next photo as on a phone's photo app.
  let start: { x: number; y: number } | null = null;
  listen<PointerEvent>(dialog, 'pointerdown', (event) => {
    start = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  });
  listen<PointerEvent>(dialog, 'pointerup', (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) show(index + (dx < 0 ? 1 : -1));
  });
  listen(dialog, 'pointercancel', () => void (start = null));

  // The dialog fills the viewport; a click on its own surface (not on the photo, the caption
  // or a button) is a click on the backdrop.
  listen(dialog, 'click', (event) => {
    if (event.target === dialog || (event.target as Element).classList.contains('lightbox__figure')) dialog.close();
  });
  listen(dialog, 'close', () => opener?.focus());
  // Back and Forward leave the view whose photo is open (a phone's Back button means "close"
  // too): left open, the lightbox would step through tiles no longer in the grid.
  listen(window, 'popstate', () => dialog.close());
}

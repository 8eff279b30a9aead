// Event Portfolio: wires the tiles' states (GalleryTiles.ts), the views loaded in place
// (GalleryNavigation.ts) and the lightbox (GalleryLightbox.ts). Nothing here walks the tiles
// beyond those of the view shown, so the start-up cost does not grow with the portfolio.
import type { WidgetKit } from '../../kit/mount.ts';
import { initLightbox } from './GalleryLightbox.ts';
import { initNavigation } from './GalleryNavigation.ts';
import { initTiles } from './GalleryTiles.ts';

export default function initGalleryPortfolio(root: HTMLElement, kit: WidgetKit): void {
  const grid = root.querySelector<HTMLElement>('.portfolio__grid');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  if (!grid || !status || !dialog) throw new Error('GalleryPortfolio: grid, status or dialog missing');
  const tiles = initTiles(root, grid, kit);
  tiles.adopt([...grid.querySelectorAll<HTMLLIElement>('.tile')]);
  initNavigation({ root, grid, status, adopt: (added) => tiles.adopt(added) }, kit);
  initLightbox(grid, dialog, kit);
}

// Event Portfolio: wires the tiles' states (GalleryTiles.client.ts), the views loaded in place
// (GalleryNavigation.client.ts) and the lightbox (GalleryLightbox.client.ts). Nothing here walks the tiles
// beyond those of the view shown, so the start-up cost does not grow with the portfolio.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { initLightbox } from './GalleryLightbox.client.ts';
import { initNavigation } from './GalleryNavigation.client.ts';
import { part } from './GalleryParts.client.ts';
import { initTiles } from './GalleryTiles.client.ts';

export default function initGalleryPortfolio(root: HTMLElement, kit: WidgetKit): void {
  const grid = part(root, '.portfolio__grid');
  const status = part(root, '[role="status"]');
  const dialog = part<HTMLDialogElement>(root, 'dialog');
  const tiles = initTiles(root, grid, kit);
  tiles.adopt([...grid.querySelectorAll<HTMLLIElement>('.tile')]);
  initNavigation({ root, grid, status, adopt: (added) => tiles.adopt(added) }, kit);
  initLightbox(grid, dialog, kit);
}

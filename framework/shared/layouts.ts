// The named ways a photo is displayed on the page. Components pick one by name
// (<Picture layout="gallery">); the generator's image pipeline knows, for each name, the
// `sizes` attribute and the formats to encode (generator/images/layouts.ts). The widths each
// layout makes are here, shared with the editor, which advises on a photo too small for them
// as the build does (photo-size.ts).
//
// Widths come from one scale, 320 / 400 / 640 / 960 / 1280 / 1920, so a photo used by two
// layouts (gallery + lightbox) shares encodes, and no two widths of one photo are within
// 20% of each other (eleventy-img's minimum step: a closer pair costs an encode and looks
// the same).
export const LAYOUT_NAMES = ['full', 'hero-poster', 'gallery', 'lightbox', 'card', 'highlight', 'split', 'avatar'] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];

export function isLayoutName(name: string): name is LayoutName {
  return (LAYOUT_NAMES as readonly string[]).includes(name);
}

/** The widths a layout makes of a photo, and the box it shows it in. */
export interface LayoutWidths {
  /** Candidate widths in px. Layouts share values so one encode serves several layouts. */
  candidates: readonly number[];
  /** The widest the image is ever displayed, in CSS px. */
  maxDisplayed: number;
  /**
   * The shape (width / height) of the box that crops the photo at the layout's widest (a tile:
   * object-fit: cover in an aspect-ratio), for the size advice (photo-size.ts); none where
   * the whole photo shows, the box follows the viewport, or boxes of several shapes and widths
   * share the layout (cards, splits).
   */
  crop?: number;
}

/** The highlights grid's widest single column: two 352 px columns and their 24 px gap (generator/images/layouts.ts). */
export const HIGHLIGHT_ONE_COLUMN_MAX = 2 * 352 + 24;

export const LAYOUT_WIDTHS: Record<LayoutName, LayoutWidths> = {
  // 100vw: 1280 for a 390 px phone at 3×, 960 at 2×, 1920 for a 1440 px desktop.
  full: { candidates: [640, 960, 1280, 1920], maxDisplayed: 1920 },
  'hero-poster': { candidates: [640, 960, 1280, 1920], maxDisplayed: 1920 },
  gallery: {
    // A tile is a column of the gallery grid: 400 and 640 serve phones (two columns) and
    // desktops (three), 960 the two wide columns of a tablet at 2× (generator/images/README.md
    // has the tile widths).
    candidates: [400, 640, 960, 1280],
    // The widest tile: two columns just below 1024 px, where the third appears.
    maxDisplayed: 480,
    // GalleryPortfolio.css .tile__link: 3 / 2.
    crop: 3 / 2,
  },
  lightbox: {
    // 1280 covers a 390 px phone at 3× (351 px) and a 1440×900 desktop (1013 px); 640 a
    // portrait photo on that desktop (450 px). No 1600: only a hi-DPI or 2560 px desktop
    // would take it, and its files, the widest of every gallery photo, would be the costliest
    // encodes of all.
    candidates: [640, 960, 1280],
    maxDisplayed: 1600,
  },
  card: {
    candidates: [400, 640, 960, 1280],
    // Below 640 px a card is at most the container's width (a service card or a highlight;
    // the about section's are half that); the widest a card gets is 640 (tablet 50vw ≤ 512,
    // desktop ≤ 600).
    maxDisplayed: 640,
  },
  // The gallery's highlight videos: one per row, the container's width, until two columns fit.
  highlight: { candidates: [400, 640, 960, 1280], maxDisplayed: HIGHLIGHT_ONE_COLUMN_MAX },
  // Below 720 px the photo is the container's width (the home banner's a little less).
  split: { candidates: [640, 960, 1280], maxDisplayed: 720 },
  avatar: {
    candidates: [320, 640],
    // A team card's portrait: the card is at most 22rem (pages/team.tsx maxCard), 352 px.
    maxDisplayed: 352,
    // TeamCard.css 4 / 5 (a card's portrait), Avatar.css 1 (the circle): the tallest.
    crop: 4 / 5,
  },
};

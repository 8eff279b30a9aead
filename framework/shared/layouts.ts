// An image layout: a named way a photo is displayed, which the site defines (site.config.ts,
// imageLayouts) and components pick by name.
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

/** How a photo is encoded: the hero's profile spends more bytes on the first screen's photo. */
export type QualityProfile = 'standard' | 'hero';

export interface ImageLayout extends LayoutWidths {
  /** The `sizes` attribute, given the source's intrinsic size (cover-cropping needs the aspect). */
  sizes(width: number, height: number): string;
  /** The JPEG widths: for each, the smallest of the layout's widths at least as wide (the site's layouts say why). */
  jpeg: readonly number[];
  profile: QualityProfile;
}

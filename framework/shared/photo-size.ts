// The size a photo needs where it is shown, and the advice when it is smaller (docs/content-guide.md,
// "Photos: sizes and formats" asks for about 2400 px on the long edge). The build prints it as a
// warning (generator/images/pipeline.ts) and the editor shows it beside the photo's field
// (admin/photo-size-note.tsx): one rule, on both sides.
//
// The size a photo needs is the widest file the site would make of it, had it been large
// enough: twice the widest it is shown (a 2× screen), to the nearest width the layout makes
// (widths 20% apart, see layouts.ts), so 352 px cards need 640 px and the lightbox, which shows
// up to 1600 px but is made up to 1280, needs 1280. A photo narrower than that is shown softer
// on some screen; a wider one gains nothing on this site.
//
// A layout whose box crops the photo to a shape (a 3:2 gallery tile, object-fit: cover) needs
// height too: its files are made by width, so a photo much wider than the box (a panorama, a
// 30000×10 strip) gives files too short to fill it, and the browser stretches them. That is
// advised about once the shortfall passes the step between two widths (20%): closer, the tile
// is no softer than the next width would make it.
import type { LayoutWidths } from './layouts.ts';

/**
 * Two widths of one photo closer than this factor look the same and cost an encode each
 * (eleventy-img's minimum step between generated widths is 20%).
 */
export const MIN_STEP = 1.2;

export interface PhotoShown {
  file: string;
  width: number;
  height: number;
  /** Every layout it is shown in, by name. */
  layouts: ReadonlyMap<string, LayoutWidths>;
}

/** The widest file a layout makes of a large enough photo: 2× its widest display, to the layout's nearest width. */
export function neededWidth(layout: LayoutWidths): number {
  return Math.min(2 * layout.maxDisplayed, Math.max(...layout.candidates));
}

/** The height the layout's crop needs of its widest file (0 for a layout that shows the whole photo). */
export function neededHeight(layout: LayoutWidths): number {
  return layout.crop ? Math.ceil(neededWidth(layout) / layout.crop) : 0;
}

/**
 * What to do about a photo too small for one of its layouts ('team/x.jpg is 3000×2000; it is
 * shown cropped to 4:5 …'), or null: too narrow first, else too short for a crop.
 */
export function sizeAdvice(photo: PhotoShown): string | null {
  return widthAdvice(photo) ?? heightAdvice(photo);
}

function widthAdvice(photo: PhotoShown): string | null {
  let worst: { layout: LayoutWidths; needed: number } | null = null;
  for (const layout of photo.layouts.values()) {
    const needed = neededWidth(layout);
    if (!worst || needed > worst.needed) worst = { layout, needed };
  }
  if (!worst || photo.width >= worst.needed) return null;
  const { layout, needed } = worst;
  const neededHeight = Math.ceil((needed * photo.height) / photo.width);
  return (
    `${photo.file} is ${photo.width}×${photo.height}; it is shown up to ${layout.maxDisplayed} px wide, ` +
    `so it needs at least ${needed} px wide (${needed}×${neededHeight} in its shape) to stay sharp on 2× screens; ` +
    `docs/content-guide.md "Photos: sizes and formats" gives the size to supply`
  );
}

function heightAdvice(photo: PhotoShown): string | null {
  let worst: { layout: LayoutWidths; needed: number; made: { width: number; height: number }; short: number } | null = null;
  for (const layout of photo.layouts.values()) {
    const needed = neededHeight(layout);
    if (!needed) continue;
    // The widest file made of it, its height in the photo's shape (never upscaled).
    const width = Math.min(photo.width, neededWidth(layout));
    const height = Math.max(1, Math.round((width * photo.height) / photo.width));
    const short = needed / height;
    if (short > MIN_STEP && (!worst || short > worst.short)) worst = { layout, needed, made: { width, height }, short };
  }
  if (!worst) return null;
  const { layout, needed, made } = worst;
  const crop = layout.crop!;
  // The crop to supply: the photo's full height in the box's shape, or the least that fills it.
  const height = Math.max(photo.height, needed);
  const width = Math.ceil(height * crop);
  return (
    `${photo.file} is ${photo.width}×${photo.height}; it is shown cropped to ${ratio(crop)} up to ` +
    `${layout.maxDisplayed} px wide, and its widest file there is ${made.width}×${made.height}, too short for that crop ` +
    `(it needs ${needed} px tall to stay sharp on 2× screens): crop the photo to about ${ratio(crop)} ` +
    `(${width}×${height}) before adding it`
  );
}

/** A box's shape as people write it: 1.5 → '3:2', 0.8 → '4:5', 1 → '1:1'. */
function ratio(crop: number): string {
  for (let height = 1; height <= 20; height++) {
    const width = crop * height;
    if (Math.abs(width - Math.round(width)) < 1e-6) return `${Math.round(width)}:${height}`;
  }
  return `${crop.toFixed(2)}:1`;
}

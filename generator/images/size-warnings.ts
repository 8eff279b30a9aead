// A word of warning for a photo too small for where it is shown (README "Photos: sizes and
// formats" asks for about 2400 px on the long edge): the build still succeeds, and the owner
// learns which file, used where, needs how many pixels.
//
// The size a photo needs is the widest file the site would make of it, had it been large
// enough: twice the widest it is shown (a 2× screen), to the nearest width the layout makes
// (widths 20% apart, see layouts.ts), so 352 px cards need 640 px and the lightbox, which shows
// up to 1600 px but is made up to 1280, needs 1280. A photo narrower than that is shown softer
// on some screen; a wider one gains nothing on this site.
import type { Layout } from './layouts.ts';

export interface ShownPhoto {
  file: string;
  /** The content fields that use it: 'content/team.ts: members.4.image'. */
  where: string;
  width: number;
  height: number;
  /** Every layout it is shown in, by name. */
  layouts: ReadonlyMap<string, Layout>;
}

/** The widest file a layout makes of a large enough photo: 2× its widest display, to the layout's nearest width. */
export function neededWidth(layout: Layout): number {
  return Math.min(2 * layout.maxDisplayed, Math.max(...layout.candidates));
}

/** The warning for a photo too small for one of its layouts, or null. */
export function sizeWarning(photo: ShownPhoto): string | null {
  let worst: { layout: Layout; needed: number } | null = null;
  for (const layout of photo.layouts.values()) {
    const needed = neededWidth(layout);
    if (!worst || needed > worst.needed) worst = { layout, needed };
  }
  if (!worst || photo.width >= worst.needed) return null;
  const { layout, needed } = worst;
  const neededHeight = Math.ceil((needed * photo.height) / photo.width);
  return (
    `warning: ${photo.where}: ${photo.file} is ${photo.width}×${photo.height}; it is shown up to ${layout.maxDisplayed} px wide, ` +
    `so it needs at least ${needed} px wide (${needed}×${neededHeight} in its shape) to stay sharp on 2× screens; ` +
    `README "Photos: sizes and formats" gives the size to supply`
  );
}

/** The warnings for every photo shown, in file order. */
export function sizeWarnings(photos: Iterable<ShownPhoto>): string[] {
  return [...photos].sort((a, b) => a.file.localeCompare(b.file)).flatMap((photo) => sizeWarning(photo) ?? []);
}

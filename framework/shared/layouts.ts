// The named ways a photo is displayed on the page. Components pick one by name
// (<Picture layout="gallery">); the generator's image pipeline knows, for each name, the
// `sizes` attribute and the widths to encode (generator/images/layouts.ts).
export const LAYOUT_NAMES = ['full', 'hero-poster', 'gallery', 'lightbox', 'card', 'highlight', 'split', 'avatar'] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];

export function isLayoutName(name: string): name is LayoutName {
  return (LAYOUT_NAMES as readonly string[]).includes(name);
}

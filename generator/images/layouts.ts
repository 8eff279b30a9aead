// The named ways a photo is displayed. Each layout states where it sits on the page
// (the `sizes` a browser needs before CSS has loaded) and which widths to make.
// The candidate widths reuse the same few values (400/640/960/1280/1600/1920) so a photo
// used by two layouts, e.g. gallery + lightbox, shares encodes.
import type { QualityProfile } from './encode-options.ts';
import type { WidthRule } from './widths.ts';
import type { LayoutName } from '../../kit/layouts.ts';


export interface Layout extends WidthRule {
  /** The `sizes` attribute, given the source's intrinsic size (cover-cropping needs the aspect). */
  sizes(width: number, height: number): string;
  profile: QualityProfile;
}

/** Page grid assumptions, shared with the CSS: container max width, gap, page padding. */
export const GRID = { container: 1280, gap: 16, padding: 16 } as const;

const { container, gap, padding } = GRID;

export const LAYOUTS: Record<LayoutName, Layout> = {
  full: {
    candidates: [640, 960, 1280, 1920],
    maxDisplayed: 1920,
    sizes: () => '100vw',
    profile: 'standard',
  },
  'hero-poster': {
    candidates: [640, 960, 1280, 1920],
    maxDisplayed: 1920,
    // object-fit: cover on the viewport: when the viewport is narrower than the photo's
    // aspect (every portrait phone) the photo is scaled to 100vh tall, so its displayed
    // width is aspect × 100vh, wider than the screen.
    sizes: (w, h) => `(max-aspect-ratio: ${w}/${h}) ${round2((w / h) * 100)}vh, 100vw`,
    profile: 'hero',
  },
  gallery: {
    candidates: [400, 640, 960, 1280],
    // The grid fills the page's .container (styles/global.css): min(100% − 2 × gutter, 1280 px),
    // gutter 0.9rem + 2.2vw (20–48 px), so 95.6vw − 28.8 px wide up to 1370 px. Two columns
    // below 1024 px, three from there; the widest tile is about 467 px (two columns at 1023 px).
    maxDisplayed: 480,
    sizes: () =>
      [
        `(min-width: 1370px) ${Math.floor((container - 2 * gap) / 3)}px`,
        `(min-width: 1024px) calc((95.6vw - ${28.8 + 2 * gap}px) / 3)`,
        `calc((95.6vw - ${28.8 + gap}px) / 2)`,
      ].join(', '),
    profile: 'standard',
  },
  lightbox: {
    candidates: [960, 1280, 1600],
    // The dialog shows the photo at most 90vw × 85vh and never wider than 1600 px.
    maxDisplayed: 1600,
    sizes: () => '(min-width: 1778px) 1600px, 90vw',
    profile: 'standard',
  },
  card: {
    candidates: [400, 640, 960, 1280],
    // 100vw below 640 px is the widest a card gets (tablet 50vw ≤ 512, desktop ≤ 600).
    maxDisplayed: 640,
    sizes: () => '(min-width: 1820px) 600px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    profile: 'standard',
  },
  split: {
    candidates: [640, 960, 1280],
    maxDisplayed: 720,
    sizes: () => '(min-width: 1440px) 720px, (min-width: 1024px) 50vw, (min-width: 720px) 720px, 100vw',
    profile: 'standard',
  },
  avatar: {
    candidates: [320, 640],
    maxDisplayed: 320,
    sizes: () => '(min-width: 360px) 320px, 100vw',
    profile: 'standard',
  },
};

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

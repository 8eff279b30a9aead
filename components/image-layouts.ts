// The site's image layouts, the named ways a photo is displayed (<Picture layout="gallery">),
// which site.config.ts hands the engine (imageLayouts) and the editor reads for its size advice.
// Each states where it sits on the page (the `sizes` a browser needs before CSS has loaded, from
// the page grid of styles/global.css and the components' own grids: test/unit/images-widths.test.ts
// compares the figures here with the CSS) and which widths to make.
//
// Widths come from one scale, 320 / 400 / 640 / 960 / 1280 / 1920, so a photo used by two
// layouts (gallery + lightbox) shares encodes, and no two widths of one photo are within
// 20% of each other (eleventy-img's minimum step: a closer pair costs an encode and looks
// the same).
//
// AVIF and WebP get every width of the layout; they are all a current browser ever picks.
// JPEG only serves browsers that decode neither AVIF nor WebP: Safari 13 and older (iOS 13,
// macOS 10.15), Internet Explorer, Firefox 64 and older; all from 2020 or before, on the
// screens of that time: a 375 px phone at 2×, a 1366 px laptop at 1×. The `jpeg` widths are
// the one or two of the scale that cover those two screens (a sharp picture there, a little
// soft on a 3× phone); a full JPEG ladder would be a third of all encodes for a few visits.
import type { ImageLayout } from '../framework/shared/layouts.ts';

/** The highlights grid's widest single column: two 352 px columns and their 24 px gap (the highlight layout's sizes, below). */
export const HIGHLIGHT_ONE_COLUMN_MAX = 2 * 352 + 24;

/** The widest a service card gets however few share its row (ServiceCards.tsx maxCard): one or two cards are that wide. */
export const SERVICE_CARD_MAX = 384;

/**
 * The page grid, as styles/global.css draws it: `.container` is min(100% − 2 × gutter,
 * 1280px), with gutter = clamp(1.25rem, 0.9rem + 2.2vw, 3rem). Between 255 and 1527 px the
 * gutter is 14.4px + 2.2vw, so the container is 95.6vw − 28.8px until it reaches 1280 px.
 */
export const GRID = { container: 1280, gutterPx: 14.4, gutterVw: 2.2 } as const;

/** Where the container stops growing (95.6vw − 28.8px = 1280px). */
const CONTAINER_FULL_AT = containerReaches(GRID.container);

/** The viewport width from which the container is `width` px wide. */
function containerReaches(width: number): number {
  return Math.ceil((width + 2 * GRID.gutterPx) / (1 - (2 * GRID.gutterVw) / 100));
}

/** The container width minus `less` px, as a `sizes` length below CONTAINER_FULL_AT. */
function containerMinus(less: number): string {
  return `${round2(100 - 2 * GRID.gutterVw)}vw - ${round2(2 * GRID.gutterPx + less)}px`;
}

/**
 * The gallery grid (GalleryPortfolio.css): `inset` px of padding on each side inside the
 * container (none: the grid lines up with the rest of the page); `gap` px between tiles; the
 * columns from each min-width up (two on phones, three from 1024 px).
 */
export const GALLERY_GRID = {
  inset: 0,
  gap: 16,
  columns: [
    [0, 2],
    [1024, 3],
  ] as readonly (readonly [minWidth: number, columns: number])[],
};

function gallerySizes(): string {
  const { inset, gap, columns } = GALLERY_GRID;
  const bands = [...columns].sort((a, b) => b[0] - a[0]);
  const [widestBand] = bands;
  if (!widestBand) throw new Error('GALLERY_GRID.columns is empty');
  const widest = widestBand[1];
  const full = (GRID.container - 2 * inset - (widest - 1) * gap) / widest;
  const parts = [`(min-width: ${CONTAINER_FULL_AT}px) ${round2(full)}px`];
  for (const [minWidth, n] of bands) {
    const less = 2 * inset + (n - 1) * gap;
    const length = n === 1 ? `calc(${containerMinus(less)})` : `calc((${containerMinus(less)}) / ${n})`;
    parts.push(minWidth > 0 ? `(min-width: ${minWidth}px) ${length}` : length);
  }
  return parts.join(', ');
}

/**
 * A card grid's card (CardGrid.tsx): from each min-width up, a column of `columns` in the
 * container, at most `maxCard` px. The gaps are left out: a few px over.
 */
export function cardSizes(columns: readonly (readonly [minWidth: number, columns: number])[], maxCard: number): string {
  const parts: string[] = [];
  let below = Number.POSITIVE_INFINITY;
  for (const [from, n] of [...columns].sort((a, b) => b[0] - a[0])) {
    const media = (at: number) => (at > 0 ? `(min-width: ${at}px) ` : '');
    const widest = Math.min(maxCard, GRID.container / n);
    const reached = containerReaches(widest * n);
    if (reached < below) parts.push(`${media(Math.max(reached, from))}${round2(widest)}px`);
    if (reached > from) parts.push(`${media(from)}${n === 1 ? `calc(${containerMinus(0)})` : `calc((${containerMinus(0)}) / ${n})`}`);
    below = from;
  }
  return parts.join(', ');
}

/**
 * The squarest box each cover-cropped layout draws its photo in (its components' CSS aspect-ratio,
 * width / height): a photo wider than its box is drawn as tall as the box, so wider than it is.
 */
export const COVER_BOX: Partial<Record<string, number>> = { about: 3 / 4, split: 5 / 4, card: 4 / 3 };

/** The banner's photo box is at most 34rem tall (Banner.css), in a 4:5 box beside its text from 900 px. */
const BANNER_MAX_HEIGHT = 544;

/**
 * `sizes` with each length the width a photo of shape `photo` (width / height) is drawn at in a
 * cover box of shape `box`: the box's width times how much wider than the box the photo is.
 */
export function drawnSizes(sizes: string, photo: number, box: number | undefined): string {
  const wider = box ? photo / box : 1;
  if (wider <= 1) return sizes;
  return sizes
    .split(', ')
    .map((entry) => {
      const [, media, length = ''] = /^((?:\([^()]*\) )*)(.+)$/.exec(entry) ?? [];
      const px = /^([\d.]+)px$/.exec(length)?.[1];
      const drawn = px ? `${round2(Number(px) * wider)}px` : `calc(${length.replace(/^calc\((.*)\)$/, '($1)')} * ${round2(wider)})`;
      return `${media}${drawn}`;
    })
    .join(', ');
}

/**
 * The lightbox photo (GalleryPortfolio.css `.lightbox__img`) is at most 90vw wide, 75vh
 * tall and 1600 px wide, keeping its aspect: on a 1440×900 desktop a 3:2 photo is 1013 px
 * wide (height-bound), a 2:3 one 450 px; on a phone it is 90vw. Saying so in `sizes`, instead
 * of a flat 90vw, keeps desktops from fetching a file half again as wide as they show.
 */
function lightboxSizes(width: number, height: number): string {
  const ratio = width / height;
  // 90vw ≤ 75vh × ratio  ⇔  vw / vh ≤ (75 / 90) × ratio = 5·width / (6·height)
  const [num, den] = reduce(5 * width, 6 * height);
  const heightFor1600 = Math.ceil(1600 / (0.75 * ratio));
  return [
    `(max-aspect-ratio: ${num}/${den}) and (min-width: 1778px) 1600px`,
    `(max-aspect-ratio: ${num}/${den}) 90vw`,
    `(min-height: ${heightFor1600}px) 1600px`,
    `${round2(75 * ratio)}vh`,
  ].join(', ');
}

/** The highlights grid: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)) with a 1.5rem gap. */
const HIGHLIGHT_GAP = 24;
/**
 * The container fits two 352 px columns and the gap from this viewport width up; below it, one
 * column gets the container's width, at most HIGHLIGHT_ONE_COLUMN_MAX (2 × 352 + the gap).
 */
const HIGHLIGHT_TWO_COLUMNS_AT = containerReaches(HIGHLIGHT_ONE_COLUMN_MAX);

/** An about photo's box (the layout's comment says where it sits). */
const ABOUT_BOX = [
  `(min-width: ${CONTAINER_FULL_AT}px) 303px`,
  '(min-width: 960px) calc(24vw - 25px)',
  `calc((${containerMinus(12)}) / 2)`,
].join(', ');

const layouts = {
  full: {
    // 100vw: 1280 for a 390 px phone at 3×, 960 at 2×, 1920 for a 1440 px desktop.
    candidates: [640, 960, 1280, 1920],
    maxDisplayed: 1920,
    sizes: () => '100vw',
    jpeg: [960, 1920],
    profile: 'standard',
  },
  'hero-poster': {
    candidates: [640, 960, 1280, 1920],
    maxDisplayed: 1920,
    // object-fit: cover on the viewport: when the viewport is narrower than the photo's
    // aspect (every portrait phone) the photo is scaled to 100vh tall, so its displayed
    // width is aspect × 100vh, wider than the screen.
    sizes: (w, h) => `(max-aspect-ratio: ${w}/${h}) ${round2((w / h) * 100)}vh, 100vw`,
    // Cover-cropped, every phone and laptop of that time takes the widest file anyway.
    jpeg: [1920],
    profile: 'hero',
  },
  gallery: {
    // A tile is a column of the gallery grid: 400 and 640 serve phones (two columns) and
    // desktops (three), 960 the two wide columns of a tablet at 2×.
    candidates: [400, 640, 960, 1280],
    // The widest tile: two columns just below 1024 px, where the third appears.
    maxDisplayed: 480,
    // GalleryPortfolio.css .tile__link: 3 / 2.
    crop: 3 / 2,
    sizes: gallerySizes,
    jpeg: [640],
    profile: 'standard',
  },
  lightbox: {
    // 1280 covers a 390 px phone at 3× (351 px) and a 1440×900 desktop (1013 px); 640 a
    // portrait photo on that desktop (450 px). No 1600: only a hi-DPI or 2560 px desktop
    // would take it, and its files, the widest of every gallery photo, would be the costliest
    // encodes of all.
    candidates: [640, 960, 1280],
    maxDisplayed: 1600,
    sizes: lightboxSizes,
    jpeg: [1280],
    profile: 'standard',
  },
  card: {
    candidates: [400, 640, 960, 1280],
    // A service card is never wider than a lone one (SERVICE_CARD_MAX): the 960 and 1280 files are
    // for a 3× phone (a card there is the container's width, 344 px at 390) and the highlight
    // player's poster attribute (HighlightVideo.tsx), which takes the card files.
    maxDisplayed: 640,
    // A lone card's slot; a grid of several gives its cards their column's (cardSizes). The
    // container, not 100vw, on a phone: on Lighthouse's (412 px at 1.75×) the 640 file, not the 960.
    sizes: (w, h) =>
      drawnSizes(
        `(min-width: ${containerReaches(SERVICE_CARD_MAX)}px) ${SERVICE_CARD_MAX}px, calc(${containerMinus(0)})`,
        w / h,
        COVER_BOX.card,
      ),
    jpeg: [640, 960],
    profile: 'standard',
  },
  about: {
    // The home page's about mosaic (AboutSection.css): two 3:4 boxes a row, half the container less
    // the 0.75rem gap, until 960 px; from there half of the 1.1fr column beside the text (its gap
    // 2rem + 4vw, the photos' 1.25rem), at most 303 px. The widest box is at 959 px (438), where a
    // 3:2 photo is drawn twice that; a 390 px phone at 3× draws one 1000 px wide.
    candidates: [400, 640, 960, 1280],
    maxDisplayed: 876,
    sizes: (w, h) => drawnSizes(ABOUT_BOX, w / h, COVER_BOX.about),
    jpeg: [640],
    profile: 'standard',
  },
  highlight: {
    // The gallery's highlight videos (Pages.css .highlights): one per row, the container's
    // width, until two 22rem columns and their 1.5rem gap fit in the container; then two, never
    // three (a video alone on its row keeps one column's width, centred).
    candidates: [400, 640, 960, 1280],
    maxDisplayed: HIGHLIGHT_ONE_COLUMN_MAX,
    sizes: () =>
      [
        `(min-width: ${CONTAINER_FULL_AT}px) ${round2((GRID.container - HIGHLIGHT_GAP) / 2)}px`,
        `(min-width: ${HIGHLIGHT_TWO_COLUMNS_AT}px) calc((${containerMinus(HIGHLIGHT_GAP)}) / 2)`,
        `calc(${containerMinus(0)})`,
      ].join(', '),
    jpeg: [640, 960],
    profile: 'standard',
  },
  split: {
    // A photo beside its text, a column of two, from 900 px (the service blocks in 5:4, the team
    // intro in 4:3); below, the container's width, at most 831 px, the container at 899 px, where
    // a 3:2 photo is drawn 997 px wide.
    candidates: [640, 960, 1280],
    maxDisplayed: 997,
    sizes: (w, h) => drawnSizes(`(min-width: 1440px) 720px, (min-width: 900px) 50vw, calc(${containerMinus(0)})`, w / h, COVER_BOX.split),
    jpeg: [960],
    profile: 'standard',
  },
  banner: {
    // The home banner (Banner.css): below 900 px the container less its frame's 0.75rem, in a 4:3
    // box; from there a column beside the text in a 4:5 box at most 34rem tall, where a photo
    // wider than 4:5 is drawn at most that tall (a 3:2 one 816 px wide), narrower ones a column.
    candidates: [640, 960, 1280],
    maxDisplayed: 831,
    sizes: (w, h) =>
      [
        `(min-width: 900px) ${w / h > 4 / 5 ? `${round2(BANNER_MAX_HEIGHT * (w / h))}px` : '50vw'}`,
        drawnSizes(`calc(${containerMinus(12)})`, w / h, 4 / 3),
      ].join(', '),
    jpeg: [960],
    profile: 'standard',
  },
  avatar: {
    candidates: [320, 640],
    // A team card's portrait: the card is at most 22rem (pages/team.tsx maxCard), 352 px.
    maxDisplayed: 352,
    // TeamCard.css 4 / 5 (a card's portrait), Avatar.css 1 (the circle): the tallest.
    crop: 4 / 5,
    sizes: () => '(min-width: 360px) 352px, 100vw',
    jpeg: [640],
    profile: 'standard',
  },
} satisfies Record<string, ImageLayout>;

export type LayoutName = keyof typeof layouts;

/** The layouts by name, each as the image pipeline and the editor's size advice read it. */
export const LAYOUTS: Record<LayoutName, ImageLayout> = layouts;

export function isLayoutName(name: string): name is LayoutName {
  return Object.hasOwn(LAYOUTS, name);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function reduce(a: number, b: number): [number, number] {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  const d = gcd(Math.round(a), Math.round(b));
  return [Math.round(a) / d, Math.round(b) / d];
}

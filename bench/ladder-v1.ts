// A longer width ladder to compare the current one against (`npm run bench:images -- --old`):
// every format at every width, and a lightbox up to 1600 px. Only widths matter to the
// benchmark; `sizes` is what the layouts say.

import { LAYOUTS, type Layout } from '../generator/images/layouts.ts';
import type { LayoutName } from '../kit/shared/layouts.ts';

const v1: Record<LayoutName, { candidates: number[]; maxDisplayed: number }> = {
  full: { candidates: [640, 960, 1280, 1920], maxDisplayed: 1920 },
  'hero-poster': { candidates: [640, 960, 1280, 1920], maxDisplayed: 1920 },
  gallery: { candidates: [400, 640, 960, 1280], maxDisplayed: 640 },
  lightbox: { candidates: [960, 1280, 1600], maxDisplayed: 1600 },
  card: { candidates: [400, 640, 960, 1280], maxDisplayed: 640 },
  // The highlight posters were 'card' photos then.
  highlight: { candidates: [400, 640, 960, 1280], maxDisplayed: 640 },
  split: { candidates: [640, 960, 1280], maxDisplayed: 720 },
  avatar: { candidates: [320, 640], maxDisplayed: 320 },
};

export const LADDER_V1 = { ...LAYOUTS };
for (const name of Object.keys(v1) as LayoutName[]) {
  LADDER_V1[name] = { ...LAYOUTS[name], ...v1[name], jpeg: v1[name].candidates } satisfies Layout;
}

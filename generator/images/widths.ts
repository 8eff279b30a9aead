// The widths of a responsive image, after Astro's getWidths: never upscaled, never past twice
// the largest displayed width (a 2× screen), where more would cost bytes for no visible gain.

import type { LayoutWidths } from '../../framework/shared/layouts.ts';
import { MIN_STEP } from '../../framework/shared/photo-size.ts';

/** The candidate widths of a layout and the widest it is displayed. */
export type WidthRule = Pick<LayoutWidths, 'candidates' | 'maxDisplayed'>;

/** Sorted, deduplicated widths for a source `sourceWidth` px wide. */
export function responsiveWidths(rule: WidthRule, sourceWidth: number): number[] {
  if (!(sourceWidth > 0)) throw new Error(`source width must be positive, got ${sourceWidth}`);
  const cap = Math.min(sourceWidth, rule.maxDisplayed * 2);
  const kept = rule.candidates.filter((w) => w > 0 && w <= cap).map(Math.round);
  // A source narrower than a wanted candidate still deserves its full resolution:
  // offer the source width itself instead of the candidates it cannot fill.
  const wantedMore = rule.candidates.some((w) => w > sourceWidth && w <= rule.maxDisplayed * 2);
  if (wantedMore || kept.length === 0) kept.push(Math.round(cap));
  // From the widest down, drop a width within MIN_STEP of the one above it: a 700 px
  // source gets 400 and 700, not 400, 640 and 700.
  const widths: number[] = [];
  for (const w of [...new Set(kept)].sort((a, b) => b - a)) {
    const above = widths.at(-1);
    if (above === undefined || above >= w * MIN_STEP - 0.5) widths.push(w);
  }
  return widths.reverse();
}

/**
 * The JPEG widths among `widths`: for each wanted width, the smallest available one at
 * least that wide, else the widest (a source narrower than the wanted width).
 */
export function jpegWidths(widths: readonly number[], wanted: readonly number[]): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const widest = sorted.at(-1);
  if (widest === undefined) throw new Error('no widths to choose JPEG widths from');
  if (wanted.length === 0) return [widest];
  const picked = wanted.map((j) => sorted.find((w) => w >= j) ?? widest);
  return [...new Set(picked)].sort((a, b) => a - b);
}

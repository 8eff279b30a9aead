// Pure functions that choose the widths of a responsive image. Modelled on Astro's
// getWidths (packages/astro/src/assets/layout.ts): candidate widths are filtered so we
// never upscale and never go past about twice the largest displayed width (a DPR 2
// screen); more would cost encode time and bytes for no visible gain.

export interface WidthRule {
  /** Candidate widths in px. Layouts share values so one encode serves several layouts. */
  candidates: readonly number[];
  /** The widest the image is ever displayed, in CSS px. */
  maxDisplayed: number;
}

/** Sorted, deduplicated widths for a source `sourceWidth` px wide. */
export function responsiveWidths(rule: WidthRule, sourceWidth: number): number[] {
  if (!(sourceWidth > 0)) throw new Error(`source width must be positive, got ${sourceWidth}`);
  const cap = Math.min(sourceWidth, rule.maxDisplayed * 2);
  const kept = rule.candidates.filter((w) => w > 0 && w <= cap).map(Math.round);
  // A source narrower than a wanted candidate still deserves its full resolution:
  // offer the source width itself instead of the candidates it cannot fill.
  const wantedMore = rule.candidates.some((w) => w > sourceWidth && w <= rule.maxDisplayed * 2);
  if (wantedMore || kept.length === 0) kept.push(Math.round(cap));
  return [...new Set(kept)].sort((a, b) => a - b);
}

/** Height of a variant `width` px wide, keeping the source's aspect ratio. */
export function scaledHeight(width: number, sourceWidth: number, sourceHeight: number): number {
  return Math.max(1, Math.round((width * sourceHeight) / sourceWidth));
}

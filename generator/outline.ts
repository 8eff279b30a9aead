// Text drawn as SVG outlines at build time, for the few words whose face the first screen
// would otherwise have to download: the header's wordmark is set in the display serif's 600
// and 500 italic, and drawing it as paths leaves the first view needing only two font files
// (Inter and the serif's 500), both preloaded. docs/decisions.md has the measurements.
//
// HarfBuzz (harfbuzzjs) shapes the text as a browser would (kerning, ligatures) and gives each
// glyph's outline; the @fontsource files are WOFF2, which HarfBuzz does not read, so
// subset-font (HarfBuzz's subsetter) first turns each into plain TrueType.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Blob, Buffer as HbBuffer, Face, Font, shape } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import type { OutlineRun, OutlinedText } from '../kit/context.ts';

const require = createRequire(import.meta.url);

/** The faces components may outline, by the name they use in OutlineRun.face. */
export const OUTLINE_FACES = {
  'serif-600': '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
  'serif-500-italic': '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2',
} as const satisfies Record<string, string>;

export type OutlineFace = keyof typeof OUTLINE_FACES;

/** Every character the latin files carry (printable ASCII and Latin-1). */
const LATIN = Array.from({ length: 0xff - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

export interface Outliner {
  outline(runs: OutlineRun[], options?: { letterSpacing?: number }): OutlinedText;
}

export async function createOutliner(): Promise<Outliner> {
  const fonts = new Map<string, Font>();
  for (const [name, spec] of Object.entries(OUTLINE_FACES)) {
    const woff2 = await readFile(require.resolve(spec));
    const sfnt: Uint8Array = await subsetFont(woff2, LATIN, { targetFormat: 'truetype' });
    fonts.set(name, new Font(new Face(new Blob(sfnt))));
  }
  return {
    outline: (runs, options) => outline(fonts, runs, options?.letterSpacing ?? 0),
  };
}

/**
 * Lays the runs out on one line, one after the other, on a grid of GRID units per em, and
 * returns one path per run. The box is one em tall with the baseline where CSS puts it for
 * `line-height: 1` (half the leading above the ascender), so the drawing replaces the text it
 * stood for without moving anything. letterSpacing is in em, after every glyph but the last,
 * like CSS letter-spacing.
 */
function outline(fonts: Map<string, Font>, runs: OutlineRun[], letterSpacing: number): OutlinedText {
  let pen = 0;
  let baseline: number | undefined;
  const paths = runs.map((run) => {
    const font = fonts.get(run.face);
    if (!font) throw new Error(`outline: unknown face "${run.face}" (known: ${Object.keys(OUTLINE_FACES).join(', ')})`);
    const scale = GRID / font.face.upem;
    if (baseline === undefined) {
      const { ascender, descender } = font.hExtents();
      baseline = (GRID - (ascender - descender) * scale) / 2 + ascender * scale;
    }
    const buffer = new HbBuffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    shape(font, buffer);
    const path = new CompactPath();
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      const x0 = pen + (glyph.xOffset ?? 0) * scale;
      const y0 = baseline - (glyph.yOffset ?? 0) * scale;
      for (const { type, values } of font.glyphToJson(glyph.codepoint)) {
        const points: [number, number][] = [];
        for (let i = 0; i < values.length; i += 2) points.push([x0 + values[i] * scale, y0 - values[i + 1] * scale]);
        path.add(type, points);
      }
      pen += (glyph.xAdvance ?? 0) * scale + letterSpacing * GRID;
    }
    return { d: path.toString() };
  });
  const width = Math.ceil(pen - letterSpacing * GRID); // no spacing after the last glyph
  return { viewBox: `0 0 ${width} ${GRID}`, width: Math.round((width / GRID) * 1000) / 1000, paths };
}

/**
 * Units per em of the drawing. At the wordmark's 28 px an em of 500 units puts every point
 * within 0.03 CSS px of the font's own, and keeps the numbers short (the paths are in every page).
 */
const GRID = 500;

/**
 * SVG path data written small: relative commands on a whole-unit grid, a command letter only
 * when it changes. Rounding is to the absolute grid, so errors never add up along a contour.
 */
class CompactPath {
  private out = '';
  private last = '';
  private at: [number, number] = [0, 0];
  private start: [number, number] = [0, 0];

  add(type: string, points: [number, number][]): void {
    if (type === 'Z') {
      this.out += 'z';
      this.last = 'z';
      this.at = this.start;
      return;
    }
    const grid = points.map(([x, y]) => [Math.round(x), Math.round(y)] as [number, number]);
    const [ox, oy] = this.at;
    const letter = type.toLowerCase();
    const numbers = grid.flatMap(([x, y]) => [x - ox, y - oy]);
    // A repeated letter may be left out, except after a moveto (where it would mean lineto).
    if (letter !== this.last || letter === 'm') this.out += letter;
    else if (numbers[0] >= 0) this.out += ' ';
    this.out += numbers.map((n, i) => (i > 0 && n >= 0 ? ' ' : '') + n).join('');
    this.last = letter;
    this.at = grid[grid.length - 1];
    if (letter === 'm') this.start = this.at;
  }

  toString(): string {
    return this.out;
  }
}

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
import { Blob, Face, Font, Buffer as HbBuffer, shape } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { optimize } from 'svgo';
import type { OutlinedText, OutlineRun } from '../kit/build/context.ts';

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
  // Every page draws the same wordmark: shape and compact it once.
  const drawn = new Map<string, OutlinedText>();
  return {
    outline(runs, options) {
      const letterSpacing = options?.letterSpacing ?? 0;
      const key = JSON.stringify([runs, letterSpacing]);
      let text = drawn.get(key);
      if (!text) drawn.set(key, (text = outline(fonts, runs, letterSpacing)));
      return text;
    },
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
    let d = '';
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      const x0 = pen + (glyph.xOffset ?? 0) * scale;
      const y0 = baseline - (glyph.yOffset ?? 0) * scale;
      for (const { type, values } of font.glyphToJson(glyph.codepoint)) {
        // values are x, y pairs: even indices are x, odd are y.
        const coordinates = values.map((v, i) => (i % 2 === 0 ? x0 + v * scale : y0 - v * scale).toFixed(2));
        d += type + coordinates.join(' ');
      }
      pen += (glyph.xAdvance ?? 0) * scale + letterSpacing * GRID;
    }
    return { d };
  });
  const width = Math.ceil(pen - letterSpacing * GRID); // no spacing after the last glyph
  const viewBox = `0 0 ${width} ${GRID}`;
  return { viewBox, width: Math.round((width / GRID) * 1000) / 1000, paths: compact(viewBox, paths) };
}

/**
 * The paths written small by SVGO (relative and absolute commands mixed, shorthand curves,
 * whole grid units): the drawing is in every page.
 */
function compact(viewBox: string, paths: { d: string }[]): { d: string }[] {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${paths.map((p) => `<path d="${p.d}"/>`).join('')}</svg>`;
  const { data } = optimize(svg, {
    floatPrecision: 0,
    plugins: [{ name: 'preset-default', params: { overrides: { mergePaths: false } } }],
  });
  const out = [...data.matchAll(/<path d="([^"]*)"/g)].flatMap(([, d]) => (d === undefined ? [] : [{ d }]));
  if (out.length !== paths.length) throw new Error(`outline: SVGO returned ${out.length} paths for ${paths.length} runs`);
  return out;
}

/**
 * Units per em of the drawing. At the wordmark's 28 px an em of 500 units on whole units puts
 * every point within 0.03 CSS px of the font's own, and keeps the numbers short.
 */
const GRID = 500;

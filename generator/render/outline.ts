// Text drawn as SVG outlines at build time, for the few words whose face the first screen
// would otherwise have to download (the site's outline faces, site.config.ts: the header's
// wordmark), so that the first view needs only the font files it preloads.
//
// HarfBuzz (harfbuzzjs) shapes the text as a browser would (kerning, ligatures) and gives each
// glyph's outline; the @fontsource files are WOFF2, which HarfBuzz does not read, so
// subset-font (HarfBuzz's subsetter) first turns each into plain TrueType. A face comes as one
// file per script (Latin, Latin Extended, Vietnamese, Cyrillic…), as a browser would fetch
// them by unicode-range: each letter is drawn from the file that has it. Text with a letter no
// file has, or that needs the bidirectional algorithm (HarfBuzz sets one line in the order it
// was typed), is not drawn: the caller sets it as live text, in a font the browser finds.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Blob, Face, Font, Buffer as HbBuffer, shape } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { optimize } from 'svgo/browser';
import type { OutlinedText, OutlineRun } from '../../framework/build/context.ts';

const require = createRequire(import.meta.url);

/** The scripts @fontsource ships each face in, the most used first. */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext'] as const;

/** The faces components may outline, by the name they use in OutlineRun.face: each one's file for a script. */
export type OutlineFaces = Readonly<Record<string, (subset: string) => string>>;

/** One file of a face: its font and the code points it has a glyph for. */
interface FaceFile {
  font: Font;
  has: ReadonlySet<number>;
}

/** Controls of the bidirectional algorithm (marks, embeddings, overrides, isolates): a drawing in typed order would be wrong. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export interface Outliner {
  /** The runs drawn as paths, or null when some letter cannot be drawn (missingGlyphs says which): set the text live. */
  outline(runs: OutlineRun[], options?: { letterSpacing?: number }): OutlinedText | null;
  /** The letters (grapheme clusters) of the runs that no file of their face draws, bidirectional controls included. */
  missingGlyphs(runs: OutlineRun[]): string[];
}

export async function createOutliner(outlineFaces: OutlineFaces): Promise<Outliner> {
  const faces = new Map<string, FaceFile[]>();
  for (const [name, fileOf] of Object.entries(outlineFaces)) {
    const files: FaceFile[] = [];
    for (const subset of SUBSETS) {
      const woff2 = await readFile(require.resolve(fileOf(subset)));
      const sfnt: Uint8Array = await subsetFont(woff2, undefined, { targetFormat: 'truetype', keepAllGlyphs: true });
      const face = new Face(new Blob(sfnt));
      files.push({ font: new Font(face), has: new Set(face.collectUnicodes()) });
    }
    faces.set(name, files);
  }
  const filesOf = (face: string): FaceFile[] => {
    const files = faces.get(face);
    if (!files) throw new Error(`outline: unknown face "${face}" (known: ${Object.keys(outlineFaces).join(', ')})`);
    return files;
  };
  const missingGlyphs = (runs: OutlineRun[]) => {
    const missing = new Set<string>();
    for (const run of runs) {
      const files = filesOf(run.face);
      for (const cluster of clusters(run.text)) if (BIDI_CONTROLS.test(cluster) || !fileFor(cluster, files)) missing.add(cluster);
    }
    return [...missing];
  };
  // Every page draws the same wordmark: shape and compact it once.
  const drawn = new Map<string, OutlinedText | null>();
  return {
    missingGlyphs,
    outline(runs, options) {
      const letterSpacing = options?.letterSpacing ?? 0;
      const key = JSON.stringify([runs, letterSpacing]);
      if (!drawn.has(key)) {
        const drawable = missingGlyphs(runs).length === 0;
        drawn.set(
          key,
          drawable
            ? outline(
                runs.map((r) => ({ ...r, files: filesOf(r.face) })),
                letterSpacing,
              )
            : null,
        );
      }
      return drawn.get(key) ?? null;
    },
  };
}

/** The text's grapheme clusters, composed (NFC), so a letter typed as a base and an accent is one glyph. */
function clusters(text: string): string[] {
  return [...graphemes.segment(text.normalize('NFC'))].map((s) => s.segment);
}

/** The first file of the face that has every code point of the cluster. */
function fileFor(cluster: string, files: readonly FaceFile[], preferred?: FaceFile): FaceFile | undefined {
  const covers = (file: FaceFile) => [...cluster].every((c) => file.has.has(c.codePointAt(0)!));
  return preferred && covers(preferred) ? preferred : files.find(covers);
}

/**
 * Lays the runs out on one line, one after the other, on a grid of GRID units per em, and
 * returns one path per run. The box is one em tall with the baseline where CSS puts it for
 * `line-height: 1` (half the leading above the ascender), so the drawing replaces the text it
 * stood for without moving anything. letterSpacing is in em, after every glyph but the last,
 * like CSS letter-spacing. A run's letters from different files of its face are shaped apart.
 */
function outline(runs: (OutlineRun & { files: FaceFile[] })[], letterSpacing: number): OutlinedText {
  let pen = 0;
  // From the first run's main (Latin) file: the files of a face share its vertical metrics.
  const main = runs[0]?.files[0]?.font;
  const { ascender, descender } = main?.hExtents() ?? { ascender: 0, descender: 0 };
  const mainScale = main ? GRID / main.face.upem : 0;
  const baseline = (GRID - (ascender - descender) * mainScale) / 2 + ascender * mainScale;
  const paths = runs.map((run) => {
    let d = '';
    for (const piece of pieces(run.text, run.files)) {
      const font = piece.file.font;
      const scale = GRID / font.face.upem;
      const buffer = new HbBuffer();
      buffer.addText(piece.text);
      buffer.guessSegmentProperties();
      shape(font, buffer);
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
    }
    return { d };
  });
  const width = Math.max(0, Math.ceil(pen - letterSpacing * GRID)); // no spacing after the last glyph
  const viewBox = `0 0 ${width} ${GRID}`;
  return { viewBox, width: Math.round((width / GRID) * 1000) / 1000, paths: compact(viewBox, paths) };
}

/** The text cut where the file that draws it changes (a letter stays in the file of the one before when it can). */
function pieces(text: string, files: readonly FaceFile[]): { text: string; file: FaceFile }[] {
  const out: { text: string; file: FaceFile }[] = [];
  for (const cluster of clusters(text)) {
    const last = out.at(-1);
    const file = fileFor(cluster, files, last?.file);
    if (!file) throw new Error(`outline: no file draws "${cluster}"`); // missingGlyphs() said so first
    if (last?.file === file) last.text += cluster;
    else out.push({ text: cluster, file });
  }
  return out;
}

/**
 * The paths written small by SVGO (relative and absolute commands mixed, shorthand curves,
 * whole grid units), each on its own: the drawing is in every page, and a run that draws
 * nothing (a space) keeps its empty path.
 */
function compact(viewBox: string, paths: { d: string }[]): { d: string }[] {
  return paths.map(({ d }) => {
    if (d === '') return { d };
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><path d="${d}"/></svg>`;
    const { data } = optimize(svg, { floatPrecision: 0, plugins: ['preset-default'] });
    const [, small] = /<path d="([^"]*)"/.exec(data) ?? [];
    if (small === undefined) throw new Error('outline: SVGO returned no path');
    return { d: small };
  });
}

/**
 * Units per em of the drawing. At the wordmark's 28 px an em of 500 units on whole units puts
 * every point within 0.03 CSS px of the font's own, and keeps the numbers short.
 */
const GRID = 500;

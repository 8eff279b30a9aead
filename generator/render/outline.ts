// Text drawn as SVG outlines at build time (the header's wordmark), so the first view needs only
// the fonts it preloads. HarfBuzz shapes the text; subset-font first turns the WOFF2 files into
// TrueType, which HarfBuzz reads. Text no file can draw, or that needs bidi, is left to the caller.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Blob, Face, Font, Buffer as HbBuffer, shape } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { optimize } from 'svgo/browser';
import type { OutlinedText, OutlineRun } from '../../framework/build/context.ts';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { OutlineFaceUnknown } from '../error-messages.ts';

const require = createRequire(import.meta.url);

const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext'] as const;

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

export async function createOutliner(outlineFaces: SiteConfig['outlineFaces']): Promise<Outliner> {
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
    if (!files) throw new Error(OutlineFaceUnknown({ face, known: Object.keys(outlineFaces) }));
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
        const withFiles = runs.map((r) => ({ ...r, files: filesOf(r.face) }));
        drawn.set(key, missingGlyphs(runs).length === 0 ? outline(withFiles, letterSpacing) : null);
      }
      return drawn.get(key) ?? null;
    },
  };
}

/** Composed (NFC), so a letter typed as a base and an accent is one glyph. */
function clusters(text: string): string[] {
  return [...graphemes.segment(text.normalize('NFC'))].map((s) => s.segment);
}

function fileFor(cluster: string, files: readonly FaceFile[], preferred?: FaceFile): FaceFile | undefined {
  const covers = (file: FaceFile) => [...cluster].every((c) => file.has.has(c.codePointAt(0)!));
  return preferred && covers(preferred) ? preferred : files.find(covers);
}

/** One path per run on one line, in a box one em tall with the baseline where CSS puts it for
 * `line-height: 1`, so the drawing replaces its text without moving anything. */
function outline(runs: (OutlineRun & { files: FaceFile[] })[], letterSpacing: number): OutlinedText {
  let pen = 0;
  // From the first run's main (Latin) file: the files of a face share its vertical metrics.
  const main = runs[0]?.files[0]?.font;
  const { ascender, descender } = main?.hExtents() ?? { ascender: 0, descender: 0 };
  const mainScale = main ? UNITS_PER_EM / main.face.upem : 0;
  const baseline = (UNITS_PER_EM - (ascender - descender) * mainScale) / 2 + ascender * mainScale;
  const paths = runs.map((run) => {
    let d = '';
    for (const piece of pieces(run.text, run.files)) {
      const font = piece.file.font;
      const scale = UNITS_PER_EM / font.face.upem;
      const buffer = new HbBuffer();
      buffer.addText(piece.text);
      buffer.guessSegmentProperties();
      shape(font, buffer);
      for (const glyph of buffer.getGlyphInfosAndPositions()) {
        // Each glyph starts on a whole unit (at most 0.03 px off), so its relative path data is the
        // same wherever it is drawn: brotli sends a repeated letter as a back-reference.
        const x0 = Math.round(pen + (glyph.xOffset ?? 0) * scale);
        const y0 = Math.round(baseline - (glyph.yOffset ?? 0) * scale);
        for (const { type, values } of font.glyphToJson(glyph.codepoint)) {
          // values are x, y pairs: even indices are x, odd are y.
          const coordinates = values.map((v, i) => (i % 2 === 0 ? x0 + v * scale : y0 - v * scale).toFixed(2));
          d += type + coordinates.join(' ');
        }
        pen += (glyph.xAdvance ?? 0) * scale + letterSpacing * UNITS_PER_EM;
      }
    }
    return { d };
  });
  const width = Math.max(0, Math.ceil(pen - letterSpacing * UNITS_PER_EM)); // no spacing after the last glyph
  const viewBox = `0 0 ${width} ${UNITS_PER_EM}`;
  return { viewBox, width: Math.round((width / UNITS_PER_EM) * 1000) / 1000, paths: compact(viewBox, paths) };
}

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

/** Each path minified on its own: a run that draws nothing (a space) keeps its empty path. */
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

/** On whole units of a 500-unit em, points stay within 0.03 CSS px at the wordmark's 28 px. */
const UNITS_PER_EM = 500;

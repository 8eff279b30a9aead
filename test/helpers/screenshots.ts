import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { CONTENT_FOLDER, content, media, PAGE_FILES } from './loaded-content.ts';

/** The baselines' folder, in the project at `root`. */
export const baselineFolder = (root: string) => path.join(root, 'test/screenshots');
const RECORD = 'content-inputs.json';

/** pixelmatch's threshold: how far apart two colours may be and still count as the same (0 to 1). */
export const COLOUR_THRESHOLD = 0.1;
/**
 * The share of a page's pixels that may differ: about a glyph's worth (a hundred pixels of a
 * desktop's page). A style that moves anything, even the gap inside a button, changes far more.
 */
export const ALLOWED_RATIO = 0.00001;

/**
 * The project-relative files whose change is an owner's edit of the content: the content files,
 * the media files they reference and the page files, sorted.
 */
export function contentInputs(): string[] {
  const files = [
    ...Object.keys(content).map((name) => contentFileOf(name, CONTENT_FOLDER)),
    ...media.map((ref) => ref.file),
    ...PAGE_FILES.map((page) => page.file),
  ];
  return [...new Set(files)].sort();
}

/** The inputs whose digest differs between the baselines' record and now. */
export { changedFiles as changedInputs } from './shared-build.ts';

/** What the baselines were made from: the content's digests, and the Chromium that drew them. */
export interface BaselineRecord {
  inputs: Record<string, string>;
  browser: string | null;
}

/** The record beside the baselines, or null when there is none. */
export function recordedBaselines(root: string): BaselineRecord | null {
  const file = path.join(baselineFolder(root), RECORD);
  if (!existsSync(file)) return null;
  const { inputs, browser = null } = JSON.parse(readFileSync(file, 'utf8')) as Partial<BaselineRecord> & { inputs: Record<string, string> };
  return { inputs, browser };
}

export function recordBaselines(root: string, { inputs, browser }: BaselineRecord): void {
  const record = {
    about:
      'The content the screenshot baselines beside this file were made from, and the Chromium that drew them. npm run test:update-screenshots rewrites both.',
    browser,
    inputs,
  };
  writeFileSync(path.join(baselineFolder(root), RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

/** The version `chromium --version` prints ("Chromium 156.0.8078.73"), or null when it prints none. */
export function browserVersion(chromePath: string): string | null {
  const printed = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /[\d.]+\d/.exec(printed)?.[0] ?? null;
}

/**
 * Why the baselines do not hold for the Chromium that runs, or null when they do. Another major
 * version may draw text or shadows a pixel apart, which is the browser's change, not the site's.
 * A patch release of the same major (every Debian security update is one) draws the same pages
 * within the comparison's tolerance, so it is compared: skipping it would switch the suite off
 * at every update. A record without a version (an old one) is compared too; a Chromium whose
 * version cannot be read is not.
 */
export function otherBrowser(recorded: string | null, running: string | null): string | null {
  if (recorded === null) return null;
  if (running === null) return `they were drawn by Chromium ${recorded}, and this Chromium did not say its version`;
  if (majorOf(recorded) !== majorOf(running)) return `they were drawn by Chromium ${recorded}, this is ${running}, another major version`;
  return null;
}

const majorOf = (version: string) => version.split('.')[0];

/** The files of one screenshot: the baseline, and what a failure leaves beside it (git-ignored). */
export function shotFiles(root: string, name: string) {
  const folder = baselineFolder(root);
  return {
    expected: path.join(folder, `${name}.webp`),
    actual: path.join(folder, `${name}.actual.png`),
    diff: path.join(folder, `${name}.diff.png`),
  };
}

/** Writes a new baseline from Chromium's PNG. */
export async function writeBaseline(root: string, name: string, png: Buffer): Promise<void> {
  mkdirSync(baselineFolder(root), { recursive: true });
  // Effort 1 of WebP's lossless encoder: about the size of the slowest setting, in a fraction of its time.
  await sharp(png).webp({ lossless: true, effort: 1 }).toFile(shotFiles(root, name).expected);
}

/** Removes the baselines (and failure files) whose names are not in `kept`. */
export function removeOtherBaselines(root: string, kept: ReadonlySet<string>): string[] {
  const folder = baselineFolder(root);
  if (!existsSync(folder)) return [];
  const stale = readdirSync(folder).filter((f) => /\.(webp|png)$/.test(f) && !kept.has(f.replace(/(\.actual|\.diff)?\.(webp|png)$/, '')));
  for (const file of stale) rmSync(path.join(folder, file));
  return stale;
}

export interface Comparison {
  /** The share of the pixels that differ, 0 to 1 (the larger image's area counts). */
  ratio: number;
  /** How many pixels differ. */
  pixels: number;
  /** Empty when the screenshot matches its baseline; else why not, naming the files written. */
  problem: string;
}

/**
 * Compares a screenshot with its baseline. A mismatch writes the screenshot and the diff (the
 * differing pixels in red over a faded copy of the baseline) beside the baseline; a match removes
 * those a previous failure left.
 */
export async function compareWithBaseline(root: string, name: string, png: Buffer): Promise<Comparison> {
  const files = shotFiles(root, name);
  const rel = (file: string) => path.relative(root, file);
  for (const file of [files.actual, files.diff]) rmSync(file, { force: true });
  if (!existsSync(files.expected)) {
    writeFileSync(files.actual, png);
    return { ratio: 1, pixels: 0, problem: `no baseline ${rel(files.expected)} (the screenshot is in ${rel(files.actual)})` };
  }
  const [expected, actual] = await Promise.all([pixels(readFileSync(files.expected)), pixels(png)]);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(padded(expected, width, height), padded(actual, width, height), diff.data, width, height, {
    threshold: COLOUR_THRESHOLD,
  });
  const ratio = differing / (width * height);
  const resized = expected.width !== actual.width || expected.height !== actual.height;
  if (ratio <= ALLOWED_RATIO && !resized) return { ratio, pixels: differing, problem: '' };
  writeFileSync(files.actual, png);
  writeFileSync(files.diff, PNG.sync.write(diff));
  const size = resized ? `; the page is ${actual.width}×${actual.height} px, its baseline ${expected.width}×${expected.height} px` : '';
  return {
    ratio,
    pixels: differing,
    problem:
      `${differing} pixels differ, ${percent(ratio)} of the page's (at most ${percent(ALLOWED_RATIO)} may)${size}.\n` +
      `      expected ${rel(files.expected)}\n      actual   ${rel(files.actual)}\n      diff     ${rel(files.diff)}\n` +
      '    A change of the look that is meant: npm run test:update-screenshots, then look at the new baselines before committing them.',
  };
}

export const percent = (ratio: number) => `${(ratio * 100).toFixed(4)} %`;

interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** An image's RGBA pixels. */
async function pixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The image's pixels on a `width`×`height` canvas, the part it does not cover in opaque magenta. */
function padded(image: Pixels, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const out = new Uint8Array(width * height * 4);
  for (let i = 0; i < out.length; i += 4) out.set([255, 0, 255, 255], i);
  for (let y = 0; y < image.height; y++) out.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  return out;
}

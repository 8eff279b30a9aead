// One build of the site shared by every suite of a test run. test/run.mjs (or .ci/run) builds
// it once with test/build-test-site.ts and names the folder in $TEST_BUILD; each suite process then
// reads that folder instead of building again. Beside the folder, a record says what it was
// built from: a digest of every build input and of every output file, the build's date and the
// parts of the build's result the suites read. A suite uses the folder only while both digests
// still match, so a build older than the sources (or a folder changed since) fails loudly,
// naming what differs, instead of testing something else than the code under test.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildResult } from '../../generator/build-site.ts';
import type { Directives } from '../../generator/headers/csp.ts';
import type { SiteFile } from '../../generator/write/write.ts';

export { ROOT } from '../../tools/harness/built-site.ts';

/** The fixed date the test build uses, so the footer year is known. */
export const TEST_DATE = new Date('2031-06-15T12:00:00Z');

/** The folders and files of the project that no build reads: the tests, docs, benches, caches, outputs and the host's login endpoints. */
const NOT_INPUTS = new Set([
  '.git',
  'node_modules',
  '.cache',
  'dist',
  'test',
  'docs',
  'bench',
  'reports',
  'screenshots',
  'scratch',
  'functions',
  'workers',
]);
const notInput = (name: string) =>
  NOT_INPUTS.has(name) || name.startsWith('.dist-') || name.endsWith('.md') || name.endsWith('.test-build.json');

/** What a suite gets: the built folder and the build's result. */
export interface SharedBuild {
  outDir: string;
  result: BuildResult;
}

interface BuildRecord {
  /** Every input file (project-relative) and its SHA-256, plus the environment the build read. */
  inputs: Record<string, string>;
  /** One SHA-256 over every output file's path and bytes. */
  output: string;
  date: string;
  pages: BuildResult['pages'];
  jsBytes: [string, number][];
  /** The header options, their per-page sources as entries (a Map is no JSON). */
  headerOptions: { mediaOrigins: string[]; pageSources: [string | null, Directives][]; editorSources: Directives };
}

/** Where the record of a build in `outDir` is kept: beside it, so the folder holds only the site. */
export const recordFile = (outDir: string) => `${path.resolve(outDir)}.test-build.json`;

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** Every file under `dir` (symlinks followed, as the build follows them), relative and sorted. */
export function filesUnder(dir: string, skip: (name: string) => boolean = () => false, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    if (!rel && skip(name)) continue;
    const file = path.join(rel, name);
    const info = statSync(path.join(dir, file), { throwIfNoEntry: false });
    if (info?.isDirectory()) out.push(...filesUnder(dir, skip, file));
    else if (info?.isFile()) out.push(file);
  }
  return out;
}

/** The digest of every build input under `root` (the output folder aside), and of the environment variables the build reads. */
export function inputDigests(root: string, outDir: string): Record<string, string> {
  const [outTop] = path.relative(root, outDir).split(path.sep);
  const skip = (name: string) => notInput(name) || name === outTop;
  return { ...digestsOf(root, filesUnder(root, skip)), $SITE_URL: sha256(process.env.SITE_URL ?? '') };
}

/** Each file's SHA-256, by its path relative to `root`. */
export function digestsOf(root: string, files: readonly string[]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file, sha256(readFileSync(path.join(root, file)))]));
}

/** One digest over every file of a built site: its path and its bytes. */
const outputDigest = (outDir: string) => sha256(JSON.stringify(digestsOf(outDir, filesUnder(outDir))));

/** The files whose digest differs between two records of them (added and removed ones too), sorted. */
export function changedFiles(before: Record<string, string>, now: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(now)])].filter((file) => before[file] !== now[file]).sort();
}

/** Builds the site into `outDir` for the tests (at `date`) and records what it was built from. */
export async function buildForTests(root: string, outDir: string, date: Date): Promise<SharedBuild> {
  const inputs = inputDigests(root, outDir);
  // Loaded here, not at the top: a suite that reads the run's shared build never builds, and the
  // whole build pipeline is most of what a suite process would otherwise load before its tests.
  const { buildSite } = await import('../../generator/build-site.ts');
  const { loadConfig } = await import('../../generator/load-config.ts');
  const config = await loadConfig(root);
  const result = await buildSite({ root, config, outDir, date, siteUrl: process.env.SITE_URL, log: () => {} });
  const record: BuildRecord = {
    inputs,
    output: outputDigest(outDir),
    date: date.toISOString(),
    pages: result.pages,
    jsBytes: [...result.jsBytes],
    headerOptions: { ...result.headerOptions, pageSources: [...result.headerOptions.pageSources] },
  };
  writeFileSync(recordFile(outDir), JSON.stringify(record));
  return { outDir, result };
}

/**
 * The build in `outDir`, once checked against `root` and `date`: it must have a record, no input
 * may have changed since, and its files must be the ones the build wrote. Throws otherwise,
 * naming what differs and how to rebuild.
 */
export function verifiedBuild(root: string, outDir: string, date: Date): SharedBuild {
  const where = `TEST_BUILD=${outDir}`;
  const file = recordFile(outDir);
  if (!existsSync(file)) {
    throw new Error(
      `${where}: no record of its build (${path.basename(file)} beside it). Build it with: node --import tsx test/build-test-site.ts ${outDir}`,
    );
  }
  const record = JSON.parse(readFileSync(file, 'utf8')) as BuildRecord;
  const rebuild = `rebuild it (node --import tsx test/build-test-site.ts ${outDir}) or unset TEST_BUILD`;
  if (record.date !== date.toISOString())
    throw new Error(`${where}: built for ${record.date}, the tests expect ${date.toISOString()}; ${rebuild}`);
  const changed = changedFiles(record.inputs, inputDigests(root, outDir));
  if (changed.length) {
    const named = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ` and ${changed.length - 5} more` : '');
    throw new Error(`${where}: built from other sources than these (changed since: ${named}); ${rebuild}`);
  }
  if (outputDigest(outDir) !== record.output) throw new Error(`${where}: its files changed after the build; ${rebuild}`);
  // The suites read the files' names and the build's figures; the bytes are in the folder.
  const files = new Map<string, SiteFile>(filesUnder(outDir).map((f) => [f.split(path.sep).join('/'), { copyFrom: path.join(outDir, f) }]));
  const headerOptions = { ...record.headerOptions, pageSources: new Map(record.headerOptions.pageSources) };
  return { outDir, result: { files, pages: record.pages, jsBytes: new Map(record.jsBytes), headerOptions } };
}

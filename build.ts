// npm run build: builds the site into dist/, atomically. See generator/build-site.ts for the phases.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDate } from './generator/build-date.ts';
import { buildSite } from './generator/build-site.ts';
import { commandLine } from './generator/cli.ts';
import { formatError } from './generator/errors.ts';
import { encodeBudget } from './generator/images/images-phase.ts';
import { loadConfig } from './generator/load-config.ts';
import { describeRecovery, recoverOutput, removeUnfinished } from './generator/write/write.ts';

const root = import.meta.dirname;
// tsx compiles .tsx with the working folder's tsconfig.json (its JSX settings): run from elsewhere,
// the pages would be compiled without it, so the build runs again from the project, same arguments.
if (realpathSync(process.cwd()) !== realpathSync(root)) {
  const again = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}
const { values: flags } = commandLine({
  command: 'npm run build',
  summary: 'Builds the site into dist/, atomically: a failed build leaves the previous dist/ as it was.',
  options: { verbose: { type: 'boolean', default: false }, out: { type: 'string', default: 'dist' } },
  flags: [
    ['--out=DIR', 'build into DIR instead of dist/ (relative to the project): a new folder, or one a build wrote, as it is replaced whole'],
    ['--verbose', 'print the stack of an unexpected error'],
  ],
});
const verbose = flags.verbose;
const outDir = path.resolve(root, flags.out);
// The build replaces the folder it builds into, whole: one an earlier build did not write (the
// project itself, with --out=. or an empty --out, or content/) would be lost.
if (!isBuildFolder(outDir)) {
  console.error(
    `npm run build: --out=${flags.out} names ${outDir}, which holds files no build wrote (it has no serve.json), and the build replaces the folder it builds into: name a new folder, or one a build wrote`,
  );
  process.exit(2);
}

// Ctrl-C or SIGTERM while the new site is written leaves no half-written folder beside dist/;
// the signal then ends the process as it would have.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeUnfinished();
    process.kill(process.pid, signal);
  });
}
const started = performance.now();
const out = path.relative(root, outDir) || '.';
/** Which folder `outDir` is: the swap puts a different one in its place. */
const folderIdentity = () => {
  const info = statSync(outDir, { throwIfNoEntry: false });
  return info ? `${info.dev}:${info.ino}` : null;
};
/** The folder in place once the recovery is done; undefined while the recovery runs. */
let previous: string | null | undefined;
try {
  // First repair what an interrupted build may have left (no dist/, temporary folders), so that
  // even a build that fails below leaves the last good site in place.
  const recovered = describeRecovery(outDir, await recoverOutput(outDir), root);
  if (recovered) console.log(recovered);
  previous = folderIdentity();
  const config = await loadConfig(root);
  const site = { root, config, outDir, siteUrl: process.env.SITE_URL, date: buildDate() };
  const encodeBudgetMs = encodeBudget(process.env.IMAGE_ENCODE_MINUTES);
  const result = await buildSite({ ...site, encodeBudgetMs, log: (line) => console.log(line) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const page of result.pages) {
    const js = result.jsBytes.get(page.outFile) ?? 0;
    console.log(`  ${(page.route ?? '404').padEnd(10)} → ${page.outFile.padEnd(22)} JS ${(js / 1024).toFixed(2)} kB gzip`);
  }
  console.log(`built ${result.pages.length} pages, ${result.files.size} files into ${out} in ${seconds} s`);
} catch (error) {
  // Say what is really in dist/: a failure after the swap leaves the new site there, and an
  // operator must not believe the old one is still live.
  const where =
    previous === undefined
      ? `Build failed while repairing ${out}/ after an interrupted build.`
      : previous !== folderIdentity()
        ? `Build failed after the new site was put in ${out}/ (it is in place).`
        : `Build failed; ${out}/ was left as it was.`;
  console.error(`\n${where}\n${unwritable(error) ?? formatError(error, verbose)}`);
  process.exitCode = 1;
}

/** Whether `dir` is missing, empty or a site a build wrote: a folder the build may replace. */
function isBuildFolder(dir: string): boolean {
  const info = statSync(dir, { throwIfNoEntry: false });
  if (!info) return true;
  return info.isDirectory() && (readdirSync(dir).length === 0 || existsSync(path.join(dir, 'serve.json')));
}

/** A folder the build may not write (a read-only checkout, another user's) in words: which one and what to do, not a raw EACCES. */
function unwritable(error: unknown): string | null {
  const { code, path: file } = (error ?? {}) as NodeJS.ErrnoException;
  if (!file || !(code === 'EACCES' || code === 'EPERM' || code === 'EROFS')) return null;
  const relative = path.relative(root, file);
  const shown = relative === '' || relative.startsWith('..') ? file : relative;
  return (
    `cannot write ${shown} (${code}). The build writes the new site into a temporary folder beside ${out}/ and swaps it in, ` +
    `and keeps its caches in .cache/: both folders must be writable. To build into another folder: npm run build -- --out=DIR`
  );
}

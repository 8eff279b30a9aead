// The site is written into .dist-new-<tag>, fsynced, then swapped in by two renames (dist/ stays a
// plain folder for every host), so a failed or killed build never leaves a broken dist/.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { firstLine } from '../errors.ts';
import { COMPLETE_MARKER, fsyncDir, recoverOutput, siteFolder, statOrNull, tempNames } from './recover.ts';

/** A file of the site: its bytes, or the absolute path of a file to copy (cached images, videos). */
export type SiteFile = string | Uint8Array | { copyFrom: string };

/**
 * Throws only while the previous site is still in place; after the swap, a failure is a warning, logged.
 * `housekeeping` is work for after the swap: `what` names it in the warning if it fails ('pruning the image cache').
 */
export async function writeSiteAtomically(
  outDir: string,
  files: Map<string, SiteFile>,
  options: { housekeeping?: { what: string; run: () => Promise<unknown> }[]; log?: (line: string) => void } = {},
): Promise<void> {
  const site = path.basename(outDir);
  outDir = await siteFolder(outDir);
  const parent = path.dirname(outDir);
  await mkdir(parent, { recursive: true });
  // A folder it may not write (a read-only checkout) fails here, with the folder's name and
  // EACCES or EROFS, rather than deep in a recursive mkdir, which reports ENOENT.
  await access(parent, constants.W_OK);
  await recoverOutput(outDir);
  const { newPrefix, oldPrefix } = tempNames(outDir);
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const temp = path.join(parent, newPrefix + tag);
  const old = path.join(parent, oldPrefix + tag);
  try {
    await writeTree(temp, files);
    await writeDurably(path.join(temp, COMPLETE_MARKER), `${new Date().toISOString()}\n`);
    await fsyncDir(temp);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  const hadPrevious = (await statOrNull(outDir)) !== null;
  if (hadPrevious) await rename(outDir, old);
  try {
    await rename(temp, outDir);
  } catch (error) {
    if (hadPrevious) await rename(old, outDir);
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  // The new site is in place: from here on, a failure is a warning.
  const afterSwap = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      options.log?.(`warning: the new site is in ${site}/, but ${what} failed: ${firstLine(error)}`);
    }
  };
  await fsyncDir(parent);
  await afterSwap(`removing ${COMPLETE_MARKER} from it`, () => rm(path.join(outDir, COMPLETE_MARKER), { force: true }));
  if (hadPrevious) {
    await afterSwap(`removing the previous site (${path.basename(old)}; the next build tries again)`, () =>
      rm(old, { recursive: true, force: true }),
    );
  }
  for (const task of options.housekeeping ?? []) await afterSwap(task.what, task.run);
}

async function writeTree(dir: string, files: Map<string, SiteFile>): Promise<void> {
  const folders = new Set([dir]);
  for (const file of files.keys()) {
    for (let folder = path.dirname(path.join(dir, file)); folder !== dir; folder = path.dirname(folder)) folders.add(folder);
  }
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  const queue = [...files];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [rel, file] = item;
      const target = path.join(dir, rel);
      if (typeof file === 'object' && 'copyFrom' in file) {
        await copyFile(file.copyFrom, target, constants.COPYFILE_FICLONE);
        await writeDurably(target);
      } else await writeDurably(target, file);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  // The folders' entries too, so that after a power cut a marked folder really holds its files.
  for (const folder of folders) await fsyncDir(folder);
}

/** Writes `data` (none: the file as it is) and fsyncs it. */
async function writeDurably(file: string, data?: string | Uint8Array): Promise<void> {
  const handle = await open(file, data === undefined ? 'r+' : 'w');
  try {
    if (data !== undefined) await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

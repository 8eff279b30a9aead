// The site is written into .dist-new-<tag>, fsynced, then swapped in by two renames (dist/ stays a
// plain folder for every host), so a failed or killed build never leaves a broken dist/. Before
// that, recoverOutput puts back the dist/ a swap killed midway left missing (the newest complete
// .dist-new-*, or else a .dist-old-*) and removes the other leftovers of interrupted builds.
import { randomBytes } from 'node:crypto';
import { constants, rmSync } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, readlink, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { OutputSymlinkLoop } from '../error-messages.ts';
import { firstLine } from '../errors.ts';

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
  unfinished.add(temp);
  try {
    await writeTree(temp, files);
    await writeDurably(path.join(temp, COMPLETE_MARKER), `${new Date().toISOString()}\n`);
    await fsyncDir(temp);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  } finally {
    unfinished.delete(temp);
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
  const limit = pLimit(16);
  const write = async (rel: string, file: SiteFile) => {
    const target = path.join(dir, rel);
    if (typeof file === 'object' && 'copyFrom' in file) {
      await copyFile(file.copyFrom, target, constants.COPYFILE_FICLONE);
      await writeDurably(target);
    } else await writeDurably(target, file);
  };
  await Promise.all([...files].map(([rel, file]) => limit(() => write(rel, file))));
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

/** The new folders being written, before their marker: none of them has been swapped in. */
const unfinished = new Set<string>();

/**
 * Removes the new folders still being written, at once, for a process ending on a signal (Ctrl-C);
 * its `dist/` is the previous site, as no swap had begun.
 */
export function removeUnfinished(): void {
  for (const dir of unfinished) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** The file that marks a new output folder as complete; written last, removed after the swap. */
export const COMPLETE_MARKER = '.build-complete';

function tempNames(outDir: string) {
  const base = path.basename(outDir);
  return { newPrefix: `.${base}-new-`, oldPrefix: `.${base}-old-` };
}

export interface Recovery {
  restored: string | null;
  removed: string[];
}

interface Leftover {
  name: string;
  kind: 'new' | 'old';
  complete: boolean;
  /** When it became what it is: the marker's time for a complete new folder, else the folder's. */
  time: number;
}

/** `outDir`, or where a symlinked `outDir` leads (readlink, not realpath: a link to a missing target still says where to look). */
async function siteFolder(outDir: string): Promise<string> {
  let current = outDir;
  for (let hops = 0; hops < 40; hops++) {
    let target: string;
    try {
      target = await readlink(current);
    } catch (error) {
      // EINVAL: not a link; ENOENT, ENOTDIR: nothing there yet. Either way, this is the folder.
      if (['EINVAL', 'ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return current;
      throw error;
    }
    current = path.resolve(path.dirname(current), target);
  }
  throw new Error(OutputSymlinkLoop({ dir: outDir }));
}

export async function recoverOutput(outDir: string): Promise<Recovery> {
  outDir = await siteFolder(outDir);
  const parent = path.dirname(outDir);
  const { newPrefix, oldPrefix } = tempNames(outDir);
  const recovery: Recovery = { restored: null, removed: [] };
  let names: string[];
  try {
    names = await readdir(parent);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return recovery;
    throw error;
  }
  const leftovers: Leftover[] = [];
  for (const name of names) {
    const kind = name.startsWith(newPrefix) ? 'new' : name.startsWith(oldPrefix) ? 'old' : null;
    if (!kind) continue;
    if (ownedByRunningBuild(name)) continue;
    const info = await statOrNull(path.join(parent, name));
    if (!info) continue;
    const marker = kind === 'new' ? await statOrNull(path.join(parent, name, COMPLETE_MARKER)) : null;
    leftovers.push({ name, kind, complete: kind === 'old' || marker !== null, time: (marker ?? info).ctimeMs });
  }

  if (!(await statOrNull(outDir))) {
    // The newest complete new folder (that build had finished) wins over the previous site.
    const byTime = (a: Leftover, b: Leftover) => b.time - a.time;
    const pick =
      leftovers.filter((l) => l.kind === 'new' && l.complete).sort(byTime)[0] ?? leftovers.filter((l) => l.kind === 'old').sort(byTime)[0];
    if (pick) {
      await rename(path.join(parent, pick.name), outDir);
      await fsyncDir(parent);
      recovery.restored = pick.name;
    }
  }
  // A swap killed after its last rename leaves the marker inside the output folder.
  await rm(path.join(outDir, COMPLETE_MARKER), { force: true });
  for (const { name } of leftovers) {
    if (name === recovery.restored) continue;
    await rm(path.join(parent, name), { recursive: true, force: true });
    recovery.removed.push(name);
  }
  return recovery;
}

export function describeRecovery(outDir: string, recovery: Recovery, cwd = process.cwd()): string | null {
  const out = path.relative(cwd, outDir) || '.';
  const lines: string[] = [];
  if (recovery.restored) lines.push(`restored ${out}/ from ${recovery.restored} (an earlier build was interrupted)`);
  if (recovery.removed.length) lines.push(`removed leftover temporary folders: ${recovery.removed.join(', ')}`);
  return lines.length ? lines.join('\n') : null;
}

/** The name carries the id of another live process: a build in progress next to this one. */
function ownedByRunningBuild(name: string): boolean {
  const pid = Number(/-(?:new|old)-(\d+)-[0-9a-f]+$/.exec(name)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const statOrNull = (p: string) => stat(p).catch(() => null);

async function fsyncDir(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Windows cannot fsync a folder; its renames are durable on their own terms.
  } finally {
    await handle?.close();
  }
}

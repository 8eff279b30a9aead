// Puts dist/ back after a build killed during its swap (generator/write/write.ts) and removes the
// temporary folders interrupted builds leave: when dist/ is missing, the newest complete
// .dist-new-* (or else a .dist-old-*) becomes dist/ again; other leftovers are removed.
import { open, readdir, readlink, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { OutputSymlinkLoop } from '../error-messages.ts';

/** The file that marks a new output folder as complete; written last, removed after the swap. */
export const COMPLETE_MARKER = '.build-complete';

export function tempNames(outDir: string) {
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

/**
 * `outDir`, or the folder a symlinked `outDir` leads to (the link is kept). readlink, not realpath,
 * so a link whose target is missing still leads to where the recovery must look.
 */
export async function siteFolder(outDir: string): Promise<string> {
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

export const statOrNull = (p: string) => stat(p).catch(() => null);

export async function fsyncDir(dir: string): Promise<void> {
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

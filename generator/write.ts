// The write phase (generator/site.tsx lists the phases in order): write the whole site into a temporary folder beside dist/, then swap it in.
// A build that fails at any point before the swap leaves the previous dist/ untouched.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file of the site: its bytes, or the absolute path of a file to copy (cached images, videos). */
export type SiteFile = string | Uint8Array | { copyFrom: string };

export async function writeSiteAtomically(outDir: string, files: Map<string, SiteFile>): Promise<void> {
  const parent = path.dirname(outDir);
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const temp = path.join(parent, `.dist-new-${tag}`);
  const old = path.join(parent, `.dist-old-${tag}`);
  await mkdir(parent, { recursive: true });
  try {
    await writeTree(temp, files);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  const hadPrevious = await exists(outDir);
  if (hadPrevious) await rename(outDir, old);
  try {
    await rename(temp, outDir);
  } catch (error) {
    if (hadPrevious) await rename(old, outDir);
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  if (hadPrevious) await rm(old, { recursive: true, force: true });
}

async function writeTree(dir: string, files: Map<string, SiteFile>): Promise<void> {
  const folders = new Set([...files.keys()].map((f) => path.dirname(path.join(dir, f))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  const queue = [...files];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [rel, file] = item;
      const target = path.join(dir, rel);
      if (typeof file === 'object' && 'copyFrom' in file) await copyFile(file.copyFrom, target, constants.COPYFILE_FICLONE);
      else await writeFile(target, file);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

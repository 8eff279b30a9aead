// The image cache: encoded files and source metadata under .cache/images/, kept between
// builds. A file there is trusted only because it got there by rename: every write goes
// to a temporary name in the same folder first, and rename is atomic on one filesystem,
// so a crash mid-write leaves at most a stray *.tmp file, never a half-written variant.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PIPELINE_VERSION } from './encode-options.ts';

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Names of the finished files in the cache folder (one readdir beats a stat per variant). */
export async function cachedNames(dir: string): Promise<Set<string>> {
  await mkdir(dir, { recursive: true });
  const names = await readdir(dir);
  return new Set(names.filter((n) => !n.endsWith('.tmp')));
}

export interface SourceMeta {
  width: number; // after EXIF orientation
  height: number;
  color: string; // '#rrggbb'
}

/** Source metadata keyed by content hash, so a warm build decodes nothing. */
export class MetaCache {
  private entries: Record<string, SourceMeta> = {};
  private dirty = false;
  private readonly file: string;

  constructor(dir: string) {
    this.file = path.join(dir, `meta-v${PIPELINE_VERSION}.json`);
  }

  async load(): Promise<void> {
    try {
      this.entries = JSON.parse(await readFile(this.file, 'utf8')) as Record<string, SourceMeta>;
    } catch {
      this.entries = {}; // missing or unreadable: start over, it only costs decoding
    }
  }

  get(hash: string): SourceMeta | undefined {
    return this.entries[hash];
  }

  set(hash: string, meta: SourceMeta): void {
    this.entries[hash] = meta;
    this.dirty = true;
  }

  async save(): Promise<void> {
    if (!this.dirty) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeAtomic(this.file, JSON.stringify(this.entries));
    this.dirty = false;
  }
}

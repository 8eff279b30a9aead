// The image cache: encoded files and source metadata under .cache/images/, kept between
// builds.
//
// A file there is not trusted because it exists. Every encoded output is written with
// write-file-atomic (temporary name, then rename), and its size and SHA-256 are then
// appended to a manifest. On use, the file is read and must match its record; a missing
// record, a truncated, emptied or altered file is re-encoded, and only the bytes that were
// checked are handed to the build, so a damaged entry never reaches dist/.
//
// The manifest is an append-only log (one line per write), so a kill mid-build keeps every
// output finished before it; a torn last line is ignored, which only costs one re-encode.
// `npm run build` rewrites it compactly when it prunes (see `prune`).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { writeAtomic } from '../atomic.ts';
import { PIPELINE_VERSION } from './encode-options.ts';
import type { PhotoFormat } from './photo-format.ts';

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export interface OutputRecord {
  size: number;
  sha256: string;
}

export type Verdict = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/** Encoded outputs in one flat folder, each checked against its recorded size and hash. */
export class OutputCache {
  readonly manifestFile: string;
  private records = new Map<string, OutputRecord>();

  constructor(readonly dir: string) {
    this.manifestFile = path.join(dir, `manifest-v${PIPELINE_VERSION}.tsv`);
  }

  /** Reads the manifest. Lines are `<sha256>\t<size>\t<name>`; the last line for a name wins. */
  async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    this.records = await this.readManifest();
  }

  private async readManifest(): Promise<Map<string, OutputRecord>> {
    const records = new Map<string, OutputRecord>();
    let text = '';
    try {
      text = await readFile(this.manifestFile, 'utf8');
    } catch {
      return records; // no manifest: every entry is unverified and gets re-encoded
    }
    for (const line of text.split('\n')) {
      const [, sha256, size, name] = /^([0-9a-f]{64})\t(\d+)\t([^\t/\\]+)$/.exec(line) ?? [];
      if (sha256 && size && name) records.set(name, { sha256, size: Number(size) });
    }
    return records;
  }

  /**
   * The file's bytes if they match the record; otherwise why not (the caller re-encodes).
   * Synchronous on purpose: a warm build checks every output, and ~800 small reads cost
   * 15–40 ms in a plain loop but 4–10 times that through the thread pool on a loaded machine.
   */
  verify(name: string): Verdict {
    const record = this.records.get(name);
    if (!record) return { ok: false, reason: 'no record' };
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(this.dir, name));
    } catch {
      return { ok: false, reason: 'missing' };
    }
    if (bytes.length !== record.size) {
      return { ok: false, reason: bytes.length === 0 ? 'empty' : `${bytes.length} bytes, expected ${record.size}` };
    }
    if (sha256(bytes) !== record.sha256) return { ok: false, reason: 'content differs from its record' };
    return { ok: true, bytes };
  }

  /** Writes an output atomically, then records its size and hash. */
  async write(name: string, bytes: Buffer): Promise<void> {
    await writeAtomic(path.join(this.dir, name), bytes);
    const record = { size: bytes.length, sha256: sha256(bytes) };
    this.records.set(name, record);
    // One short append per output (O_APPEND): concurrent writers interleave whole lines.
    await appendFile(this.manifestFile, `${record.sha256}\t${record.size}\t${name}\n`);
  }

  /**
   * Deletes every file in the folder that `keep` does not name and that is older than
   * `before` (a file newer than that was written by a build running beside this one, e.g.
   * the dev server after a content edit, and is left alone), then rewrites the manifest
   * with the records of the kept entries. Returns what was freed.
   */
  async prune(keep: ReadonlySet<string>, before: number): Promise<{ files: number; bytes: number }> {
    const names = await readdir(this.dir);
    const manifest = path.basename(this.manifestFile);
    const deleted = new Set<string>();
    let bytes = 0;
    const limit = pLimit(16);
    await Promise.all(
      names
        .filter((n) => n !== manifest && !keep.has(n))
        .map((n) =>
          limit(async () => {
            const file = path.join(this.dir, n);
            try {
              const info = await stat(file);
              if (!info.isFile() || info.mtimeMs >= before) return;
              await rm(file, { force: true });
              deleted.add(n);
              bytes += info.size;
            } catch {
              // Gone already (another build pruned it): nothing to free.
            }
          }),
        ),
    );
    // Re-read, so lines another build appended meanwhile survive; drop the deleted files'
    // records, those of files no longer there, and repeats.
    const present = new Set(names);
    const kept = [...(await this.readManifest())]
      .filter(([name]) => present.has(name) && !deleted.has(name))
      .sort(([a], [b]) => a.localeCompare(b));
    await writeAtomic(this.manifestFile, kept.map(([name, r]) => `${r.sha256}\t${r.size}\t${name}\n`).join(''));
    this.records = new Map(kept);
    return { files: deleted.size, bytes };
  }
}

export interface SourceMeta {
  width: number; // after EXIF orientation
  height: number;
  color: string; // '#rrggbb'
  /** What the bytes are, as libvips reads them (generator/images/photo-format.ts). */
  format: PhotoFormat | { other: string };
  /** CMYK without an embedded profile: its colours are converted with a standard press profile, a guess. */
  untaggedCmyk: boolean;
}

/** Source metadata keyed by content hash, so a warm build decodes nothing. */
export class MetaCache {
  private entries: Record<string, SourceMeta> = {};
  private dirty = false;
  readonly file: string;

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
    const meta = this.entries[hash];
    // An entry of the wrong shape (a hand edit, a damaged file) is decoded again.
    const valid =
      meta &&
      meta.width > 0 &&
      meta.height > 0 &&
      /^#[0-9a-f]{6}$/.test(meta.color) &&
      meta.format !== undefined &&
      typeof meta.untaggedCmyk === 'boolean';
    return valid ? meta : undefined;
  }

  set(hash: string, meta: SourceMeta): void {
    this.entries[hash] = meta;
    this.dirty = true;
  }

  /** Forgets the sources no longer used (the build's prune). */
  retain(hashes: ReadonlySet<string>): void {
    for (const hash of Object.keys(this.entries)) {
      if (!hashes.has(hash)) {
        delete this.entries[hash];
        this.dirty = true;
      }
    }
  }

  async save(): Promise<void> {
    if (!this.dirty) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeAtomic(this.file, JSON.stringify(this.entries));
    this.dirty = false;
  }
}

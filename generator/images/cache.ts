// The image cache under .cache/images/, checked, not trusted: encoded files against an
// append-only manifest of their sizes and hashes, source metadata against its own digest.
import { readFileSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { z } from 'zod';
import { PHOTO_FORMATS } from '../../framework/shared/photo-format.ts';
import { writeAtomic } from '../atomic.ts';
import { sha256 } from '../hash.ts';
import { PIPELINE_VERSION } from './encode-options.ts';

export interface OutputRecord {
  size: number;
  sha256: string;
}

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
    // No manifest: every entry is unverified and gets re-encoded.
    const text = await readFile(this.manifestFile, 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      const [, sha256, size, name] = /^([0-9a-f]{64})\t(\d+)\t([^\t/\\]+)$/.exec(line) ?? [];
      if (sha256 && size && name) records.set(name, { sha256, size: Number(size) });
    }
    return records;
  }

  /** The file's bytes if they match the record, else why not. Synchronous: many small reads are cheaper so. */
  verify(name: string): { ok: true; bytes: Buffer } | { ok: false; reason: string } {
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

  async write(name: string, bytes: Buffer): Promise<void> {
    await writeAtomic(path.join(this.dir, name), bytes);
    const record = { size: bytes.length, sha256: sha256(bytes) };
    this.records.set(name, record);
    // One short append per output (O_APPEND): concurrent writers interleave whole lines.
    await appendFile(this.manifestFile, `${record.sha256}\t${record.size}\t${name}\n`);
  }

  /** Deletes the files `keep` does not name unless written meanwhile, then rewrites the manifest compactly. */
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
              if (!info.isFile() || writtenMeanwhile(info.mtimeMs, before)) return;
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

/** How far ahead of this machine's clock a file's time may be and still count as just written. */
const CLOCK_SLACK_MS = 60_000;

/** Written since `before` by a build beside this one? Not a future date (a wrong clock, a copied cache): it would never go. */
export function writtenMeanwhile(mtimeMs: number, before: number): boolean {
  return mtimeMs >= before && mtimeMs <= Date.now() + CLOCK_SLACK_MS;
}

const size = z.number().int().positive().max(1_000_000);
/** A source's metadata as a decode gives it: every cached entry must have this shape. */
const sourceMeta = z.object({
  width: size, // after EXIF orientation
  height: size,
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  format: z.union([z.enum(PHOTO_FORMATS), z.object({ other: z.string() })]),
  /** CMYK without an embedded profile: converted with a standard press profile, a guess. */
  untaggedCmyk: z.boolean(),
  /** Flattened onto the pipeline's background, its files and its colour. */
  alpha: z.boolean(),
  /** An animation (a WebP's frames): the site shows its first frame. */
  animated: z.boolean(),
});
export type SourceMeta = z.infer<typeof sourceMeta>;
const metaEntry = sourceMeta.extend({ digest: z.string() });

/** The digest of a source's metadata; a transparent source's also covers the background its colour was taken on. */
export function metaDigest(hash: string, meta: SourceMeta, background: string): string {
  const fields = [hash, meta.width, meta.height, meta.color, meta.format, meta.untaggedCmyk, meta.alpha, meta.animated];
  return sha256(JSON.stringify(meta.alpha ? [...fields, background] : fields)).slice(0, 32);
}

/** Source metadata keyed by content hash, so a warm build decodes nothing; an unsound entry is decoded again. */
export class MetaCache {
  private entries: Record<string, unknown> = {};
  private dirty = false;
  readonly file: string;

  constructor(
    dir: string,
    private readonly background: string,
  ) {
    this.file = path.join(dir, `meta-v${PIPELINE_VERSION}.json`);
  }

  async load(): Promise<void> {
    // Missing, unreadable or not an object: start over, it only costs decoding.
    const parsed: unknown = await readFile(this.file, 'utf8')
      .then(JSON.parse)
      .catch(() => ({}));
    this.entries = z.record(z.string(), z.unknown()).catch({}).parse(parsed);
  }

  get(hash: string): SourceMeta | undefined {
    const entry = metaEntry.safeParse(Object.hasOwn(this.entries, hash) ? this.entries[hash] : undefined);
    if (!entry.success) return undefined;
    const { digest, ...meta } = entry.data;
    return digest === metaDigest(hash, meta, this.background) ? meta : undefined;
  }

  set(hash: string, meta: SourceMeta): void {
    this.entries[hash] = { ...meta, digest: metaDigest(hash, meta, this.background) };
    this.dirty = true;
  }

  /** Forgets the sources no longer used (the build's prune). */
  retain(hashes: ReadonlySet<string>): void {
    const unused = Object.keys(this.entries).filter((hash) => !hashes.has(hash));
    for (const hash of unused) delete this.entries[hash];
    if (unused.length) this.dirty = true;
  }

  async save(): Promise<void> {
    if (!this.dirty) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeAtomic(this.file, JSON.stringify(this.entries));
    this.dirty = false;
  }
}

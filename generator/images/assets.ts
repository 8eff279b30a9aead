// Static files the pages reference (videos, icons), copied under /assets/ with a content hash so
// they can be cached for a year; only files inside the site's assets folder (symlinks followed).
import { readFileSync } from 'node:fs';
import { resolveAssetFile } from '../content/load.ts';
import { MediaFileNotFound } from '../error-messages.ts';
import { contentHash, hashedAssetPath } from '../hash.ts';

export class StaticAssets {
  private readonly byFile = new Map<string, string>();
  /** Output path (relative to the site root) → absolute source file. */
  readonly outputs = new Map<string, string>();

  constructor(
    private readonly root: string,
    private readonly assetsFolder: string,
  ) {}

  /** Forgets a file whose contents changed: its next url() hashes it again. */
  forget(file: string): void {
    const out = this.byFile.get(file);
    if (out === undefined) return;
    this.byFile.delete(file);
    this.outputs.delete(out);
  }

  /** Public URL of a project file, e.g. 'assets/video/hero.mp4' → '/assets/hero-Ab12Cd34Ef.mp4'. */
  url(file: string): string {
    const known = this.byFile.get(file);
    if (known) return '/' + known;
    const resolved = resolveAssetFile(this.root, this.assetsFolder, file);
    if ('problem' in resolved) throw new Error(resolved.problem);
    const abs = resolved.path;
    let bytes: Buffer;
    try {
      bytes = readFileSync(abs);
    } catch {
      throw new Error(MediaFileNotFound({ file }));
    }
    const out = hashedAssetPath(file, contentHash(bytes));
    this.byFile.set(file, out);
    this.outputs.set(out, abs);
    return '/' + out;
  }
}

// The repository's one atomic file writer: write-file-atomic (a temporary name in the same
// folder, then rename), so a file is complete or absent, never half-written.
import writeFileAtomic from 'write-file-atomic';

/**
 * Writes `file` atomically. No fsync: everything written through it is a cache (encoded
 * images, their manifest, icons, subset fonts) whose entries are checked on use, so a file
 * a power cut loses or truncates is rebuilt, not served, and an fsync per image would only
 * slow the cold build.
 */
export function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  return writeFileAtomic(file, data, { fsync: false });
}

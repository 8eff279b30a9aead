// The repository's one atomic file writer: write-file-atomic (a temporary name in the same
// folder, then rename), so a file is complete or absent, never half-written.
import writeFileAtomic from 'write-file-atomic';

/** No fsync: everything written through it is a cache whose entries are checked on use. */
export function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  return writeFileAtomic(file, data, { fsync: false });
}

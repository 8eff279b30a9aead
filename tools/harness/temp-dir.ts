// Temporary folders for the tests, checks, benches and tools, removed by their user or else when
// the process ends, however it ends (signal-exit: an exception, Ctrl-C, SIGTERM): copies of the
// site are megabytes each, and a test run must not leave them behind.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onExit } from 'signal-exit';

export interface TempDir {
  /** The folder, empty when made. */
  path: string;
  /** Removes it now, whatever it holds (symlinks are removed, never followed). */
  remove(): void;
}

/** A new empty folder, os.tmpdir()/<prefix>XXXXXX, removed by remove() or at the latest when the process ends. */
export function tempDir(prefix: string): TempDir {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const removeNow = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  const forget = onExit(() => {
    try {
      removeNow();
    } catch (error) {
      // The process is ending anyway: say what is left, and where.
      console.error(`could not remove ${dir}: ${(error as Error).message}`);
    }
  });
  return {
    path: dir,
    remove() {
      forget();
      removeNow();
    },
  };
}

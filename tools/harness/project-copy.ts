// A throwaway copy of the project, for the tests and benchmarks that change or break things. The sources are copied (so the
// test can change them, and tsx applies the copied tsconfig to every file); node_modules, the
// image cache and, unless asked, assets/ are symlinked, so nothing heavy is copied or re-encoded.
// A copy whose content differs for a whole test run copies the cache too: its builds then
// encode and prune for that content without touching the project's own cache. The copy is
// removed when the process ends (temp-dir.ts), or earlier by its user.
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const SKIPPED = new Set(['.git', 'dist', 'scratch', 'reports', 'screenshots']);

export function projectCopy(options: { copyAssets?: boolean; copyCache?: boolean } = {}): string {
  const dir = tempDir('elevate-fixture-').path;
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const linked = new Set(['node_modules', ...(options.copyCache ? [] : ['.cache']), ...(options.copyAssets ? [] : ['assets'])]);
  for (const name of readdirSync(ROOT)) {
    if (SKIPPED.has(name) || name.startsWith('.dist-')) continue;
    if (linked.has(name)) symlinkSync(path.join(ROOT, name), path.join(dir, name));
    else cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

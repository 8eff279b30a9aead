// A throwaway copy of the project, for the tests and benchmarks that change or break things: the
// sources are copied (tsx then applies the copied tsconfig); node_modules, the image cache and,
// unless asked, assets/ are symlinked. A copy whose content differs for a whole test run copies
// the cache too, so its builds never prune the project's own. Removed when the process ends.
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './built-site.ts';
import { tempDir } from './temp-dir.ts';

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

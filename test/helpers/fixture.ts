// A throwaway copy of the project for tests that break things. The sources are copied (so the
// test can change them, and tsx applies the copied tsconfig to every file); node_modules, the
// image cache and, unless asked, assets/ are symlinked, so nothing heavy is copied or re-encoded.
// A copy whose content differs for a whole test run copies the cache too: its builds then
// encode and prune for that content without touching the project's own cache.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './site.ts';

const SKIPPED = new Set(['.git', 'dist', 'scratch', 'reports', 'screenshots']);

export function fixtureRoot(options: { copyAssets?: boolean; copyCache?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'elevate-fixture-'));
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const linked = new Set(['node_modules', ...(options.copyCache ? [] : ['.cache']), ...(options.copyAssets ? [] : ['assets'])]);
  for (const name of readdirSync(ROOT)) {
    if (SKIPPED.has(name) || name.startsWith('.dist-')) continue;
    if (linked.has(name)) symlinkSync(path.join(ROOT, name), path.join(dir, name));
    else cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

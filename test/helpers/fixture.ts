// A throwaway copy of the project for tests that break things: folders are symlinked to the
// real ones (the image cache included, so nothing is re-encoded), and the given folders are
// copied so a test can change them without touching the real project.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './site.ts';

export function fixtureRoot(copied: string[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'elevate-fixture-'));
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  for (const name of readdirSync(ROOT)) {
    if (name === '.git' || name === 'dist' || name.startsWith('.dist-')) continue;
    if (copied.includes(name)) cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
    else symlinkSync(path.join(ROOT, name), path.join(dir, name));
  }
  return dir;
}

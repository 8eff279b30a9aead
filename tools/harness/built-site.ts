// The project's root, and the built site a check or bench reads: the folder it is given, or dist/.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The built site in `dir` (default dist/); without one the command ends, saying what to do. */
export function builtSite(command: string, dir = 'dist', ...needed: string[]): string {
  const dist = path.resolve(dir);
  if (!['index.html', ...needed].every((file) => existsSync(path.join(dist, file)))) {
    console.error(`${command}: no built site in ${dist}. Run npm run build first (the ${command} builds nothing).`);
    process.exit(2);
  }
  return dist;
}

// Paths below a folder as the project writes them: relative, with forward slashes on every system.
import path from 'node:path';

export const toPosix = (file: string): string => file.split(path.sep).join('/');

/** `file` relative to `dir`, with forward slashes ('' for `dir` itself); null when it is outside `dir`. */
export function pathInside(dir: string, file: string): string | null {
  const relative = path.relative(dir, file);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return null;
  return toPosix(relative);
}

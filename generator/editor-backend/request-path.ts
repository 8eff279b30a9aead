// A path the editor sends is checked as written and as the file system follows it, so a symlink
// inside content/ or a photo folder cannot lead the backend to another file.
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { type EditorScope, inScope, type PathKind } from './editor-scope.ts';

export type PathCheck =
  /** In scope; `file` is where it leads, repository-relative; `exists` whether something is there. */
  | { ok: true; file: string; exists: boolean }
  /** Refused, and why, in a phrase that follows the path's name. */
  | { ok: false; why: string };

export async function checkRequestPath(root: string, scope: EditorScope, kind: PathKind, value: string): Promise<PathCheck> {
  const refused = (why: string): PathCheck => ({ ok: false, why });
  const allowed = kind === 'media folder' ? 'a media folder' : kind === 'media file' ? 'a photo in a media folder' : 'a content file';
  if (value === '' || value.includes('\0')) return refused('is not a file name');
  if (path.isAbsolute(value)) return refused(`is an absolute path; the editor sends paths inside the project`);
  const written = toPosix(path.relative(root, path.resolve(root, value)));
  if (!inScope(scope, kind, written)) return refused(`is not ${allowed} that the editor's configuration names`);
  const real = await followed(root, written);
  if (!real) return refused('leads outside the project through a symlink');
  if (real.file !== written && !inScope(scope, kind, real.file))
    return refused(`leads through a symlink to '${real.file}', which is not ${allowed} that the editor's configuration names`);
  return { ok: true, file: real.file, exists: real.exists };
}

/** The real path of the longest existing part, the rest appended; null when that leaves the
 * project or a symlink on the way leads nowhere (a write would create its target). */
async function followed(root: string, file: string): Promise<{ file: string; exists: boolean } | null> {
  const realRoot = await realpath(root);
  const missing: string[] = [];
  let existing = path.join(realRoot, file);
  for (;;) {
    try {
      await lstat(existing);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      missing.unshift(path.basename(existing));
      existing = path.dirname(existing);
    }
  }
  let real: string;
  try {
    real = await realpath(existing);
  } catch {
    return null;
  }
  const relative = path.relative(realRoot, path.join(real, ...missing));
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return null;
  return { file: toPosix(relative), exists: missing.length === 0 };
}

const toPosix = (file: string) => file.split(path.sep).join('/');

// The dev server's file watcher: chokidar, plus a second look at each changed file. chokidar
// drops a file's change event when one was emitted for that file less than 50 ms before (its
// change throttle, which has no trailing event), so two saves in quick succession (an editor's
// save then format, or an edit undone at once) would leave the first version served. Each
// reported file is stat'ed again once that window has passed, and a change it hid is reported.
// The scratch files of an editor's save are not watched, and neither is a symlink that leads out
// of the folder it is in (a link to /usr/share under assets/ would add thousands of watches, and
// the build refuses such files anyway: generator/content/load.ts resolveAssetFile).
import { lstatSync, realpathSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';

/** chokidar's change throttle, and a margin. */
const SECOND_LOOK_MS = 80;

/**
 * The files editors and tools write beside the one being saved and then rename or delete: a
 * temporary copy renamed over the file (an atomic save), swap, lock and backup files. They are
 * not sources, so a change to one starts no build.
 */
const EDITOR_SCRATCH = [
  /\.tmp$/i, // atomic saves: 'team.ts.1234.tmp'
  /~$/, // backups: 'team.ts~'
  /^\.#/, // Emacs locks: '.#team.ts'
  /^#.*#$/, // Emacs auto-saves: '#team.ts#'
  /^\..*\.sw[a-px]$/, // Vim swap files: '.team.ts.swp', and its '.swx' probe
  /^4913$/, // Vim's probe of whether it may write in the folder
  /___jb_(tmp|old)___$/, // JetBrains' safe write
  /^\.goutputstream-/, // GNOME editors' atomic save
];

export const isEditorScratch = (file: string): boolean => {
  const name = path.basename(file);
  return EDITOR_SCRATCH.some((pattern) => pattern.test(name));
};

/**
 * Whether `file` is a symlink that leads outside every one of `roots` (real paths), or is
 * broken. Paths inside a followed link are judged by the link itself, higher up.
 */
export function leadsOutside(file: string, roots: readonly string[]): boolean {
  let info: Stats | undefined;
  try {
    info = lstatSync(file);
  } catch {
    return false; // gone already: its deletion is news
  }
  if (!info.isSymbolicLink()) return false;
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return true;
  }
  return !roots.some((root) => real === root || real.startsWith(root + path.sep));
}

/** Watches `paths`, but not what `skipped` says (the build's output, dependencies), nor scratch files or links that lead out. */
export function watchFiles(
  paths: string[],
  onChange: (file: string) => void,
  skipped = (file: string) => file.includes('node_modules'),
): FSWatcher {
  // Each watched folder where it really is (a folder may itself be a link, as in a test copy).
  const roots = paths.map((p) => realpathSync(p));
  const reported = new Map<string, number>();
  const report = (file: string, stats?: Stats) => {
    reported.set(file, stats?.mtimeMs ?? -1);
    onChange(file);
    if (stats) setTimeout(() => void secondLook(file), SECOND_LOOK_MS).unref();
  };
  const secondLook = async (file: string) => {
    const now = await stat(file).catch(() => null);
    // A deletion has its own event; a file not reported since is settled.
    if (now && now.mtimeMs !== reported.get(file)) report(file, now);
  };
  const ignored = (p: string) => skipped(p) || isEditorScratch(p) || (!paths.includes(p) && leadsOutside(p, roots));
  return watch(paths, { ignoreInitial: true, alwaysStat: true, ignored }).on('all', (_event, file, stats) => report(file, stats));
}

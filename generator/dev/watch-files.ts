// The dev server's file watcher: chokidar, plus a second look at each changed file. chokidar
// drops a file's change event when one was emitted for that file less than 50 ms before (its
// change throttle, which has no trailing event), so two saves in quick succession (an editor's
// save then format, or an edit undone at once) would leave the first version served. Each
// reported file is stat'ed again once that window has passed, and a change it hid is reported.
// The scratch files of an editor's save are not watched.
import type { Stats } from 'node:fs';
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

export function watchFiles(paths: string[], onChange: (file: string) => void): FSWatcher {
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
  return watch(paths, { ignoreInitial: true, alwaysStat: true, ignored: (p) => p.includes('node_modules') || isEditorScratch(p) }).on(
    'all',
    (_event, file, stats) => report(file, stats),
  );
}

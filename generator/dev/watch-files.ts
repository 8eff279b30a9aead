// The dev server's file watcher: chokidar, plus a second look at each changed file. chokidar
// drops a file's change event when one was emitted for that file less than 50 ms before (its
// change throttle, which has no trailing event), so two saves in quick succession (an editor's
// save then format, or an edit undone at once) would leave the first version served. Each
// reported file is stat'ed again once that window has passed, and a change it hid is reported.
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type FSWatcher, watch } from 'chokidar';

/** chokidar's change throttle, and a margin. */
const SECOND_LOOK_MS = 80;

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
  return watch(paths, { ignoreInitial: true, alwaysStat: true, ignored: (p) => p.includes('node_modules') }).on(
    'all',
    (_event, file, stats) => report(file, stats),
  );
}

// The render worker's thread (render-worker.ts starts it): it holds the site's modules
// (site-modules.ts) and the incremental build, and answers one request at a time. While its event
// loop runs it ticks a shared counter, and it says what it does before each step that runs the
// site's code: the server's watchdog reads both to stop, and name, code that never returns.

import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { stop as stopEsbuild } from 'esbuild';
import { type BuildError, formatError } from '../errors.ts';
import { CONFIG_FILE, loadConfig } from '../load-config.ts';
import type { SiteFile } from '../write/write.ts';
import { IncrementalSite, type UpdateRequest, type UpdateResult } from './incremental-site.ts';
import { siteModules } from './site-modules.ts';

export type RenderRequest = { id: number; type: 'update'; update: UpdateRequest } | { id: number; type: 'stop' };

export type RenderReply =
  | { id: number; type: 'update'; ok: true; result: UpdateResult }
  /** `files`: the editor's, made without what failed (incremental-site.ts, editorAfterFailure). */
  | { id: number; type: 'update'; ok: false; error: string; files: [string, SiteFile][] }
  | { id: number; type: 'stop' }
  /** What runs the site's code next ('rendering /about (pages/about.tsx)'), for the watchdog's report. */
  | { type: 'step'; what: string }
  /** The site's folders, as the configuration names them. */
  | { type: 'folders'; folders: string[] };

/** What the server gives the worker (workerData). */
export interface RenderThreadData {
  root: string;
  siteUrl: string;
  /** The build date, as milliseconds. */
  date: number;
  /** Start no new photo after encoding this long (IMAGE_ENCODE_MINUTES); none: no limit. */
  encodeBudgetMs?: number;
  /** One Int32 the thread ticks while its event loop runs, every `tickMs`. */
  ticks: SharedArrayBuffer;
  tickMs: number;
}

/** Long enough for the end of esbuild's process to reach this thread's event loop. */
const REAP_MS = 200;
/** Idle this long, the thread collects its garbage. */
const IDLE_MS = 1500;

const { root, siteUrl, date, encodeBudgetMs, ticks, tickMs } = workerData as RenderThreadData;
const port = parentPort!;
const reply = (message: RenderReply) => port.postMessage(message);
const counter = new Int32Array(ticks);
setInterval(() => Atomics.add(counter, 0, 1), tickMs).unref();
// The image pipeline reports every encode; here only one that encoded something is news.
const log = (line: string) => void (/^images: 0 encoded/.test(line) || console.log(line));
// The configuration imports the site's schema modules, which come through the module runner to be
// loaded afresh when edited.
const modules = await siteModules(root);
reply({ type: 'step', what: `loading ${CONFIG_FILE}` });
const config = await loadConfig(root, modules.load);
// The server watches these: it never runs the site's code itself.
reply({ type: 'folders', folders: Object.values(config.folders) });
const step = (what: string) => reply({ type: 'step', what });
const site = new IncrementalSite(root, { config, siteUrl, date: new Date(date), encodeBudgetMs, log, step }, modules);

// A full garbage collection once the thread is idle: edits leave the old copies of the modules
// they reloaded and the pages they replaced behind, and V8 would otherwise let its heap grow far
// before collecting them (with hundreds of pages, by hundreds of megabytes).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
let idle: NodeJS.Timeout | undefined;

// Requests come one at a time: the server waits for each reply before it sends the next.
port.on('message', async (request: RenderRequest) => {
  clearTimeout(idle);
  if (request.type === 'stop') {
    // esbuild's service is a process this thread started: ended here, and given a moment to be
    // reaped by this thread's event loop, it does not outlive the thread as a zombie.
    await Promise.all([stopEsbuild(), modules.close()]);
    await sleep(REAP_MS);
    return reply({ id: request.id, type: 'stop' });
  }
  try {
    reply({ id: request.id, type: 'update', ok: true, result: await site.update(request.update) });
  } catch (error) {
    const files = await site.editorAfterFailure().catch((failure: unknown) => {
      // What the editor is made from failed too (a page file, the schema module): the build's
      // error says so. Anything else is news.
      if (!(failure as Partial<BuildError>)?.isBuildError)
        console.error(`dev: the editor's files could not be made: ${formatError(failure)}`);
      return [];
    });
    reply({ id: request.id, type: 'update', ok: false, error: formatError(error), files });
  } finally {
    idle = setTimeout(collectGarbage, IDLE_MS).unref();
  }
});

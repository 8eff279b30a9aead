// The render worker's thread (render-worker.ts starts it): it holds the site's modules
// (site-modules.ts) and the incremental build (docs/dev-server.md, "What an edit re-runs"): the
// build's phase list (generator/build-site.ts, runPhases) with caches kept from one edit to the
// next, run after the changed modules and their importers are invalidated. It answers one
// request at a time. While its event loop runs it ticks a shared counter, and it says what it
// does before each step that runs the site's code: the server's watchdog reads both to stop, and
// name, code that never returns.

import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { stop as stopEsbuild } from 'esbuild';
import { emptyCaches, runPhases } from '../build-site.ts';
import { editorAfterFailure } from '../editor/editor-phase.ts';
import { type BuildError, formatError } from '../errors.ts';
import { CONFIG_FILE, loadConfig } from '../load-config.ts';
import type { PhaseContext } from '../phase-context.ts';
import type { SiteFile } from '../write/write.ts';
import { isSiteModule, siteModules } from './site-modules.ts';

export interface UpdateRequest {
  /** Project-relative files that changed since the last update. */
  changed: string[];
  /** Output files of the pages to bring up to date now (the open tabs, a requested page). */
  pages: string[];
  /** After those, keep refreshing other stale pages for this long. */
  budgetMs?: number;
}

export interface UpdateResult {
  /** Files added or changed since the last update that succeeded (all of them after none did). */
  set: [string, SiteFile][];
  deleted: string[];
  /** Pages rendered in this update. */
  rendered: string[];
  /** Pages whose served HTML is out of date until they are rendered again. */
  stale: string[];
  /** The stylesheet's URL with a version, when the stylesheet changed. */
  stylesheet: string | null;
  /** True when a page script changed. */
  scriptsChanged: boolean;
}

/** 'stop': the thread stops what it started, then exits. */
export type RenderRequest = { id: number; type: 'update'; update: UpdateRequest } | { type: 'stop' };

export type RenderReply =
  | { id: number; type: 'update'; ok: true; result: UpdateResult }
  /** `files`: the editor's, made without what failed (editorAfterFailure). */
  | { id: number; type: 'update'; ok: false; error: string; files: [string, SiteFile][] }
  /** What runs the site's code next ('rendering /about (pages/about.tsx)'), for the watchdog's report. */
  | { type: 'step'; what: string }
  /** The site's folders, as the configuration names them. */
  | { type: 'folders'; folders: string[] }
  /** A line of the build's for the server's log (`error`: its error log). */
  | { type: 'log'; line: string; error?: true };

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

/** How long a stopping thread waits for its child processes to be reaped. */
const REAP_MS = 1500;
/** Where the system does not list a thread's children: long enough for the end of esbuild's process to reach this thread's event loop. */
const REAP_GUESS_MS = 200;
/** Idle this long, the thread collects its garbage. */
const IDLE_MS = 1500;

// A full garbage collection once the thread is idle: edits leave the old copies of the modules
// they reloaded and the pages they replaced behind, and V8 would otherwise let its heap grow far
// before collecting them (with hundreds of pages, by hundreds of megabytes). The flag is set
// before the site's modules load (docs/dev-server.md, "Memory").
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
let idle: NodeJS.Timeout | undefined;

const { root, siteUrl, encodeBudgetMs, ticks, tickMs, ...data } = workerData as RenderThreadData;
const date = new Date(data.date);
const port = parentPort!;
const reply = (message: RenderReply) => port.postMessage(message);
const counter = new Int32Array(ticks);
setInterval(() => Atomics.add(counter, 0, 1), tickMs).unref();
// The image pipeline reports every encode; here only one that encoded something is news.
const log = (line: string) => void (/^images: 0 encoded/.test(line) || reply({ type: 'log', line }));
const caches = emptyCaches();
/** The files the server has, as of the last update that succeeded. */
let output = new Map<string, SiteFile>();
/** Modules whose import failed: they are invalidated before the next attempt (a failed import is cached with its error). */
const failedImports = new Set<string>();
/** What the last update changed and reloaded: after a failure, the editor is made for it. */
let changed: ReadonlySet<string> = new Set();
let reloaded: ReadonlySet<string> = new Set();
// The configuration imports the site's schema modules, which come through the module runner to be
// loaded afresh when edited.
const modules = await siteModules(root);
const loadSiteConfig = () => siteCode(`loading ${CONFIG_FILE}`, [CONFIG_FILE], () => loadConfig(root, modules.load));
let config = await loadSiteConfig();
// The server watches these: it never runs the site's code itself.
reply({ type: 'folders', folders: Object.values(config.folders) });

/** Runs the site's code, saying what runs for the watchdog; a module whose import failed is invalidated before the next attempt. */
async function siteCode<T>(what: string, files: readonly string[], work: () => Promise<T>): Promise<T> {
  reply({ type: 'step', what });
  try {
    return await work();
  } catch (error) {
    for (const file of files) failedImports.add(file);
    throw error;
  } finally {
    reply({ type: 'step', what: 'building' });
  }
}

function context(): PhaseContext {
  return { root, config, target: 'dev', siteUrl, date, encodeBudgetMs, log, load: modules.load, changed, reloaded, siteCode };
}

async function update(request: UpdateRequest): Promise<UpdateResult> {
  changed = new Set(request.changed);
  reloaded = modules.invalidate([...request.changed.filter(isSiteModule), ...failedImports]);
  failedImports.clear();
  // It holds the content modules' schemas: an edited schema module is read through it.
  if (reloaded.has(CONFIG_FILE)) config = await loadSiteConfig();
  const run = await runPhases(context(), caches, { pages: new Set(request.pages), budgetMs: request.budgetMs ?? 0 });
  const previous = output;
  output = run.files;
  const { bundles } = run;
  return {
    set: [...output].filter(([file, value]) => previous.get(file) !== value),
    deleted: [...previous.keys()].filter((file) => !output.has(file)),
    rendered: run.renderedNow,
    stale: run.renders.filter((s) => s.stale).map((s) => s.page.outFile),
    stylesheet: bundles.stylesheetChanged ? bundles.stylesheetUrl : null,
    scriptsChanged: bundles.scriptsChanged,
  };
}

/** Set once the server asked the thread to stop: the request being answered then gets no reply. */
let stopping = false;
/** The request being answered, settled once it is. */
let answering: Promise<void> = Promise.resolve();

// Requests come one at a time: the server waits for each reply before it sends the next.
port.on('message', (request: RenderRequest) => {
  clearTimeout(idle);
  if (request.type === 'update') answering = answer(request);
  else void stop();
});

async function answer(request: Extract<RenderRequest, { type: 'update' }>): Promise<void> {
  try {
    reply({ id: request.id, type: 'update', ok: true, result: await update(request.update) });
  } catch (error) {
    if (stopping) return;
    // The editor's files, made without what was refused: the server then holds the last good
    // site's files and these.
    const files = await editorAfterFailure(context(), caches).catch((failure: unknown) => {
      // What the editor is made from failed too (a page file, the schema module): the build's
      // error says so. Anything else is news.
      if (!(failure as Partial<BuildError>)?.isBuildError)
        reply({ type: 'log', line: `dev: the editor's files could not be made: ${formatError(failure)}`, error: true });
      return new Map<string, SiteFile>();
    });
    for (const [file, value] of files) output.set(file, value);
    reply({ id: request.id, type: 'update', ok: false, error: formatError(error), files: [...files] });
  } finally {
    idle = setTimeout(collectGarbage, IDLE_MS).unref();
  }
}

/**
 * Ends what the thread started, then the thread. Closing the modules ends the request being
 * answered at its next import; esbuild's service, a process this thread started, is ended after
 * that request (which could start it again), and reaped by this thread's event loop before the
 * thread ends, so it does not outlive the thread as a zombie.
 */
async function stop(): Promise<void> {
  stopping = true;
  await modules.close();
  await answering;
  await stopEsbuild();
  await childrenReaped();
  process.exit();
}

/** Resolves once this thread has no child process left, a killed one counting until it is reaped (Linux lists them). */
async function childrenReaped(): Promise<void> {
  const children = () => readFileSync('/proc/thread-self/children', 'utf8').trim();
  try {
    for (const until = Date.now() + REAP_MS; children() && Date.now() < until; ) await sleep(20);
  } catch {
    await sleep(REAP_GUESS_MS);
  }
}

// The server's handle on a render worker, a thread that runs render-thread.ts: requests, replies,
// and the worker's end with its reason. It is also the worker's watchdog (docs/dev-server.md, "A
// time limit"): when the tick counter has stood still for the time limit, it pauses the worker
// through the inspector to read where the site's code is stuck, ends it, and fails the pending
// requests with a report naming the step and the code.
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { pathInside } from '../paths.ts';
import type { SiteFile } from '../write/write.ts';
import type { RenderReply, RenderRequest, RenderThreadData, UpdateRequest, UpdateResult } from './render-thread.ts';

export interface RenderWorkerConfig extends Omit<RenderThreadData, 'ticks' | 'tickMs'> {
  /** How long the site's code may run without returning before the worker is stopped; 0 or none: no limit. */
  timeLimitMs?: number;
  /** Where the build's lines go (its notices, the photos' progress); default: the console. */
  log?(line: string): void;
  error?(line: string): void;
}

/** The update failed: the site has an error (the message is for the user); `files` are the editor's, made without it. */
export class UpdateFailed extends Error {
  constructor(
    message: string,
    readonly files: readonly [string, SiteFile][] = [],
  ) {
    super(message);
  }
}

type UpdateReply = Extract<RenderReply, { type: 'update' }>;

/** The worker ended while a request was pending. */
export class RenderWorkerDied extends Error {}

// A worker starts without the process's loaders: it registers tsx (for TypeScript and JSX, with
// the project's tsconfig.json, wherever the process runs) in its own thread, then runs render-thread.ts.
// tsx's transforms are synchronous: esbuild would run them in a thread and a process of its own,
// which the worker's end leaves behind as a zombie; with its threads off, each is one process
// that ends with its call.
const BOOT = `const { workerData } = require('node:worker_threads');
process.env.ESBUILD_WORKER_THREADS = '0';
import(workerData.tsx).then((tsx) => { tsx.register({ tsconfig: workerData.tsconfig }); return import(workerData.entry); });`;
const TSX = import.meta.resolve('tsx/esm/api');
const THREAD_MODULE = new URL('./render-thread.ts', import.meta.url).href;
/** The render thread ticks its counter this often. */
const TICK_MS = 100;
/** How long a worker may take to stop what it started before it is ended anyway. */
const STOP_WAIT_MS = 2000;
/** How long a worker still loading the engine and the configuration may take to load them, when asked to stop. */
const LOAD_WAIT_MS = 30_000;
/** How long the watchdog waits for the stuck code to pause before it reports without the stack. */
const PAUSE_WAIT_MS = 10_000;

export class RenderWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (reply: UpdateReply) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private step = 'starting';
  private stopping = false;
  private failure: Error | null = null;
  /** Why the worker ended, once it has. */
  private reason: string | null = null;
  /** The watchdog's report, once it stopped the worker. */
  private stuckReport: string | null = null;
  private watchdog: NodeJS.Timeout | undefined;
  /** When the thread last showed it runs (a tick, a step); 0 until it first does, while it loads the engine. */
  private alive = 0;
  /** Resolves with the reason once the worker has ended. */
  readonly ended: Promise<string>;
  /** Resolves once the worker has loaded the engine and the configuration, and answers requests. */
  private readonly loaded: Promise<void>;

  /** `folders` hears the site's folders once the worker has loaded the configuration. */
  constructor(
    private readonly config: RenderWorkerConfig,
    folders?: (folders: string[]) => void,
  ) {
    const ticks = new SharedArrayBuffer(4);
    const { timeLimitMs, log = console.log, error: logError = console.error, ...data } = config;
    this.worker = new Worker(BOOT, {
      eval: true,
      workerData: { ...data, ticks, tickMs: TICK_MS, tsx: TSX, entry: THREAD_MODULE, tsconfig: path.join(data.root, 'tsconfig.json') },
    });
    this.worker.on('error', (error) => (this.failure = error));
    let loaded = () => {};
    this.loaded = new Promise((resolve) => (loaded = resolve));
    this.worker.on('message', (reply: RenderReply) => {
      if (reply.type === 'folders') {
        loaded();
        return folders?.(reply.folders);
      }
      if (reply.type === 'log') return (reply.error ? logError : log)(reply.line);
      if (reply.type === 'step') {
        this.alive = Date.now();
        return void (this.step = reply.what);
      }
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.resolve(reply);
    });
    if (timeLimitMs) this.watch(new Int32Array(ticks), timeLimitMs);
    this.ended = new Promise((resolve) => {
      this.worker.on('exit', (code) => {
        clearInterval(this.watchdog);
        const stuck = this.stuckReport;
        const reason = this.stopping ? 'it was stopped' : (stuck ?? this.exitReason(code));
        this.reason = reason;
        for (const waiter of this.waiting.values())
          waiter.reject(stuck ? new UpdateFailed(stuck) : new RenderWorkerDied(`the render worker stopped: ${reason}`));
        this.waiting.clear();
        resolve(reason);
      });
    });
  }

  /** Brings the site up to date; rejects with UpdateFailed (a site error) or RenderWorkerDied. */
  async update(update: UpdateRequest): Promise<UpdateResult> {
    const id = ++this.nextId;
    const reply = await new Promise<UpdateReply>((resolve, reject) => {
      if (this.reason !== null) return reject(new RenderWorkerDied(`the render worker stopped: ${this.reason}`));
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, type: 'update', update } satisfies RenderRequest);
    });
    if (!reply.ok) throw new UpdateFailed(reply.error, reply.files);
    return reply.result;
  }

  /** Ends the worker: it stops what it started first, unless it is stuck or takes too long. */
  async stop(): Promise<void> {
    if (this.stopping || this.reason !== null) return;
    this.stopping = true;
    // A stuck worker answers nothing: it is ended at once.
    if (this.stuckReport === null) {
      this.worker.postMessage({ type: 'stop' } satisfies RenderRequest);
      // One still loading reads the request once loaded: ended before, it would leave esbuild's process behind.
      const answered = this.loaded.then(() => delay(STOP_WAIT_MS, undefined, { ref: false }));
      await Promise.race([this.ended, answered, delay(LOAD_WAIT_MS, undefined, { ref: false })]);
    }
    await this.worker.terminate();
  }

  private exitReason(code: number): string {
    const error = this.failure as (Error & { code?: string }) | null;
    if (error?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'it ran out of memory (JavaScript heap out of memory)';
    if (error) return `it failed: ${error.stack?.split('\n')[0] ?? error.message}`;
    return `it exited with code ${code}`;
  }

  /** Past `limitMs` without a tick, the worker is stuck in the site's code: report where, and end it. */
  private watch(counter: Int32Array, limitMs: number): void {
    let last = Atomics.load(counter, 0);
    this.watchdog = setInterval(async () => {
      const now = Atomics.load(counter, 0);
      if (now !== last) [last, this.alive] = [now, Date.now()];
      // Loading the engine, however slow, is not the site's code: the clock starts with the thread's first step.
      if (!this.alive || Date.now() - this.alive < limitMs || this.stuckReport !== null) return;
      clearInterval(this.watchdog);
      const frames = await stackOf(this.worker).catch(() => []);
      this.stuckReport = describeStuck({ step: this.step, frames }, this.config.root, limitMs);
      void this.worker.terminate();
    }, TICK_MS);
    this.watchdog.unref();
  }
}

/** One frame of the stuck code, innermost first. */
export interface StuckFrame {
  url: string;
  name: string;
}

type DebuggerEvent =
  | { method: 'Debugger.scriptParsed'; params: { scriptId: string; url: string } }
  | { method: 'Debugger.paused'; params: { callFrames: { url?: string; functionName: string; location: { scriptId: string } }[] } }
  | { method: undefined; params: undefined };

/** The frames of a worker busy in a loop, read by pausing it through the inspector (NodeWorker domain). */
async function stackOf(worker: Worker): Promise<StuckFrame[]> {
  const session = new Session();
  session.connect();
  try {
    return await new Promise<StuckFrame[]>((resolve, reject) => {
      setTimeout(() => reject(new Error('the worker did not pause')), PAUSE_WAIT_MS).unref();
      // A frame names its script by id; enabling the debugger lists every script with its URL.
      const scripts = new Map<string, string>();
      session.on('NodeWorker.attachedToWorker', ({ params }) => {
        // The inspector numbers workers its own way; the title names the thread: '[worker 3] …'.
        if (!params.workerInfo.title.startsWith(`[worker ${worker.threadId}]`)) return;
        let id = 0;
        // Once the session is closed, a late message has nowhere to go, and that is fine.
        const send = (method: string) =>
          session
            .post('NodeWorker.sendMessageToWorker', { sessionId: params.sessionId, message: JSON.stringify({ id: ++id, method }) })
            .catch(() => {});
        session.on('NodeWorker.receivedMessageFromWorker', ({ params: { message } }) => {
          const event = JSON.parse(message) as DebuggerEvent;
          if (event.method === 'Debugger.scriptParsed') scripts.set(event.params.scriptId, event.params.url);
          if (event.method !== 'Debugger.paused') return;
          resolve(event.params.callFrames.map((f) => ({ url: f.url || scripts.get(f.location.scriptId) || '', name: f.functionName })));
          void send('Debugger.disable'); // resumes it, so it can be ended
        });
        void send('Debugger.enable').then(() => send('Debugger.pause'));
      });
      void session.post('NodeWorker.enable', { waitForDebuggerOnStart: false });
    });
  } finally {
    session.disconnect();
  }
}

/**
 * The report in words: the step, and the innermost frame in the project's own code (not in
 * node_modules), as a project-relative file: 'the render worker spent over 10 s rendering /about
 * (pages/about.tsx), in components/Card.tsx (Card), without returning'.
 */
export function describeStuck(report: { step: string; frames: StuckFrame[] }, root: string, limitMs: number): string {
  const own = report.frames.find((f) => f.url.startsWith('file:') && !f.url.includes('/node_modules/'));
  let where = '';
  if (own) {
    const file = fileURLToPath(own.url.split('?')[0]!);
    where = `, in ${pathInside(root, file) ?? file}${own.name ? ` (${own.name})` : ''}`;
  }
  const seconds = Math.round(limitMs / 100) / 10;
  return (
    `the render worker spent over ${seconds} s ${report.step || 'building'}${where} without returning: an endless loop? ` +
    'It was stopped; save a fix and the next build starts afresh.'
  );
}

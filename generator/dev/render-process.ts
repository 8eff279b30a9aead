// The server's handle on its render process (the child runs render-child.ts): requests and their replies,
// and the process's end, with the reason. A process its watchdog stopped (watchdog.ts: the
// site's code ran past the time limit) fails its pending requests with the watchdog's report.
import { type ChildProcess, fork } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { SiteFile } from '../write/write.ts';
import { exitReason, tailOf } from './exit-reason.ts';
import type { UpdateRequest, UpdateResult } from './incremental-site.ts';
import type { RenderProcessConfig, RenderReply, RenderRequest } from './render-child.ts';
import { describeStuck, type StuckReport, WATCHDOG_FD } from './watchdog.ts';

const CHILD_FILE = fileURLToPath(new URL('./render-child.ts', import.meta.url));
/** The project the process renders; tsx applies its tsconfig.json to the files under the working folder. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The update failed: the site has an error (the message is for the user); `files` are the editor's, made without it. */
export class UpdateFailed extends Error {
  constructor(
    message: string,
    readonly files: readonly [string, SiteFile][] = [],
  ) {
    super(message);
  }
}

/** The render process ended while a request was pending. */
export class RenderProcessDied extends Error {}

/** The watchdog stopped the render process: the site's code ran past the time limit (the message says where). */
export class RenderProcessStuck extends UpdateFailed {}

export class RenderProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, { resolve: (reply: RenderReply) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private stopping = false;
  /** Why the process ended, once it has. */
  private reason: string | null = null;
  /** The watchdog's report, once it stopped the process (read when the process has ended). */
  private stuckReport: string | null = null;
  /** Resolves with the reason once the process has ended. */
  readonly ended: Promise<string>;

  constructor(config: RenderProcessConfig) {
    this.child = fork(CHILD_FILE, [JSON.stringify(config)], {
      // --expose-gc: the memory check measures what survives a full collection.
      // (Added once, never deduplicated: the flags hold two --import, each before its module.)
      execArgv: process.execArgv.includes('--expose-gc') ? process.execArgv : [...process.execArgv, '--expose-gc'],
      serialization: 'advanced',
      cwd: ROOT,
      // The last pipe, at WATCHDOG_FD, carries the watchdog's report.
      stdio: ['inherit', 'inherit', 'pipe', 'ipc', 'pipe'],
    });
    const stderr = tailOf(this.child.stderr!, process.stderr);
    const watchdog = this.child.stdio[WATCHDOG_FD] as Readable;
    let report = '';
    watchdog.on('data', (chunk: Buffer) => (report += chunk.toString('utf8')));
    const reportRead = new Promise<void>((resolve) => watchdog.on('close', () => resolve()));
    // A request sent as the process dies fails here; its 'exit' says why and rejects the request.
    this.child.on('error', () => {});
    this.child.on('message', (reply: RenderReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.resolve(reply);
    });
    this.ended = new Promise((resolve) => {
      this.child.on('exit', async (code, signal) => {
        // The watchdog writes its report, then kills the process: read all of it first.
        await reportRead;
        const line = report.split('\n')[0]?.trim();
        if (line) this.stuckReport = describeStuck(JSON.parse(line) as StuckReport, ROOT, config.timeLimitMs ?? 0);
        const stuck = this.stuckReport;
        const reason = this.stopping ? 'it was stopped' : (stuck ?? exitReason(code, signal, stderr()));
        this.reason = reason;
        for (const waiter of this.waiting.values()) {
          waiter.reject(stuck ? new RenderProcessStuck(stuck) : new RenderProcessDied(`the render process stopped: ${reason}`));
        }
        this.waiting.clear();
        resolve(reason);
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** True once the watchdog has stopped the process (the site's code ran past the time limit). */
  get stuck(): boolean {
    return this.stuckReport !== null;
  }

  /** Brings the site up to date; rejects with UpdateFailed (a site error) or RenderProcessDied. */
  async update(update: UpdateRequest): Promise<UpdateResult> {
    const reply = await this.request({ type: 'update', update });
    if (reply.type !== 'update') throw new Error('unexpected reply');
    if (!reply.ok) throw new UpdateFailed(reply.error, reply.files);
    return reply.result;
  }

  /** The heap the process holds after a full collection, in bytes. */
  async heapUsed(): Promise<number> {
    const reply = await this.request({ type: 'memory' });
    return reply.type === 'memory' ? reply.heapUsed : 0;
  }

  stop(): void {
    this.stopping = true;
    this.child.kill('SIGTERM');
  }

  private request(body: { type: 'update'; update: UpdateRequest } | { type: 'memory' }): Promise<RenderReply> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      if (this.reason !== null) return reject(new RenderProcessDied(`the render process stopped: ${this.reason}`));
      this.waiting.set(id, { resolve, reject });
      this.child.send({ id, ...body } as RenderRequest);
    });
  }
}

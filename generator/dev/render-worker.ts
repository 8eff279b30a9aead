// The server's handle on its render process (render-process.ts): requests and their replies,
// and the process's end, with the reason.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { exitReason, tailOf } from './exit-reason.ts';
import type { UpdateRequest, UpdateResult } from './incremental-site.ts';
import type { WorkerConfig, WorkerReply, WorkerRequest } from './render-process.ts';

const PROCESS_FILE = fileURLToPath(new URL('./render-process.ts', import.meta.url));
/** The project the process renders; tsx applies its tsconfig.json to the files under the working folder. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The update failed: the site has an error (the message is for the user). */
export class UpdateFailed extends Error {}

/** The render process ended while a request was pending. */
export class WorkerDied extends Error {}

export class RenderWorker {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private stopping = false;
  /** Why the process ended, once it has. */
  private reason: string | null = null;
  /** Resolves with the reason once the process has ended. */
  readonly ended: Promise<string>;

  constructor(config: WorkerConfig) {
    this.child = fork(PROCESS_FILE, [JSON.stringify(config)], {
      // --expose-gc: the memory check measures what survives a full collection.
      execArgv: [...new Set([...process.execArgv, '--expose-gc'])],
      serialization: 'advanced',
      cwd: ROOT,
      stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
    });
    const stderr = tailOf(this.child.stderr!, process.stderr);
    // A request sent as the process dies fails here; its 'exit' says why and rejects the request.
    this.child.on('error', () => {});
    this.child.on('message', (reply: WorkerReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.resolve(reply);
    });
    this.ended = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => {
        const reason = this.stopping ? 'it was stopped' : exitReason(code, signal, stderr());
        this.reason = reason;
        for (const waiter of this.waiting.values()) waiter.reject(new WorkerDied(`the render process stopped: ${reason}`));
        this.waiting.clear();
        resolve(reason);
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Brings the site up to date; rejects with UpdateFailed (a site error) or WorkerDied. */
  async update(update: UpdateRequest): Promise<UpdateResult> {
    const reply = await this.request({ type: 'update', update });
    if (reply.type !== 'update') throw new Error('unexpected reply');
    if (!reply.ok) throw new UpdateFailed(reply.error);
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

  private request(body: { type: 'update'; update: UpdateRequest } | { type: 'memory' }): Promise<WorkerReply> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      if (this.reason !== null) return reject(new WorkerDied(`the render process stopped: ${this.reason}`));
      this.waiting.set(id, { resolve, reject });
      this.child.send({ id, ...body } as WorkerRequest);
    });
  }
}

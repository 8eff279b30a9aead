// The render worker's renewal (site-builds.ts asks for it when the server is idle): ES modules
// are never unloaded, so the old copies of every edited module stay in the render worker. Its
// heap after a full collection, with the whole site rendered, is measured; the first measurement
// is the baseline, and once the heap has grown past it by the limit, a spare worker renders the
// whole site beside it, then catches up with the edits it missed and takes over.
import type { UpdateResult } from './incremental-site.ts';
import { RenderWorker, type RenderWorkerConfig } from './render-worker.ts';

export interface RenewalOptions {
  config: RenderWorkerConfig;
  /** Bytes the heap may grow past the baseline before a spare takes over. */
  heapGrowthLimit: number;
  log(line: string): void;
  error(line: string): void;
  /** The spare is ready to take over. */
  ready(): void;
}

interface Spare {
  renderer: RenderWorker;
  ready: boolean;
  /** The files changed since it started: it builds them when it takes over. */
  missed: Set<string>;
}

export class Renewal {
  private baselineHeap = 0;
  private spare: Spare | null = null;

  constructor(private readonly options: RenewalOptions) {}

  /** A spare is warming up or ready. */
  get pending(): boolean {
    return this.spare !== null;
  }

  get ready(): boolean {
    return this.spare?.ready ?? false;
  }

  /** A file changed while the spare warms up: it builds it when it takes over. */
  changed(file: string): void {
    this.spare?.missed.add(file);
  }

  /** A new render worker serves: its heap is the next baseline. */
  restart(): void {
    this.baselineHeap = 0;
  }

  stop(): void {
    this.spare?.renderer.stop();
    this.spare = null;
  }

  /** Measures the serving worker's heap; past the limit, starts a spare. */
  async check(serving: RenderWorker): Promise<void> {
    let heap: number;
    try {
      heap = await serving.heapUsed();
    } catch {
      return; // it died; the next update says why and starts another
    }
    if (!this.baselineHeap) {
      this.baselineHeap = heap;
      if (this.options.heapGrowthLimit > 0) return;
    }
    if (heap - this.baselineHeap < this.options.heapGrowthLimit) return;
    const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
    this.options.log(
      `dev: the render worker holds ${megabytes(heap)} (${megabytes(this.baselineHeap)} at the start); a fresh one is warming up`,
    );
    const spare: Spare = { renderer: new RenderWorker(this.options.config), ready: false, missed: new Set() };
    this.spare = spare;
    spare.renderer.update({ changed: [], pages: [], budgetMs: Number.POSITIVE_INFINITY }).then(
      () => {
        if (this.spare !== spare) return;
        spare.ready = true;
        this.options.ready();
      },
      (error: Error) => {
        // It cannot render the site as it is now: try again after the next edit.
        if (this.spare !== spare) return;
        spare.renderer.stop();
        this.spare = null;
        this.options.error(`dev: the fresh render worker could not take over (${error.message.split('\n')[0]})`);
      },
    );
  }

  /**
   * The ready spare catches up with the edits it missed, bringing these pages up to date first,
   * and is handed over with its result; null when it could not (the site has an error now, or
   * the spare died), and the serving worker stays.
   */
  async takeOver(pages: string[]): Promise<{ renderer: RenderWorker; result: UpdateResult } | null> {
    const spare = this.spare;
    this.spare = null;
    if (!spare?.ready) return null;
    try {
      const result = await spare.renderer.update({ changed: [...spare.missed], pages, everything: true });
      this.baselineHeap = 0;
      return { renderer: spare.renderer, result };
    } catch {
      spare.renderer.stop();
      return null;
    }
  }
}

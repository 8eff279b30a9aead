// What one encode() tells: the progress while it works (progress.ts), then either its
// statistics or, when the time budget stopped it, how far it got.

import { EncodeBudgetSpent } from '../error-messages.ts';
import { BuildError } from '../errors.ts';
import { type Progress, type ProgressOptions, startProgress } from './progress.ts';
import type { Variant } from './variants.ts';

export interface EncodeStats {
  encoded: number;
  cached: number;
  /** Cache entries that failed their size or hash check, each with the reason. */
  damaged: string[];
}

export class EncodeRecord {
  private readonly progress: Progress;

  constructor(
    private readonly todo: readonly Variant[],
    private readonly log: (line: string) => void,
    mode: ProgressOptions['mode'],
  ) {
    this.progress = startProgress({
      total: todo.length,
      label: 'images',
      mode,
      log,
      // Which photos the work is for, so a rename (no work) is told from new photos (real work).
      subjects: [...new Set(todo.map((v) => v.sourceFile))].sort(),
    });
  }

  encoded(): void {
    this.progress.tick();
  }

  /** Ends the progress display, whether the encode finished or failed. */
  stop(): void {
    this.progress.done();
  }

  /**
   * The statistics of a finished encode of `variants` files, logged. Throws a BuildError saying
   * how far it got when the budget (`budgetMs`) left some undone.
   */
  finish(left: readonly Variant[], variants: number, damaged: string[], budgetMs: number | undefined): EncodeStats {
    if (left.length) {
      const photos = new Set(left.map((v) => v.sourceFile)).size;
      const total = this.todo.length;
      throw new BuildError(EncodeBudgetSpent({ minutes: Math.round(budgetMs! / 60_000), done: total - left.length, total, photos }));
    }
    const stats = { encoded: this.todo.length, cached: variants - this.todo.length, damaged };
    this.log(`images: ${stats.encoded} encoded, ${stats.cached} cached`);
    return stats;
  }
}

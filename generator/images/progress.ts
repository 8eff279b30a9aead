// Progress for the long cold encode, so the build never looks hung: on a terminal a live counter
// with the time left (once its estimate steadies), in CI (no TTY) a plain line every few seconds.

export interface ProgressOptions {
  total: number;
  /** 'tty' rewrites one line with \r; 'lines' logs periodically; 'off' is silent. */
  mode: 'tty' | 'lines' | 'off';
  log: (line: string) => void;
  write?: (text: string) => void;
  /** What the work is for (the photos being encoded): named on the first line, so a rename is told from new work. */
  subjects?: readonly string[];
  now?: () => number;
}

function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** "12/312 (4%), about 1m 20s left"; without the time left while there is no steady estimate (null). */
export function progressLine(done: number, total: number, leftMs: number | null): string {
  const pct = total ? Math.floor((done / total) * 100) : 100;
  const eta = leftMs === null ? '' : `, about ${formatDuration(leftMs)} left`;
  return `images: ${done}/${total} (${pct}%)${eta}`;
}

const MIN_DONE = 3;
const PACE_WINDOW_MS = 20_000;
const STEADY_SAMPLES = 3;
const STEADY_SPAN_MS = 5000;
const STEADY_SPREAD = 0.1;

/**
 * The time left, from the pace of the last PACE_WINDOW_MS (the widest, longest encodes go
 * first, so the pace since the start overshoots). Said only once MIN_DONE jobs are done and the
 * finishing times estimated over STEADY_SPAN_MS (STEADY_SAMPLES at least) agree within STEADY_SPREAD.
 */
export class TimeLeft {
  private readonly samples: { at: number; done: number; finish: number }[] = [];
  private steady = false;

  estimate(done: number, total: number, elapsedMs: number): number | null {
    if (done === 0) return null;
    const since = [...this.samples].reverse().find((s) => s.at <= elapsedMs - PACE_WINDOW_MS) ?? { at: 0, done: 0 };
    const perJob = done > since.done ? (elapsedMs - since.at) / (done - since.done) : elapsedMs / done;
    const left = perJob * (total - done);
    this.samples.push({ at: elapsedMs, done, finish: elapsedMs + left });
    if (!this.steady) {
      const recent: number[] = [];
      for (let i = this.samples.length - 1; i >= 0; i--) {
        const sample = this.samples[i]!;
        recent.push(sample.finish);
        if (recent.length >= STEADY_SAMPLES && sample.at <= elapsedMs - STEADY_SPAN_MS) break;
      }
      const spanned = (this.samples[0]?.at ?? elapsedMs) <= elapsedMs - STEADY_SPAN_MS && recent.length >= STEADY_SAMPLES;
      const finish = elapsedMs + left;
      this.steady = done >= Math.min(MIN_DONE, total) && spanned && recent.every((f) => Math.abs(f - finish) <= STEADY_SPREAD * finish);
    }
    // Only what the pace window needs is kept.
    while ((this.samples[1]?.at ?? Number.POSITIVE_INFINITY) <= elapsedMs - PACE_WINDOW_MS - STEADY_SPAN_MS) this.samples.shift();
    return this.steady ? Math.max(0, left) : null;
  }
}

/** "images: 3 new or changed photos to encode: a.jpg, b.jpg, c.jpg" (the first few, then how many more). */
export function subjectsLine(subjects: readonly string[], shown = 8): string {
  const names = subjects.slice(0, shown).join(', ');
  const more = subjects.length > shown ? ` and ${subjects.length - shown} more` : '';
  return `images: ${subjects.length} new or changed ${subjects.length === 1 ? 'photo' : 'photos'} to encode: ${names}${more}`;
}

export function startProgress(opts: ProgressOptions): { tick(): void; done(): void } {
  const now = opts.now ?? (() => performance.now());
  const write = opts.write ?? ((text: string) => process.stderr.write(text));
  const start = now();
  let done = 0;
  if (opts.mode === 'off' || opts.total === 0) return { tick: () => void done++, done: () => {} };
  if (opts.subjects?.length) opts.log(subjectsLine(opts.subjects));

  const timeLeft = new TimeLeft();
  const render = () => progressLine(done, opts.total, timeLeft.estimate(done, opts.total, now() - start));
  const paint = () => write(`\r\x1b[2K${render()}`);
  const show = () => (opts.mode === 'tty' ? paint() : opts.log(render()));
  // The timer keeps the ETA moving even while one long AVIF encode runs.
  const timer = setInterval(show, opts.mode === 'tty' ? 1000 : 5000);
  timer.unref();
  show();
  return {
    tick() {
      done++;
      if (opts.mode === 'tty') paint();
    },
    done() {
      clearInterval(timer);
      if (opts.mode === 'tty') write('\r\x1b[2K');
    },
  };
}

// Progress for the cold encode, which takes minutes on 2 cores: a live one-line counter
// with the time left on a terminal, a plain line every few seconds in CI (no TTY), so
// the build never looks hung.

export interface ProgressOptions {
  total: number;
  label: string;
  /** 'tty' rewrites one line with \r; 'lines' logs periodically; 'off' is silent. */
  mode: 'tty' | 'lines' | 'off';
  log: (line: string) => void;
  write?: (text: string) => void;
  intervalMs?: number;
  /** What the work is for (the photos being encoded): named on the first line, so a rename is told from new work. */
  subjects?: readonly string[];
  now?: () => number;
}

export interface Progress {
  tick(): void;
  done(): void;
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** "12/312 (4%), about 1m 20s left": the ETA assumes the remaining jobs go at the average pace. */
export function progressLine(label: string, done: number, total: number, elapsedMs: number): string {
  const pct = total ? Math.floor((done / total) * 100) : 100;
  const eta = done > 0 ? `, about ${formatDuration((elapsedMs / done) * (total - done))} left` : '';
  return `${label}: ${done}/${total} (${pct}%)${eta}`;
}

/** "images: 3 new or changed photos to encode: a.jpg, b.jpg, c.jpg" (the first few, then how many more). */
export function subjectsLine(label: string, subjects: readonly string[], shown = 8): string {
  const names = subjects.slice(0, shown).join(', ');
  const more = subjects.length > shown ? ` and ${subjects.length - shown} more` : '';
  return `${label}: ${subjects.length} new or changed ${subjects.length === 1 ? 'photo' : 'photos'} to encode: ${names}${more}`;
}

export function startProgress(opts: ProgressOptions): Progress {
  const now = opts.now ?? (() => performance.now());
  const write = opts.write ?? ((text: string) => process.stderr.write(text));
  const start = now();
  let done = 0;
  if (opts.mode === 'off' || opts.total === 0) return { tick: () => void done++, done: () => {} };
  if (opts.subjects?.length) opts.log(subjectsLine(opts.label, opts.subjects));

  const render = () => progressLine(opts.label, done, opts.total, now() - start);
  const paint = () => write(`\r\x1b[2K${render()}`);
  // The timer keeps the ETA moving even while one long AVIF encode runs.
  const timer = setInterval(
    () => (opts.mode === 'tty' ? paint() : opts.log(render())),
    opts.intervalMs ?? (opts.mode === 'tty' ? 1000 : 5000),
  );
  timer.unref();
  if (opts.mode === 'tty') paint();
  else opts.log(render());
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

// The render process's time limit. The site's modules run in the render process, and a module
// or a component that never returns (an endless loop) would hold it, and every build and request
// after it, for good. A thread beside the process's own watches it: the process ticks a shared
// counter while its event loop runs, and says what it is doing (loading the content, rendering
// /team) before each step that runs the site's code. When the counter has not moved for the time
// limit, the thread pauses the stuck code through the inspector to read where it is, writes a
// report to the server (on the file descriptor it gives), and kills the process. The server
// (render-process.ts) reports it as the build's error and starts a process that builds on the
// next save (site-builds.ts).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The file descriptor of the render process the server reads the report on (render-process.ts opens it). */
export const WATCHDOG_FD = 4;

/** How often the event loop ticks the counter. */
const BEAT_MS = 100;
/** The bytes kept of the step's description. */
const STEP_BYTES = 512;

export interface Watchdog {
  /** What the process does next, in words: 'rendering /team (pages/team.tsx)'. */
  step(what: string): void;
}

/** One frame of the stuck code, innermost first. */
export interface StuckFrame {
  url: string;
  name: string;
}

/** What the watchdog thread writes, one JSON line. */
export interface StuckReport {
  step: string;
  frames: StuckFrame[];
}

/** Starts the watchdog thread of this process: past `limitMs` without a tick, it reports on `fd` and kills the process. */
export function startWatchdog(limitMs: number, fd: number): Watchdog {
  const shared = new SharedArrayBuffer(8 + STEP_BYTES);
  // [ticks, length of the step's text], then the text.
  const counters = new Int32Array(shared, 0, 2);
  const text = new Uint8Array(shared, 8);
  setInterval(() => Atomics.add(counters, 0, 1), BEAT_MS).unref();
  const thread = new Worker(fileURLToPath(new URL('./watchdog-thread.mjs', import.meta.url)), {
    workerData: { shared, limitMs, fd },
    // Plain JavaScript: none of the process's loaders.
    execArgv: [],
  });
  thread.unref();
  const encoder = new TextEncoder();
  return {
    step(what) {
      const { written } = encoder.encodeInto(what, text);
      Atomics.store(counters, 1, written);
    },
  };
}

/**
 * The report in words: the step, and the innermost frame in the project's own code (not in
 * node_modules), as a project-relative file: 'the render process spent over 10 s rendering
 * /team (pages/team.tsx), in components/sections/TeamCard.tsx (TeamCard), without returning'.
 */
export function describeStuck(report: StuckReport, root: string, limitMs: number): string {
  const own = report.frames.find((f) => f.url.startsWith('file:') && !f.url.includes('/node_modules/'));
  let where = '';
  if (own) {
    const file = fileURLToPath(own.url.split('?')[0]!);
    const relative = file.startsWith(root) ? file.slice(root.length).replace(/^[/\\]+/, '') : file;
    where = `, in ${relative}${own.name ? ` (${own.name})` : ''}`;
  }
  const seconds = Math.round(limitMs / 100) / 10;
  return (
    `the render process spent over ${seconds} s ${report.step || 'building'}${where} without returning: an endless loop? ` +
    'It was stopped; save a fix and the next build starts afresh.'
  );
}

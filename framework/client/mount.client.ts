// The browser side of every widget: finds the widget's roots and runs its entry on each, with a
// small kit of guarded helpers. An error thrown by the entry, at start-up or later in anything
// it registered through the framework (event handlers, timers, the after-load task, observers), fails
// that widget alone (docs/decisions.md, "Errors"):
//   - every handler and timer it registered through the framework is removed, so it stops acting;
//   - its root gets back the HTML the server rendered, which works without JavaScript (links,
//     the native <dialog> and popover, the video's own controls), so the area stays usable;
//   - an alert with "Unexpected Application Error!" and the error's message is put first in it,
//     and the root gets data-state="error". The rest of the page keeps working.
// Guarding goes through what the framework hands the entry, never through EventTarget.prototype,
// which third-party scripts on the same page (the booking provider) also use.

export const ERROR_TITLE = 'Unexpected Application Error!';

export interface WidgetKit {
  /** addEventListener with a guarded handler; returns a function that removes it. */
  listen<E extends Event = Event>(
    target: EventTarget,
    type: string,
    handler: (event: E) => void,
    options?: AddEventListenerOptions,
  ): () => void;
  /** setTimeout with a guarded callback; returns a function that cancels it. */
  later(task: () => void, ms: number): () => void;
  /**
   * Runs `task` (guarded) once the page has loaded and its first content has been painted, so
   * nothing it starts (a video download, a third-party script) competes with the first view.
   */
  afterLoad(task: () => void): void;
  /** Wraps any other callback (an observer's, a promise's) so that a throw fails the widget. */
  guard<A extends unknown[]>(callback: (...args: A) => void): (...args: A) => void;
}

export type WidgetInit = (root: HTMLElement, kit: WidgetKit) => void;

/**
 * Starts the widget `name` on every root of it in the page. The work is queued, not done at
 * once: after the page's script has run, each root takes two steps (keeping a copy of its
 * server HTML, then running the entry), in page order. The steps run in tasks of their own,
 * each of which stops taking steps once it has run for STEP_SLICE_MS: the page's script never
 * holds the main thread in one long block while the first view is being drawn, and a page's
 * few small widgets cost one task rather than two per root. Until then the server HTML works
 * as it does without JavaScript. When the queue is empty, <html> gets data-widgets="started"
 * (what the browser tests wait for).
 */
export function mount(name: string, init: WidgetInit): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-widget~="${name}"]`)) {
    let serverHtml = '';
    queue.push(
      () => (serverHtml = root.innerHTML),
      () => start(root, init, serverHtml),
    );
  }
  if (queue.length && !draining) nextTask();
}

/**
 * How long one task keeps taking steps, in ms: a phone with a CPU several times slower must
 * still see each task end well before it counts as blocking input. A single step that runs
 * longer still ends its task.
 */
export const STEP_SLICE_MS = 4;

const queue: Array<() => void> = [];
let draining = false;
let channel: MessageChannel | undefined;

/** Takes queued steps in a task of its own (a message, which unlike a 0 ms timer is never clamped to 4 ms). */
function nextTask(): void {
  draining = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runSlice;
  }
  channel.port2.postMessage(null);
}

function runSlice(): void {
  const begun = performance.now();
  try {
    do queue.shift()?.();
    while (queue.length && performance.now() - begun < STEP_SLICE_MS);
  } finally {
    if (queue.length) nextTask();
    else {
      draining = false;
      document.documentElement.dataset.widgets = 'started';
    }
  }
}

function start(root: HTMLElement, init: WidgetInit, serverHtml: string): void {
  const stop = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const fail = (error: unknown) => {
    if (stop.signal.aborted) return;
    stop.abort();
    for (const timer of timers) clearTimeout(timer);
    showWidgetError(root, error, serverHtml);
  };
  const guard = <A extends unknown[]>(callback: (...args: A) => void) =>
    function (this: unknown, ...args: A) {
      if (stop.signal.aborted) return;
      try {
        callback.apply(this, args);
      } catch (error) {
        fail(error);
      }
    };
  const kit: WidgetKit = {
    listen(target, type, handler, options) {
      const guarded = guard(handler as (event: Event) => void);
      target.addEventListener(type, guarded, { ...options, signal: stop.signal });
      return () => target.removeEventListener(type, guarded, options);
    },
    later(task, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        guard(task)();
      }, ms);
      timers.add(timer);
      return () => {
        clearTimeout(timer);
        timers.delete(timer);
      };
    },
    afterLoad(task) {
      const afterPaint = () => afterFirstContentfulPaint(() => kit.later(task, 0));
      if (document.readyState === 'complete') afterPaint();
      else kit.listen(window, 'load', afterPaint, { once: true });
    },
    guard,
  };
  try {
    init(root, kit);
  } catch (error) {
    fail(error);
  }
}

/**
 * Calls `run` once the browser has reported the page's first contentful paint (Paint Timing),
 * or at once if it already has. A hidden page paints nothing and has no first view to protect;
 * a browser without Paint Timing waits for the next frame instead.
 */
function afterFirstContentfulPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(run);
    return;
  }
  // `buffered` replays a paint that already happened. The entries are read from the observer's
  // own list, not from performance.getEntries*, which test clocks replace.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Puts the server's HTML back in `root`, with the error alert first. */
export function showWidgetError(root: HTMLElement, error: unknown, serverHtml = root.innerHTML): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error);
  root.innerHTML = serverHtml;
  const box = document.createElement('div');
  box.className = 'widget-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'widget-error__title';
  title.textContent = ERROR_TITLE;
  const detail = document.createElement('p');
  detail.className = 'widget-error__message';
  detail.textContent = message;
  box.append(title, detail);
  root.prepend(box);
  root.dataset.state = 'error';
}

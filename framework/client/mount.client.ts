// The browser side of every widget. An error in an entry, or in anything it registered through the
// kit, fails that widget alone: it gets back the server's HTML with an error alert.

export const ERROR_TITLE = 'Unexpected Application Error!';

export interface WidgetKit {
  listen<E extends Event = Event>(
    target: EventTarget,
    type: string,
    handler: (event: E) => void,
    options?: AddEventListenerOptions,
  ): () => void;
  later(task: () => void, ms: number): () => void;
  /** Runs `task` (guarded) after load and first paint, so it does not compete with the first view. */
  afterLoad(task: () => void): void;
  /** Wraps any other callback (an observer's, a promise's) so that a throw fails the widget. */
  guard<A extends unknown[]>(callback: (...args: A) => void): (...args: A) => void;
}

export type WidgetInit = (root: HTMLElement, kit: WidgetKit) => void;

/**
 * Queues the widget's roots; steps run in tasks of at most STEP_SLICE_MS, so the script never
 * blocks the first view. When the queue is empty, <html> gets data-widgets="started".
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

/** Short enough that on a much slower phone each task ends well before it counts as blocking input. */
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

/** Calls `run` after the first contentful paint; a hidden page or a browser without Paint Timing waits one frame. */
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

// The browser side of every widget: finds the widget's roots and runs its entry on each.
// One widget that throws shows the error screen in its own area; the others keep working
// (docs/decisions.md, "Errors").

export type WidgetInit = (root: HTMLElement) => void;

export const ERROR_TITLE = 'Unexpected Application Error!';

export function mount(name: string, init: WidgetInit): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-widget~="${name}"]`)) {
    try {
      withGuardedListeners(root, () => init(root));
    } catch (error) {
      showWidgetError(root, error);
    }
  }
}

// A widget can also fail later, in one of its event handlers. While a widget's init runs,
// every listener it adds is wrapped so that a throw shows that widget's error screen; the
// wrapper is remembered so removeEventListener with the original function still works.
const wrapped = new WeakMap<EventListener, EventListener>();
const { addEventListener: add, removeEventListener: remove } = globalThis.EventTarget?.prototype ?? ({} as EventTarget);

let removeKnowsWrappers = false;

function withGuardedListeners(root: HTMLElement, run: () => void): void {
  if (!removeKnowsWrappers) {
    removeKnowsWrappers = true;
    EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
      const actual = typeof listener === 'function' ? (wrapped.get(listener) ?? listener) : listener;
      remove.call(this, type, actual, options);
    };
  }
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (typeof listener !== 'function') return add.call(this, type, listener, options);
    let guarded = wrapped.get(listener);
    if (!guarded) {
      const original = listener;
      guarded = function (this: unknown, event: Event) {
        try {
          return original.call(this, event);
        } catch (error) {
          showWidgetError(root, error);
        }
      };
      wrapped.set(listener, guarded);
    }
    add.call(this, type, guarded, options);
  };
  try {
    run();
  } finally {
    EventTarget.prototype.addEventListener = add;
  }
}

export function showWidgetError(root: HTMLElement, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error);
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
  root.replaceChildren(box);
  root.dataset.state = 'error';
}

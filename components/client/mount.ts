// The browser side of every widget: finds the widget's roots and runs its entry on each.
// One widget that throws shows the error screen in its own area; the others keep working
// (decisions.md, "Rendering errors").

export type WidgetInit = (root: HTMLElement) => void;

export const ERROR_TITLE = 'Unexpected Application Error!';

export function mount(name: string, init: WidgetInit): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-widget~="${name}"]`)) {
    try {
      init(root);
    } catch (error) {
      showWidgetError(root, error);
    }
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

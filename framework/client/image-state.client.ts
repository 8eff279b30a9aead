// Tracks an <img> into data-state on `el`: loading → loaded | error.
// A lazy image outside the viewport stays 'loading' until it is fetched.
import type { WidgetKit } from './mount.client.ts';

export function trackImage(img: HTMLImageElement, el: HTMLElement, listen: WidgetKit['listen']): void {
  const set = (state: string) => (el.dataset.state = state);
  if (img.complete) {
    set(img.naturalWidth ? 'loaded' : 'error');
    return;
  }
  set('loading');
  listen(img, 'load', () => set('loaded'), { once: true });
  listen(img, 'error', () => set('error'), { once: true });
}

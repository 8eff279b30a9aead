// Tracks an <img> into data-state on `el`: loading → loaded | error.
// A lazy image outside the viewport stays 'loading' until it is fetched.
export function trackImage(img: HTMLImageElement, el: HTMLElement): void {
  const set = (state: string) => (el.dataset.state = state);
  if (img.complete) {
    set(img.naturalWidth ? 'loaded' : 'error');
    return;
  }
  set('loading');
  img.addEventListener('load', () => set('loaded'), { once: true });
  img.addEventListener('error', () => set('error'), { once: true });
}

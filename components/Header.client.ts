// Header style: the scrolled style turns on past SCROLLED_HEADER_THRESHOLD px
// and off again below it. /pricing and /team render data-header="solid" and stay solid.
// A passive scroll listener reads scrollY and writes one attribute per change. Reading scrollY
// makes the browser bring layout up to date, which costs nothing inside a scroll event (layout
// is already current) but would force the page's whole first layout if done while the module
// starts, so the first read waits for the first frame, where that layout happens anyway.
import type { WidgetKit } from '../framework/client/mount.client.ts';
import { SCROLLED_HEADER_THRESHOLD } from './constants.ts';

export default function initHeader(root: HTMLElement, { listen, guard }: WidgetKit): void {
  if (root.dataset.header === 'solid') return;
  let scrolled: boolean | null = null;
  const update = () => {
    const next = window.scrollY > SCROLLED_HEADER_THRESHOLD;
    if (next !== scrolled) {
      scrolled = next;
      root.dataset.scrolled = String(next);
    }
  };
  listen(window, 'scroll', update, { passive: true });
  requestAnimationFrame(guard(update));
}

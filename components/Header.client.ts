// Header style: the scrolled style turns on past SCROLLED_HEADER_THRESHOLD px
// and off again below it. /pricing and /team render data-header="solid" and stay solid.
// A passive scroll listener reads scrollY (no layout) and writes one attribute per change.
import type { WidgetKit } from '../kit/mount.ts';
import { SCROLLED_HEADER_THRESHOLD } from './constants.ts';

export default function initHeader(root: HTMLElement, { listen }: WidgetKit): void {
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
  update();
}

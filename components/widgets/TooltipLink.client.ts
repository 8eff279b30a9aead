// Tooltip on the Google reviews button: opens TOOLTIP_OPEN_DELAY_MS
// after hover or focus, or at once within TOOLTIP_SKIP_DELAY_MS of another tooltip closing;
// closes on leave, blur, click, Escape and scroll. The pointer may move onto the tooltip
// itself (WCAG 1.4.13 hoverable) because leave is tracked on the whole root.
import type { WidgetKit } from '../../framework/client/mount.client.ts';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants.ts';

/** When the last tooltip on the page closed (shared by every instance: the skip delay). */
let lastClosed = -Infinity;

export default function initTooltipLink(root: HTMLElement, { listen, later }: WidgetKit): void {
  const link = root.querySelector('a');
  const tip = root.querySelector<HTMLElement>('[role="tooltip"]');
  if (!link || !tip) throw new Error('TooltipLink: the link or its role="tooltip" element is missing');
  if (link.getAttribute('aria-describedby') !== tip.id) throw new Error('TooltipLink: the link is not described by its tooltip');
  let cancelOpen = () => {};
  let whileOpen: (() => void)[] = [];
  let openedAt = { top: 0, left: 0 };

  const open = () => {
    tip.hidden = false;
    root.dataset.state = 'open';
    const { top, left } = link.getBoundingClientRect();
    openedAt = { top, left };
    whileOpen = [listen(window, 'scroll', onScroll, { passive: true }), listen(document, 'keydown', onKey)];
  };
  const close = () => {
    cancelOpen();
    if (tip.hidden) return;
    tip.hidden = true;
    root.dataset.state = 'closed';
    lastClosed = Date.now();
    for (const unlisten of whileOpen) unlisten();
    whileOpen = [];
  };
  // A scroll closes the tooltip only when it moved the link on screen: a late event from an
  // earlier scroll, or the browser's scroll anchoring keeping the view still while a section
  // above renders, leaves the link where the reader sees it.
  const onScroll = () => {
    const { top, left } = link.getBoundingClientRect();
    if (Math.abs(top - openedAt.top) >= 1 || Math.abs(left - openedAt.left) >= 1) close();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const schedule = () => {
    if (!tip.hidden) return;
    cancelOpen();
    if (Date.now() - lastClosed < TOOLTIP_SKIP_DELAY_MS) open();
    else cancelOpen = later(open, TOOLTIP_OPEN_DELAY_MS);
  };

  root.dataset.state = 'closed';
  listen(root, 'pointerenter', schedule);
  listen(root, 'pointerleave', close);
  listen(link, 'focus', schedule);
  listen(link, 'blur', close);
  listen(link, 'click', close);
  listen(link, 'keydown', onKey); // Escape before the tooltip opened cancels the timer.
}

// Tooltip on the Google reviews button: opens TOOLTIP_OPEN_DELAY_MS
// after hover or focus, or at once within TOOLTIP_SKIP_DELAY_MS of another tooltip closing;
// closes on leave, blur, click, Escape and scroll. The pointer may move onto the tooltip
// itself (WCAG 1.4.13 hoverable) because leave is tracked on the whole root.
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants.ts';

/** When the last tooltip on the page closed (shared by every instance: the skip delay). */
let lastClosed = -Infinity;

export default function initTooltipLink(root: HTMLElement): void {
  const link = root.querySelector('a');
  const tip = root.querySelector<HTMLElement>('[role="tooltip"]');
  if (!link || !tip) throw new Error('TooltipLink: the link or its role="tooltip" element is missing');
  if (link.getAttribute('aria-describedby') !== tip.id) throw new Error('TooltipLink: the link is not described by its tooltip');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openedAt = { x: 0, y: 0 };

  const open = () => {
    tip.hidden = false;
    root.dataset.state = 'open';
    openedAt = { x: scrollX, y: scrollY };
    addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('keydown', onKey);
  };
  const close = () => {
    clearTimeout(timer);
    if (tip.hidden) return;
    tip.hidden = true;
    root.dataset.state = 'closed';
    lastClosed = Date.now();
    removeEventListener('scroll', onScroll);
    document.removeEventListener('keydown', onKey);
  };
  // A scroll event that did not move the page (a late one from an earlier scroll) is ignored.
  const onScroll = () => {
    if (Math.abs(scrollY - openedAt.y) >= 1 || Math.abs(scrollX - openedAt.x) >= 1) close();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const schedule = () => {
    if (!tip.hidden) return;
    clearTimeout(timer);
    if (Date.now() - lastClosed < TOOLTIP_SKIP_DELAY_MS) open();
    else timer = setTimeout(open, TOOLTIP_OPEN_DELAY_MS);
  };

  root.dataset.state = 'closed';
  root.addEventListener('pointerenter', schedule);
  root.addEventListener('pointerleave', close);
  link.addEventListener('focus', schedule);
  link.addEventListener('blur', close);
  link.addEventListener('click', close);
  link.addEventListener('keydown', onKey); // Escape before the tooltip opened cancels the timer.
}

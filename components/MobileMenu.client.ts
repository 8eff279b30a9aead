// Behaviour of the mobile menu: aria-expanded on the button, focus on the current page's link
// as it opens, links close the panel, Escape closes it and returns focus to the button, focus
// stays inside while open, and the page behind does not scroll. Opening and closing themselves
// are the native popover's.
import type { WidgetKit } from '../framework/client/mount.client.ts';
import { DESKTOP_NAV_MIN_WIDTH } from './constants.ts';

const FOCUSABLE = 'a[href], button:not([disabled])';

export default function initMobileMenu(root: HTMLElement, { listen }: WidgetKit): void {
  const button = root.querySelector<HTMLButtonElement>('.nav__toggle');
  const panel = root.querySelector<HTMLElement>('.nav__panel');
  if (!button || !panel) throw new Error('Mobile menu markup is incomplete');
  if (typeof panel.showPopover !== 'function') return; // Old browsers: the links show inline (CSS).

  button.setAttribute('aria-expanded', 'false');

  // beforetoggle fires synchronously as the popover opens or closes, so the state and the
  // scroll lock never lag behind; focus can only move once the panel is shown (toggle).
  listen<ToggleEvent>(panel, 'beforetoggle', (event) => {
    const open = event.newState === 'open';
    button.setAttribute('aria-expanded', String(open));
    document.documentElement.classList.toggle('menu-open', open);
  });
  listen<ToggleEvent>(panel, 'toggle', (event) => {
    const open = event.newState === 'open';
    // Focus starts on the current page's link, else the first: one selector list would take
    // whichever of the two comes first in the panel.
    if (open) (panel.querySelector<HTMLElement>('[aria-current="page"]') ?? panel.querySelector('a[href]'))?.focus();
    else if (panel.contains(document.activeElement) || document.activeElement === document.body) button.focus();
  });

  // A tapped link closes the menu before the browser follows it.
  listen(panel, 'click', (event) => {
    if ((event.target as Element).closest('a[href]')) panel.hidePopover();
  });

  // Focus trap while open: Tab and Shift+Tab cycle through the panel's own controls. Closed, and
  // on wide screens, where the panel is the header's link row, Tab goes on through the page.
  listen<KeyboardEvent>(panel, 'keydown', (event) => {
    if (event.key !== 'Tab' || !panel.matches(':popover-open')) return;
    const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  // Growing past the breakpoint shows the inline links; a leftover open panel would trap focus.
  listen<MediaQueryListEvent>(matchMedia(`(min-width: ${DESKTOP_NAV_MIN_WIDTH}px)`), 'change', (event) => {
    if (event.matches && panel.matches(':popover-open')) panel.hidePopover();
  });
}

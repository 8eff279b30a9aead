// Pricing tabs: the WAI-ARIA tabs pattern with automatic activation
// (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). The HTML is a row of in-page links and
// every panel visible; here the links become tabs, the inactive panel is hidden and each
// panel's h2 is kept for screen readers only (the selected tab already names it).
import type { WidgetKit } from '../../framework/client/mount.client.ts';

export default function initPricingTabs(root: HTMLElement, { listen }: WidgetKit): void {
  const list = root.querySelector<HTMLElement>('.pricing-tabs__list');
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('.pricing-tabs__tab')];
  const panels = tabs.map((tab) => root.querySelector<HTMLElement>((tab.getAttribute('href') ?? '#-').replace(/^#(.*)$/, '[id="$1"]')));
  if (!list || !tabs.length || panels.some((p) => !p)) throw new Error('PricingTabs: every tab needs its panel');

  list.setAttribute('role', 'tablist');
  tabs.forEach((tab, i) => {
    const panel = panels[i]!;
    tab.removeAttribute('href');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    panel.querySelector('h2')?.classList.add('visually-hidden');
  });

  const select = (i: number, focus: boolean) => {
    tabs.forEach((tab, j) => {
      tab.setAttribute('aria-selected', String(i === j));
      tab.tabIndex = i === j ? 0 : -1;
      panels[j]!.hidden = i !== j;
    });
    if (focus) tabs[i]?.focus();
  };

  listen(list, 'click', (event) => {
    const i = tabs.indexOf((event.target as Element).closest('[role="tab"]') as HTMLAnchorElement);
    if (i >= 0) select(i, true);
  });
  listen<KeyboardEvent>(list, 'keydown', (event) => {
    const current = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next > last ? 0 : next < 0 ? last : next, true);
  });

  // The colours ease from the reader's first pointer or focus on the row on (PricingTabs.css).
  const ease = () => (list.dataset.eased = '');
  listen(list, 'pointerenter', ease, { once: true });
  listen(list, 'focusin', ease, { once: true });

  // A shared link to a panel (#panel-photobooth) opens its tab; otherwise the first (default).
  const linked = panels.findIndex((p) => location.hash === `#${p!.id}`);
  select(Math.max(linked, 0), false);
}

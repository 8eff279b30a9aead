// Pricing tabs: the WAI-ARIA tabs pattern with automatic activation
// (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). The HTML is a row of in-page links and
// every panel visible; here the links become tabs, the inactive panel is hidden and each
// panel's h2 is kept for screen readers only (the selected tab already names it).
// The address follows the tabs: a panel's id is its tab's, so /pricing#photobooth opens that
// tab, a later change of the fragment (a link, Back, Forward) switches to the tab it names, and
// choosing a tab writes its id there, for the reader to share.
import type { WidgetKit } from '../../framework/client/mount.client.ts';

export default function initPricingTabs(root: HTMLElement, { listen, afterLoad }: WidgetKit): void {
  const list = root.querySelector<HTMLElement>('.pricing-tabs__list');
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('.pricing-tabs__tab')];
  const panels = tabs.map((tab) => document.getElementById((tab.getAttribute('href') ?? '').slice(1)));
  if (!list || !tabs.length || panels.some((p) => !p || !root.contains(p))) throw new Error('PricingTabs: every tab needs its panel');

  /** The tab whose panel the address names: its index, -1 for none, null for another fragment. */
  const named = (): number | null => {
    if (location.hash === '') return -1;
    const i = panels.findIndex((p) => location.hash === `#${p!.id}`);
    return i >= 0 ? i : null;
  };
  const linked = named() ?? -1;

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

  /** The reader's choice: the address names it too. Replaced, not pushed, so it neither scrolls
   *  nor adds a step to Back, which still leaves the page. */
  const choose = (i: number) => {
    select(i, true);
    history.replaceState(history.state, '', `#${panels[i]!.id}`);
  };

  /** A fragment that names a tab brings the tab row into view, above the panel it opens. */
  const reveal = () => {
    const row = list.getBoundingClientRect();
    const header = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (row.top < header || row.bottom > innerHeight) list.scrollIntoView({ block: 'start' });
  };

  listen(list, 'click', (event) => {
    const i = tabs.indexOf((event.target as Element).closest('[role="tab"]') as HTMLAnchorElement);
    if (i >= 0) choose(i);
  });
  listen<KeyboardEvent>(list, 'keydown', (event) => {
    const current = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next > last ? 0 : next < 0 ? last : next);
  });
  // Back and Forward between fragments fire it too. An empty fragment is the page as it loads,
  // the default tab; any other (the skip link's #main) is not about the tabs.
  listen(window, 'hashchange', () => {
    const i = named();
    if (i === null) return;
    select(Math.max(i, 0), false);
    if (i >= 0) reveal();
  });

  // The colours ease from the reader's first pointer or focus on the row on (PricingTabs.css).
  const ease = () => (list.dataset.eased = '');
  listen(list, 'pointerenter', ease, { once: true });
  listen(list, 'focusin', ease, { once: true });

  // A link to a tab (/pricing#photobooth) opens it; otherwise the first (the default). Until
  // now only the default panel showed (PricingTabs.css), so the linked one takes its place
  // without moving anything; once the page has loaded, the tab row above it comes into view.
  select(Math.max(linked, 0), false);
  if (linked >= 0) afterLoad(reveal);
}

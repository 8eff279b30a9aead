// Pricing tabs: DJ Services (default) and Photobooth.
// The HTML works without JavaScript: the tab row is a list of in-page links and every panel
// shows, one after the other, under its own h2. PricingTabs.client.ts turns it into WAI-ARIA
// tabs (tablist/tab/tabpanel, roving tabindex, arrows, Home and End, automatic activation) and
// hides the inactive panel. The tab row keeps its size and place, so nothing shifts.
// A panel's id is its tab's id from the content ('photobooth'), so /pricing#photobooth lands on
// that panel without JavaScript and opens that tab with it; other pages link to a tab so.
import type { ReactNode } from 'react';
import { useWidget } from '../../framework/build/widget.ts';

export interface PricingTab {
  id: string;
  label: string;
  heading: string;
  content: ReactNode;
}

export interface PricingTabsProps {
  tabs: readonly PricingTab[];
  label?: string;
}

export function PricingTabs({ tabs, label = 'Pricing categories' }: PricingTabsProps) {
  const widget = useWidget(new URL('./PricingTabs.client.ts', import.meta.url));
  return (
    <div className="pricing-tabs" {...widget}>
      <nav className="pricing-tabs__list" aria-label={label}>
        {tabs.map((tab, i) => (
          <a key={tab.id} id={`tab-${tab.id}`} className="pricing-tabs__tab" href={`#${tab.id}`} data-default={i === 0 ? '' : undefined}>
            {tab.label}
          </a>
        ))}
      </nav>
      {tabs.map((tab) => (
        <section key={tab.id} id={tab.id} className="pricing-tabs__panel" aria-labelledby={`heading-${tab.id}`}>
          <h2 id={`heading-${tab.id}`} className="pricing-tabs__heading">
            {tab.heading}
          </h2>
          {tab.content}
        </section>
      ))}
    </div>
  );
}

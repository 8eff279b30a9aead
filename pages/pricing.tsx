// Pricing: a light page under the solid header. Title, the disclaimer as a
// note, the DJ Services / Photobooth tabs with three tiers each, and 'Contact Us For Custom Quote'.

import { Button } from '../components/sections/Button.tsx';
import { Notice } from '../components/sections/Notice.tsx';
import { SectionHeading } from '../components/sections/SectionHeading.tsx';
import { TierGrid } from '../components/sections/TierCard.tsx';
import { PricingTabs } from '../components/widgets/PricingTabs.tsx';
import type { SiteContent } from '../content/schema.ts';
import { useContent } from '../kit/build/content.ts';
import type { PageMeta } from '../kit/build/page.ts';

export function meta({ pricing }: SiteContent): PageMeta {
  return { ...pricing.meta, header: 'solid' };
}

export default function PricingPage() {
  const { title, intro, disclaimer, tabs, customQuote } = useContent().pricing;
  return (
    <div className="surface-light pricing-page">
      <section className="section pricing" aria-labelledby="page-title">
        <div className="container">
          <SectionHeading id="page-title" level={1} title={title} intro={intro} />
          <Notice>{disclaimer}</Notice>
          <PricingTabs
            tabs={tabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              heading: tab.heading,
              content: <TierGrid tabId={tab.id} tiers={tab.tiers} />,
            }))}
          />
        </div>
      </section>
      <div className="section section--join custom-quote">
        <div className="container">
          <div className="custom-quote__panel">
            <p className="custom-quote__text">{customQuote.text}</p>
            <Button href={customQuote.href}>{customQuote.label}</Button>
          </div>
        </div>
      </div>
    </div>
  );
}

// Pricing: a light page under the solid header: the title, the disclaimer as a note, a tab
// per kind of service with its tiers, and the call for a custom quote.

import { useContent } from '../components/content.ts';
import { JsonLd } from '../components/JsonLd.tsx';
import { Button } from '../components/sections/Button.tsx';
import { Notice } from '../components/sections/Notice.tsx';
import { SectionHeading } from '../components/sections/SectionHeading.tsx';
import { TierGrid } from '../components/sections/TierCard.tsx';
import { pageUrlOf, pricingJsonLd } from '../components/structured-data.ts';
import { PricingTabs } from '../components/widgets/PricingTabs.tsx';
import type { SiteContent } from '../content/schema/index.ts';
import { useBuild } from '../framework/build/context.ts';
import type { PageMeta } from '../framework/build/page.ts';

export function meta({ pricing }: SiteContent): PageMeta {
  return { ...pricing.meta, header: 'solid' };
}

export default function PricingPage() {
  const { pricing } = useContent();
  const { title, intro, disclaimer, tabs, customQuote } = pricing;
  const { siteUrl, route } = useBuild();
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
      {route !== null && <JsonLd data={pricingJsonLd(pricing, siteUrl, pageUrlOf(siteUrl, route))} />}
    </div>
  );
}

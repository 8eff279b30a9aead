// Services: the hero, a block per service, the call for a custom quote, the steps of how it
// works, the questions and answers, and the closing call to action.

import { useContent } from '../components/content.ts';
import { Button } from '../components/sections/Button.tsx';
import { CallToAction } from '../components/sections/CallToAction.tsx';
import { Faq } from '../components/sections/Faq.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { ProcessSteps } from '../components/sections/ProcessSteps.tsx';
import { SectionHeading } from '../components/sections/SectionHeading.tsx';
import { ServiceBlock } from '../components/sections/ServiceBlock.tsx';
import type { SiteContent } from '../content/schema/index.ts';
import type { PageMeta } from '../framework/build/page.ts';

export function meta({ services }: SiteContent): PageMeta {
  return { ...services.meta };
}

export default function ServicesPage() {
  const { hero, items, quoteCta, howItWorks, faq, closing } = useContent().services;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <div className="section">
        <div className="container">
          <div className="service-blocks">
            {items.map((service, i) => (
              <ServiceBlock key={service.id} service={service} index={i} />
            ))}
          </div>
          <div className="section-actions">
            <Button href={quoteCta.href}>{quoteCta.label}</Button>
          </div>
        </div>
      </div>
      <section className="section surface-night" aria-labelledby="how-title">
        <div className="container">
          <SectionHeading id="how-title" title={howItWorks.title} />
          <ProcessSteps steps={howItWorks.steps} />
        </div>
      </section>
      <Faq id="faq-title" title={faq.title} items={faq.items} />
      <CallToAction id="closing-title" title={closing.title} text={closing.text} cta={closing.cta} />
    </>
  );
}

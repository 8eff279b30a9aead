// Contact: the hero; the contact details beside the booking form; the booking process; the
// questions and answers.

import { useContent } from '../components/content.ts';
import { ContactDetails } from '../components/sections/ContactDetails.tsx';
import { Faq } from '../components/sections/Faq.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { ProcessSteps } from '../components/sections/ProcessSteps.tsx';
import { SectionHeading } from '../components/sections/SectionHeading.tsx';
import { BookingWidget } from '../components/widgets/BookingWidget.tsx';
import type { SiteContent } from '../content/schema/index.ts';
import type { PageMeta } from '../framework/build/page.ts';

export function meta({ contact }: SiteContent): PageMeta {
  return { ...contact.meta };
}

export default function ContactPage() {
  const { hero, form, process, faq } = useContent().contact;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <div className="section contact">
        <div className="container contact__columns">
          <ContactDetails />
          <section className="contact__form surface-white" aria-labelledby="form-title">
            <h2 id="form-title" className="contact__form-title">
              {form.title}
            </h2>
            <p className="contact__form-intro">{form.intro}</p>
            <BookingWidget />
          </section>
        </div>
      </div>
      <section className="section surface-night" aria-labelledby="process-title">
        <div className="container">
          <SectionHeading id="process-title" title={process.title} />
          <ProcessSteps steps={process.steps} />
        </div>
      </section>
      <Faq id="faq-title" title={faq.title} items={faq.items} />
    </>
  );
}

// Home: the video hero (no title over it), the banner with the page's h1, the featured
// services, the booking process, the about section, testimonials and a closing call to action.

import { useContent } from '../components/content.ts';
import { AboutSection } from '../components/sections/AboutSection.tsx';
import { Banner } from '../components/sections/Banner.tsx';
import { Button } from '../components/sections/Button.tsx';
import { CallToAction } from '../components/sections/CallToAction.tsx';
import { ProcessSteps } from '../components/sections/ProcessSteps.tsx';
import { SectionHeading } from '../components/sections/SectionHeading.tsx';
import { ServiceCards } from '../components/sections/ServiceCards.tsx';
import { Testimonials } from '../components/sections/Testimonials.tsx';
import { HeroVideo } from '../components/widgets/HeroVideo.tsx';
import type { SiteContent } from '../content/schema/index.ts';
import type { PageMeta } from '../framework/build/page.ts';

/** The banner after the hero: where the hero's scroll cue leads. */
const INTRO_ID = 'intro';

export function meta({ home }: SiteContent): PageMeta {
  return { ...home.meta };
}

export default function HomePage() {
  const { home, services: servicesContent, site } = useContent();
  const { hero, banner, services, process, about, testimonials, closing } = home;
  return (
    <>
      <HeroVideo
        video={hero.video}
        posterAlt={hero.posterAlt}
        pauseLabel={hero.pauseLabel}
        playLabel={hero.playLabel}
        scrollLabel={hero.scrollLabel}
        nextSectionId={INTRO_ID}
      />
      <Banner
        sectionId={INTRO_ID}
        id="banner-title"
        level={1}
        eyebrow={site.tagline}
        title={banner.title}
        text={banner.text}
        cta={banner.cta}
        image={banner.image}
      />
      <section className="section surface-night" aria-labelledby="services-title">
        <div className="container">
          <SectionHeading id="services-title" eyebrow={services.eyebrow} title={services.title} intro={services.intro} />
          <ServiceCards services={servicesContent.items.filter((s) => s.featured)} />
          <div className="section-actions">
            <Button href={services.cta.href} variant="secondary">
              {services.cta.label}
            </Button>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="process-title">
        <div className="container">
          <SectionHeading id="process-title" title={process.title} intro={process.intro} />
          <ProcessSteps steps={process.steps} />
          <div className="section-actions">
            <Button href={process.cta.href}>{process.cta.label}</Button>
          </div>
        </div>
      </section>
      <AboutSection about={about} />
      <Testimonials title={testimonials.title} items={testimonials.items} />
      <CallToAction id="closing-title" title={closing.title} text={closing.text} cta={closing.cta} image={closing.image} />
    </>
  );
}

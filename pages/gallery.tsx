// Gallery: hero, 'Event Highlights' (two videos), 'Event Portfolio'
// (filters, grid, lightbox), a 'Get in Touch' call to action and the final 'Plan Your Event' banner.
import type { SiteContent } from '../content/schema.ts';
import { useContent } from '../kit/build/content.ts';
import type { PageMeta } from '../kit/build/page.ts';
import { Banner } from '../components/sections/Banner.tsx';
import { CallToAction } from '../components/sections/CallToAction.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { SectionHeading } from '../components/sections/SectionHeading.tsx';
import { GalleryPortfolio } from '../components/widgets/GalleryPortfolio.tsx';
import { HighlightVideo } from '../components/widgets/HighlightVideo.tsx';

export function meta({ gallery }: SiteContent): PageMeta {
  return { ...gallery.meta };
}

export default function GalleryPage() {
  const { hero, highlights, portfolio, photos, unavailableText, cta, banner } = useContent().gallery;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <section className="section" aria-labelledby="highlights-title">
        <div className="container">
          <SectionHeading id="highlights-title" title={highlights.title} />
          <div className="highlights">
            {highlights.videos.map((v) => (
              <HighlightVideo
                key={v.caption}
                video={v.video}
                caption={v.caption}
                fallbackText={highlights.fallbackText}
                playLabel={highlights.playLabel}
              />
            ))}
          </div>
        </div>
      </section>
      <section className="section section--join" aria-labelledby="portfolio-title">
        <div className="container">
          <SectionHeading id="portfolio-title" title={portfolio.title} />
          <GalleryPortfolio categories={portfolio.categories} photos={photos} unavailableText={unavailableText} />
        </div>
      </section>
      <CallToAction id="cta-title" title={cta.title} text={cta.text} cta={{ label: cta.label, href: cta.href }} />
      <Banner id="plan-title" title={banner.title} text={banner.text} cta={banner.cta} />
    </>
  );
}

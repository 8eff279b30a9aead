// Home: 'What Our Clients Say', the quotes, and the Google reviews button with its tooltip.
import type { Testimonial } from '../../content/schema/index.ts';
import { useContent } from '../content.ts';
import { TooltipLink } from '../widgets/TooltipLink.tsx';
import { CardGrid } from './CardGrid.tsx';
import { SectionHeading } from './SectionHeading.tsx';

interface Props {
  title: string;
  items: readonly Testimonial[];
}

export function Testimonials({ title, items }: Props) {
  const { site } = useContent();
  return (
    <section className="testimonials section surface-night" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading id="testimonials-title" title={title} />
        {/* Quotes need a wide measure: stacked up to tablet width, up to three in a row beyond. */}
        <CardGrid items={items} columns={{ md: 2, lg: 3 }} maxCard="40rem" parts={2} className="testimonials__list" itemKey={(t) => t.name}>
          {(t) => (
            <figure className="testimonial">
              <span className="testimonial__mark" aria-hidden="true">
                “
              </span>
              <blockquote className="testimonial__quote">
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className="testimonial__by">
                <span className="testimonial__name">{t.name}</span>
                <span className="testimonial__role">{t.role}</span>
              </figcaption>
            </figure>
          )}
        </CardGrid>
        <div className="section-actions">
          <TooltipLink
            href={site.googleReviews.href}
            label={site.googleReviews.label}
            tooltip={site.googleReviews.tooltip}
            className="testimonials__reviews"
          />
        </div>
      </div>
    </section>
  );
}

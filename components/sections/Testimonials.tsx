// Home: 'What Our Clients Say', three quotes, and the Google reviews button with its tooltip.
import { site } from '../../content/index.ts';
import type { Testimonial } from '../../content/schema.ts';
import { TooltipLink } from '../widgets/TooltipLink.tsx';
import { SectionHeading } from './SectionHeading.tsx';

interface Props {
  title: string;
  items: readonly Testimonial[];
}

export function Testimonials({ title, items }: Props) {
  return (
    <section className="testimonials section surface-night" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading id="testimonials-title" title={title} />
        <ul className="testimonials__list">
          {items.map((t) => (
            <li key={t.name}>
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
            </li>
          ))}
        </ul>
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

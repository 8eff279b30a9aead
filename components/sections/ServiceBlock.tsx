// Services: one service with its anchor id, photo, description and five features, and a link to
// its tab of /pricing when it names one (content/schema/cross-checks.ts makes sure the tab exists).
// Blocks alternate the photo's side on wide screens.
import { Check } from 'lucide-react';
import type { Service } from '../../content/schema/index.ts';
import { useContent } from '../content.ts';
import { Picture } from '../Picture.tsx';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

interface Props {
  service: Service;
  index: number;
}

export function ServiceBlock({ service, index }: Props) {
  const { pricingLabel } = useContent().services;
  const titleId = `${service.id}-title`;
  return (
    <article id={service.id} className={`service-block${index % 2 ? ' service-block--flip' : ''}`} aria-labelledby={titleId}>
      <div className="service-block__media">
        <Picture image={service.image} layout="split" decorative imgClassName="service-block__img" />
      </div>
      <div className="service-block__text">
        <p className="service-block__kicker">
          <span className="service-block__icon">
            <Icon name={service.icon} size={22} />
          </span>
          <span className="service-block__index">{String(index + 1).padStart(2, '0')}</span>
        </p>
        <h2 id={titleId}>{service.title}</h2>
        <p className="service-block__description">{service.description}</p>
        <ul className="service-block__features">
          {service.features.map((f) => (
            <li key={f}>
              <Check className="service-block__check" size={18} strokeWidth={2} aria-hidden="true" focusable="false" />
              <span>{f}</span>
            </li>
          ))}
        </ul>
        {service.pricingTab !== undefined && (
          <Button href={`/pricing#${service.pricingTab}`} variant="secondary" className="service-block__pricing" describedBy={titleId}>
            {pricingLabel}
          </Button>
        )}
      </div>
    </article>
  );
}

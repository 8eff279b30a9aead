// Home: 'Our Premium Services', a photo card per featured service (services.ts marks them
// `featured` and gives each a `summary`), each linking to its block on /services. A card's three
// parts (photo, title, text) line up with its neighbours' (CardGrid).
import type { Service } from '../../content/schema/index.ts';
import { SERVICE_CARD_MAX } from '../image-layouts.ts';
import { Picture } from '../Picture.tsx';
import { CardGrid } from './CardGrid.tsx';
import { Icon } from './Icon.tsx';

interface Props {
  services: readonly Service[];
}

export function ServiceCards({ services }: Props) {
  return (
    <CardGrid
      items={services}
      columns={{ md: 3, lg: 4 }}
      maxCard={`${SERVICE_CARD_MAX / 16}rem`}
      parts={3}
      className="service-cards"
      itemClassName="service-card"
      itemKey={(s) => s.id}
    >
      {(service, _, sizes) => (
        <>
          <div className="service-card__media">
            <Picture image={service.image} layout="card" sizes={sizes} decorative imgClassName="service-card__img" />
            <span className="service-card__icon">
              <Icon name={service.icon} size={22} />
            </span>
          </div>
          <div className="service-card__body">
            <h3 className="service-card__title">
              {/* The title is the link; its ::after stretches over the whole card. */}
              <a href={`/services#${service.id}`}>{service.title}</a>
            </h3>
            <p>{service.summary}</p>
          </div>
        </>
      )}
    </CardGrid>
  );
}

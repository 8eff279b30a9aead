// Home: 'Our Premium Services', four photo cards, each linking to its block on /services.
import type { ServiceCard } from '../../content/schema.ts';
import { Picture } from '../Picture.tsx';
import { Icon } from './Icon.tsx';

interface Props {
  cards: readonly ServiceCard[];
}

export function ServiceCards({ cards }: Props) {
  return (
    <ul className="service-cards">
      {cards.map((card) => (
        <li key={card.title} className="service-card">
          <div className="service-card__media">
            <Picture image={card.image} layout="card" decorative imgClassName="service-card__img" />
            <span className="service-card__icon">
              <Icon name={card.icon} size={22} />
            </span>
          </div>
          <div className="service-card__body">
            <h3 className="service-card__title">
              {/* The title is the link; its ::after stretches over the whole card. */}
              <a href={card.href}>{card.title}</a>
            </h3>
            <p>{card.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

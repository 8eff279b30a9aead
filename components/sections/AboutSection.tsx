// Home: the about section (text with 'over a decade', 'View Our Gallery', four photos).
import type { Home } from '../../content/schema/index.ts';
import { Picture } from '../Picture.tsx';
import { Button } from './Button.tsx';

interface Props {
  about: Home['about'];
}

export function AboutSection({ about }: Props) {
  return (
    <section className="about section" aria-labelledby="about-title">
      <div className="container about__inner">
        <div className="about__text">
          <p className="eyebrow">{about.eyebrow}</p>
          <h2 id="about-title">{about.title}</h2>
          {about.paragraphs.map((p, i) => (
            <p key={i} className={i === 0 ? 'about__lead' : undefined}>
              {p}
            </p>
          ))}
          <div>
            <Button href={about.cta.href} variant="secondary">
              {about.cta.label}
            </Button>
          </div>
        </div>
        <ul className="about__photos">
          {about.photos.map((p, i) => (
            <li key={i}>
              <Picture image={p.image} layout="about" alt={p.alt} imgClassName="about__img" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// A closing call to action. With a photo: full-bleed behind a scrim (home). Without: a framed
// panel on the dark page (services, gallery, team).
import type { Photo } from '../../content/media-types.ts';
import { Picture } from '../Picture.tsx';
import { Button } from './Button.tsx';

interface Props {
  id: string;
  title: string;
  text: string;
  cta: { label: string; href: string };
  image?: Photo;
  eyebrow?: string;
}

export function CallToAction({ id, title, text, cta, image, eyebrow }: Props) {
  return (
    <section className={`cta section${image ? ' cta--photo' : ''}`} aria-labelledby={id}>
      {image && (
        <>
          <Picture image={image} layout="full" decorative className="cta__media" imgClassName="cta__img" />
          <div className="cta__scrim" />
        </>
      )}
      <div className="container">
        <div className="cta__panel">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id} className="cta__title">
            {title}
          </h2>
          <p className="cta__text">{text}</p>
          <Button href={cta.href}>{cta.label}</Button>
        </div>
      </div>
    </section>
  );
}

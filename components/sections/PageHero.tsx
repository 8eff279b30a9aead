// The dark photo hero that opens an inner page (services, gallery, contact). It sits under the
// translucent fixed header; the photo is decorative (the heading carries the meaning) and is the
// page's LCP image. Text sits on a gradient scrim, never on the raw photo.
import type { ReactNode } from 'react';
import type { Photo } from '../../content/media-types.ts';
import { Picture } from '../Picture.tsx';

interface Props {
  title: string;
  subtitle: string;
  image: Photo;
  eyebrow?: string;
  children?: ReactNode;
}

export function PageHero({ title, subtitle, image, eyebrow, children }: Props) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <Picture image={image} layout="full" decorative priority className="page-hero__media" imgClassName="page-hero__img" />
      <div className="page-hero__scrim" />
      <div className="container page-hero__content">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{title}</h1>
        <p className="page-hero__subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}

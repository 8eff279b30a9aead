// A statement band: title, short text and one call to action. With a photo it is a split
// layout (home, where its title is the page's h1); without, a glowing centred band (gallery).

import type { Photo } from '../../content/media-types.ts';
import type { Link } from '../../content/schema/index.ts';
import { Picture } from '../Picture.tsx';
import { Button } from './Button.tsx';

interface Props {
  /** The heading's id, which names the section. */
  id: string;
  /** The section's own id, for an in-page link to it (the home hero's scroll cue). */
  sectionId?: string;
  title: string;
  text: string;
  cta: Link;
  eyebrow?: string;
  /** Without alt text the photo is treated as decorative (the text carries the message). */
  image?: Photo;
  imageAlt?: string;
  level?: 1 | 2;
}

export function Banner({ id, sectionId, title, text, cta, eyebrow, image, imageAlt, level = 2 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section id={sectionId} className={`banner section${image ? ' banner--split' : ' banner--glow'}`} aria-labelledby={id}>
      <div className="container banner__inner">
        <div className="banner__text">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading id={id} className="banner__title">
            {title}
          </Heading>
          <p className="banner__lead">{text}</p>
          <div>
            <Button href={cta.href}>{cta.label}</Button>
          </div>
        </div>
        {image && (
          <div className="banner__media">
            <Picture
              image={image}
              layout="banner"
              alt={imageAlt}
              decorative={!imageAlt}
              className="banner__picture"
              imgClassName="banner__img"
            />
          </div>
        )}
      </div>
    </section>
  );
}

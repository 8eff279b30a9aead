// A page of text (our story, a policy, a planning guide) on a light surface: the title, an
// optional lead, then the text in a reading measure. The children are plain elements (h2, h3, p,
// ul, ol, li, a, strong, em, blockquote, hr): Prose.css gives them the site's type, so a text
// page needs no class names of its own. docs/content-guide.md ("Adding a page") starts from it.
import type { ReactNode } from 'react';

interface Props {
  title: string;
  lead?: ReactNode;
  /** A small line under the lead, such as the date a policy takes effect. */
  note?: ReactNode;
  eyebrow?: string;
  /** The title's id, for aria-labelledby. */
  id?: string;
  /** 1 when the text opens the page (the default); 2 under another section's h1, such as a PageHero. */
  level?: 1 | 2;
  children: ReactNode;
}

export function Prose({ title, lead, note, eyebrow, id = 'page-title', level = 1, children }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`prose-page section surface-light prose-page--h${level}`} aria-labelledby={id}>
      <div className="prose-page__inner">
        <div className="prose-page__head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading id={id} className="prose-page__title">
            {title}
          </Heading>
          {lead && <p className="lead">{lead}</p>}
          {note && <p className="prose-page__note">{note}</p>}
        </div>
        <div className="prose">{children}</div>
      </div>
    </section>
  );
}

// The heading block that opens a section: optional eyebrow, the title, optional intro.
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  align?: 'center' | 'start';
  level?: 1 | 2;
}

export function SectionHeading({ id, title, eyebrow, intro, align = 'center', level = 2 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`section-head${align === 'center' ? ' section-head--center' : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id}>{title}</Heading>
      {intro && <p className="section-head__intro">{intro}</p>}
    </div>
  );
}

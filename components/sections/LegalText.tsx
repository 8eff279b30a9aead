// A legal page (the privacy policy, the terms of service) from its content: a Prose page with
// its title and lead, the date it takes effect, then each section's heading, paragraphs and
// bullet points. {brand}, {email}, {phone} and {provider} are filled in from content/site.yaml,
// the e-mail address and the phone number as links. A section's legal review note is the
// owner's (content/schema/legal.ts) and is never rendered.
import { Fragment, type ReactNode } from 'react';
import { type LegalPage, shownDate, splitPlaceholders } from '../../content/schema/index.ts';
import { useContent } from '../content.ts';
import { Prose } from './Prose.tsx';

export function LegalText({ page }: { page: LegalPage }) {
  const { site } = useContent();
  const fill = (text: string): ReactNode =>
    splitPlaceholders(text).map((part, i) => {
      if (typeof part === 'string') return part;
      switch (part.placeholder) {
        case 'brand':
          return site.brand;
        case 'provider':
          return site.booking.provider;
        case 'email':
          return (
            <a key={i} href={site.email.href}>
              {site.email.display}
            </a>
          );
        case 'phone':
          return (
            <a key={i} href={site.phone.href}>
              {site.phone.display}
            </a>
          );
      }
    });
  return (
    <Prose
      title={page.title}
      lead={fill(page.lead)}
      note={
        <>
          {page.effectiveLabel} <time dateTime={page.effectiveDate}>{shownDate(page.effectiveDate)}</time>
        </>
      }
    >
      {page.sections.map((section, i) => (
        <Fragment key={i}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph, j) => (
            <p key={j}>{fill(paragraph)}</p>
          ))}
          {section.bullets && section.bullets.length > 0 && (
            <ul>
              {section.bullets.map((bullet, j) => (
                <li key={j}>{fill(bullet)}</li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </Prose>
  );
}

// Frequently asked questions as native <details>/<summary>: works without JavaScript, and
// find-in-page opens the matching answer. Heading beside the list on wide screens. Search
// engines get the same questions as a FAQPage (structured data) of the page that shows them.
import type { FaqItem } from '../../content/schema/index.ts';
import { useBuild } from '../../framework/build/context.ts';
import { JsonLd } from '../JsonLd.tsx';
import { faqJsonLd, pageUrlOf } from '../structured-data.ts';

interface Props {
  id: string;
  title: string;
  items: readonly FaqItem[];
  eyebrow?: string;
}

export function Faq({ id, title, items, eyebrow }: Props) {
  const { siteUrl, route } = useBuild();
  return (
    <section className="faq section surface-light" aria-labelledby={id}>
      <div className="container faq__inner">
        <div className="faq__head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id}>{title}</h2>
        </div>
        <div className="faq__list">
          {items.map((item) => (
            <details key={item.question} className="faq__item">
              <summary className="faq__question">
                <span>{item.question}</span>
                <span className="faq__toggle" aria-hidden="true" />
              </summary>
              <p className="faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
      {route !== null && <JsonLd data={faqJsonLd(items, pageUrlOf(siteUrl, route))} />}
    </section>
  );
}

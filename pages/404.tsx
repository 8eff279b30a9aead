// The 404 page: one heading, the message, and links home and to the contact page.
// NotFoundLogger logs the unknown path in the browser.

import { useContent } from '../components/content.ts';
import { Button } from '../components/sections/Button.tsx';
import { NotFoundLogger } from '../components/widgets/NotFoundLogger.tsx';
import type { SiteContent } from '../content/schema/index.ts';
import type { PageMeta } from '../framework/build/page.ts';

export function meta({ notFound }: SiteContent): PageMeta {
  return { ...notFound.meta };
}

export default function NotFoundPage() {
  const { notFound } = useContent();
  return (
    <section className="not-found" aria-labelledby="page-title">
      <div className="container not-found__inner">
        <h1 id="page-title" className="not-found__title">
          <span className="not-found__code">{notFound.code}</span> {notFound.title}
        </h1>
        <p className="not-found__message">{notFound.message}</p>
        <div className="not-found__actions">
          <Button href={notFound.home.href}>{notFound.home.label}</Button>
          <Button href={notFound.help.href} variant="secondary">
            {notFound.help.label}
          </Button>
        </div>
      </div>
      <NotFoundLogger />
    </section>
  );
}

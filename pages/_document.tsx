// The shell of every page, on the site's side (files starting with '_' are not pages): the build
// renders each page inside this Layout (the site's header and footer: components/SiteLayout.tsx),
// then the whole HTML document with this Document (its <head>: components/HtmlDocument.tsx).

import { useContent } from '../components/content.ts';
import { HtmlDocument } from '../components/HtmlDocument.tsx';
import { SiteLayout } from '../components/SiteLayout.tsx';
import { businessJsonLd } from '../components/structured-data.ts';
import type { DocumentProps, LayoutProps } from '../framework/build/shell.ts';

export function Document({ route, meta, head, bodyHtml }: DocumentProps) {
  const content = useContent();
  const { site } = content;
  // Every page but the 404 page describes the business to search engines.
  const business = businessJsonLd(content, { siteUrl: head.siteUrl, image: head.ogImage, logo: head.siteUrl + head.icons.appleTouch });
  return (
    <HtmlDocument
      {...head}
      jsonLd={route === null ? [] : [business]}
      title={`${meta.title} | ${site.brand}`}
      description={meta.description}
      noindex={route === null}
      ogImageAlt={`${site.brand} logo in gold on a dark background`}
      siteName={site.brand}
      bodyHtml={bodyHtml}
    />
  );
}

export function Layout({ route, meta, children }: LayoutProps) {
  return (
    <SiteLayout route={route} headerStyle={meta.header ?? 'overlay'}>
      {children}
    </SiteLayout>
  );
}

// The shell of every page, on the site's side (files starting with '_' are not pages): the build
// renders each page inside Layout, then the whole HTML document with Document.
import { Document as HtmlDocument } from '../components/Document.tsx';
import { Layout as SiteLayout } from '../components/Layout.tsx';
import { useContent } from '../kit/build/content.ts';
import type { DocumentProps, LayoutProps } from '../kit/build/document.ts';

export function Document({ route, meta, head, bodyHtml }: DocumentProps) {
  const { site } = useContent();
  return (
    <HtmlDocument
      {...head}
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

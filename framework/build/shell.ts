// The document shell: what pages/_document.tsx exports, and what the build computed for it.
import type { ComponentType, ReactNode } from 'react';
import type { Preload } from './context.ts';
import type { PageMeta } from './page.ts';

/** What the build knows about one page's <head>. */
export interface DocumentHead {
  /** The page's Content-Security-Policy in the form a meta element can carry. */
  contentSecurityPolicy: string;
  /** The page's absolute canonical URL; null for the 404 page. */
  canonical: string | null;
  stylesheet: string;
  /** The page's module script, or null when it renders no widget. */
  script: string | null;
  /** The fonts the first view needs. */
  fontPreloads: string[];
  /** What the page's components asked to preload, in the order they asked. */
  preloads: Preload[];
  /** The tab icon (ICO alone: components/HtmlDocument.tsx says why) and the home-screen icon. */
  icons: { ico: string; appleTouch: string };
  /** Absolute URL of the Open Graph image, when there is one. */
  ogImage: string | null;
  /** The site's origin, without a trailing slash: https://www.example.com. */
  siteUrl: string;
}

export interface DocumentProps {
  /** '/', '/services', or null for the 404 page. */
  route: string | null;
  meta: PageMeta;
  head: DocumentHead;
  /** The page's rendered body (its layout included). */
  bodyHtml: string;
}

export interface LayoutProps {
  route: string | null;
  meta: PageMeta;
  children: ReactNode;
}

/** The exports of pages/_document.tsx. */
export interface DocumentShell {
  /** The whole HTML document around a rendered body. */
  Document: ComponentType<DocumentProps>;
  /** What every page's body renders inside (header, main, footer). */
  Layout: ComponentType<LayoutProps>;
}

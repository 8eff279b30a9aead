// The HTML document around a rendered page body: everything in <head>.
import type { DocumentHead } from '../framework/build/shell.ts';
import { JsonLd } from './JsonLd.tsx';

/**
 * What the build computed for the page's head (framework/build/shell.ts), and the words the site
 * adds. The Content-Security-Policy meta comes first after the charset (React keeps the viewport
 * meta between them), before anything it governs, so that the policy holds on hosts that send no
 * headers. The tab icon is the ICO (16, 32 and 48 px) alone: a browser given an SVG icon as well
 * picks it and renders it as a document of its own on the page's main thread, on every load.
 */
export interface HtmlDocumentProps extends DocumentHead {
  /** Structured data about the site, in the head (JSON-LD). */
  jsonLd: object[];
  title: string;
  description: string;
  noindex: boolean;
  /** Describes the Open Graph image (og:image:alt, twitter:image:alt). */
  ogImageAlt?: string;
  siteName: string;
  bodyHtml: string;
}

/** See the head's first comment: a handler only to keep React from moving the link. */
const keepInPlace = () => {};

export function HtmlDocument(props: HtmlDocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={props.contentSecurityPolicy} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        {/* Order matters on a slow first visit: the render-blocking stylesheet first, then the
            first view's image, then its fonts, then the page's script (deferred, being a module).
            React 19 hoists every <link rel="preload"> above the stylesheet unless the link has
            an onLoad handler, which renderToStaticMarkup never writes out (keepInPlace). */}
        <link rel="stylesheet" href={props.stylesheet} />
        {props.preloads.map((p, i) => (
          <link
            key={i}
            rel="preload"
            as={p.as}
            href={p.href}
            type={p.type}
            imageSrcSet={p.imagesrcset}
            imageSizes={p.imagesizes}
            crossOrigin={p.crossOrigin}
            fetchPriority={p.fetchPriority}
            onLoad={keepInPlace}
          />
        ))}
        {props.fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" onLoad={keepInPlace} />
        ))}
        {props.script && <script type="module" src={props.script} />}
        <meta name="description" content={props.description} />
        {props.canonical && <link rel="canonical" href={props.canonical} />}
        {props.noindex && <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#0d0d12" />
        <link rel="icon" href={props.icons.ico} sizes="32x32" />
        <link rel="apple-touch-icon" href={props.icons.appleTouch} />
        <meta property="og:site_name" content={props.siteName} />
        <meta property="og:type" content="website" />
        <meta property="og:title" content={props.title} />
        <meta property="og:description" content={props.description} />
        {props.canonical && <meta property="og:url" content={props.canonical} />}
        {props.ogImage && <meta property="og:image" content={props.ogImage} />}
        {props.ogImage && <meta property="og:image:type" content="image/png" />}
        {props.ogImage && <meta property="og:image:width" content="1200" />}
        {props.ogImage && <meta property="og:image:height" content="630" />}
        {props.ogImage && props.ogImageAlt && <meta property="og:image:alt" content={props.ogImageAlt} />}
        <meta property="og:locale" content="en_US" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={props.title} />
        <meta name="twitter:description" content={props.description} />
        {props.ogImage && <meta name="twitter:image" content={props.ogImage} />}
        {props.ogImage && props.ogImageAlt && <meta name="twitter:image:alt" content={props.ogImageAlt} />}
        {props.jsonLd.map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
      </head>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page body was rendered by React already; this only places it */}
      <body dangerouslySetInnerHTML={{ __html: props.bodyHtml }} />
    </html>
  );
}

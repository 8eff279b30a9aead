// The compose phase (generator/site.tsx lists the phases in order): each page's whole HTML
// document, the site's Document (pages/_document.tsx) around its rendered body, with what the
// build computed for its head; then the headers for every host (generator/headers/), the
// sitemap and robots.txt (generator/seo.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentContext, type SiteContent } from '../kit/build/content.ts';
import type { DocumentHead, DocumentShell } from '../kit/build/document.ts';
import type { ClientBundle, CssBundle } from './bundle.ts';
import { metaContentSecurityPolicy } from './headers/csp.ts';
import { hostHeaders } from './headers/host-headers.ts';
import { serveJson } from './headers/serve-json.ts';
import { lowerCaseAttributeNames } from './html.ts';
import type { IconFiles } from './images/icons.ts';
import type { RenderedPage } from './render.tsx';
import { canonicalUrl, type PageRoute, routesOf } from './routes.ts';
import { robotsTxt, type SeoContent, type SeoContext, sitemapXml, structuredData } from './seo.ts';
import type { SiteSettings } from './site.tsx';
import type { SiteFile } from './write.ts';

/** What every page's head is made from. */
export interface HeadInputs {
  settings: SiteSettings;
  content: SiteContent;
  css: CssBundle;
  clients: ClientBundle;
  icons: IconFiles;
}

/** What the build hands the site's Document for this page's head. */
export function documentHead(rendered: RenderedPage, { settings, content, css, clients, icons }: HeadInputs): DocumentHead {
  const { route, key } = rendered.page;
  const { siteUrl, headerOptions } = settings;
  return {
    contentSecurityPolicy: metaContentSecurityPolicy(route, headerOptions),
    canonical: route ? canonicalUrl(siteUrl, route) : null,
    stylesheet: css.href,
    script: clients.pages.get(key)?.script ?? null,
    fontPreloads: preloadFonts(css.fonts),
    preloads: rendered.preloads,
    icons: { ico: '/favicon.ico', appleTouch: '/apple-touch-icon.png' },
    ogImage: seoContext(siteUrl, icons).image,
    jsonLd: structuredData(route, content as unknown as SeoContent, seoContext(siteUrl, icons)),
  };
}

/** One page's HTML document. */
export function composeDocument(rendered: RenderedPage, head: DocumentHead, shell: DocumentShell, content: SiteContent): string {
  const { Document } = shell;
  const html = renderToStaticMarkup(
    <ContentContext.Provider value={content}>
      <Document route={rendered.page.route} meta={rendered.meta} head={head} bodyHtml={rendered.html} />
    </ContentContext.Provider>,
  );
  return '<!doctype html>' + lowerCaseAttributeNames(html) + '\n';
}

/** The files that describe the whole site: the headers for every host, the sitemap, robots.txt. */
export function siteFiles(pages: readonly PageRoute[], { siteUrl, headerOptions }: SiteSettings): Map<string, SiteFile> {
  return new Map<string, SiteFile>([
    ['serve.json', serveJson([...pages], headerOptions)],
    ['_headers', hostHeaders([...pages], headerOptions)],
    ['sitemap.xml', sitemapXml(siteUrl, routesOf(pages))],
    ['robots.txt', robotsTxt(siteUrl)],
  ]);
}

/** Every page's document, the bundles, the icons, the static assets and the site files: the site but its photos. */
export function composeSite(
  rendered: readonly RenderedPage[],
  shell: DocumentShell,
  inputs: HeadInputs & { staticFiles: ReadonlyMap<string, string> },
): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const page of rendered) files.set(page.page.outFile, composeDocument(page, documentHead(page, inputs), shell, inputs.content));
  for (const f of [...inputs.css.files, ...inputs.clients.files]) files.set(f.path, f.contents);
  for (const [out, contents] of inputs.icons) files.set(out, contents);
  for (const [out, abs] of inputs.staticFiles) files.set(out, { copyFrom: abs });
  for (const [out, contents] of siteFiles(
    rendered.map((r) => r.page),
    inputs.settings,
  ))
    files.set(out, contents);
  return files;
}

function seoContext(siteUrl: string, icons: IconFiles): SeoContext {
  return { siteUrl, image: icons.ogImage ? siteUrl + icons.ogImage : null, logo: `${siteUrl}/apple-touch-icon.png` };
}

/**
 * The fonts the first view needs: the body sans (variable Inter) and the display serif's 500,
 * which sets the headings. The header's wordmark, the one other face on a first screen, is
 * drawn as paths (generator/outline.ts); the serif's italic appears only further down the home
 * page and loads when it is needed. test/browser/fonts.test.ts checks both ways, on every page
 * at 390 and 1440 px: every face a first screen uses is preloaded, and every preload is used.
 * (The browser asks for a face during the first layout, so a face that is not preloaded waits
 * for the stylesheet and then its own download; a preload the first screen does not need
 * competes with the ones it does: docs/decisions.md has the measurements.)
 */
export function preloadFonts(fonts: Map<string, string>): string[] {
  const wanted = [/^inter-latin-wght-normal\.woff2$/, /^cormorant-garamond-latin-500-normal\.woff2$/];
  return wanted.flatMap((re) => [...fonts].filter(([name]) => re.test(name)).map(([, url]) => url));
}

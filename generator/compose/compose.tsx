// The compose phase: each page's document, the site's Document around its rendered body; then the
// headers for every host, the sitemap and robots.txt.
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentContext } from '../../framework/build/content-context.ts';
import type { DocumentHead, DocumentShell } from '../../framework/build/shell.ts';
import type { SiteSettings } from '../build-settings.ts';
import type { CssBundle } from '../bundle/bundle.ts';
import { metaContentSecurityPolicy } from '../headers/csp.ts';
import { hostHeaders } from '../headers/host-headers.ts';
import { nginxConfig } from '../headers/nginx.ts';
import { serveJson } from '../headers/serve-json.ts';
import { HEAD_ICONS, type IconFiles } from '../images/icons.ts';
import type { RenderedPage } from '../render/render.tsx';
import { canonicalUrl, type PageRoute, routesOf } from '../routes.ts';
import type { SiteFile } from '../write/write.ts';
import { lowerCaseAttributeNames } from './html.ts';

export interface HeadInputs {
  settings: SiteSettings;
  content: Record<string, unknown>;
  css: CssBundle;
  /** Each page's script URL, by the page's key. */
  scripts: ReadonlyMap<string, string>;
  icons: IconFiles;
  /** The font files every page preloads (site.config.ts). */
  preloadFonts: readonly RegExp[];
}

/** What the build hands the site's Document for this page's head. */
export function documentHead(rendered: RenderedPage, { settings, css, scripts, icons, preloadFonts }: HeadInputs): DocumentHead {
  const { route, key } = rendered.page;
  const { siteUrl, headerOptions } = settings;
  return {
    contentSecurityPolicy: metaContentSecurityPolicy(route, headerOptions),
    canonical: route ? canonicalUrl(siteUrl, route) : null,
    stylesheet: css.href,
    script: scripts.get(key) ?? null,
    // The built font files whose names match, in the order of the patterns.
    fontPreloads: preloadFonts.flatMap((re) => [...css.fonts].filter(([name]) => re.test(name)).map(([, url]) => url)),
    preloads: rendered.preloads,
    icons: HEAD_ICONS,
    ogImage: icons.ogImage ? siteUrl + icons.ogImage : null,
    siteUrl,
  };
}

export function composeDocument(rendered: RenderedPage, head: DocumentHead, shell: DocumentShell, content: unknown): string {
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
    ['nginx.conf', nginxConfig([...pages], headerOptions)],
    ['sitemap.xml', sitemapXml(siteUrl, routesOf(pages))],
    // The 404 page is not disallowed: crawlers must fetch it to see its noindex.
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`],
  ]);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml listing every route (never the 404 page), with absolute canonical URLs. */
function sitemapXml(siteUrl: string, routes: string[]): string {
  const ordered = [...routes].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  const urls = ordered.map((route) => `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, route))}</loc>\n  </url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

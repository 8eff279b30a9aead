// The files that tell search engines about the site: sitemap.xml (every page's canonical URL)
// and robots.txt. (What a page says about itself, its structured data, the site's own
// components render: components/structured-data.ts.)
import { canonicalUrl } from '../routes.ts';

// ---------------------------------------------------------------------------------------------
// sitemap.xml and robots.txt

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml listing every route (never the 404 page), with absolute canonical URLs. */
export function sitemapXml(siteUrl: string, routes: string[]): string {
  const ordered = [...routes].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  const urls = ordered.map((route) => `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, route))}</loc>\n  </url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  // The 404 page is not disallowed: crawlers must fetch it to see its noindex.
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

// SEO files and structured data: sitemap.xml, robots.txt, and the JSON-LD each page
// carries, all computed from content/ so a business owner changes them by editing content.
//   every page     EntertainmentBusiness (name, phone, e-mail, URL, logo, area, hours, socials)
//   /services      FAQPage from content/services.yaml faq
//   /contact       FAQPage from content/contact.yaml faq
//   /pricing       the pricing tiers as Offers in an OfferCatalog
// A page that needs more renders <JsonLd data={…} /> itself (components/JsonLd.tsx).
import { ContentError } from './errors.ts';
import { canonicalUrl } from './routes.ts';

export type JsonLdObject = { '@context'?: string; '@type': string | string[]; [key: string]: unknown };

// Minimal shapes of the content this module reads (validated by content/schema.ts already).
interface SiteContent {
  brand: string;
  description: string;
  phone: { display: string; href: string };
  email: { display: string; href: string };
  serviceArea: string;
  socials: { name: string; href: string }[];
  officeHours: { days: string; hours: string }[];
}
interface FaqContent {
  items: { question: string; answer: string }[];
}
interface PricingContent {
  tabs: { id: string; label: string; heading: string; tiers: { name: string; price: string; description: string; features: string[] }[] }[];
}
export interface SeoContent {
  site: SiteContent;
  services?: { faq?: FaqContent };
  contact?: { faq?: FaqContent };
  pricing?: PricingContent;
}

export interface SeoContext {
  siteUrl: string; // https://www.elevate-events.example (no trailing slash)
  /** Absolute URL of the Open Graph image (1200×630), used as the business image. */
  image: string | null;
  /** Absolute URL of a square logo (the apple-touch-icon). */
  logo: string | null;
}

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

// ---------------------------------------------------------------------------------------------
// Structured data

/** '$1,500' → 1500; 'Custom' → null. */
export function priceNumber(price: string): number | null {
  const [, amount] = /^\$([\d,]+(?:\.\d+)?)$/.exec(price.trim()) ?? [];
  return amount === undefined ? null : Number(amount.replace(/,/g, ''));
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function dayIndex(word: string): number {
  const w = word.trim().toLowerCase();
  return DAYS.findIndex((d) => d.toLowerCase() === w || d.toLowerCase().slice(0, 3) === w.slice(0, 3));
}

/** 'Monday–Friday' → Monday…Friday; 'Saturday' → [Saturday]; 'Mon, Wed' → [Monday, Wednesday]. */
export function parseDays(text: string): string[] | null {
  const out: string[] = [];
  for (const part of text.split(/,|&|\band\b/)) {
    const range = part.split(/\s*(?:–|—|-|\bto\b|\bthrough\b)\s*/).filter(Boolean);
    // One day, or a range of two; a single day is the range from it to itself.
    const [first, last = first, ...more] = range.map(dayIndex);
    if (first === undefined || last === undefined || more.length > 0) return null;
    if (first < 0 || last < 0 || last < first) return null;
    out.push(...DAYS.slice(first, last + 1));
  }
  return out.length ? out : null;
}

/** '9:00 AM' → '09:00'. */
function time24(text: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?$/.exec(text.trim()) ?? /^(\d{1,2}):(\d{2})()$/.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = m[2] ?? '00';
  const ampm = m[3]?.toLowerCase();
  if (h > 24 || Number(min) > 59) return null;
  if (ampm === 'p' && h < 12) h += 12;
  if (ampm === 'a' && h === 12) h = 0;
  return `${String(h).padStart(2, '0')}:${min}`;
}

/** '9:00 AM–6:00 PM' → { opens: '09:00', closes: '18:00' }. */
export function parseHours(text: string): { opens: string; closes: string } | null {
  const parts = text.split(/\s*(?:–|—|-|\bto\b)\s*/);
  if (parts.length !== 2) return null;
  const [opens, closes] = parts.map(time24);
  return opens && closes ? { opens, closes } : null;
}

export function openingHours(site: SiteContent): JsonLdObject[] {
  return site.officeHours.map((entry, i) => {
    const days = parseDays(entry.days);
    const hours = parseHours(entry.hours);
    if (!days)
      throw new ContentError('content/site.yaml', `officeHours.${i}.days`, `cannot read "${entry.days}" as days (e.g. "Monday–Friday")`);
    if (!hours)
      throw new ContentError(
        'content/site.yaml',
        `officeHours.${i}.hours`,
        `cannot read "${entry.hours}" as hours (e.g. "9:00 AM–6:00 PM")`,
      );
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((d) => `https://schema.org/${d}`), ...hours };
  });
}

export const businessId = (siteUrl: string) => `${siteUrl}/#business`;

export function businessJsonLd(content: SeoContent, ctx: SeoContext): JsonLdObject {
  const { site, pricing } = content;
  const prices = (pricing?.tabs ?? [])
    .flatMap((t) => t.tiers.map((tier) => priceNumber(tier.price)))
    .filter((p): p is number => p !== null);
  const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'EntertainmentBusiness',
    '@id': businessId(ctx.siteUrl),
    name: site.brand,
    description: site.description,
    url: `${ctx.siteUrl}/`,
    telephone: site.phone.href.replace(/^tel:/, ''),
    email: site.email.display,
    ...(ctx.image ? { image: ctx.image } : {}),
    ...(ctx.logo ? { logo: ctx.logo } : {}),
    areaServed: { '@type': 'Place', name: site.serviceArea.replace(/^serving\s+(the\s+)?/i, '').replace(/^./, (c) => c.toUpperCase()) },
    openingHoursSpecification: openingHours(site),
    sameAs: site.socials.map((s) => s.href),
    ...(prices.length ? { priceRange: `${usd(Math.min(...prices))}–${usd(Math.max(...prices))}` } : {}),
  };
}

export function faqJsonLd(faq: FaqContent, pageUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The pricing tiers: a Service whose OfferCatalog has one catalog per tab and one Offer per tier. */
export function pricingJsonLd(pricing: PricingContent, ctx: SeoContext, pageUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${pageUrl}#packages`,
    name: 'Event entertainment packages',
    provider: { '@id': businessId(ctx.siteUrl) },
    url: pageUrl,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Pricing & Packages',
      itemListElement: pricing.tabs.map((tab) => ({
        '@type': 'OfferCatalog',
        name: tab.heading,
        itemListElement: tab.tiers.map((tier) => {
          const price = priceNumber(tier.price);
          return {
            '@type': 'Offer',
            name: tier.name,
            description: tier.description,
            url: `${pageUrl}#${tab.id}`,
            itemOffered: { '@type': 'Service', name: tier.name, description: tier.features.join('; ') },
            // A 'Custom' tier has no fixed price: the Offer then only names what it offers.
            ...(price !== null ? { price, priceCurrency: 'USD' } : {}),
          };
        }),
      })),
    },
  };
}

/** Every JSON-LD block of a route (null: the 404 page, which gets none). */
export function structuredData(route: string | null, content: SeoContent, ctx: SeoContext): JsonLdObject[] {
  if (route === null) return [];
  const pageUrl = canonicalUrl(ctx.siteUrl, route);
  const blocks: JsonLdObject[] = [businessJsonLd(content, ctx)];
  if (route === '/services' && content.services?.faq) blocks.push(faqJsonLd(content.services.faq, pageUrl));
  if (route === '/contact' && content.contact?.faq) blocks.push(faqJsonLd(content.contact.faq, pageUrl));
  if (route === '/pricing' && content.pricing) blocks.push(pricingJsonLd(content.pricing, ctx, pageUrl));
  return blocks;
}

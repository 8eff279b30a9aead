// The site's structured data (schema.org JSON-LD), from the parsed content, so an owner changes
// it by editing content: the business on every page (pages/_document.tsx), a FAQPage wherever a
// page shows questions (components/sections/Faq.tsx), and the pricing tiers as Offers on the
// page that shows them (pages/pricing.tsx). <JsonLd> (components/JsonLd.tsx) writes a block.
import type { FaqItem, Pricing, Site, SiteContent } from '../content/schema/index.ts';
import { parseDays, parseHours } from '../content/schema/office-hours.ts';

export type JsonLdObject = { '@context'?: string; '@type': string | string[]; [key: string]: unknown };

export interface SeoContext {
  /** The site's origin, without a trailing slash: https://www.example.com. */
  siteUrl: string;
  /** Absolute URL of the Open Graph image (1200×630), used as the business image. */
  image: string | null;
  /** Absolute URL of a square logo (the apple-touch-icon). */
  logo: string | null;
}

/** A page's absolute URL: the site's origin and its route ('/' for the home page). */
export function pageUrlOf(siteUrl: string, route: string): string {
  return siteUrl + (route === '/' ? '/' : route);
}

/** '$1,500' → 1500; 'Custom' → null. */
export function priceNumber(price: string): number | null {
  const [, amount] = /^\$([\d,]+(?:\.\d+)?)$/.exec(price.trim()) ?? [];
  return amount === undefined ? null : Number(amount.replace(/,/g, ''));
}

/** The office hours as schema.org has them; the schema accepts only days and hours that parse. */
export function openingHours(site: Site): JsonLdObject[] {
  return site.officeHours.map((entry) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: (parseDays(entry.days) ?? []).map((d) => `https://schema.org/${d}`),
    ...parseHours(entry.hours),
  }));
}

export const businessId = (siteUrl: string) => `${siteUrl}/#business`;

export function businessJsonLd({ site, pricing }: Pick<SiteContent, 'site' | 'pricing'>, ctx: SeoContext): JsonLdObject {
  const prices = pricing.tabs.flatMap((t) => t.tiers.map((tier) => priceNumber(tier.price))).filter((p): p is number => p !== null);
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

export function faqJsonLd(items: readonly FaqItem[], pageUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The pricing tiers: a Service whose OfferCatalog has one catalog per tab and one Offer per tier. */
export function pricingJsonLd(pricing: Pricing, siteUrl: string, pageUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${pageUrl}#packages`,
    name: 'Event entertainment packages',
    provider: { '@id': businessId(siteUrl) },
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

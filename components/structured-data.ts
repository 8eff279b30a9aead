// The site's structured data (schema.org JSON-LD), from the parsed content, so an owner changes
// it by editing content: the business on every page (pages/_document.tsx), a FAQPage wherever a
// page shows questions (components/sections/Faq.tsx), and the pricing tiers as Offers on the
// page that shows them (pages/pricing.tsx). <JsonLd> (components/JsonLd.tsx) writes a block.
import type { FaqItem, Pricing, Site, SiteContent } from '../content/schema/index.ts';
import { InputError } from '../framework/build/build-errors.ts';

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

/** '9:00 AM' → '09:00', '18:30' → '18:30'; a time no clock shows ('13:00 PM', '24:30') is none, not an invalid Time. */
function time24(text: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?$/.exec(text.trim()) ?? /^(\d{1,2}):(\d{2})()$/.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = m[2] ?? '00';
  const ampm = m[3]?.toLowerCase();
  if (Number(min) > 59 || (ampm ? h < 1 || h > 12 : h > 23)) return null;
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

export function openingHours(site: Site): JsonLdObject[] {
  return site.officeHours.map((entry, i) => {
    const days = parseDays(entry.days);
    const hours = parseHours(entry.hours);
    if (!days)
      throw new InputError({
        file: 'content/site.yaml',
        field: `officeHours.${i}.days`,
        problem: `cannot read "${entry.days}" as days (e.g. "Monday–Friday")`,
      });
    if (!hours)
      throw new InputError({
        file: 'content/site.yaml',
        field: `officeHours.${i}.hours`,
        problem: `cannot read "${entry.hours}" as hours (e.g. "9:00 AM–6:00 PM")`,
      });
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((d) => `https://schema.org/${d}`), ...hours };
  });
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

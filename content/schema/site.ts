// content/site.yaml → site: the business's details, navigation, footer and booking.
import { z } from 'zod';
import { isRecord } from '../../framework/shared/is-record.ts';
import { buttonLabelSchema } from './button-label.ts';
import { checkUnique, crossCheck, entries, field } from './checks.ts';
import { httpsUrlSchema, type LinkSchemas, MAILTO, TEL } from './links.ts';
import { describe, expected } from './messages.ts';
import { officeHoursSchema } from './office-hours.ts';
import { characterCount, formatted, list, plainTextSchema, textSchema } from './text.ts';

/**
 * A phone number never breaks across lines: its spaces and hyphens are shown as their
 * non-breaking forms, wherever the number is written.
 */
export const unbreakablePhoneNumber = (number: string): string => number.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The networks a social link may name: those components/SocialIcon.tsx has an icon for (in any case: 'facebook'). */
export const SOCIAL_NETWORKS = ['Facebook', 'Instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const socialNetworkSchema = textSchema.refine((name) => SOCIAL_NETWORKS.some((n) => n.toLowerCase() === name.toLowerCase()), {
  error: (iss) => `no icon for the social network '${String(iss.input)}'; the site has icons for ${SOCIAL_NETWORKS.join(' and ')}`,
});

/**
 * The booking providers the site can embed, and the domain each serves its embed from. The booking
 * page's Content-Security-Policy trusts the provider's hosts alone (the hosts each embed uses are in
 * components/widgets/booking-policy.ts), so a booking URL elsewhere would be a widget the browser blocks.
 */
export const BOOKING_DOMAINS = { HoneyBook: 'honeybook.com' } as const;
export type BookingProvider = keyof typeof BOOKING_DOMAINS;
const BOOKING_PROVIDERS = Object.keys(BOOKING_DOMAINS) as [BookingProvider, ...BookingProvider[]];

const bookingProviderSchema = z.enum(BOOKING_PROVIDERS, {
  error: (iss) =>
    iss.input === undefined
      ? 'required'
      : `unknown booking provider ${describe(iss.input)}: the site can embed ${BOOKING_PROVIDERS.join(', ')} (a new one needs its hosts in components/widgets/booking-policy.ts)`,
});

/**
 * The longest brand: the header draws it on one line beside the menu button on a phone, every
 * page's title ends with it, and each letter is a path every page carries.
 */
export const MAX_BRAND = 30;

/**
 * The most navigation links, and characters in their labels together: from 960 px the header sets
 * them on one line beside the brand, which keeps the rest of the bar.
 */
export const MAX_NAV_LINKS = 7;
export const MAX_NAV_CHARACTERS = 48;

/** The booking form's wait before its fallback: in less than a second no form loads, and no visitor waits a minute. */
const timeoutRange = (iss: { input?: unknown }) => `expected 1000 to 60000 milliseconds (1 to 60 seconds), got ${describe(iss.input)}`;

export const siteSchema = (links: LinkSchemas) =>
  crossCheck(
    z.strictObject({
      brand: textSchema.max(MAX_BRAND, `a brand has at most ${MAX_BRAND} characters, to fit the header on a phone`),
      tagline: textSchema,
      /** Footer brand blurb. */
      blurb: textSchema,
      /** Default meta description, for pages without their own. */
      description: textSchema.max(160, 'a meta description should have at most 160 characters'),
      /** Canonical site URL without a trailing slash. The build lets SITE_URL override it. */
      url: httpsUrlSchema.refine((u) => !u.endsWith('/'), { error: 'leave out the trailing slash' }),
      phone: z.strictObject({
        display: plainTextSchema.transform(unbreakablePhoneNumber),
        href: formatted("'tel:+15550102400'", (s) => TEL.test(s), 'a tel: link in international form'),
      }),
      email: z.strictObject({
        display: formatted("'hello@example.com'", (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)),
        href: formatted("'mailto:hello@example.com'", (s) => MAILTO.test(s)),
      }),
      serviceArea: textSchema,
      socials: list(z.strictObject({ name: socialNetworkSchema, href: httpsUrlSchema }), {
        one: 'social link',
        many: 'social links',
        min: 1,
        max: 12,
      }),
      googleReviews: z.strictObject({ href: httpsUrlSchema, label: buttonLabelSchema, tooltip: textSchema }),
      officeHours: list(officeHoursSchema, {
        one: 'line of office hours',
        many: 'lines of office hours',
        min: 1,
        max: 14,
      }),
      /** The header's links, in order. Each must be a page (a file in pages/). */
      nav: list(links.pageLink, { one: 'link', many: 'navigation links (the header sets them on one line)', min: 1, max: MAX_NAV_LINKS }),
      footer: z.strictObject({
        quickLinks: list(links.pageLink, { one: 'link', many: 'links', min: 1, max: 20 }),
        bookLabel: buttonLabelSchema,
        bookHref: links.href,
        /** The legal pages (the privacy policy, the terms of service), linked beside the copyright. */
        legal: list(links.pageLink, { one: 'link', many: 'legal links', max: 10 }),
        /** The component renders '© {year} {copyright}'. */
        copyright: textSchema,
      }),
      booking: z.strictObject({
        provider: bookingProviderSchema,
        placementId: formatted("'5f0c3a9e8b7d6c5a4b3c2d1e'", (s) => /^[a-f0-9]{24}$/.test(s), 'the 24-character hexadecimal placement id'),
        scriptUrl: httpsUrlSchema,
        pixelUrl: httpsUrlSchema,
        timeoutMs: z
          .number({ error: expected('a number of milliseconds like 8000') })
          .int()
          .min(1000, { error: timeoutRange })
          .max(60000, { error: timeoutRange }),
        fallbackTitle: textSchema,
        fallbackText: textSchema,
      }),
    }),
    (site, ctx) => {
      if (Array.isArray(site)) return;
      const phone = isRecord(site.phone) ? site.phone : {};
      if (typeof phone.display === 'string' && typeof phone.href === 'string') {
        const digits = phone.display.replace(/\D/g, '');
        if (!phone.href.replace(/\D/g, '').endsWith(digits)) {
          ctx.addIssue({ code: 'custom', path: ['phone', 'href'], message: `does not dial the displayed number ${phone.display}` });
        }
      }
      const email = isRecord(site.email) ? site.email : {};
      if (typeof email.display === 'string' && typeof email.href === 'string' && email.href !== `mailto:${email.display}`) {
        ctx.addIssue({ code: 'custom', path: ['email', 'href'], message: `expected 'mailto:${email.display}'` });
      }
      const booking = isRecord(site.booking) ? site.booking : {};
      if (
        typeof booking.pixelUrl === 'string' &&
        typeof booking.placementId === 'string' &&
        !booking.pixelUrl.includes(booking.placementId)
      ) {
        ctx.addIssue({ code: 'custom', path: ['booking', 'pixelUrl'], message: `must carry the placement id ${booking.placementId}` });
      }
      const provider = booking.provider as BookingProvider;
      const domain = Object.hasOwn(BOOKING_DOMAINS, provider) ? BOOKING_DOMAINS[provider] : undefined;
      for (const key of ['scriptUrl', 'pixelUrl'] as const) {
        const url = booking[key];
        if (!domain || typeof url !== 'string' || !URL.canParse(url)) continue;
        const host = new URL(url).hostname;
        if (host !== domain && !host.endsWith(`.${domain}`))
          ctx.addIssue({
            code: 'custom',
            path: ['booking', key],
            message:
              `host ${host} is not ${provider}'s (${domain}): the booking page's Content-Security-Policy trusts ${provider}'s hosts only. ` +
              `Use the URL from ${provider}'s embed code, or, if ${provider} really serves it from ${host}, add that domain to BOOKING_DOMAINS in content/schema/site.ts`,
          });
      }
      checkUnique(ctx, site.nav, field('href'), (i) => ['nav', i, 'href'], 'navigation link');
      const navCharacters = entries(site.nav).reduce(
        (sum, link) => sum + (typeof link.label === 'string' ? characterCount(link.label) : 0),
        0,
      );
      if (navCharacters > MAX_NAV_CHARACTERS)
        ctx.addIssue({
          code: 'custom',
          path: ['nav'],
          message: `the navigation's labels have ${navCharacters} characters together; at most ${MAX_NAV_CHARACTERS} fit on one line of the header beside the brand (shorten them, or link fewer pages)`,
        });
      checkUnique(
        ctx,
        isRecord(site.footer) ? site.footer.legal : undefined,
        field('href'),
        (i) => ['footer', 'legal', i, 'href'],
        'legal link',
      );
      checkUnique(
        ctx,
        site.socials,
        // In any case, as the icons are found; a name that is no text has its own error.
        (entry) => {
          const name = field('name')(entry);
          return typeof name === 'string' ? name.toLowerCase() : undefined;
        },
        (i) => ['socials', i, 'name'],
        'social network',
      );
    },
  );

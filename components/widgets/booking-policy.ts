// What the booking widget adds to its page's Content-Security-Policy (site.config.ts hands it
// to the engine for that page only): the hosts the configured URLs and the provider's embed
// actually use, and nothing else.

import { InputError, throwAll } from '../../framework/build/build-errors.ts';
import type { Directives } from '../../framework/build/define-site.ts';

/**
 * What each booking provider's embed loads besides the script itself. The script URL and the
 * tracking pixel URL come from the content (site.booking); these are the hosts that script
 * then uses by itself, which no URL in the content names. A provider missing here, or a
 * booking URL outside the provider's domain, fails the build (see `bookingSources`).
 */
export const BOOKING_PROVIDERS: Record<string, { domain: string; frame: string[]; connect: string[]; img: string[] }> = {
  HoneyBook: {
    domain: 'honeybook.com',
    // The placement script injects the form as an iframe from a honeybook.com subdomain, which
    // talks to HoneyBook's API and shows images from there.
    frame: ['https://*.honeybook.com'],
    connect: ['https://*.honeybook.com'],
    img: ['https://*.honeybook.com'],
  },
};

export interface BookingConfig {
  provider: string;
  scriptUrl: string;
  pixelUrl: string;
}

/** Does a CSP source expression (an origin, or `https://*.example.com`) allow this origin? */
function sourceAllows(source: string, origin: string): boolean {
  if (source === origin) return true;
  const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(source);
  if (!wildcard) return false;
  const url = new URL(origin);
  return url.protocol === `${wildcard[1]}:` && url.hostname.endsWith(`.${wildcard[2]}`);
}

/**
 * The booking page's sources, derived from the configured URLs: the script's origin for
 * scripts and its stylesheet, the pixel's origin for images, and the provider's frame and API
 * hosts. A provider or a URL the policy cannot vouch for is a content error that says what to
 * change, instead of a widget the browser would silently block.
 */
export function bookingSources(booking: BookingConfig, file = 'content/site.yaml'): Directives {
  const errors: InputError[] = [];
  const provider = BOOKING_PROVIDERS[booking.provider];
  if (!provider) {
    throw new InputError({
      file,
      field: 'booking.provider',
      problem:
        `unknown booking provider '${booking.provider}': the booking page's Content-Security-Policy knows ${Object.keys(BOOKING_PROVIDERS).join(', ')}; ` +
        `add the provider's frame, API and image hosts to BOOKING_PROVIDERS in components/widgets/booking-policy.ts`,
    });
  }
  const origins: Record<'scriptUrl' | 'pixelUrl', string> = { scriptUrl: '', pixelUrl: '' };
  for (const field of ['scriptUrl', 'pixelUrl'] as const) {
    const url = new URL(booking[field]);
    origins[field] = url.origin;
    const host = url.hostname;
    if (host !== provider.domain && !host.endsWith(`.${provider.domain}`)) {
      errors.push(
        new InputError({
          file,
          field: `booking.${field}`,
          problem:
            `host ${host} is not ${booking.provider}'s (${provider.domain}): the booking page's Content-Security-Policy trusts ` +
            `${booking.provider}'s hosts only. Use the URL from ${booking.provider}'s embed code, or, if ${booking.provider} ` +
            `really serves it from ${host}, add that domain to BOOKING_PROVIDERS in components/widgets/booking-policy.ts`,
        }),
      );
    }
  }
  throwAll(errors);
  const img = [...provider.img];
  if (!img.some((s) => sourceAllows(s, origins.pixelUrl))) img.push(origins.pixelUrl);
  return {
    'script-src': [origins.scriptUrl],
    'style-src': [origins.scriptUrl],
    'img-src': img,
    'connect-src': [...provider.connect],
    'frame-src': [...provider.frame],
  };
}

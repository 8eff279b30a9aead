// What the booking widget adds to its page's Content-Security-Policy (site.config.ts hands it
// to the engine for that page only): the hosts the configured URLs and the provider's embed
// actually use, and nothing else. The content's schema already holds the URLs to the
// provider's domain (BOOKING_DOMAINS in content/schema/site.ts), so the editor refuses one
// the policy could not vouch for before it is saved.

import type { BookingProvider } from '../../content/schema/site.ts';
import type { Directives } from '../../framework/build/define-site.ts';

/**
 * What each booking provider's embed loads besides the script itself. The script URL and the
 * tracking pixel URL come from the content (site.booking); these are the hosts that script
 * then uses by itself, which no URL in the content names.
 */
const EMBED_HOSTS: Record<BookingProvider, { frame: string[]; connect: string[]; img: string[] }> = {
  // The placement script injects the form as an iframe from a honeybook.com subdomain, which
  // talks to HoneyBook's API and shows images from there.
  HoneyBook: {
    frame: ['https://*.honeybook.com'],
    connect: ['https://*.honeybook.com'],
    img: ['https://*.honeybook.com'],
  },
};

export interface BookingConfig {
  provider: BookingProvider;
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
 * hosts.
 */
export function bookingSources(booking: BookingConfig): Directives {
  const hosts = EMBED_HOSTS[booking.provider];
  const script = new URL(booking.scriptUrl).origin;
  const pixel = new URL(booking.pixelUrl).origin;
  const img = hosts.img.some((source) => sourceAllows(source, pixel)) ? [...hosts.img] : [...hosts.img, pixel];
  return {
    'script-src': [script],
    'style-src': [script],
    'img-src': img,
    'connect-src': [...hosts.connect],
    'frame-src': [...hosts.frame],
  };
}

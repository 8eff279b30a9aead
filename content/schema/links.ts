// Links: a page of the site (checked against the page files' routes), a part of one, or an
// https:, tel: or mailto: URL.
import { z } from 'zod';
import { buttonLabelSchema } from './button-label.ts';
import { expected } from './messages.ts';
import { forbiddenCharacter, formatted, MAX_PATH, showable, textSchema, tooLong } from './text.ts';

export const HTTPS_URL = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#][^\s]*)?$/i;
export const TEL = /^tel:\+\d{7,15}$/;
export const MAILTO = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FRAGMENT = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * Why a text shaped like an https URL still cannot be used, or null. The shape (HTTPS_URL) lets
 * through a port such as 99999, which the URL parser of browsers and Node (`new URL`) refuses,
 * and port 0, which no server listens on; the build reads these URLs with `new URL` after this
 * check (the booking and media policies), so the schema is the one gate, naming the field.
 */
export function unusableUrl(url: string): string | null {
  const port = /^https:\/\/[^/?#]*:(\d+)(?:[/?#]|$)/i.exec(url)?.[1];
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535)) {
    return `'${url}' has the port ${port}, which cannot exist; a port goes from 1 to 65535 (most URLs name none)`;
  }
  return URL.canParse(url) ? null : `'${url}' is not a URL a browser can open`;
}

/** An absolute https:// URL that a browser can open. */
export const isHttpsUrl = (s: string) => HTTPS_URL.test(s) && unusableUrl(s) === null;

/** A text that is an absolute https:// URL: a wrong shape says what is expected, a bad port says so. */
export const httpsUrlSchema = formatted("'https://example.com/page'", (s) => HTTPS_URL.test(s), 'an absolute https:// URL')
  .meta({ pattern: HTTPS_URL.source })
  .refine((s) => s === '' || !HTTPS_URL.test(s) || unusableUrl(s) === null, {
    error: (iss) => unusableUrl(String(iss.input)) ?? 'invalid URL',
  });

/**
 * A link target: a page of the site (a file in pages/), optionally with a #fragment, or an
 * https:, tel: or mailto: URL. `routes` are the discovered routes.
 */
function hrefSchema(routes: readonly string[], options: { internalOnly?: boolean } = {}) {
  const listed = [...routes].sort().join(', ');
  const like = options.internalOnly ? "'/contact'" : "'/contact', '/services#dj-services' or 'https://…'";
  return z
    .string({ error: expected(`a link like ${like}`) })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_PATH, tooLong(MAX_PATH))
    .refine((s) => forbiddenCharacter(s) === null, showable)
    .meta({
      link: options.internalOnly ? 'page' : 'any',
      description: options.internalOnly
        ? 'A page of this site.'
        : "A page of this site ('/contact'), a part of one ('/services#dj-services'), or an https:, tel: or mailto: link.",
    })
    .superRefine((href, ctx) => {
      if (href === '') return;
      const fail = (message: string) => ctx.addIssue({ code: 'custom', input: href, message });
      if (href.startsWith('/')) {
        const [path = '', fragment, ...rest] = href.split('#');
        if (rest.length || (fragment !== undefined && !FRAGMENT.test(fragment))) {
          return fail(`invalid fragment in '${href}'; expected '#' and letters, digits or dashes, e.g. /services#dj-services`);
        }
        if (!routes.includes(path)) {
          const hint = path.length > 1 && path.endsWith('/') && routes.includes(path.slice(0, -1)) ? '; leave out the trailing slash' : '';
          return fail(`'${path}' is not a page; routes are the files in pages/ (${listed})${hint}`);
        }
        return;
      }
      if (options.internalOnly) return fail(`expected a page of this site like '/contact', got '${href}'`);
      if (HTTPS_URL.test(href)) {
        const problem = unusableUrl(href);
        if (problem) fail(problem);
        return;
      }
      if (!(TEL.test(href) || MAILTO.test(href))) {
        fail(`expected a link like ${like}, got '${href}' (a page of this site, or an https:, tel: or mailto: URL)`);
      }
    });
}

export function linkSchemas(routes: readonly string[]) {
  const href = hrefSchema(routes);
  return {
    href,
    /** A button: its label and where it leads. */
    link: z.strictObject({ label: buttonLabelSchema, href }),
    /** A link to one of the site's own pages. */
    pageLink: z.strictObject({ label: textSchema, href: hrefSchema(routes, { internalOnly: true }) }),
  };
}
/** The link fields of a site whose pages have these routes. */
export type LinkSchemas = ReturnType<typeof linkSchemas>;

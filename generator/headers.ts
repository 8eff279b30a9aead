// Security and caching headers: ONE source of truth, four outputs.
//   serve.json        for `serve` and `npm run preview` (scripts/preview.ts), the tests, the audit
//   _headers          for Netlify and Cloudflare Pages
//   deploy/nginx.conf an nginx server block (npm run nginx:config; the Dockerfile uses it)
//   <meta http-equiv> every page carries its own policy, for hosts that cannot send headers
// `headersFor(path)` says what any response must carry; the emitters below only translate that
// into each host's matching rules. Tests: test/html/host-headers.test.ts (_headers under each
// host's rules), test/quality/headers.test.ts (serve), test/quality/nginx.test.ts (real nginx),
// test/quality/csp.test.ts (Chromium, header and meta).
import { BuildErrors, ContentError } from './errors.ts';

// ---------------------------------------------------------------------------------------------
// The booking provider: its hosts are allowed on one page only.

/** The page that embeds the booking widget. */
export const BOOKING_ROUTE = '/contact';

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

/** The sources the booking page adds to its policy, per directive. */
export interface BookingSources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

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
export function bookingSources(booking: BookingConfig, file = 'content/site.ts'): BookingSources {
  const errors: ContentError[] = [];
  const provider = BOOKING_PROVIDERS[booking.provider];
  if (!provider) {
    throw new ContentError(
      file,
      'booking.provider',
      `unknown booking provider '${booking.provider}': the /contact Content-Security-Policy knows ${Object.keys(BOOKING_PROVIDERS).join(', ')}; ` +
        `add the provider's frame, API and image hosts to BOOKING_PROVIDERS in generator/headers.ts`,
    );
  }
  const origins: Record<'scriptUrl' | 'pixelUrl', string> = { scriptUrl: '', pixelUrl: '' };
  for (const field of ['scriptUrl', 'pixelUrl'] as const) {
    const url = new URL(booking[field]);
    origins[field] = url.origin;
    const host = url.hostname;
    if (host !== provider.domain && !host.endsWith(`.${provider.domain}`)) {
      errors.push(
        new ContentError(
          file,
          `booking.${field}`,
          `host ${host} is not ${booking.provider}'s (${provider.domain}): the /contact Content-Security-Policy trusts ` +
            `${booking.provider}'s hosts only. Use the URL from ${booking.provider}'s embed code, or, if ${booking.provider} ` +
            `really serves it from ${host}, add that domain to BOOKING_PROVIDERS in generator/headers.ts`,
        ),
      );
    }
  }
  if (errors.length) throw errors.length === 1 ? errors[0] : new BuildErrors(errors);
  const img = [...provider.img];
  if (!img.some((s) => sourceAllows(s, origins.pixelUrl))) img.push(origins.pixelUrl);
  return {
    script: [origins.scriptUrl],
    style: [origins.scriptUrl],
    img,
    connect: [...provider.connect],
    frame: [...provider.frame],
  };
}

// ---------------------------------------------------------------------------------------------
// The Content-Security-Policy

/** Directive name → source expressions; a directive with no sources is a flag. */
export type Directives = Record<string, string[]>;

export interface HeaderOptions {
  /** Origins of absolute video URLs in the content (media-src). From `collectMedia` (generator/content.ts). */
  mediaOrigins: string[];
  /** The booking provider's sources, allowed on BOOKING_ROUTE only. From `bookingSources`. */
  booking: BookingSources;
  /**
   * Sources one page adds to its own policy, by route (null: the 404 page), e.g. the
   * 'sha256-…' of an inline stylesheet. The header and the meta element both get them.
   */
  pageSources?: ReadonlyMap<string | null, Directives>;
}

/** The options for the site's content: the origins of its remote videos and the booking provider's hosts. */
export function headerOptionsFor(site: { booking: BookingConfig }, videoOrigins: string[]): HeaderOptions {
  return { mediaOrigins: videoOrigins, booking: bookingSources(site.booking) };
}

function baseDirectives({ mediaOrigins }: HeaderOptions): Directives {
  return {
    'default-src': ["'self'"],
    // Only our own hashed module scripts; no inline script anywhere. JSON-LD blocks are data
    // blocks (type="application/ld+json"), which CSP does not treat as scripts.
    'script-src': ["'self'"],
    // Stylesheets only from us. The image pipeline writes style="" attributes (the dominant
    // colour under a loading photo), so only attributes may be inline: style-src-attr.
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'", ...mediaOrigins],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
}

/** Adds sources to a directive; a directive that was 'none' becomes just the new sources. */
function addSources(d: Directives, name: string, sources: readonly string[]): void {
  if (!sources.length) return;
  const current = (d[name] ?? []).filter((s) => s !== "'none'");
  d[name] = [...current, ...sources.filter((s) => !current.includes(s))];
}

/** The policy of a page, as directives: route '/contact', or null for the 404 page. */
export function cspDirectives(route: string | null, options: HeaderOptions): Directives {
  const d = baseDirectives(options);
  if (route === BOOKING_ROUTE) {
    const b = options.booking;
    addSources(d, 'script-src', b.script);
    addSources(d, 'style-src', b.style);
    addSources(d, 'img-src', b.img);
    addSources(d, 'connect-src', b.connect);
    addSources(d, 'frame-src', b.frame);
  }
  for (const [name, sources] of Object.entries(options.pageSources?.get(route) ?? {})) addSources(d, name, sources);
  return d;
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The Content-Security-Policy header of a page: route '/contact', or null for the 404 page. */
export function contentSecurityPolicy(route: string | null, options: HeaderOptions): string {
  return serializeCsp(cspDirectives(route, options));
}

/**
 * Directives a <meta http-equiv="Content-Security-Policy"> cannot carry (browsers ignore them
 * there and log a warning): framing protection, reporting and sandboxing need the header.
 * upgrade-insecure-requests works in a meta element.
 */
export const META_UNSUPPORTED = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

/** A header policy as a meta element can carry it: the same, minus META_UNSUPPORTED. */
export function policyForMeta(policy: string): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !(META_UNSUPPORTED as readonly string[]).includes(d.split(/\s+/)[0].toLowerCase()))
    .join('; ');
}

/** The policy a page carries in its own <meta http-equiv="Content-Security-Policy">. */
export function metaContentSecurityPolicy(route: string | null, options: HeaderOptions): string {
  return policyForMeta(contentSecurityPolicy(route, options));
}

// ---------------------------------------------------------------------------------------------
// The other headers

/** Browser features the site never uses are switched off, for us and for any frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers on every response, whatever its type. */
export const COMMON_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Nobody else may embed our files (images, scripts) in their pages.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** Hashed, never-changing files live under /assets/. */
export function isImmutable(urlPath: string): boolean {
  return urlPath.startsWith('/assets/');
}

/**
 * Every header a response must carry. `route` is the page the response shows: '/contact',
 * null for the 404 page, undefined for a file that is not a page (an image, a script).
 */
export function headersFor(urlPath: string, route: string | null | undefined, options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = { ...COMMON_HEADERS };
  headers['Cache-Control'] = isImmutable(urlPath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
  // The CSP matters for documents; every other response gets the 404 page's policy (the
  // strictest) so nothing is ever served without one: a file opened directly, an SVG.
  headers['Content-Security-Policy'] = contentSecurityPolicy(route === undefined ? null : route, options);
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Emitters. `pages` are the built pages: route ('/services', null for 404) and output file.
//
// Every host starts from one catch-all: the common headers, CACHE_REVALIDATE and the 404 page's
// policy (unknown paths show the 404 page; files that are not pages get the same strict
// policy). Only what differs is then replaced: Cache-Control under /assets/, and the CSP of the
// pages whose policy is not the catch-all's (the booking page, a page with its own hashes).

export interface PageFile {
  route: string | null;
  outFile: string; // 'services/index.html', '404.html'
}

function catchAllPolicy(options: HeaderOptions): string {
  return contentSecurityPolicy(null, options);
}

/** The pages whose policy differs from the catch-all's, with their policy. */
function ownPolicies(pages: PageFile[], options: HeaderOptions): { page: PageFile & { route: string }; policy: string }[] {
  const fallback = catchAllPolicy(options);
  return pages
    .filter((p): p is PageFile & { route: string } => p.route !== null)
    .map((page) => ({ page, policy: contentSecurityPolicy(page.route, options) }))
    .filter(({ policy }) => policy !== fallback);
}

/**
 * serve.json. serve-handler matches `source` globs against the FILE it sends (contact/index.html,
 * 404.html for unknown paths) and later matches override earlier ones.
 */
export function serveJson(pages: PageFile[], options: HeaderOptions): string {
  const kv = (h: Record<string, string>) => Object.entries(h).map(([key, value]) => ({ key, value }));
  const rules: { source: string; headers: { key: string; value: string }[] }[] = [
    {
      source: '**',
      headers: kv({ ...COMMON_HEADERS, 'Cache-Control': CACHE_REVALIDATE, 'Content-Security-Policy': catchAllPolicy(options) }),
    },
    { source: 'assets/**', headers: kv({ 'Cache-Control': CACHE_IMMUTABLE }) },
  ];
  for (const { page, policy } of ownPolicies(pages, options)) {
    rules.push({ source: page.outFile, headers: kv({ 'Content-Security-Policy': policy }) });
  }
  const config = { cleanUrls: true, trailingSlash: false, directoryListing: false, headers: rules };
  return JSON.stringify(config, null, 2) + '\n';
}

/** The URL paths a page answers to on a static host: /services, /services/, /services/index.html. */
function pathsOf(page: PageFile & { route: string }): string[] {
  if (page.route === '/') return ['/', '/index.html'];
  return [page.route, `${page.route}/`, `/${page.outFile}`];
}

/** Cloudflare Pages' limits for _headers. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

/**
 * _headers for Netlify and Cloudflare Pages. Both apply EVERY rule that matches the request
 * path, in file order, but combine a header set by two rules differently: Netlify keeps the
 * later value, Cloudflare joins the values with ", " (for a CSP: two policies, both enforced)
 * unless the later rule first detaches the header with `! Name`. So /* sets everything, and a
 * narrower rule below it replaces a header with a detach followed by the new value: Cloudflare
 * detaches, Netlify skips the `!` line (it has no colon) and lets the later value win. Every
 * path, unknown ones included, gets exactly one of each header (test/html/host-headers.test.ts).
 */
export function hostHeaders(pages: PageFile[], options: HeaderOptions): string {
  const rules: [string, string[]][] = [];
  const set = (h: Record<string, string>) => Object.entries(h).map(([k, v]) => `${k}: ${v}`);
  const replace = (h: Record<string, string>) => Object.entries(h).flatMap(([k, v]) => [`! ${k}`, `${k}: ${v}`]);
  rules.push(['/*', set({ ...COMMON_HEADERS, 'Cache-Control': CACHE_REVALIDATE, 'Content-Security-Policy': catchAllPolicy(options) })]);
  rules.push(['/assets/*', replace({ 'Cache-Control': CACHE_IMMUTABLE })]);
  for (const { page, policy } of ownPolicies(pages, options)) {
    for (const p of pathsOf(page)) rules.push([p, replace({ 'Content-Security-Policy': policy })]);
  }
  if (rules.length > MAX_RULES) throw new Error(`_headers would have ${rules.length} rules; Cloudflare Pages reads at most ${MAX_RULES}`);
  let out = '# Generated by generator/headers.ts: edit that file, not this one.\n';
  out += '# Netlify and Cloudflare Pages: /* sets every header; a rule below replaces one with "! Name" and a new value.\n';
  for (const [pattern, lines] of rules) {
    for (const line of lines) {
      if (line.length + 2 > MAX_LINE) throw new Error(`_headers line for ${pattern} is ${line.length + 2} characters; Cloudflare Pages reads at most ${MAX_LINE}`);
    }
    out += `${pattern}\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
  }
  return out;
}

/** The two lines of the nginx config a host adapts to its machine (the test swaps them too). */
export const NGINX_LISTEN = 'listen 80;';
export const NGINX_ROOT = 'root /usr/share/nginx/html;';

/**
 * A complete nginx server block for dist/. nginx drops the server's add_header lines as soon as
 * a location has its own, so every location repeats the full set. The server level has them
 * too, with `always`: they are what the responses nginx makes before any location applies carry
 * (its own 400 for a request it refuses to parse, 414, a TRACE's 405), so every response, its
 * error pages included, has the headers.
 */
export function nginxConfig(pages: PageFile[], options: HeaderOptions): string {
  const lines = (h: Record<string, string>, indent = '    ') =>
    Object.entries(h)
      .map(([k, v]) => {
        if (/["\\\n$]/.test(v)) throw new Error(`header ${k} has a character nginx would need escaped: ${v}`);
        return `${indent}add_header ${k} "${v}" always;`;
      })
      .join('\n');
  const all = (policy: string, cache: string, indent?: string) =>
    lines({ ...COMMON_HEADERS, 'Content-Security-Policy': policy, 'Cache-Control': cache }, indent);
  const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let out = `# nginx server for the built site (dist/), generated from generator/headers.ts by
# \`npm run nginx:config\`, which also updates the copy in README.md (a test fails when either is
# stale). The Docker image uses it as /etc/nginx/conf.d/default.conf with dist/ in
# /usr/share/nginx/html; elsewhere, change \`listen\` and \`root\` to suit.
server {
  ${NGINX_LISTEN}
  server_name _;
  ${NGINX_ROOT}
  index index.html;
  charset utf-8;
  server_tokens off;
  # Redirects nginx makes itself stay relative, so they are right behind a proxy too.
  absolute_redirect off;
  gzip on;
  gzip_vary on;
  gzip_types text/css application/javascript image/svg+xml application/json application/xml text/xml text/plain;
  # Unknown paths (and folders without an index) get the 404 page with status 404.
  error_page 403 404 =404 /404.html;
  # The responses nginx makes before any location applies (a request it cannot parse: 400;
  # a URI too long: 414) carry the headers too: these apply wherever a location sets none.
${all(catchAllPolicy(options), CACHE_REVALIDATE, '  ')}

  # Pages in directory style: /services and /services/ are services/index.html.
  location / {
    try_files $uri $uri/index.html =404;
${all(catchAllPolicy(options), CACHE_REVALIDATE)}
  }

  # The 404 page is not a page: asked for by its name it is not found (no soft 200); it is
  # shown only as the answer to an unknown path. (Its headers are the server's.)
  location = /404.html {
    internal;
  }

  # Dotfiles a deploy can leave in the web root (.git/, .env, .build-complete) are not served,
  # except /.well-known/ (security.txt, ACME challenges).
  location ~ "^/\\.(?!well-known/)|.+/\\." {
    return 404;
  }

  # The other hosts' configuration, which the build writes into dist/ too: not for download.
  location ~ ^/(serve\\.json|_headers)$ {
    return 404;
  }

  # Content-hashed files: cached for a year.
  location /assets/ {
    try_files $uri =404;
${all(catchAllPolicy(options), CACHE_IMMUTABLE)}
  }
`;
  for (const { page, policy } of ownPolicies(pages, options)) {
    const pattern = page.route === '/' ? '^/(index\\.html)?$' : `^${escapeRe(page.route)}(/|/index\\.html)?$`;
    const why = page.route === BOOKING_ROUTE ? 'its policy allows the booking provider' : 'its own policy';
    out += `
  # ${page.route}: ${why}.
  location ~ ${pattern} {
    try_files $uri $uri/index.html =404;
${all(policy, CACHE_REVALIDATE)}
  }
`;
  }
  out += '}\n';
  return out;
}

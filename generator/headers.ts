// Security and caching headers: ONE source of truth, three outputs.
//   serve.json   for `serve` (npm start, npm run preview, the tests and `npm run audit`)
//   _headers     for Netlify and Cloudflare Pages
//   nginx        a config snippet, printed in the README ("Security headers")
// `headersFor(path)` says what any response must carry; the emitters below only translate
// that into each host's matching rules, and test/quality/headers.test.ts checks the result.

/** The HoneyBook booking widget: allowed on /contact only. */
export const BOOKING_ROUTE = '/contact';
export const HONEYBOOK = {
  script: 'https://widget.honeybook.com',
  // The placement script injects the form as an iframe from a honeybook.com subdomain, which
  // talks to HoneyBook's API; the tracking pixel is www.honeybook.com/p.png.
  frame: 'https://*.honeybook.com',
  connect: 'https://*.honeybook.com',
  img: 'https://*.honeybook.com',
  style: 'https://widget.honeybook.com',
} as const;

export interface HeaderOptions {
  /** Origins of absolute video URLs in the content (media-src). From `videoOrigins(content)`. */
  mediaOrigins: string[];
}

type Directives = Record<string, string[]>;

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

function bookingDirectives(options: HeaderOptions): Directives {
  const d = baseDirectives(options);
  d['script-src'].push(HONEYBOOK.script);
  d['style-src'].push(HONEYBOOK.style);
  d['img-src'].push(HONEYBOOK.img);
  d['connect-src'].push(HONEYBOOK.connect);
  d['frame-src'] = [HONEYBOOK.frame];
  return d;
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The Content-Security-Policy of a page: the booking page adds HoneyBook's hosts. */
export function contentSecurityPolicy(route: string | null, options: HeaderOptions): string {
  return serializeCsp(route === BOOKING_ROUTE ? bookingDirectives(options) : baseDirectives(options));
}

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
  // The CSP matters for documents; every other response gets the strict one too (a file
  // opened directly, an SVG) so nothing is ever served without a policy.
  headers['Content-Security-Policy'] = contentSecurityPolicy(route === undefined ? null : route, options);
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Content → media origins

/** Origins of every absolute video URL in the content: pointing a video at cloud storage updates media-src. */
export function videoOrigins(modules: Record<string, unknown>): string[] {
  const origins = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.kind === 'video' && Array.isArray(record.sources)) {
      for (const source of record.sources as { src?: unknown }[]) {
        if (typeof source.src === 'string' && /^https?:\/\//.test(source.src)) origins.add(new URL(source.src).origin);
      }
    }
    Object.values(record).forEach(walk);
  };
  walk(modules);
  return [...origins].sort();
}

// ---------------------------------------------------------------------------------------------
// Emitters. `pages` are the built pages: route ('/services', null for 404) and output file.

export interface PageFile {
  route: string | null;
  outFile: string; // 'services/index.html', '404.html'
}

function bookingPage(pages: PageFile[]): PageFile | undefined {
  return pages.find((p) => p.route === BOOKING_ROUTE);
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
      headers: kv({
        ...COMMON_HEADERS,
        'Cache-Control': CACHE_REVALIDATE,
        'Content-Security-Policy': contentSecurityPolicy(null, options),
      }),
    },
    { source: 'assets/**', headers: kv({ 'Cache-Control': CACHE_IMMUTABLE }) },
  ];
  const booking = bookingPage(pages);
  if (booking) {
    rules.push({
      source: booking.outFile,
      headers: kv({ 'Content-Security-Policy': contentSecurityPolicy(BOOKING_ROUTE, options) }),
    });
  }
  const config = { cleanUrls: true, trailingSlash: false, directoryListing: false, headers: rules };
  return JSON.stringify(config, null, 2) + '\n';
}

/** The URL paths a page answers to on a static host: /services, /services/, /services/index.html. */
function pathsOf(page: PageFile): string[] {
  if (page.route === null) return [`/${page.outFile}`];
  if (page.route === '/') return ['/', '/index.html'];
  return [page.route, `${page.route}/`, `/${page.outFile}`];
}

/**
 * _headers for Netlify and Cloudflare Pages. The two disagree when one header comes from two
 * matching rules (Netlify: the later rule wins; Cloudflare: the values are joined with a comma,
 * which for CSP means two policies that must BOTH allow a request). So no header is ever set by
 * two rules that match the same path: the common headers go on /*, Cache-Control and the CSP on
 * explicit, disjoint paths. Both hosts already send `public, max-age=0, must-revalidate` for
 * files without a rule, which is what the HTML wants.
 */
export function netlifyHeaders(pages: PageFile[], options: HeaderOptions): string {
  const block = (paths: string[], headers: Record<string, string>) =>
    paths.map((p) => `${p}\n${Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`).join('');
  let out = '# Generated by generator/headers.ts: edit that file, not this one.\n';
  out += block(['/*'], COMMON_HEADERS);
  out += block(['/assets/*'], { 'Cache-Control': CACHE_IMMUTABLE });
  for (const page of pages) {
    out += block(pathsOf(page), {
      'Cache-Control': CACHE_REVALIDATE,
      'Content-Security-Policy': contentSecurityPolicy(page.route, options),
    });
  }
  return out;
}

/**
 * An nginx server snippet. nginx drops a server-level add_header as soon as a location has its
 * own, so every location repeats the full set (through one include file per policy).
 */
export function nginxSnippet(pages: PageFile[], options: HeaderOptions): string {
  const lines = (h: Record<string, string>, indent: string) =>
    Object.entries(h)
      .map(([k, v]) => `${indent}add_header ${k} "${v}" always;`)
      .join('\n');
  const strict = { ...COMMON_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(null, options) };
  const booking = bookingPage(pages);
  let out = `# Generated by generator/headers.ts (npm run build prints nothing; see README "Security headers").
server {
  root /var/www/elevate-events/dist;
  index index.html;
  error_page 404 /404.html;

  location / {
    try_files $uri $uri/index.html $uri.html =404;
${lines({ ...strict, 'Cache-Control': CACHE_REVALIDATE }, '    ')}
  }

  location /assets/ {
${lines({ ...strict, 'Cache-Control': CACHE_IMMUTABLE }, '    ')}
  }
`;
  if (booking) {
    out += `
  location ~ ^${BOOKING_ROUTE}(/|/index\\.html)?$ {
    try_files $uri $uri/index.html =404;
${lines({ ...COMMON_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(BOOKING_ROUTE, options), 'Cache-Control': CACHE_REVALIDATE }, '    ')}
  }
`;
  }
  out += '}\n';
  return out;
}

// nginx.conf, which the build writes into dist/: a complete nginx server block for the site (the Docker image uses it).

import { NginxUnescapedHeader } from '../error-messages.ts';
import type { RouteInfo } from '../routes.ts';
import { adminAllHeaders } from './admin.ts';
import type { HeaderOptions } from './csp.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  COMMON_HEADERS,
  catchAllPolicy,
  EDITOR_SCRIPT_NGINX,
  HASHED_FILE_NGINX,
  ownPolicies,
} from './policy.ts';

/** The two lines a host adapts to its machine; the Docker image's nginx runs without root, so above port 1023. */
export const NGINX_LISTEN = 'listen 8080;';
export const NGINX_ROOT = 'root /usr/share/nginx/html;';

/**
 * nginx drops the server's add_header lines where a location has its own, so every location repeats
 * the full set; the server's own, `always`, cover the answers nginx makes before any location applies.
 */
export function nginxConfig(pages: RouteInfo[], options: HeaderOptions): string {
  const lines = (h: Record<string, string>, indent = '    ') =>
    Object.entries(h)
      .map(([k, v]) => {
        if (/["\\\n$]/.test(v)) throw new Error(NginxUnescapedHeader({ name: k, value: v }));
        return `${indent}add_header ${k} "${v}" always;`;
      })
      .join('\n');
  const site = (policy: string, cache: string, indent?: string) =>
    lines({ ...COMMON_HEADERS, 'Content-Security-Policy': policy, 'Cache-Control': cache }, indent);
  const catchAll = catchAllPolicy(options);
  const admin = (cache: string) => lines({ ...adminAllHeaders(options), 'Cache-Control': cache });
  const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let out = `# nginx server for the built site, written into dist/ by the build (generator/headers/). The
# Docker image uses it as /etc/nginx/conf.d/default.conf with dist/ in /usr/share/nginx/html;
# elsewhere, change \`listen\` and \`root\` to suit.

# One URL per page, as the preview has it (generator/request-paths.ts, canonicalPath): a
# trailing slash, /index and .html are dropped and doubled slashes merged, in one redirect that
# keeps the query: /gallery/index.html → /gallery, /index.html → /, /gallery//2 → /gallery/2.
# Only for paths of the characters the site's URLs use; anything else is left to the locations.
# (map belongs to the http level, which includes this file; the names are this site's own.)
map $uri $site_canonical_path {
  default "";
  "/" "";
  "/404.html" "";
  # A dotfile is not found, whatever its form (the location below).
  "~^/\\.(?!well-known/)|.+/\\." "";
  "~^(?:/index|\\.html|/)+$" "/";
  "~^(?<site_stem>[A-Za-z0-9/._~-]*?[A-Za-z0-9._~-])(?:/index|\\.html|/)+$" $site_stem;
}
map $request_uri $site_doubled_slash {
  default "";
  "~^[^?]*//" 1;
}
map $uri $site_plain_uri {
  default "";
  "~^[A-Za-z0-9/._~-]+$" $uri;
}
map "$site_canonical_path:$site_doubled_slash" $site_redirect {
  default $site_canonical_path;
  ":" "";
  ":1" $site_plain_uri;
}

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
  # A range wholly past a file's end: nginx refuses it (416) only after the file's location has
  # added its headers, and the refusal would pass that location's add_header lines again, sending
  # each header twice; the location below answers it instead.
  error_page 416 @range-not-satisfiable;
  if ($site_redirect != "") {
    return 301 $site_redirect$is_args$args;
  }
  # The responses nginx makes before any location applies (a request it cannot parse: 400;
  # a URI too long: 414) carry the headers too: these apply wherever a location sets none.
${site(catchAll, CACHE_REVALIDATE, '  ')}

  # Pages in directory style: /services is services/index.html.
  location / {
    try_files $uri $uri/index.html =404;
${site(catchAll, CACHE_REVALIDATE)}
  }

  # The 404 page is not a page: asked for by its name it is not found (no soft 200); it is
  # shown only as the answer to an unknown path. (Its headers are the server's.)
  location = /404.html {
    internal;
  }

  # The 416 of a range past the end, which has the headers of the file's location already. Its one
  # add_header, empty and so never sent, keeps it from taking the server's, which would add them again.
  location @range-not-satisfiable {
    add_header X-Headers-Already-Added "";
    return 416;
  }

  # Dotfiles a deploy can leave in the web root (.git/, .env, .build-complete) are not served,
  # except /.well-known/ (security.txt, ACME challenges).
  location ~ "^/\\.(?!well-known/)|.+/\\." {
    return 404;
  }

  # The hosts' configuration, which the build writes beside the site: not for download.
  location ~ ^/(serve\\.json|_headers|nginx\\.conf)$ {
    return 404;
  }

  # The editor (Decap CMS): its own policy, never indexed. Its address is /admin, as any
  # folder's page is (/admin/ and /admin/index.html redirect there, above).
  location = /admin {
    try_files /admin/index.html =404;
${admin(CACHE_REVALIDATE)}
  }
  location /admin/ {
    try_files $uri =404;
${admin(CACHE_REVALIDATE)}
  }
  # Its script, named by the hash of its bytes: cached for a year (a regular expression, so it
  # wins over the prefix above).
  location ~ ${EDITOR_SCRIPT_NGINX} {
    try_files $uri =404;
${admin(CACHE_IMMUTABLE)}
  }

  # Content-hashed files (name-hash.ext under /assets/): cached for a year. Any other path,
  # an unknown one under /assets/ included, is asked for again.
  location ~ ${HASHED_FILE_NGINX} {
    try_files $uri =404;
${site(catchAll, CACHE_IMMUTABLE)}
  }
`;
  for (const { page, policy } of ownPolicies(pages, options)) {
    const pattern = page.route === '/' ? '^/(index\\.html)?$' : `^${escapeRe(page.route)}(/|/index\\.html)?$`;
    out += `
  # ${page.route}: its own policy (what it embeds).
  location ~ ${pattern} {
    try_files $uri $uri/index.html =404;
${site(policy, CACHE_REVALIDATE)}
  }
`;
  }
  out += '}\n';
  return out;
}

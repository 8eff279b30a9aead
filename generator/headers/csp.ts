// The Content-Security-Policy of each page, as the header sends it and as a page's own
// <meta http-equiv> carries it (for hosts that cannot send headers).
import type { Directives } from '../../framework/build/define-site.ts';

export type { Directives };

export interface HeaderOptions {
  /** Origins of absolute video URLs in the content (media-src). From `collectMedia` (generator/content/load.ts). */
  mediaOrigins: string[];
  /** Sources one page alone adds, by route (null: the 404 page): a third party it embeds, or an inline stylesheet's hash. */
  pageSources: ReadonlyMap<string | null, Directives>;
  /** Sources the editor at /admin/ adds: the GitHub Enterprise server admin/backend.yml names, if any. */
  editorSources: Directives;
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

/** `base` with the sources `added` gives, as a policy; a directive that was 'none' gets just the new sources. */
export function policyWith(base: Directives, added: Directives): string {
  // A shallow copy is enough: a directive gets a new list, never a changed one.
  const d = { ...base };
  for (const [name, sources] of Object.entries(added)) {
    if (!sources.length) continue;
    const current = (d[name] ?? []).filter((s) => s !== "'none'");
    d[name] = [...current, ...sources.filter((s) => !current.includes(s))];
  }
  return Object.entries(d)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The Content-Security-Policy header of a page: route '/services', or null for the 404 page. */
export function contentSecurityPolicy(route: string | null, options: HeaderOptions): string {
  return policyWith(baseDirectives(options), options.pageSources.get(route) ?? {});
}

/** Directives a <meta http-equiv="Content-Security-Policy"> cannot carry: browsers ignore them there. */
export const META_UNSUPPORTED = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

function directivesWhere(policy: string, keep: (name: string) => boolean): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && keep((d.split(/\s+/)[0] ?? d).toLowerCase()))
    .join('; ');
}

const metaUnsupported = (name: string) => (META_UNSUPPORTED as readonly string[]).includes(name);

export const policyForMeta = (policy: string): string => directivesWhere(policy, (name) => !metaUnsupported(name));

export const headerOnlyPolicy = (policy: string): string => directivesWhere(policy, metaUnsupported);

export function metaContentSecurityPolicy(route: string | null, options: HeaderOptions): string {
  return policyForMeta(contentSecurityPolicy(route, options));
}

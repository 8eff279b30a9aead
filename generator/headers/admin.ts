// The editor at /admin/ has a policy of its own: what Decap needs and nothing more (docs/security-headers.md
// says why each source is there), so the public pages' policy stays strict.
import { type Directives, type HeaderOptions, policyWith } from './csp.ts';
import { COMMON_HEADERS } from './policy.ts';

export const ADMIN_PATH = '/admin/';

/** True for the editor's page and its files: /admin, and anything under /admin/. */
export function isAdminPath(urlPath: string): boolean {
  return urlPath === ADMIN_PATH.slice(0, -1) || urlPath.startsWith(ADMIN_PATH);
}

const GITHUB_API = 'https://api.github.com';

const DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:', GITHUB_API],
  'media-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'worker-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * What the editor loads from a GitHub Enterprise server whose API is at `apiRoot`
 * (https://github.example.com/api/v3, or https://api.<name>.ghe.com): the API's origin
 * (connect-src; files and photos come through it, never from raw.<server> or media.<server>),
 * and the owner's avatar, served there (/avatars/) without subdomain isolation and from
 * avatars.<server> with it (img-src). None for github.com's API, or without api_root.
 */
export function enterpriseSources(apiRoot: unknown): Directives {
  if (typeof apiRoot !== 'string') return {};
  const { origin, protocol, host } = new URL(apiRoot);
  if (origin === GITHUB_API) return {};
  const server = host.replace(/^api\./, '');
  return { 'connect-src': [origin], 'img-src': [origin, `${protocol}//avatars.${server}`] };
}

/** The editor's policy, with the sources a GitHub Enterprise server adds (HeaderOptions, editorSources). */
export function adminPolicy({ editorSources }: Pick<HeaderOptions, 'editorSources'>): string {
  return policyWith(DIRECTIVES, editorSources);
}

/** The headers of every response under /admin/ that differ from the site's. */
export function adminHeaders(options: Pick<HeaderOptions, 'editorSources'>): Record<string, string> {
  return {
    'Content-Security-Policy': adminPolicy(options),
    'X-Robots-Tag': 'noindex',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

export function adminAllHeaders(options: Pick<HeaderOptions, 'editorSources'>): Record<string, string> {
  return { ...COMMON_HEADERS, ...adminHeaders(options) };
}

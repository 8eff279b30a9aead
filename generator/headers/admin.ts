// The editor at /admin/ (admin/, Decap CMS) has a policy of its own, on every host: what Decap
// needs and nothing more, while the public pages' policy stays as strict as it is. Decap styles
// itself with inline <style> elements (emotion) and compiles its configuration's validation to
// functions (ajv: 'unsafe-eval'); it talks to GitHub's API (the live site's backend) or to the
// local backend of `npm run cms` on its own origin ('self'), shows photos as blob: URLs and the owner's
// GitHub avatar. The login opens a window on the login service, which must be able to report
// back to this page: the opener policy lets the windows it opens keep their opener. An upload is
// read back from its blob: URL before it is sent (connect-src blob:).
import { COMMON_HEADERS } from './policy.ts';

/** The URL path the editor is served under. */
export const ADMIN_PATH = '/admin/';

/** True for the editor's page and its files: /admin, and anything under /admin/. */
export function isAdminPath(urlPath: string): boolean {
  return urlPath === ADMIN_PATH.slice(0, -1) || urlPath.startsWith(ADMIN_PATH);
}

const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:', 'https://api.github.com'],
  'media-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'worker-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The editor's Content-Security-Policy header. */
export const ADMIN_POLICY = Object.entries(DIRECTIVES)
  .map(([name, sources]) => [name, ...sources].join(' '))
  .join('; ');

/** The headers of every response under /admin/ that differ from the site's. */
export const ADMIN_HEADERS: Record<string, string> = {
  'Content-Security-Policy': ADMIN_POLICY,
  'X-Robots-Tag': 'noindex',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** Every header of a response under /admin/. */
export const ADMIN_ALL_HEADERS: Record<string, string> = { ...COMMON_HEADERS, ...ADMIN_HEADERS };

// The dev server's headers: production's, but the header policy holds only what a page's meta
// element cannot (frame-ancestors), no Strict-Transport-Security (it would pin a tunnel's name to
// HTTPS), and nothing cached but the editor's hashed script.
import { adminHeaders, adminPolicy, isAdminPath } from './admin.ts';
import { headerOnlyPolicy } from './csp.ts';
import { CACHE_IMMUTABLE, COMMON_HEADERS, catchAllPolicy, isEditorScript } from './policy.ts';

const { 'Strict-Transport-Security': _hsts, ...COMMON_DEV_HEADERS } = COMMON_HEADERS;

/** The site's policy as the dev server sends it: the part no meta element can carry, the same on every page. */
const SITE_POLICY = headerOnlyPolicy(catchAllPolicy({ mediaOrigins: [], pageSources: new Map(), editorSources: {} }));

/**
 * The editor's headers, and its policy as the dev server sends it: the part no meta element can
 * carry. Its page carries the rest, with the GitHub Enterprise server admin/backend.yml may add.
 */
const ADMIN_HEADERS = adminHeaders({ editorSources: {} });
const ADMIN_POLICY = headerOnlyPolicy(adminPolicy({ editorSources: {} }));

/** Every header of any dev server's response for this URL path, a refusal's too. */
export function devHeaders(urlPath: string): Record<string, string> {
  const admin = isAdminPath(urlPath);
  return {
    ...COMMON_DEV_HEADERS,
    ...(admin ? ADMIN_HEADERS : {}),
    'Content-Security-Policy': admin ? ADMIN_POLICY : SITE_POLICY,
    'Cache-Control': 'no-store',
  };
}

/** The Cache-Control of a file the dev server found at this URL path. */
export function devFileCaching(urlPath: string): string {
  return isEditorScript(urlPath) ? CACHE_IMMUTABLE : 'no-store';
}

// What every path a visitor can ask for must get from a host that applies dist/_headers: exactly
// one Content-Security-Policy, with frame-ancestors, the one its page needs; exactly one
// Cache-Control, the right one; each common header once; under /admin/ (the editor) its own
// policy, opener policy and X-Robots-Tag: noindex, and its script, named by its hash, cached for a
// year. Netlify's rules are modelled (./host-header-models.ts); Cloudflare Pages' run in workerd.
import { adminAllHeaders, adminPolicy } from '../../generator/headers/admin.ts';
import { contentSecurityPolicy } from '../../generator/headers/csp.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, COMMON_HEADERS, HASHED_EXTENSIONS } from '../../generator/headers/policy.ts';
import { filesUnder, type SharedBuild } from './shared-build.ts';

/** Every header a path gets, by lower-case name, as the values that make it up; and its status, from a real host. */
export interface HostAnswer {
  status?: number;
  headers: Map<string, string[]>;
}

/** Every path to check, with the page it shows (a route, null for the 404 page, undefined for a file). */
export function requestPaths({ outDir, result }: SharedBuild): Map<string, string | null | undefined> {
  const paths = new Map<string, string | null | undefined>();
  const files = filesUnder(outDir);
  // Every file the hosts publish (they consume _headers themselves).
  for (const file of files) if (file !== '_headers') paths.set(`/${file}`, undefined);
  for (const page of result.pages) {
    if (page.route === null) {
      paths.set(`/${page.outFile}`, null);
      continue;
    }
    paths.set(`/${page.outFile}`, page.route);
    paths.set(page.route, page.route);
    if (page.route !== '/') paths.set(`${page.route}/`, page.route);
  }
  // Unknown paths answer with the 404 page.
  const unknown = ['/no-such-page', '/contact/anything', '/contact/index.htm', '/services/x/y', '/assets/no-such-file.js', '/CONTACT'];
  // Where a page named like the build's own folder would be: no page may be there (routes.ts).
  unknown.push('/assets', '/assets/', '/assets/gear', '/assets/gear/', '/assets/gear/index.html', '/assets/img/');
  for (const p of unknown) paths.set(p, null);
  paths.set('/admin/', undefined);
  paths.set('/admin', undefined);
  const built = files.filter((f) => /^admin\/editor-[^/]*\.js$/.test(f));
  if (built.length !== 1) throw new Error(`expected one editor script in ${outDir}/admin/, found ${built.join(', ') || 'none'}`);
  return paths;
}

const isAdmin = (urlPath: string) => urlPath === '/admin' || urlPath.startsWith('/admin/');

/**
 * What is wrong with the headers `answerOf` gives each path, one line each. `notFoundCache`: the
 * Cache-Control of a 404, where the host sends its own rather than the rules' (Cloudflare: no-store).
 */
export async function headerProblems(
  build: SharedBuild,
  answerOf: (urlPath: string) => HostAnswer | Promise<HostAnswer>,
  { notFoundCache }: { notFoundCache?: string } = {},
): Promise<string[]> {
  const options = build.result.headerOptions;
  const problems: string[] = [];
  for (const [urlPath, route] of requestPaths(build)) {
    const { status, headers: h } = await answerOf(urlPath);
    const csp = h.get('content-security-policy') ?? [];
    const [policy] = csp;
    if (csp.length !== 1 || policy === undefined) problems.push(`${urlPath}: ${csp.length} Content-Security-Policy values`);
    else {
      if (!/(^|;\s*)frame-ancestors 'none'/.test(policy)) problems.push(`${urlPath}: CSP without frame-ancestors 'none'`);
      // Unknown paths show the 404 page, so they get its policy; so do plain files. A case
      // variant of a page path is one only where the host matches paths case-insensitively.
      const expected = isAdmin(urlPath) ? adminPolicy(options) : contentSecurityPolicy(route === undefined ? null : route, options);
      const alsoFine = urlPath === '/CONTACT' ? [contentSecurityPolicy('/contact', options)] : [];
      if (policy !== expected && !alsoFine.includes(policy)) problems.push(`${urlPath}: not the policy of ${route ?? 'the 404 page'}`);
    }
    const cache = h.get('cache-control') ?? [];
    // The built files under /assets/ (every one has a hashed name), and what _headers cannot
    // tell from them: an unknown name with one of their file types (policy.ts, HASHED_EXTENSIONS).
    const hashedType = HASHED_EXTENSIONS.some((ext) => urlPath.endsWith(`.${ext}`));
    const editorScript = /^\/admin\/editor-[^/]*\.js$/.test(urlPath);
    const rules = (urlPath.startsWith('/assets/') && hashedType) || editorScript ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
    const wanted = status === 404 && notFoundCache ? notFoundCache : rules;
    if (cache.length !== 1 || cache[0] !== wanted) problems.push(`${urlPath}: Cache-Control ${JSON.stringify(cache)}, expected ${wanted}`);
    for (const [name, value] of Object.entries(isAdmin(urlPath) ? adminAllHeaders(options) : COMMON_HEADERS)) {
      const got = h.get(name.toLowerCase()) ?? [];
      if (got.length !== 1 || got[0] !== value) problems.push(`${urlPath}: ${name} ${JSON.stringify(got)}`);
    }
  }
  return problems;
}

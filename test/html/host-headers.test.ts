// dist/_headers under Netlify's and Cloudflare Pages' matching rules (test/helpers/host-header-models.ts):
// every path a visitor can ask for gets exactly one Content-Security-Policy, with frame-ancestors,
// the one its page needs, exactly one Cache-Control, the right one, and each common header once;
// under /admin/ (the editor) its own policy, opener policy and X-Robots-Tag: noindex, and its
// script, named by its hash, cached for a year.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { adminAllHeaders, adminPolicy } from '../../generator/headers/admin.ts';
import { contentSecurityPolicy } from '../../generator/headers/csp.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, COMMON_HEADERS, HASHED_EXTENSIONS } from '../../generator/headers/policy.ts';
import { HOSTS, parseHeadersFile } from '../helpers/host-header-models.ts';
import { filesUnder } from '../helpers/shared-build.ts';
import { buildOnce } from '../helpers/site-under-test.ts';

/** Every path to check, with the page it shows (a route, null for the 404 page, undefined for a file). */
async function requestPaths(): Promise<Map<string, string | null | undefined>> {
  const { outDir, result } = await buildOnce();
  const paths = new Map<string, string | null | undefined>();
  // Every file the hosts publish (they consume _headers themselves).
  for (const file of filesUnder(outDir)) if (file !== '_headers') paths.set(`/${file}`, undefined);
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
  const built = filesUnder(outDir).filter((f) => /^admin\/editor-[^/]*\.js$/.test(f));
  if (built.length !== 1) throw new Error(`expected one editor script in ${outDir}/admin/, found ${built.join(', ') || 'none'}`);
  return paths;
}

const isAdmin = (urlPath: string) => urlPath === '/admin' || urlPath.startsWith('/admin/');

for (const [host, headersOf] of Object.entries(HOSTS)) {
  test(`${host}: every path gets exactly one CSP with frame-ancestors, its page's policy, and one right Cache-Control`, async () => {
    const { outDir, result } = await buildOnce();
    const options = result.headerOptions;
    const rules = parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'));
    const paths = await requestPaths();
    assert.ok(paths.size > 50, 'the whole site is checked');
    const problems: string[] = [];
    for (const [urlPath, route] of paths) {
      const h = headersOf(rules, urlPath);
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
      const wanted = (urlPath.startsWith('/assets/') && hashedType) || editorScript ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
      if (cache.length !== 1 || cache[0] !== wanted)
        problems.push(`${urlPath}: Cache-Control ${JSON.stringify(cache)}, expected ${wanted}`);
      for (const [name, value] of Object.entries(isAdmin(urlPath) ? adminAllHeaders(options) : COMMON_HEADERS)) {
        const got = h.get(name.toLowerCase()) ?? [];
        if (got.length !== 1 || got[0] !== value) problems.push(`${urlPath}: ${name} ${JSON.stringify(got)}`);
      }
    }
    assert.equal(problems, [], `${host}: ${problems.length} problems:\n${problems.slice(0, 20).join('\n')}`);
  });
}

test.run();

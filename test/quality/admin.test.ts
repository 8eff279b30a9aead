// The editor at /admin/ under the preview server (serve.json, as the hosts get it): its own
// policy, never indexed (meta and header), its script (named by its hash) cached for a year, not
// in the sitemap or among the pages the link check, the audit and the budgets read, while every
// public page keeps its policy and ships no React.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { adminAllHeaders, adminPolicy } from '../../generator/headers/admin.ts';
import { contentSecurityPolicy, policyForMeta } from '../../generator/headers/csp.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../generator/headers/policy.ts';
import { serveWithHeaders } from '../../tools/harness/static-server.ts';
import { buildOnce, PATHS } from '../helpers/site.ts';

test('/admin/ has the editor, its own policy in the header and the page, noindex in both, and an opener policy for the login window', async () => {
  const { outDir, result } = await buildOnce();
  const policy = adminPolicy(result.headerOptions);
  const server = await serveWithHeaders(outDir);
  try {
    const response = await fetch(`${server.origin}/admin/`);
    assert.is(response.status, 200);
    for (const [name, value] of Object.entries(adminAllHeaders(result.headerOptions))) assert.is(response.headers.get(name), value, name);
    const { document } = parseHTML(await response.text());
    assert.is(document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
    assert.is(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'), policyForMeta(policy));
    const script = document.querySelector('script[type="module"]')?.getAttribute('src') ?? '';
    assert.match(script, /^\/admin\/editor-[\w-]+\.js$/);
    const js = await fetch(server.origin + script);
    assert.is(js.status, 200);
    assert.is(js.headers.get('x-robots-tag'), 'noindex');
    assert.is(js.headers.get('cache-control'), CACHE_IMMUTABLE, 'the script is named by its hash: kept for a year');
    assert.is(js.headers.get('content-security-policy'), policy);
    // Its local backend is on the dev server's own origin ('self'): no port of this machine is named.
    assert.not.match(policy, /127\.0\.0\.1|localhost|:8081/);
    assert.is((await fetch(`${server.origin}/admin/`)).headers.get('cache-control'), CACHE_REVALIDATE, 'the page is asked for again');
    assert.is((await fetch(`${server.origin}/admin/config.yml`)).status, 200);
  } finally {
    await server.close();
  }
});

test("the public pages' policy does not loosen for the editor, and no public page loads its script", async () => {
  const { outDir, result } = await buildOnce();
  for (const page of result.pages) {
    const policy = contentSecurityPolicy(page.route, result.headerOptions);
    assert.not.match(policy, /unsafe-eval|api\.github\.com|127\.0\.0\.1|style-src 'self' 'unsafe-inline'/, page.outFile);
    const html = readFileSync(path.join(outDir, page.outFile), 'utf8');
    assert.not.match(html, /\/admin\//, `${page.outFile} names nothing under /admin/`);
  }
});

test('/admin is in neither the sitemap nor the pages', async () => {
  const { outDir } = await buildOnce();
  assert.not.match(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'), /admin/);
  assert.not.ok(
    PATHS.some((p) => p.startsWith('/admin')),
    'not a page of the site',
  );
});

test.run();

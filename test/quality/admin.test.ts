// The editor at /admin/ under the preview server (serve.json, as the hosts get it): its own
// policy, never indexed (meta and header), its script (named by its hash) cached for a year, not
// in the sitemap or among the pages the link check, the audit and the budgets read, while every
// public page keeps its policy and ships no React.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { adminPolicy } from '../../generator/headers/admin.ts';
import { contentSecurityPolicy, policyForMeta } from '../../generator/headers/csp.ts';
import { assertAdmin, preview } from '../helpers/served-answers.ts';
import { buildOnce, stopServing } from '../helpers/site-under-test.ts';

test('/admin has the editor under its own headers (test/helpers/served-answers.ts), its own policy in the page too, noindex in both, and an opener policy for the login window', async () => {
  const build = await buildOnce();
  await assertAdmin(preview, build);
  const policy = adminPolicy(build.result.headerOptions);
  const { document } = parseHTML((await preview('/admin')).body.toString());
  assert.is(document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
  assert.is(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'), policyForMeta(policy));
  // Its local backend is on the dev server's own origin ('self'): no port of this machine is named.
  assert.not.match(policy, /127\.0\.0\.1|localhost|:8081/);
});

// Not in the sitemap either: test/quality/seo.test.ts holds it to exactly these pages' routes.
test('/admin is none of the public pages, whose policy does not loosen for the editor, and none of which loads its script', async () => {
  const { outDir, result } = await buildOnce();
  for (const page of result.pages) {
    assert.not.match(page.route ?? '', /^\/admin/, `${page.outFile} is a page of the site, not the editor`);
    const policy = contentSecurityPolicy(page.route, result.headerOptions);
    assert.not.match(policy, /unsafe-eval|api\.github\.com|127\.0\.0\.1|style-src 'self' 'unsafe-inline'/, page.outFile);
    const html = readFileSync(path.join(outDir, page.outFile), 'utf8');
    assert.not.match(html, /\/admin\//, `${page.outFile} names nothing under /admin/`);
  }
});

test.after(stopServing);
test.run();

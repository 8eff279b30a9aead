// dist/_headers under Netlify's matching rules (test/helpers/host-header-models.ts): every path a
// visitor can ask for gets the headers test/helpers/host-header-checks.ts lists. Cloudflare Pages
// applies the same file in workerd: test/browser/github-login.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { headerProblems, requestPaths } from '../helpers/host-header-checks.ts';
import { netlifyHeaders, parseHeadersFile } from '../helpers/host-header-models.ts';
import { buildOnce } from '../helpers/site-under-test.ts';

test("netlify: every path gets exactly one CSP with frame-ancestors, its page's policy, and one right Cache-Control", async () => {
  const build = await buildOnce();
  const rules = parseHeadersFile(readFileSync(path.join(build.outDir, '_headers'), 'utf8'));
  assert.ok(requestPaths(build).size > 50, 'the whole site is checked');
  const problems = await headerProblems(build, (urlPath) => ({ headers: netlifyHeaders(rules, urlPath) }));
  assert.equal(problems, [], `${problems.length} problems:\n${problems.slice(0, 20).join('\n')}`);
});

test.run();

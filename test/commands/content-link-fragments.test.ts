// A content link to a part of a page that the page lacks fails `npm run build` on the content's
// file, line and field, once: the pages' ids are known only after the render, and the check
// phase names the field instead of every page that shows the link. A link to a part the page
// has builds.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseDocument } from 'yaml';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { services, site } from '../helpers/content.ts';
import { itemAt } from '../helpers/lists.ts';
import { unusedId } from '../helpers/validate.ts';

test('a nav link to a missing part of a page names content/site.yaml, the line and the field, and no page of the output', () => {
  const root = projectCopy();
  try {
    const file = 'content/site.yaml';
    const doc = parseDocument(readFileSync(path.join(root, file), 'utf8'));
    // The first nav link, to a part of its page that no element has; the first footer link, to
    // the first service's part of /services, which every service has.
    const page = itemAt(site.nav, 0, 'nav link').href.split('#')[0]!;
    const missing = unusedId(
      'no-such-part',
      services.items.map((s) => s.id),
    );
    doc.setIn(['nav', 0, 'href'], `${page}#${missing}`);
    doc.setIn(['footer', 'quickLinks', 0, 'href'], `/services#${itemAt(services.items, 0, 'service').id}`);
    const text = String(doc);
    writeFileSync(path.join(root, file), text);
    const line = text.split('\n').findIndex((l) => l.includes(`#${missing}`)) + 1;
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts')], { cwd: root, encoding: 'utf8' });
    assert.is.not(run.status, 0, run.stdout);
    const [problem, ...rest] = run.stderr.trim().split('\n').slice(1);
    assert.equal(rest, [], run.stderr);
    assert.ok(problem?.startsWith(`content/site.yaml line ${line}: `), run.stderr);
    assert.ok(
      problem?.includes(
        `(the 1st) › href: '${page}#${missing}' leads to no part of ${page}: no element there has the id '${missing}' (its ids: `,
      ),
      run.stderr,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();

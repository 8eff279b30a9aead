// npm test's runner (test/run.mjs) starts the owner-edits job only once the shared build is done:
// the job copies the image cache, which on a fresh clone the build is still filling. Checked on a
// project of its own whose build takes a while and whose owner-edits test looks for the build's
// output as it starts; a runner that started it beside the build would fail that test.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { ROOT } from '../helpers/shared-build.ts';

/** The files of the project: a slow build, and one test in each of the suites named. */
const PROJECT = {
  'package.json': '{ "type": "module" }\n',
  // Long enough that a job started beside it would be running before it ends.
  'test/build-site.ts': `import { mkdirSync, writeFileSync } from 'node:fs';
await new Promise((resolve) => setTimeout(resolve, 1500));
mkdirSync(process.argv[2], { recursive: true });
writeFileSync('built', '');
`,
  'test/edits/order.test.ts': `import { existsSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
test('the shared build was done when this job started', () => assert.ok(existsSync('built')));
test.run();
`,
  'test/html/site.test.ts': `import { existsSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
test('the site was built before this job started', () => assert.ok(existsSync('built')));
test.run();
`,
};

test('the owner-edits job starts after the shared build, as the site suites do', () => {
  const project = tempDir('elevate-runner-');
  try {
    for (const [file, text] of Object.entries(PROJECT)) {
      mkdirSync(path.dirname(path.join(project.path, file)), { recursive: true });
      writeFileSync(path.join(project.path, file), text);
    }
    copyFileSync(path.join(ROOT, 'test/uvu-suite.mjs'), path.join(project.path, 'test/uvu-suite.mjs'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(project.path, 'node_modules'));
    const { TEST_BUILD: _, ...env } = process.env;
    const run = spawnSync(process.execPath, [path.join(ROOT, 'test/run.mjs'), 'edits', 'html'], {
      cwd: project.path,
      encoding: 'utf8',
      env: { ...env, TEST_JOBS: '3' },
    });
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /\n2 passed, 0 failed\n/);
  } finally {
    project.remove();
  }
});

test.run();

// npm test's runner (test/run.mjs), checked on projects of its own: it starts the owner-edits job
// only once the shared build is done (the job copies the image cache the build fills) and does not
// name that build to it; a site suite's parts take its files as they end one, so none waits behind
// a long one; a file still running after $TEST_JOB_MINUTES is stopped, named, and counted as failed.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { ROOT } from '../helpers/shared-build.ts';

/** A slow build, a test of the owner-edits job, and a site suite of four files, the first waiting for the other three to have run. */
const PROJECT = {
  // Long enough that a job started beside it would be running before it ends.
  'test/build-test-site.ts': `import { mkdirSync, writeFileSync } from 'node:fs';
await new Promise((resolve) => setTimeout(resolve, 1500));
mkdirSync(process.argv[2], { recursive: true });
writeFileSync('built', '');
`,
  'test/edits/order.test.ts': `import { existsSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
test('the shared build was done when this job started', () => assert.ok(existsSync('built')));
// The copy makes its own build: the shared one, built from other sources, is not named to it.
test('this job is not handed the shared build', () => assert.not.ok(process.env.TEST_BUILD));
test.run();
`,
  'test/html/a-waits.test.ts': `import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
test('the other part ran every other file meanwhile', async () => {
  const ran = () => ['b', 'c', 'd'].every((name) => existsSync(\`ran-\${name}\`));
  for (let tries = 0; tries < 600 && !ran(); tries++) await sleep(100);
  assert.ok(ran(), 'a file of this part was still waiting to be run');
});
test.run();
`,
  ...Object.fromEntries(
    ['b', 'c', 'd'].map((name) => [
      `test/html/${name}.test.ts`,
      `import { existsSync, writeFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
test('the site was built before this job started', () => assert.ok(existsSync('built')));
test('runs', () => writeFileSync('ran-${name}', ''));
test.run();
`,
    ]),
  ),
};

/** A unit suite whose first file never ends. */
const HANGING = {
  'test/unit/hangs.test.ts': `import { test } from 'uvu';
test('waits for what never comes', () => new Promise(() => setInterval(() => {}, 1000)));
test.run();
`,
};

/** Runs test/run.mjs with `args` in a project made of `files` (an ES module package); returns its exit and output. */
function runInProject(files: Record<string, string>, args: string[], jobs: number, env: Record<string, string> = {}) {
  const project = tempDir('elevate-runner-');
  try {
    for (const [file, text] of Object.entries({ 'package.json': '{ "type": "module" }\n', ...files })) {
      mkdirSync(path.dirname(path.join(project.path, file)), { recursive: true });
      writeFileSync(path.join(project.path, file), text);
    }
    copyFileSync(path.join(ROOT, 'test/uvu-suite.mjs'), path.join(project.path, 'test/uvu-suite.mjs'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(project.path, 'node_modules'));
    const { TEST_BUILD: _, ...ownEnv } = process.env;
    return spawnSync(process.execPath, [path.join(ROOT, 'test/run.mjs'), ...args], {
      cwd: project.path,
      encoding: 'utf8',
      env: { ...ownEnv, ...env, TEST_JOBS: String(jobs) },
    });
  } finally {
    project.remove();
  }
}

test("the owner-edits job starts after the shared build, as the site suites do; a site suite's parts take its files as they go, so none waits behind a long one", () => {
  const run = runInProject(PROJECT, ['edits', 'html'], 2);
  assert.is(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /\n9 passed, 0 failed\n/);
});

test('a file that hangs is stopped, named, and counted as failed', () => {
  const run = runInProject(HANGING, ['unit'], 2, { TEST_JOB_MINUTES: '0.05' });
  assert.is(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, 'stopped: test/unit/hangs.test.ts still running after 0.05 minutes');
  assert.match(run.stdout, /\n0 passed, 1 failed\n/);
});

test.run();

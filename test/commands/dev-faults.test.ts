// The dev server, started in this process by createDevServer() on a scratch copy of the project,
// through what used to wedge it, under a short render time limit. Waits are for log lines and
// responses, never a fixed time; a request that never answers fails after a bound far above it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PHOTOS_PER_PAGE, photoPages } from '../../content/gallery-views.ts';
import { VSCODE_SETTINGS } from '../../generator/editor/code-editor-schemas.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { DevSession } from '../helpers/dev-session.ts';
import { addPhotos } from '../helpers/gallery-fixture.ts';
import { gallery, site } from '../helpers/loaded-content.ts';

let dev: DevSession;
/** The render worker's time limit here, in seconds. */
const LIMIT_S = 5;
/** How long a request may take before it counts as hanging: far above the limit and a restart. */
const HANGS_AFTER_MS = 90_000;

test.before(async () => {
  // Its own assets/, so the test can add photos; the image cache is the project's (no encodes).
  const root = projectCopy({ copyAssets: true });
  // Missing, the code editor's settings are written by the first build, which says so.
  rmSync(path.join(root, VSCODE_SETTINGS), { force: true });
  dev = await DevSession.inProcess(root, { timeLimitMs: LIMIT_S * 1000 });
});

test("the render worker's lines go to the server's log, not to the process's console", () => {
  assert.match(dev.output, `editor: the content files' JSON Schemas for code editors: ${VSCODE_SETTINGS}\n`);
});

test.after(async () => {
  await dev?.stop();
});

test('photos added and removed again: the extra gallery view comes and goes, and every later build succeeds', async () => {
  // One more page of the "all" view than today's: its last page then links to the new one.
  const pages = photoPages(gallery.photos, site.brand.length).length;
  const lastRoute = pages > 1 ? `/gallery/${pages}` : '/gallery';
  const added = `/gallery/${pages + 1}`;
  const remove = addPhotos(dev.root, pages * PHOTOS_PER_PAGE + 1);
  await dev.answered(added, (r) => r.status === 200, 'was served');
  await dev.answered(lastRoute, (r) => r.body.includes(`href="${added}"`), `linked to ${added}`);
  await dev.until(() => dev.settled(), 'the builds to settle');
  const failures = dev.count('✗ build ');
  const from = dev.output.length;
  remove();
  await dev.answered(added, (r) => r.status === 404, 'went away');
  await dev.answered(lastRoute, (r) => r.status === 200 && !r.body.includes(`href="${added}"`), `stopped linking to ${added}`);
  await dev.until(() => dev.settled(), 'the builds to settle');
  assert.is(dev.count('✗ build '), failures, `no build failed:\n${dev.output.slice(from)}`);
  assert.not.match(dev.output.slice(from), /broken references/);
  // And the next edit builds as usual.
  const next = dev.count('✓ build ');
  dev.save('content/team.yaml', `${dev.read('content/team.yaml')}\n# the next edit\n`);
  await dev.until(() => dev.count('✓ build ') > next || dev.count('✗ build ') > failures, 'the next build');
  assert.is(dev.count('✗ build '), failures, `the next build failed:\n${dev.output.slice(from)}`);
});

test('an endless loop in a content schema module is stopped, named, and the next save builds again', async () => {
  const file = 'content/schema/team.ts';
  const source = dev.read(file);
  const from = dev.output.length;
  dev.save(file, `${source}\nwhile (Date.now() > 0) {}\n`);
  await dev.logged(/✗ build \d+ failed/, from);
  await dev.logged(/the next save starts a new render worker/, from);
  const report = dev.output.slice(from);
  assert.match(
    report,
    new RegExp(`the render worker spent over ${LIMIT_S} s [^\n]*, in content/schema/team\\.ts[^\n]* without returning`),
    `the report names the module:\n${report}`,
  );
  // Requests are answered meanwhile: the last good page, and the error in its tab.
  const team = await dev.get('/team');
  assert.is(team.status, 200);
  const builds = dev.count('◌ build ');
  // No build of the same code again before the next save.
  assert.not.match(dev.output.slice(from).split('the next save starts a new render worker')[1] ?? '', /◌ build/);
  dev.save(file, source);
  await dev.until(() => dev.count('◌ build ') > builds, 'the save to start a build');
  await dev.logged(/✓ build \d+/, dev.output.lastIndexOf('◌ build '));
  assert.is((await dev.get('/team')).status, 200);
});

test('an endless loop in a component: GET /team answers, the page and the component are named, and the fix builds', async () => {
  const file = 'components/sections/TeamCard.tsx';
  const source = dev.read(file);
  const looping = source.replace(/(export function TeamCard\([^)]*\)[^{]*\{)/, '$1\n  for (;;) {}');
  assert.is.not(looping, source, 'the loop is written into TeamCard');
  const from = dev.output.length;
  dev.save(file, looping);
  await dev.logged(new RegExp(`${file.replace(/[./]/g, '\\$&')} changed|◌ build \\d+: [^\n]*TeamCard`), from);
  const team = await fetch(`http://127.0.0.1:${dev.port}/team`, { signal: AbortSignal.timeout(HANGS_AFTER_MS) });
  assert.is(team.status, 200, 'the last good /team is served');
  await team.text();
  // The failure and the new process are reported apart, in either order.
  await dev.logged(/✗ (?:build \d+ failed|a page failed to render)/, from);
  await dev.logged(/the next save starts a new render worker/, from);
  assert.match(
    dev.output.slice(from),
    new RegExp(
      `spent over ${LIMIT_S} s rendering /team \\(pages/team\\.tsx\\), in components/sections/TeamCard\\.tsx \\(TeamCard\\) without returning`,
    ),
    `the report names the page and the component:\n${dev.output.slice(from)}`,
  );
  const fixed = dev.output.length;
  dev.save(file, source);
  await dev.logged(/✓ build \d+/, fixed);
  // The page renders again: a request waits for it, and no error comes of it.
  assert.is((await dev.get('/team')).status, 200);
  await dev.until(() => dev.settled(), 'the builds to settle');
  assert.not.match(dev.output.slice(fixed), /✗|failed to render/, `after the fix:\n${dev.output.slice(fixed)}`);
});

test('an endless loop in a content schema module from the start: the server still starts, names the module, and the fix builds', async () => {
  const root = projectCopy();
  const file = 'content/schema/team.ts';
  const source = readFileSync(path.join(root, file), 'utf8');
  writeFileSync(path.join(root, file), `${source}\nwhile (Date.now() > 0) {}\n`);
  const looping = await DevSession.inProcess(root, { timeLimitMs: LIMIT_S * 1000 });
  try {
    assert.match(looping.output, new RegExp(`spent over ${LIMIT_S} s loading site\\.config\\.ts, in content/schema/team\\.ts`));
    await looping.logged(/the next save starts a new render worker/);
    assert.is((await looping.get('/team')).status, 503, 'no good version yet: the page says the build failed');
    looping.save(file, source);
    await looping.logged(/✓ build \d+/);
    assert.is((await looping.get('/team')).status, 200);
  } finally {
    await looping.stop();
  }
});

test.run();

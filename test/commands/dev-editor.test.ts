// The editor never locks the owner out: `npm run dev -- --port N --editor-backend` (as `npm run
// cms` starts it), on a scratch copy whose gallery has one photo fewer than the build accepts (a
// rule of the whole list, which the editor's form lets through) and a dozen empty captions (a
// long list of problems), serves on N from its very first build, which fails: the pages answer
// 503, the editor's files 200, and its page shows the problem without covering its Login button
// until the owner fixes the file. Every wait is for a response or a log line.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, parseDocument } from 'yaml';
import { MIN_GALLERY_PHOTOS } from '../../content/schema/gallery.ts';
import { CACHE_IMMUTABLE } from '../../generator/headers/policy.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { askBackend } from '../helpers/backend-fixture.ts';
import { HAS_CHROMIUM, releaseBrowser, sharedBrowser } from '../helpers/browser.ts';
import { DevSession } from '../helpers/dev-session.ts';
import { content } from '../helpers/loaded-content.ts';

const test = suite<{ dev: DevSession; browser?: Browser; editor?: Page; gallery: string }>('the editor with refused content');

/** Photos whose caption the copy empties: enough problems to fill most of a phone's screen. */
const EMPTY_CAPTIONS = 12;

/** Chromium's tests are registered as skipped without it (and fail under CI, as the browser suite does). */
const withChromium = HAS_CHROMIUM || process.env.CI ? test : test.skip;

test.before(async (ctx) => {
  const root = projectCopy();
  const file = path.join(root, 'content/gallery.yaml');
  ctx.gallery = readFileSync(file, 'utf8');
  const doc = parseDocument(ctx.gallery);
  while ((doc.getIn(['photos']) as { items: unknown[] }).items.length >= MIN_GALLERY_PHOTOS)
    doc.deleteIn(['photos', MIN_GALLERY_PHOTOS - 1]);
  // And captions left empty, as a hand edit may leave them: a problem each, a long list to show.
  for (let i = 0; i < EMPTY_CAPTIONS; i++) doc.setIn(['photos', i, 'caption'], '');
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
  // No time limit on the render worker: a machine busy enough to stall its first build must not
  // turn this into a test of the limit (test/commands/dev-faults.test.ts is that).
  ctx.dev = await DevSession.start(root, { DEV_RENDER_TIME_LIMIT_S: '0' }, { portFlag: true, flags: ['--editor-backend'] });
});

test.after(async (ctx) => {
  await releaseBrowser(ctx.browser);
  await ctx.dev?.stop();
});

test('npm run dev -- --port N --editor-backend serves on port N, after a first build that failed naming the file and the field', async ({
  dev,
}) => {
  const terminal = `the terminal:\n${dev.output}`;
  assert.match(dev.output, new RegExp(`dev: serving http://127\\.0\\.0\\.1:${dev.port}/`), terminal);
  assert.match(dev.output, /✗ build 1 failed/, terminal);
  assert.match(
    dev.output,
    new RegExp(
      `content/gallery\\.yaml( line \\d+)?: photos: expected at least ${MIN_GALLERY_PHOTOS} photos, found ${MIN_GALLERY_PHOTOS - 1}`,
    ),
    terminal,
  );
  assert.is((await dev.get('/')).status, 503, 'no page has been built');
});

// Its headers, set before any answer (generator/dev/http.ts), are test/unit/headers.test.ts's (devHeaders) and dev.test.ts's.
test('/admin, its configuration, its preview data and its script answer 200; the script, named by its hash, is kept', async ({ dev }) => {
  const page = await dev.request('/admin');
  assert.is(page.status, 200);
  const script = /<script type="module" src="(\/admin\/editor-[^"]+\.js)"/.exec(page.body)?.[1];
  assert.ok(script, 'the page names its script');
  const js = await dev.request(script);
  assert.is(js.status, 200, script);
  assert.is(js.headers['cache-control'], CACHE_IMMUTABLE, 'the script is named by its hash: kept');
  const config = await dev.get('/admin/config.yml');
  assert.is(config.status, 200);
  assert.match(config.body, /name: gallery/);
  // The backend is the dev server's, named by the address the editor was opened at.
  for (const host of ['127.0.0.1', 'localhost']) {
    const served = await dev.request('/admin/config.yml', { host: `${host}:${dev.port}` });
    assert.equal((parse(served.body) as { local_backend?: unknown }).local_backend, {
      url: `http://${host}:${dev.port}/api/v1`,
      allowed_hosts: [host],
    });
  }
  const data = await dev.get('/admin/site-content.json');
  assert.is(data.status, 200);
  const preview = JSON.parse(data.body) as { content: Record<string, unknown> };
  assert.not.ok('gallery' in preview.content, 'the refused module has no last good version in this session');
  assert.equal(preview.content.team, JSON.parse(JSON.stringify(content.team)), 'the modules that parse are there');
});

withChromium("the editor's page shows the build's problem in a folded panel, and its Login button stays free to click", async (ctx) => {
  ctx.browser = await sharedBrowser();
  const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  ctx.editor = page;
  await page.goto(`http://127.0.0.1:${ctx.dev.port}/admin/`);
  const problem = page.getByRole('alert').filter({ hasText: 'content/gallery.yaml' });
  await problem.waitFor();
  assert.match((await problem.textContent()) ?? '', new RegExp(`photos: expected at least ${MIN_GALLERY_PHOTOS} photos`));
  const login = page.getByRole('button', { name: /login/i });
  await login.waitFor();
  // Nothing covers it: the element at its centre is the button (or inside it), and a click would reach it.
  const box = (await login.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '', {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  assert.match(hit, /login/i, "the element under the button's centre");
  await login.click({ trial: true, timeout: 5000 });
  // The list is folded under its heading, and opens to show the problems.
  const list = problem.locator('details');
  assert.is(await list.getAttribute('open'), null, 'folded at first');
  await problem.locator('summary').click();
  assert.is(await list.getAttribute('open'), '', 'opened');
  // The panel closes, and stays closed.
  await page.getByRole('button', { name: 'Close the build error' }).click();
  assert.is(await problem.count(), 0);
});

test('the owner fixes the file: the pages are served again, and the open editor drops the problem', async (ctx) => {
  const { dev } = ctx;
  // The panel was closed: open the page again, so that it shows the problem until the fix.
  await ctx.editor?.reload();
  const problem = ctx.editor?.getByRole('alert').filter({ hasText: 'content/gallery.yaml' });
  await problem?.waitFor();
  dev.save('content/gallery.yaml', ctx.gallery);
  await dev.answered('/', (r) => r.status === 200, 'was served');
  await problem?.waitFor({ state: 'detached' });
  const data = JSON.parse((await dev.get('/admin/site-content.json')).body) as { content: Record<string, unknown> };
  assert.ok('gallery' in data.content, 'the gallery is in the preview data');
});

test("a page added while it runs is offered by the editor's configuration, and the code editor's JSON Schemas are made", async ({
  dev,
}) => {
  const route = '/dev-editor-test-page';
  dev.write(`pages${route}.tsx`, dev.read('pages/privacy.tsx'));
  await dev.answered('/admin/config.yml', (r) => r.body.includes(`- ${route}\n`), `offered ${route}`);
  const settings = JSON.parse(dev.read('.vscode/settings.json')) as { 'yaml.schemas': Record<string, string> };
  const mapped = Object.entries(settings['yaml.schemas']).filter(([, file]) => file === 'content/gallery.yaml');
  assert.is(mapped.length, 1, 'content/gallery.yaml has its schema');
  assert.ok(existsSync(path.join(dev.root, mapped[0]![0])), mapped[0]![0]);
});

test("an edit of admin/backend.yml reaches the editor's configuration; one of publish_mode asks for a restart", async ({ dev }) => {
  const file = 'admin/backend.yml';
  const source = dev.read(file);
  const repo = 'dev-editor-test/another-repo';
  assert.match(source, /^ {2}repo: /m);
  dev.save(file, source.replace(/^( {2}repo:) .+$/m, `$1 ${repo}`));
  await dev.answered('/admin/config.yml', (r) => r.body.includes(`repo: ${repo}`), `naming ${repo}`);
  const mode = parse(source).publish_mode === 'editorial_workflow' ? 'simple' : 'editorial_workflow';
  dev.save(file, `${source.replace(/^publish_mode:.*$/m, '')}\npublish_mode: ${mode}\n`);
  await dev.until(() => dev.output.includes('publish_mode changed: restart npm run cms'), 'the restart line');
  dev.save(file, source);
});

test("a content file added with its schema while it runs is the editor's to read and write once a fresh render worker has built it", async ({
  dev,
}) => {
  const file = 'content/dev-editor-test-story.yaml';
  const editor = `http://127.0.0.1:${dev.port}`;
  const api = `${editor}/api/v1`;
  const getEntry = { action: 'getEntry', params: { branch: 'main', path: file } };
  dev.write(file, 'title: Our story\n');
  assert.is((await askBackend(api, getEntry, { origin: editor })).status, 403, "not the editor's before its schema");
  // Its schema, beside the site's own: one more content module in site.config.ts, which a fresh render worker loads.
  const config = 'site.config.ts';
  const source = dev.read(config);
  assert.match(source, /^ {2}content: \{$/m);
  const fresh = dev.count('a fresh render worker loads the engine');
  dev.save(
    config,
    `import { z as storyZ } from 'zod';\n${source.replace(/^ {2}content: \{$/m, '$&\n    devEditorTestStory: { schema: () => storyZ.object({ title: storyZ.string() }) },')}`,
  );
  await dev.until(() => dev.count('a fresh render worker loads the engine') > fresh, 'a fresh render worker');
  await dev.answered('/admin/config.yml', (r) => r.body.includes(`file: ${file}`), `offered ${file}`);
  const read = await askBackend(api, getEntry, { origin: editor });
  assert.is(read.status, 200, read.text);
  assert.is(JSON.parse(read.text).data, 'title: Our story\n');
  const saved = await askBackend(
    api,
    {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'devEditorTestStory', path: file, raw: 'title: Our story, told\n' }],
        assets: [],
        options: { collectionName: 'content', commitMessage: 'Update', useWorkflow: false, status: 'draft' },
      },
    },
    { origin: editor },
  );
  assert.is(saved.status, 200, saved.text);
  assert.is(dev.read(file), 'title: Our story, told\n');
});

test.run();

// The editor's backend in git mode (Decap's editorial workflow: a draft on its own branch until
// published), on a scratch git checkout: the same gate as in file mode, no commit over uncommitted
// changes, and a request keeps the checkout until it is answered.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createEditorBackend } from '../../generator/editor-backend/editor-backend.ts';
import {
  type BackendFixture,
  backendFixture,
  configText,
  EDITOR,
  editorConfig,
  request,
  type ServedBackend,
  serveBackend,
} from '../helpers/editor-backend.ts';

interface Context {
  fixture: BackendFixture;
  backend: ServedBackend;
  lines: string[];
  /** An entry of the configuration: its collection, its name (Decap's slug for a file) and its file. */
  entry: { collection: string; slug: string; file: string };
}

const test = suite<Context>('the editor backend in git mode');

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

test.before(async (ctx) => {
  ctx.fixture = await backendFixture();
  const { root } = ctx.fixture;
  rmSync(path.join(root, '.git'), { recursive: true });
  git(root, 'init', '--quiet', '--initial-branch=main');
  for (const [key, value] of [
    ['user.name', 'Test'],
    ['user.email', 'test@example.com'],
    ['commit.gpgsign', 'false'],
  ])
    git(root, 'config', key!, value!);
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '-m', 'The checkout');
  const config = (await editorConfig()) as { collections: { name: string; files: { name: string; file: string }[] }[] };
  const [collection] = config.collections;
  const [file] = collection!.files;
  ctx.entry = { collection: collection!.name, slug: file!.name, file: file!.file };
  ctx.lines = [];
});

test.after(async (ctx) => {
  await ctx.backend?.close();
  ctx.fixture?.remove();
});

const editor = (ctx: Context, body: unknown) => request(ctx.backend.url, body, { origin: EDITOR });
const draftSave = (ctx: Context, raw: string, file = ctx.entry.file) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug: ctx.entry.slug, path: file, raw }],
    assets: [],
    options: { collectionName: ctx.entry.collection, commitMessage: `Update ${ctx.entry.slug}`, useWorkflow: true, status: 'draft' },
  },
});
const onMain = (ctx: Context, file: string) => git(ctx.fixture.root, 'show', `main:${file}`);
const branches = (ctx: Context) => git(ctx.fixture.root, 'branch', '--format=%(refname:short)').split('\n').filter(Boolean);

test('git mode refuses to start while the working tree has uncommitted changes, naming them', async (ctx) => {
  const { root, scope } = ctx.fixture;
  writeFileSync(path.join(root, 'pages/scratch.tsx'), 'work in progress\n');
  try {
    await createEditorBackend({ root, scope: () => scope, isEditorOrigin: (origin) => origin === EDITOR, mode: 'git' });
    assert.unreachable('git mode started');
  } catch (error) {
    assert.match((error as Error).message, /uncommitted changes \(pages\/scratch\.tsx\).*commit or stash/);
  } finally {
    rmSync(path.join(root, 'pages/scratch.tsx'));
  }
  const config = await configText();
  ctx.backend = await serveBackend({ root, config: () => config, mode: 'git', log: (l) => ctx.lines.push(l) });
});

test("a saved draft is a branch of its own and main's file stays as it was; publishing it changes main's file", async (ctx) => {
  const { root } = ctx.fixture;
  const { file } = ctx.entry;
  const before = onMain(ctx, file);
  const raw = `${before}# a draft\n`;
  const saved = await editor(ctx, draftSave(ctx, raw));
  assert.is(saved.status, 200, saved.text);
  const branch = `cms/${ctx.entry.collection}/${ctx.entry.slug}`;
  assert.ok(branches(ctx).includes(branch), branches(ctx).join(', '));
  assert.is(onMain(ctx, file), before);
  assert.is(readFileSync(path.join(root, file), 'utf8'), before, 'the working tree shows main');
  assert.is(git(root, 'symbolic-ref', '--short', 'HEAD').trim(), 'main');
  assert.is(git(root, 'show', `${branch}:${file}`), raw);
  const drafts = await editor(ctx, { action: 'unpublishedEntries', params: { branch: 'main' } });
  assert.equal(JSON.parse(drafts.text), [`${ctx.entry.collection}/${ctx.entry.slug}`]);
  const data = await editor(ctx, {
    action: 'unpublishedEntryDataFile',
    params: { branch: 'main', collection: ctx.entry.collection, slug: ctx.entry.slug, id: branch, path: file },
  });
  assert.is(JSON.parse(data.text).data, raw);
  const published = await editor(ctx, {
    action: 'publishUnpublishedEntry',
    params: { branch: 'main', collection: ctx.entry.collection, slug: ctx.entry.slug },
  });
  assert.is(published.status, 200, published.text);
  assert.is(onMain(ctx, file), raw);
  assert.is(readFileSync(path.join(root, file), 'utf8'), raw);
  assert.not.ok(branches(ctx).includes(branch));
  assert.is(git(root, 'status', '--porcelain'), '');
});

test('git mode has the same gate: paths and drafts outside the configuration are refused, and so is another branch', async (ctx) => {
  const { root } = ctx.fixture;
  const head = git(root, 'rev-parse', 'HEAD');
  const attempts: [string, object, number][] = [
    ['a draft of pages/evil.tsx', draftSave(ctx, 'export default 1;\n', 'pages/evil.tsx'), 403],
    [
      'a draft of no entry',
      { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'content', slug: '../../main' } },
      403,
    ],
    [
      'a draft read of .git/config',
      {
        action: 'unpublishedEntryDataFile',
        params: { branch: 'main', collection: ctx.entry.collection, slug: ctx.entry.slug, id: 'x', path: '.git/config' },
      },
      403,
    ],
    [
      'a draft that does not exist',
      { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: ctx.entry.collection, slug: ctx.entry.slug } },
      404,
    ],
    ['another branch', { ...draftSave(ctx, 'x: 1\n'), params: { ...draftSave(ctx, 'x: 1\n').params, branch: 'other' } }, 409],
  ];
  for (const [what, body, status] of attempts) {
    const answer = await editor(ctx, body);
    assert.is(answer.status, status, `${what}: ${answer.text}`);
  }
  assert.is(git(root, 'rev-parse', 'HEAD'), head, 'nothing was committed');
  assert.is(git(root, 'branch', '--list', 'cms/*'), '');
});

test("a change made in the working tree while the editor runs stops the editor's commits until it is committed", async (ctx) => {
  const { root } = ctx.fixture;
  const head = git(root, 'rev-parse', 'HEAD');
  writeFileSync(path.join(root, 'README.md'), '# changed by a developer\n');
  try {
    const answer = await editor(ctx, draftSave(ctx, `${onMain(ctx, ctx.entry.file)}# another draft\n`));
    assert.is(answer.status, 409, answer.text);
    assert.match(JSON.parse(answer.text).error, /uncommitted changes \(README\.md\)/);
    assert.ok(
      ctx.lines.some((line) => /^cms: refused persistEntry \(409\).*README\.md/.test(line)),
      ctx.lines.join('\n'),
    );
    assert.is(git(root, 'rev-parse', 'HEAD'), head);
    assert.is(git(root, 'branch', '--list', 'cms/*'), '');
    assert.is(readFileSync(path.join(root, 'README.md'), 'utf8'), '# changed by a developer\n');
  } finally {
    git(root, 'checkout', '--quiet', '--', 'README.md');
  }
});

test('a request whose page went away keeps the checkout until it is answered: the next one finds it back on main', async (ctx) => {
  const { root } = ctx.fixture;
  // A commit hook that holds decap-server on the draft's branch, mid-request, while `hold` exists.
  const [hook, hold, reached] = ['hooks/post-commit', 'hold', 'reached'].map((name) => path.join(root, '.git', name)) as [
    string,
    string,
    string,
  ];
  writeFileSync(hook, `#!/bin/sh\ntouch '${reached}'\nwhile [ -e '${hold}' ]; do sleep 0.1; done\n`, { mode: 0o755 });
  writeFileSync(hold, '');
  const branch = `cms/${ctx.entry.collection}/${ctx.entry.slug}`;
  try {
    const page = new AbortController();
    const draft = request(ctx.backend.url, draftSave(ctx, `${onMain(ctx, ctx.entry.file)}# held\n`), {
      origin: EDITOR,
      signal: page.signal,
    });
    draft.catch(() => {});
    for (let tries = 0; tries < 600 && !existsSync(reached); tries++) await sleep(100);
    assert.ok(existsSync(reached), 'decap-server committed the draft');
    page.abort();
    // Another page asks while the draft's branch is still checked out; it is answered once the checkout is back.
    const next = editor(ctx, { action: 'unpublishedEntries', params: { branch: 'main' } });
    const early = await Promise.race([next, sleep(1000)]);
    assert.is(early, undefined, `answered while the draft's branch was checked out: ${JSON.stringify(early)}`);
    rmSync(hold);
    const answer = await next;
    assert.is(answer.status, 200, answer.text);
    assert.equal(JSON.parse(answer.text), [`${ctx.entry.collection}/${ctx.entry.slug}`]);
    assert.is(git(root, 'symbolic-ref', '--short', 'HEAD').trim(), 'main');
    assert.is(git(root, 'status', '--porcelain'), '');
  } finally {
    for (const file of [hook, hold, reached]) rmSync(file, { force: true });
    // Without failing again over a checkout the test found broken.
    spawnSync('git', ['checkout', '--quiet', 'main'], { cwd: root });
    spawnSync('git', ['branch', '-D', '--quiet', branch], { cwd: root });
  }
});

test.run();

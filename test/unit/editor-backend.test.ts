// The editor's backend (generator/editor-backend/) as npm run cms mounts it, over a scratch checkout: it answers only the dev
// server's own origins, touches only what the configuration served now names, and prints nothing a request carried. In git mode
// (Decap's editorial workflow) the same gate holds, no commit sweeps along uncommitted changes, and a request keeps the checkout.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, stringify } from 'yaml';
import { MAX_CONTENT_FILE_BYTES } from '../../generator/content/read-file.ts';
import { createEditorBackend } from '../../generator/editor-backend/editor-backend.ts';
import { editorScope, inScope } from '../../generator/editor-backend/editor-scope.ts';
import { draftBranch } from '../../generator/editor-backend/git-checkout.ts';
import { MAX_REQUEST_BYTES } from '../../generator/editor-backend/refusal.ts';
import {
  askBackend,
  type BackendAnswer,
  type BackendFixture,
  backendFixture,
  configText,
  DEV_PORT,
  EDITOR,
  editorConfig,
  OUTSIDE,
  type ServedBackend,
  serveBackend,
  snapshot,
} from '../helpers/backend-fixture.ts';
import { rejection } from '../helpers/expect-refusal.ts';
import { ROOT } from '../helpers/site-under-test.ts';

/** A request of the editor's page. */
const editor = (ctx: { backend: ServedBackend }, body: unknown) => askBackend(ctx.backend.url, body, { origin: EDITOR });

const FOREIGN = 'http://localhost:9999';
/** A request's body: the action, with the branch the editor works on and the action's parameters. */
const call = (action: string, params: Record<string, unknown> = {}) => ({ action, params: { branch: 'main', ...params } });

interface Served {
  fixture: BackendFixture;
  backend: ServedBackend;
  lines: string[];
}

const closeServed = async (ctx: Served) => {
  await ctx.backend?.close();
  ctx.fixture?.remove();
};

interface FsContext extends Served {
  /** The configuration the dev server serves: the build's, or none before its first build. */
  config: string | undefined;
}

const fsMode = suite<FsContext>('the editor backend');

fsMode.before(async (ctx) => {
  ctx.fixture = await backendFixture();
  ctx.lines = [];
  ctx.config = await configText();
  ctx.backend = await serveBackend({ root: ctx.fixture.root, config: () => ctx.config, log: (line) => ctx.lines.push(line) });
});

fsMode.after(closeServed);

const read = (ctx: FsContext, file: string) => readFileSync(path.join(ctx.fixture.root, file), 'utf8');
/** A photo folder: the media folder of a photo field (the top-level one holds them all). */
const photoFolder = (ctx: FsContext) => ctx.fixture.mediaFolders.at(-1)!;
/** The options of a save in Decap's simple publishing, as the editor sends them. */
const SIMPLE = { collectionName: 'content', commitMessage: 'Update', useWorkflow: false, status: 'draft' };
/** A photo the build takes: two pixels as a JPEG, and the same as a PNG. */
const JPEG = await sharp({ create: { width: 2, height: 1, channels: 3, background: '#c9a45c' } })
  .jpeg()
  .toBuffer();
const PNG = await sharp(JPEG).png().toBuffer();
const photo = (file: string, bytes: Buffer | string = JPEG) => ({
  path: file,
  content: Buffer.from(bytes).toString('base64'),
  encoding: 'base64',
});

/** What `answer` gives, and what the process writes to its standard output and error meanwhile (decap-server's logger writes there). */
async function printedDuring(answer: () => Promise<BackendAnswer>): Promise<{ answer: BackendAnswer; printed: string }> {
  let printed = '';
  const { stdout, stderr } = process;
  const out = stdout.write.bind(stdout);
  const err = stderr.write.bind(stderr);
  const keep = ((chunk: string | Uint8Array) => {
    printed += String(chunk);
    return true;
  }) as typeof stdout.write;
  stdout.write = keep;
  stderr.write = keep;
  try {
    const answered = await answer();
    // decap-server's logger writes from a stream, a tick or two later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { answer: answered, printed };
  } finally {
    stdout.write = out;
    stderr.write = err;
  }
}

fsMode("another origin than the dev server's gets 403 and no CORS header, its preflight too; the editor gets through", async (ctx) => {
  const [file] = ctx.fixture.contentFiles;
  const getEntry = call('getEntry', { path: file });
  const foreign = await askBackend(ctx.backend.url, getEntry, { origin: FOREIGN });
  assert.is(foreign.status, 403);
  assert.is(foreign.headers['access-control-allow-origin'], undefined);
  assert.not.match(foreign.text, read(ctx, file!).slice(0, 20));
  const refusedLines = ctx.lines.filter((line) => line.includes(FOREIGN) && line.includes('403'));
  assert.ok(refusedLines.length > 0, ctx.lines.join('\n'));
  const otherHosts = ['https://127.0.0.1', 'http://rebind.attacker.example', 'http://192.168.1.20'].map((host) => `${host}:${DEV_PORT}`);
  const others = [FOREIGN, `http://127.0.0.1:${DEV_PORT + 1}`, ...otherHosts, `${EDITOR}/admin/`, 'null'];
  for (const origin of others) {
    const preflight = await askBackend(ctx.backend.url, undefined, { origin, method: 'OPTIONS' });
    assert.is(preflight.status, 403, origin);
    assert.is(preflight.headers['access-control-allow-origin'], undefined, origin);
    assert.is((await askBackend(ctx.backend.url, getEntry, { origin })).status, 403, origin);
  }
  const withoutOrigin = await askBackend(ctx.backend.url, getEntry);
  assert.is(withoutOrigin.status, 403);
  // The dev server's names on its port: this machine's, as its Host policy answers them.
  for (const origin of [EDITOR, `http://localhost:${DEV_PORT}`, `http://[::1]:${DEV_PORT}`]) {
    const preflight = await askBackend(ctx.backend.url, undefined, { origin, method: 'OPTIONS' });
    assert.is(preflight.status, 204, origin);
    assert.is(preflight.headers['access-control-allow-origin'], origin);
    const own = await askBackend(ctx.backend.url, getEntry, { origin });
    assert.is(own.status, 200, origin);
    assert.is(own.headers['access-control-allow-origin'], origin);
    assert.is(JSON.parse(own.text).data, read(ctx, file!));
  }
});

fsMode('the scope is the configuration served now: none yet is a 503 saying wait; an entry it gains is editable at once', async (ctx) => {
  const [file] = ctx.fixture.contentFiles;
  const served = ctx.config!;
  const getEntry = (path: string) => editor(ctx, call('getEntry', { path }));
  try {
    ctx.config = undefined;
    const early = await getEntry(file!);
    assert.is(early.status, 503, early.text);
    assert.match(JSON.parse(early.text).error, /not made yet: wait for the dev server's first build/);
    ctx.config = served;
    const added = 'content/our-story.yaml';
    writeFileSync(path.join(ctx.fixture.root, added), 'title: Our Story\n');
    assert.is((await getEntry(added)).status, 403, 'not an entry of the configuration yet');
    // The page's entry, as the next build's configuration names it.
    const grown = parse(served) as { collections: { files: { name: string; file: string }[] }[] };
    grown.collections[0]!.files.push({ ...grown.collections[0]!.files[0]!, name: 'ourStory', file: added });
    ctx.config = stringify(grown);
    const now = await getEntry(added);
    assert.is(now.status, 200, now.text);
    assert.is(JSON.parse(now.text).data, 'title: Our Story\n');
  } finally {
    ctx.config = served;
    rmSync(path.join(ctx.fixture.root, 'content/our-story.yaml'), { force: true });
  }
});

fsMode('paths outside the content files and media folders: 403 and a line each; nothing read, written or deleted', async (ctx) => {
  const { root } = ctx.fixture;
  const folder = photoFolder(ctx);
  const outside = path.join(os.tmpdir(), `editor-backend-outside-${process.pid}`);
  const [linked] = ctx.fixture.contentFiles;
  const linkedText = read(ctx, linked!);
  // A content file that is a symlink to code; a folder inside a photo folder that leads to pages/; a photo that leads nowhere.
  rmSync(path.join(root, linked!));
  symlinkSync(path.relative(path.dirname(path.join(root, linked!)), path.join(root, 'package.json')), path.join(root, linked!));
  symlinkSync(path.relative(path.join(root, folder), path.join(root, 'pages')), path.join(root, folder, 'escape'));
  symlinkSync(path.join(outside, 'x.jpg'), path.join(root, folder, 'dangling.jpg'));
  const before = snapshot(root);
  const entry = (file: string) => ({ slug: 'x', path: file, raw: 'export default () => { throw new Error("ran") };\n' });
  const persist = (file: string, more = {}) => call('persistEntry', { entry: entry(file), assets: [], options: {}, ...more });
  const second = ctx.fixture.contentFiles[1]!;
  const attempts: [string, object][] = [
    ['../', call('getEntry', { path: `../${path.basename(root)}/package.json` })],
    ['../../', call('getEntry', { path: '../../etc/passwd' })],
    ['an absolute path', call('getEntry', { path: path.join(root, second) })],
    ['.git/config', call('getEntry', { path: '.git/config' })],
    ['.git/config as a photo', call('getMediaFile', { path: '.git/config' })],
    ['package.json', call('entriesByFiles', { files: [{ path: 'package.json' }] })],
    ['pages/evil.tsx', persist('pages/evil.tsx')],
    ['content/schema/', persist('content/schema/home.ts')],
    ['a content file renamed to code', persist(second, { entry: { ...entry(second), newPath: 'pages/renamed.tsx' } })],
    [
      'a content file renamed over another',
      persist(second, { entry: { ...entry(second), newPath: ctx.fixture.contentFiles[2] }, options: SIMPLE }),
    ],
    ['a photo saved as code', call('persistMedia', { asset: photo(`${folder}/evil.tsx`), options: {} })],
    ['a photo saved with an entry into pages/', persist(second, { assets: [photo('pages/evil.jpg')] })],
    ['deleting README.md', call('deleteFile', { path: 'README.md', options: {} })],
    ['deleting a content file', call('deleteFile', { path: second, options: {} })],
    ['deleteFiles of .git/HEAD', call('deleteFiles', { paths: [`${folder}/a.jpg`, '.git/HEAD'], options: {} })],
    ['a symlink in content/ to package.json', call('getEntry', { path: linked })],
    ['a write through that symlink', persist(linked!)],
    ['a folder in a photo folder that leads to pages/', call('persistMedia', { asset: photo(`${folder}/escape/evil.jpg`), options: {} })],
    ['a photo whose symlink leads out of the project', call('persistMedia', { asset: photo(`${folder}/dangling.jpg`), options: {} })],
    ['a listing of .git', call('getMedia', { mediaFolder: '.git' })],
    ['a folder listing', call('entriesByFolder', { folder: 'pages', extension: 'tsx', depth: 1 })],
  ];
  for (const [what, body] of attempts) {
    const lines = ctx.lines.length;
    const answer = await editor(ctx, body);
    assert.is(answer.status, 403, `${what}: ${answer.text}`);
    for (const text of Object.values(OUTSIDE))
      assert.not.ok(answer.text.includes(text.trim()), `${what} answered with a file: ${answer.text}`);
    assert.is(ctx.lines.length, lines + 1, `${what}: one line in the terminal`);
    assert.match(ctx.lines.at(-1)!, /^cms: refused .*\(403\)/);
  }
  assert.equal(snapshot(root), before, 'a file changed');
  assert.not.ok(existsSync(path.join(root, 'pages/evil.tsx')));
  assert.not.ok(existsSync(outside));
  for (const plant of [linked!, `${folder}/escape`, `${folder}/dangling.jpg`]) rmSync(path.join(root, plant));
  writeFileSync(path.join(root, linked!), linkedText);
});

fsMode('the editor reads and saves a content file, and uploads, lists, reads and deletes a photo in a photo folder', async (ctx) => {
  const file = ctx.fixture.contentFiles.at(-1)!;
  const got = await editor(ctx, call('getEntry', { path: file }));
  assert.is(got.status, 200);
  assert.is(JSON.parse(got.text).data, read(ctx, file));
  const raw = `${read(ctx, file)}# saved by the editor\n`;
  const saved = await editor(ctx, call('persistEntry', { entry: { slug: 'x', path: file, raw }, assets: [], options: SIMPLE }));
  assert.is(saved.status, 200, saved.text);
  assert.is(read(ctx, file), raw);
  const folder = photoFolder(ctx);
  writeFileSync(path.join(ctx.fixture.root, folder, 'notes.md'), 'not a photo\n');
  const upload = photo(`${folder}/IMG 1234.JPG`);
  const uploaded = await editor(ctx, call('persistMedia', { asset: upload, options: { commitMessage: 'Upload' } }));
  assert.is(uploaded.status, 200, uploaded.text);
  assert.ok(readFileSync(path.join(ctx.fixture.root, upload.path)).equals(JPEG));
  const listed = await editor(ctx, call('getMedia', { mediaFolder: folder }));
  const paths = (JSON.parse(listed.text) as { path: string }[]).map((f) => f.path);
  assert.ok(paths.includes(upload.path), paths.join(', '));
  for (const p of paths) assert.match(p, /\.(jpe?g|png|webp|avif)$/i, `only photos are listed: ${paths.join(', ')}`);
  const back = await editor(ctx, call('getMediaFile', { path: upload.path }));
  assert.ok(Buffer.from(JSON.parse(back.text).content, 'base64').equals(JPEG));
  const deleted = await editor(ctx, call('deleteFile', { path: upload.path, options: { commitMessage: 'Delete' } }));
  assert.is(deleted.status, 200);
  assert.not.ok(existsSync(path.join(ctx.fixture.root, upload.path)));
});

fsMode('an upload past the limit gets a short 413, with no stack and no local path, and the terminal gets one short line', async (ctx) => {
  const folder = photoFolder(ctx);
  const asset = { path: `${folder}/big.jpg`, content: 'A'.repeat(MAX_REQUEST_BYTES + 1024), encoding: 'base64' };
  const body = JSON.stringify(call('persistMedia', { asset, options: {} }));
  for (const chunked of [false, true]) {
    const lines = ctx.lines.length;
    const { answer, printed } = await printedDuring(() => askBackend(ctx.backend.url, body, { origin: EDITOR, chunked }));
    assert.is(answer.status, 413, answer.text.slice(0, 300));
    assert.ok(answer.text.length < 400, `a short answer: ${answer.text.length} characters`);
    assert.is(JSON.parse(answer.text).error.includes('MB'), true);
    for (const local of [ctx.fixture.root, ROOT, 'node_modules', '    at '])
      assert.not.ok(answer.text.includes(local), `the answer names ${local}`);
    const said = ctx.lines.slice(lines).join('\n') + printed;
    assert.ok(said.length < 400, `the terminal got ${said.length} characters: ${said.slice(0, 300)}`);
    assert.not.ok(existsSync(path.join(ctx.fixture.root, folder, 'big.jpg')));
  }
});

fsMode('a bad request gets a 4xx saying why: missing photo 404, broken JSON 400, other body type 415, other method 405', async (ctx) => {
  const folder = photoFolder(ctx);
  // A folder named as a photo, a photo, a folder that is a symlink to itself, and a content file that is a FIFO (which waits for a writer or a reader).
  mkdirSync(path.join(ctx.fixture.root, folder, 'folder.jpg'));
  writeFileSync(path.join(ctx.fixture.root, folder, 'photo.jpg'), 'jpeg bytes');
  symlinkSync('loop', path.join(ctx.fixture.root, folder, 'loop'));
  const [fifo] = ctx.fixture.contentFiles;
  const fifoText = read(ctx, fifo!);
  rmSync(path.join(ctx.fixture.root, fifo!));
  execFileSync('mkfifo', [path.join(ctx.fixture.root, fifo!)]);
  const entryFolder = ctx.fixture.contentFiles[1]!;
  const entryFolderText = read(ctx, entryFolder);
  rmSync(path.join(ctx.fixture.root, entryFolder));
  mkdirSync(path.join(ctx.fixture.root, entryFolder));
  const file = ctx.fixture.contentFiles.at(-1)!;
  const before = read(ctx, file);
  const big = { slug: 'x', path: file, raw: `${before}# ${'x'.repeat(MAX_CONTENT_FILE_BYTES)}\n` };
  const upload = (file: string) => call('persistMedia', { asset: photo(`${folder}/${file}`), options: { commitMessage: 'Upload' } });
  const remove = (action: string, params: object) => call(action, { ...params, options: { commitMessage: 'Delete' } });
  const withPhoto = (file: string, bytes?: Buffer) =>
    call('persistEntry', { entry: { ...big, raw: `${before}# edited\n` }, assets: [photo(`${folder}/${file}`, bytes)], options: SIMPLE });
  const folderThere = /folder\.jpg": a folder is already there/;
  const notBase64 = call('persistMedia', {
    asset: { ...photo(`${folder}/garbled.jpg`), content: 'not base64!' },
    options: { commitMessage: 'Upload' },
  });
  const bad: [what: string, answer: () => Promise<BackendAnswer>, status: number, error?: RegExp][] = [
    ['a missing photo', () => editor(ctx, call('getMediaFile', { path: `${folder}/none.jpg` })), 404, /no such file/],
    ['a folder named as a photo', () => editor(ctx, call('getMediaFile', { path: `${folder}/folder.jpg` })), 404, /no such file/],
    ['a name too long', () => editor(ctx, upload(`${'a'.repeat(300)}.jpg`)), 403, /too long/],
    ['a path too long', () => editor(ctx, call('getMedia', { mediaFolder: `${folder}/${'a/'.repeat(2100)}` })), 403, /too long/],
    ['a content file that is a folder', () => editor(ctx, call('getEntry', { path: entryFolder })), 404, /no such file/],
    [
      'a folder deleted as a photo',
      () => editor(ctx, remove('deleteFile', { path: `${folder}/folder.jpg` })),
      404,
      /folder\.jpg": there is no such file/,
    ],
    [
      'photos deleted, one missing',
      () => editor(ctx, remove('deleteFiles', { paths: [`${folder}/photo.jpg`, `${folder}/none.jpg`] })),
      404,
      /none\.jpg": there is no such file/,
    ],
    ['a loop of symlinks', () => editor(ctx, upload('loop/a.jpg')), 403, /loop of symlinks/],
    ['a listing of a folder holding it', () => editor(ctx, call('getMedia', { mediaFolder: folder })), 409, /holds "loop", which/],
    ['a photo inside a photo', () => editor(ctx, upload('photo.jpg/a.jpg')), 403, /which is a file, not a folder/],
    ['a content file past 4 MB', () => editor(ctx, call('persistEntry', { entry: big, assets: [], options: SIMPLE })), 413, /at most 4 MB/],
    ['an upload onto a folder', () => editor(ctx, upload('folder.jpg')), 409, folderThere],
    ['an entry saved with a photo onto a folder', () => editor(ctx, withPhoto('folder.jpg')), 409, folderThere],
    ['a FIFO read', () => editor(ctx, call('getEntry', { path: fifo })), 409, /a special file is already there/],
    [
      'a FIFO written',
      () => editor(ctx, call('persistEntry', { entry: { ...big, path: fifo, raw: 'x: 1\n' }, assets: [], options: SIMPLE })),
      409,
    ],
    ['a name with a line break', () => editor(ctx, upload('a\nb.jpg')), 400, /asset\.path: it holds a control character/],
    ['a name that is only an extension', () => editor(ctx, withPhoto('.jpg')), 400, /assets\[0\]\.path: .*nothing before its extension/],
    ['content that is not base64', () => editor(ctx, notBase64), 400, /asset\.content: it is not base64/],
    // The build reads a photo by its content: what it would refuse is refused before it is saved.
    [
      'content that is no image',
      () => editor(ctx, call('persistMedia', { asset: photo(`${folder}/fake.jpg`, 'not really a jpeg'), options: {} })),
      422,
      // In the owner's words: the editor shows this one.
      /^Refused the photo ".*\/fake\.jpg": not a readable image \(Input buffer contains unsupported image format\)$/,
    ],
    [
      'a JPEG cut short',
      () => editor(ctx, withPhoto('cut.jpg', JPEG.subarray(0, -2))),
      422,
      /cut\.jpg": not a readable image \(.*premature end of JPEG/,
    ],
    [
      'a PNG named .jpg',
      () => editor(ctx, withPhoto('renamed.jpg', PNG)),
      422,
      /renamed\.jpg": its content is PNG, but its name says JPEG/,
    ],
    ['broken JSON', () => askBackend(ctx.backend.url, '{"action": "getEntry", ', { origin: EDITOR }), 400, /not valid JSON/],
    [
      'text/plain',
      () => askBackend(ctx.backend.url, JSON.stringify({ action: 'info' }), { origin: EDITOR, contentType: 'text/plain' }),
      415,
    ],
    ['GET', () => askBackend(ctx.backend.url, undefined, { origin: EDITOR, method: 'GET' }), 405],
    ['a path that is a number', () => editor(ctx, call('getEntry', { path: 42 })), 400, /params\.path/],
    ['an action not offered', () => editor(ctx, { action: 'runShell', params: {} }), 403],
  ];
  for (const [what, answer, status, error] of bad) {
    const { status: got, text } = await answer();
    assert.is(got, status, what);
    if (error) assert.match(JSON.parse(text).error, error, what);
  }
  assert.is(read(ctx, file), before, 'a refused entry was saved');
  for (const refused of ['a\nb.jpg', '.jpg', 'garbled.jpg', 'fake.jpg', 'cut.jpg', 'renamed.jpg'])
    assert.not.ok(existsSync(path.join(ctx.fixture.root, folder, refused)), refused);
  for (const plant of ['folder.jpg', 'photo.jpg', 'loop']) rmSync(path.join(ctx.fixture.root, folder, plant), { recursive: true });
  rmSync(path.join(ctx.fixture.root, fifo!));
  writeFileSync(path.join(ctx.fixture.root, fifo!), fifoText);
  rmSync(path.join(ctx.fixture.root, entryFolder), { recursive: true });
  writeFileSync(path.join(ctx.fixture.root, entryFolder), entryFolderText);
  const info = await editor(ctx, { action: 'info' });
  assert.is(info.status, 200);
  assert.is(JSON.parse(info.text).type, 'local_fs');
});

interface GitContext extends Served {
  /** An entry of the configuration: its collection, its name (Decap's slug for a file) and its file. */
  entry: { collection: string; slug: string; file: string };
}

const gitMode = suite<GitContext>('the editor backend in git mode');
/** A folder named as a photo, in a photo folder of main, and so of every draft's branch. */
const albumOf = (ctx: GitContext) => `${ctx.fixture.mediaFolders.at(-1)}/album.jpg`;

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

gitMode.before(async (ctx) => {
  ctx.fixture = await backendFixture();
  const { root } = ctx.fixture;
  rmSync(path.join(root, '.git'), { recursive: true });
  git(root, 'init', '--quiet', '--initial-branch=main');
  // merge.ff=only as a developer may have it: a draft is still published after main moved on.
  for (const setting of ['user.name=Test', 'user.email=test@example.com', 'commit.gpgsign=false', 'merge.ff=only'])
    git(root, 'config', ...setting.split('='));
  mkdirSync(path.join(root, albumOf(ctx)));
  writeFileSync(path.join(root, albumOf(ctx), 'a.jpg'), 'jpeg bytes');
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '-m', 'The checkout');
  const config = (await editorConfig()) as { collections: { name: string; files: { name: string; file: string }[] }[] };
  const [collection] = config.collections;
  const [file] = collection!.files;
  ctx.entry = { collection: collection!.name, slug: file!.name, file: file!.file };
  ctx.lines = [];
});

gitMode.after(closeServed);

const draftSave = (ctx: GitContext, raw: string, file = ctx.entry.file, status = 'draft') =>
  call('persistEntry', {
    dataFiles: [{ slug: ctx.entry.slug, path: file, raw }],
    assets: [],
    options: { collectionName: ctx.entry.collection, commitMessage: `Update ${ctx.entry.slug}`, useWorkflow: true, status },
  });
/** The draft of the entry: its collection and slug. */
const draftOf = ({ entry }: GitContext) => ({ collection: entry.collection, slug: entry.slug });
/** The git branch that holds the entry's draft. */
const branchOf = ({ entry }: GitContext) => draftBranch(`${entry.collection}/${entry.slug}`);
const onMain = (ctx: GitContext, file: string) => git(ctx.fixture.root, 'show', `main:${file}`);
const branches = (ctx: GitContext) => git(ctx.fixture.root, 'branch', '--format=%(refname:short)').split('\n').filter(Boolean);

gitMode("git mode refuses to start while the working tree has uncommitted changes, naming them, or is on a draft's branch", async (ctx) => {
  const { root, scope } = ctx.fixture;
  const start = () => createEditorBackend({ root, scope: () => scope, isEditorOrigin: (origin) => origin === EDITOR, mode: 'git' });
  writeFileSync(path.join(root, 'pages/scratch.tsx'), 'work in progress\n');
  try {
    assert.match(await rejection(start), /uncommitted changes \(pages\/scratch\.tsx\).*commit or stash/);
  } finally {
    rmSync(path.join(root, 'pages/scratch.tsx'));
  }
  // Where a request cut short (the dev server stopped mid-save) leaves the checkout.
  git(root, 'checkout', '--quiet', '-b', branchOf(ctx));
  try {
    assert.match(await rejection(start), /on cms\/\S+, a draft's branch.*check out the branch the editor publishes to/);
  } finally {
    git(root, 'checkout', '--quiet', 'main');
    git(root, 'branch', '--quiet', '-D', branchOf(ctx));
  }
  const config = await configText();
  ctx.backend = await serveBackend({ root, config: () => config, mode: 'git', log: (l) => ctx.lines.push(l) });
});

gitMode(
  "a saved draft is a branch of its own, listing only its own files, and main's file stays as it was; publishing it changes main's file",
  async (ctx) => {
    const { root } = ctx.fixture;
    const { file } = ctx.entry;
    const before = onMain(ctx, file);
    const raw = `${before}# a draft\n`;
    const saved = await editor(ctx, draftSave(ctx, raw));
    assert.is(saved.status, 200, saved.text);
    const branch = branchOf(ctx);
    assert.ok(branches(ctx).includes(branch), branches(ctx).join(', '));
    assert.is(onMain(ctx, file), before);
    assert.is(readFileSync(path.join(root, file), 'utf8'), before, 'the working tree shows main');
    assert.is(git(root, 'symbolic-ref', '--short', 'HEAD').trim(), 'main');
    assert.is(git(root, 'show', `${branch}:${file}`), raw);
    // A developer's commit to another file since: decap-server compares the draft with main as it is now.
    const other = ctx.fixture.contentFiles.find((f) => f !== file)!;
    writeFileSync(path.join(root, other), `${onMain(ctx, other)}# a developer's commit\n`);
    git(root, 'commit', '--quiet', '-am', 'A developer changes another file');
    const drafts = await editor(ctx, call('unpublishedEntries'));
    assert.equal(JSON.parse(drafts.text), [`${ctx.entry.collection}/${ctx.entry.slug}`]);
    const data = await editor(ctx, call('unpublishedEntryDataFile', { ...draftOf(ctx), id: branch, path: file }));
    assert.is(JSON.parse(data.text).data, raw);
    const album = await editor(ctx, call('unpublishedEntryMediaFile', { ...draftOf(ctx), id: branch, path: albumOf(ctx) }));
    assert.is(album.status, 404, album.text);
    const setStatus = (newStatus: string) => editor(ctx, call('updateUnpublishedEntryStatus', { ...draftOf(ctx), newStatus }));
    assert.is((await setStatus('pending_review')).status, 200);
    assert.match(JSON.parse((await setStatus('published')).text).error, /"published" is not a status of Decap's editorial workflow/);
    const { status, diffs } = JSON.parse((await editor(ctx, call('unpublishedEntry', draftOf(ctx)))).text);
    assert.equal([status, diffs.map((diff: { path: string }) => diff.path)], ['pending_review', [file]]);
    const published = await editor(ctx, call('publishUnpublishedEntry', draftOf(ctx)));
    assert.is(published.status, 200, published.text);
    assert.is(onMain(ctx, file), raw);
    assert.is(readFileSync(path.join(root, file), 'utf8'), raw);
    assert.not.ok(branches(ctx).includes(branch));
    assert.is(git(root, 'status', '--porcelain'), '');
  },
);

gitMode("a draft holding a photo whose name is not plain ASCII is saved again, and lists the photo's path as it is", async (ctx) => {
  const file = `${ctx.fixture.mediaFolders.at(-1)}/café.jpg`;
  const save = (edit: string) => {
    const body = draftSave(ctx, `${onMain(ctx, ctx.entry.file)}${edit}`);
    return { ...body, params: { ...body.params, assets: [photo(file)] } };
  };
  try {
    for (const edit of ['# a draft\n', '# the draft again\n']) {
      const saved = await editor(ctx, save(edit));
      assert.is(saved.status, 200, saved.text);
    }
    const { diffs } = JSON.parse((await editor(ctx, call('unpublishedEntry', draftOf(ctx)))).text) as { diffs: { path: string }[] };
    assert.equal(diffs.map((diff) => diff.path).sort(), [file, ctx.entry.file].sort());
  } finally {
    git(ctx.fixture.root, 'branch', '-D', '--quiet', branchOf(ctx));
  }
});

gitMode('git mode has the same gate: paths and drafts outside the configuration are refused, and so is another branch', async (ctx) => {
  const { root } = ctx.fixture;
  const head = git(root, 'rev-parse', 'HEAD');
  // An empty folder named as a photo, which leaves the working tree clean.
  const photos = ctx.fixture.mediaFolders.at(-1)!;
  mkdirSync(path.join(root, photos, 'folder.jpg'));
  const upload = (file: string) => call('persistMedia', { asset: photo(`${photos}/${file}`), options: { commitMessage: 'Upload' } });
  const attempts: [string, object, number][] = [
    ['an upload onto a folder', upload('folder.jpg'), 409],
    ['an upload named with a line break', upload('a\nb.jpg'), 400],
    ['an upload named with a quote', upload('a"b.jpg'), 400],
    [
      'a photo deleted that is not there',
      call('deleteFiles', { paths: [`${photos}/none.jpg`], options: { commitMessage: 'Delete' } }),
      404,
    ],
    ['a draft of a status Decap has not', draftSave(ctx, 'x: 1\n', ctx.entry.file, 'published'), 400],
    ['a draft that changes nothing', draftSave(ctx, onMain(ctx, ctx.entry.file)), 409],
    ['a draft of pages/evil.tsx', draftSave(ctx, 'export default 1;\n', 'pages/evil.tsx'), 403],
    ['a draft of no entry', call('publishUnpublishedEntry', { collection: 'content', slug: '../../main' }), 403],
    ['a draft read of .git/config', call('unpublishedEntryDataFile', { ...draftOf(ctx), id: 'x', path: '.git/config' }), 403],
    ['a draft that does not exist', call('publishUnpublishedEntry', draftOf(ctx)), 404],
    ['another branch', { ...draftSave(ctx, 'x: 1\n'), params: { ...draftSave(ctx, 'x: 1\n').params, branch: 'other' } }, 409],
  ];
  for (const [what, body, status] of attempts) {
    const answer = await editor(ctx, body);
    assert.is(answer.status, status, `${what}: ${answer.text}`);
  }
  assert.is(git(root, 'rev-parse', 'HEAD'), head, 'nothing was committed');
  assert.is(git(root, 'branch', '--list', 'cms/*'), '');
  rmSync(path.join(root, photos, 'folder.jpg'), { recursive: true });
});

gitMode(
  'a draft whose file was changed on main since it was saved is neither saved again nor published: 409 naming the file, the checkout left clean',
  async (ctx) => {
    const { root } = ctx.fixture;
    const { file } = ctx.entry;
    const branch = branchOf(ctx);
    try {
      assert.is((await editor(ctx, draftSave(ctx, `${onMain(ctx, file)}# the draft\n`))).status, 200);
      writeFileSync(path.join(root, file), `${onMain(ctx, file)}# a developer's commit\n`);
      git(root, 'commit', '--quiet', '-am', 'A developer changes the same file');
      const [head, draft] = [git(root, 'rev-parse', 'HEAD'), git(root, 'rev-parse', branch)];
      // decap-server would rebase the draft onto main to save it again, and merge it to publish it.
      for (const body of [draftSave(ctx, `${onMain(ctx, file)}# the draft again\n`), call('publishUnpublishedEntry', draftOf(ctx))]) {
        const answer = await editor(ctx, body);
        assert.is(answer.status, 409, `${body.action}: ${answer.text}`);
        assert.match(JSON.parse(answer.text).error, new RegExp(`${file} was changed on main since the draft was saved`));
        assert.is(git(root, 'status', '--porcelain', '--branch'), '## main\n');
        assert.equal([git(root, 'rev-parse', 'HEAD'), git(root, 'rev-parse', branch)], [head, draft], 'no commit');
      }
    } finally {
      spawnSync('git', ['rebase', '--abort'], { cwd: root });
      spawnSync('git', ['checkout', '--quiet', 'main'], { cwd: root });
      spawnSync('git', ['merge', '--abort'], { cwd: root });
      spawnSync('git', ['branch', '-D', '--quiet', branch], { cwd: root });
    }
  },
);

gitMode(
  "a draft whose changes main already holds, or of no entry of the configuration, is left out of the editor's drafts, saying so in the terminal; the first is still published, deleted or saved anew",
  async (ctx) => {
    const { root } = ctx.fixture;
    const { file } = ctx.entry;
    const branch = branchOf(ctx);
    // A draft of a page since removed from the configuration.
    const gone = `${ctx.entry.collection}/gone`;
    git(root, 'branch', `cms/${gone}`);
    // A developer, or another tab, commits the draft's very change to main: the draft has nothing left to publish.
    const commitOnMain = (raw: string) => {
      writeFileSync(path.join(root, file), raw);
      git(root, 'commit', '--quiet', '-am', 'The same change');
    };
    try {
      for (const close of ['publishUnpublishedEntry', 'deleteUnpublishedEntry']) {
        const raw = `${onMain(ctx, file)}# a change, then ${close}\n`;
        assert.is((await editor(ctx, draftSave(ctx, raw))).status, 200);
        commitOnMain(raw);
        const drafts = await editor(ctx, call('unpublishedEntries'));
        assert.equal(JSON.parse(drafts.text), [], drafts.text);
        assert.match(ctx.lines.join('\n'), new RegExp(`nothing left to publish.*git branch -D ${branch}`));
        assert.match(
          ctx.lines.join('\n'),
          new RegExp(`"${gone}" is left out of the editor's drafts: it is not an entry of the editor's configuration`),
        );
        for (const params of [draftOf(ctx), { id: `${ctx.entry.collection}/${ctx.entry.slug}` }])
          assert.is((await editor(ctx, call('unpublishedEntry', params))).status, 404, JSON.stringify(params));
        const closed = await editor(ctx, call(close, draftOf(ctx)));
        assert.is(closed.status, 200, `${close}: ${closed.text}`);
        assert.not.ok(branches(ctx).includes(branch));
        assert.is(onMain(ctx, file), raw);
        assert.is(git(root, 'status', '--porcelain', '--branch'), '## main\n');
      }
      // Saved again, it is a new draft, of the status the editor sends, not the one it had.
      const raw = `${onMain(ctx, file)}# a change, then another\n`;
      assert.is((await editor(ctx, draftSave(ctx, raw))).status, 200);
      await editor(ctx, call('updateUnpublishedEntryStatus', { ...draftOf(ctx), newStatus: 'pending_publish' }));
      commitOnMain(raw);
      assert.is((await editor(ctx, draftSave(ctx, `${raw}# another\n`))).status, 200);
      assert.is(JSON.parse((await editor(ctx, call('unpublishedEntry', draftOf(ctx)))).text).status, 'draft');
    } finally {
      for (const made of [branch, `cms/${gone}`]) spawnSync('git', ['branch', '-D', '--quiet', made], { cwd: root });
    }
  },
);

gitMode("a draft's branch made by hand, as a pull request of the live site checked out, is in the editor's Drafts column", async (ctx) => {
  const { root } = ctx.fixture;
  const branch = branchOf(ctx);
  try {
    git(root, 'checkout', '--quiet', '-b', branch);
    writeFileSync(path.join(root, ctx.entry.file), `${onMain(ctx, ctx.entry.file)}# by hand\n`);
    git(root, 'commit', '--quiet', '-am', 'A change made by hand');
    git(root, 'checkout', '--quiet', 'main');
    const draft = await editor(ctx, call('unpublishedEntry', draftOf(ctx)));
    assert.is(JSON.parse(draft.text).status, 'draft', draft.text);
  } finally {
    spawnSync('git', ['checkout', '--quiet', 'main'], { cwd: root });
    spawnSync('git', ['branch', '-D', '--quiet', branch], { cwd: root });
  }
});

gitMode("a change made in the working tree while the editor runs stops the editor's commits until it is committed", async (ctx) => {
  const { root } = ctx.fixture;
  const head = git(root, 'rev-parse', 'HEAD');
  writeFileSync(path.join(root, 'README.md'), '# changed by a developer\n');
  try {
    const answer = await editor(ctx, draftSave(ctx, `${onMain(ctx, ctx.entry.file)}# another draft\n`));
    assert.is(answer.status, 409, answer.text);
    assert.match(JSON.parse(answer.text).error, /uncommitted changes \(README\.md\)/);
    assert.match(ctx.lines.join('\n'), /^cms: refused persistEntry \(409\).*README\.md/m);
    assert.is(git(root, 'rev-parse', 'HEAD'), head);
    assert.is(git(root, 'branch', '--list', 'cms/*'), '');
    assert.is(readFileSync(path.join(root, 'README.md'), 'utf8'), '# changed by a developer\n');
  } finally {
    git(root, 'checkout', '--quiet', '--', 'README.md');
  }
});

gitMode("what decap-server's middleware fails on is a 500 with one line of ours, never the request's body in the terminal", async (ctx) => {
  const { root } = ctx.fixture;
  // Another git command's lock on the index: decap-server's commit fails after every check has passed.
  const lock = path.join(root, '.git/index.lock');
  writeFileSync(lock, '');
  const secret = 'the-body-of-the-request '.repeat(2000);
  const lines = ctx.lines.length;
  try {
    const save = call('persistEntry', { entry: { slug: ctx.entry.slug, path: ctx.entry.file, raw: secret }, assets: [], options: SIMPLE });
    const { answer, printed } = await printedDuring(() => editor(ctx, save));
    assert.is(answer.status, 500, answer.text);
    assert.not.ok(printed.includes('the-body-of-the-request'), `the body was printed: ${printed.slice(0, 300)}`);
    assert.is(ctx.lines.length, lines + 1);
    assert.match(ctx.lines.at(-1)!, /^cms: persistEntry failed \(500\)/);
    assert.not.ok(ctx.lines.at(-1)!.includes('the-body-of-the-request'));
  } finally {
    rmSync(lock);
    git(root, 'checkout', '--quiet', '--', ctx.entry.file);
  }
});

gitMode('a request whose page went away keeps the checkout until it is answered: the next one finds it back on main', async (ctx) => {
  const { root } = ctx.fixture;
  // A commit hook that holds decap-server on the draft's branch, mid-request, while `hold` exists.
  const inGit = (name: string) => path.join(root, '.git', name);
  const [hook, hold, reached] = [inGit('hooks/post-commit'), inGit('hold'), inGit('reached')];
  writeFileSync(hook, `#!/bin/sh\ntouch '${reached}'\nwhile [ -e '${hold}' ]; do sleep 0.1; done\n`, { mode: 0o755 });
  writeFileSync(hold, '');
  const branch = branchOf(ctx);
  try {
    const page = new AbortController();
    const draft = askBackend(ctx.backend.url, draftSave(ctx, `${onMain(ctx, ctx.entry.file)}# held\n`), {
      origin: EDITOR,
      signal: page.signal,
    });
    draft.catch(() => {});
    for (let tries = 0; tries < 600 && !existsSync(reached); tries++) await sleep(100);
    assert.ok(existsSync(reached), 'decap-server committed the draft');
    page.abort();
    // Another page asks while the draft's branch is still checked out; it is answered once the checkout is back.
    const next = editor(ctx, call('unpublishedEntries'));
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

// The scope: every content file in content/ and every photo field's folder, never the schemas, the
// pages or anything else of the checkout.

const config = await editorConfig();
const scope = editorScope(config);

/** Every media_folder the configuration names under a field, as Decap resolves it ('/assets/photos/team' → 'assets/photos/team'). */
function fieldFolders(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(fieldFolders);
  if (!node || typeof node !== 'object') return [];
  const own = (node as { media_folder?: unknown }).media_folder;
  return [...(typeof own === 'string' ? [own.replace(/^\//, '')] : []), ...Object.values(node).flatMap(fieldFolders)];
}

test('every content file in content/ is in scope, and every folder a photo field uploads into; code, git data and other files are not', () => {
  const files = readdirSync(path.join(ROOT, 'content')).flatMap((f) => (f.endsWith('.yaml') ? [`content/${f}`] : []));
  assert.ok(files.length > 0);
  for (const file of files) assert.ok(inScope(scope, 'content file', file), file);
  const folders = fieldFolders(config.collections);
  assert.ok(folders.length > 0, 'the configuration has photo fields');
  for (const folder of folders) {
    assert.ok(inScope(scope, 'media folder', folder), folder);
    for (const name of ['a.jpg', 'IMG_1234.JPG', 'b.jpeg', 'c.png', 'd.webp', 'e.avif', 'sub/f.jpg'])
      assert.ok(inScope(scope, 'media file', `${folder}/${name}`), `${folder}/${name}`);
  }
  // Code, git data and other files are out of scope, as are files in a photo folder that are no photos.
  const schemas = readdirSync(path.join(ROOT, 'content/schema')).map((f) => `content/schema/${f}`);
  const pages = readdirSync(path.join(ROOT, 'pages')).map((f) => `pages/${f}`);
  const code = [...schemas, ...pages, 'package.json', 'README.md', '.git/config', '.git/HEAD', 'content/media-types.ts', 'content'];
  for (const file of code)
    for (const kind of ['content file', 'media file', 'media folder'] as const)
      assert.not.ok(inScope(scope, kind, file), `${kind}: ${file}`);
  const [folder] = scope.mediaFolders;
  for (const name of ['evil.tsx', 'notes.md', 'x.svg', 'x.html', 'jpg', '.jpg.ts'])
    assert.not.ok(inScope(scope, 'media file', `${folder}/${name}`), name);
  // A content file is no photo, and a photo no content file, even where a folder holds both.
  assert.not.ok(inScope(scope, 'media file', [...scope.contentFiles][0]!));
  assert.not.ok(inScope(scope, 'content file', `${folder}/a.jpg`));
});

test("a new page's file and a new photo folder are in scope once the configuration names them", () => {
  const image = { name: 'image', widget: 'image', media_folder: '/assets/photos/offers' };
  const offers = { name: 'offers', file: 'content/offers.yaml', fields: [{ name: 'cards', widget: 'list', fields: [image] }] };
  const wider = editorScope({ ...config, collections: [{ name: 'content', files: [offers] }] });
  assert.ok(inScope(wider, 'content file', 'content/offers.yaml'));
  assert.ok(inScope(wider, 'media file', 'assets/photos/offers/first.jpg'));
  assert.ok(wider.entries.has('content/offers'));
  // A folder relative to the entry's file, as Decap resolves it.
  const relative = editorScope({ collections: [{ name: 'c', files: [{ name: 'p', file: 'content/p.yaml', media_folder: 'images' }] }] });
  assert.equal(relative.mediaFolders, ['content/images']);
});

test('a configuration the scope cannot be sure of is refused, naming what to change', () => {
  const refused: [unknown, RegExp][] = [
    [{ collections: [{ name: 'posts', folder: 'content/posts' }] }, /'posts' is a folder collection/],
    [{ media_folder: '/', collections: [] }, /project's root/],
    [{ media_folder: '../outside', collections: [] }, /leads outside the project/],
    [{ collections: [{ name: 'c', files: [{ name: 'x', file: '../../etc/passwd' }] }] }, /leads outside the project/],
    [
      {
        collections: [
          { name: 'c', files: [{ name: 'x', file: 'content/x.yaml', fields: [{ name: 'i', media_folder: '{{media_folder}}/x' }] }] },
        ],
      },
      /is a template/,
    ],
    [{ collections: 'none' }, /cannot be read/],
  ];
  for (const [bad, message] of refused) assert.throws(() => editorScope(bad), message, JSON.stringify(bad));
});

fsMode.run();
gitMode.run();
test.run();

// The editor's backend (generator/editor-backend/), as the dev server mounts it for npm run cms
// (generator/dev/local-editor.ts), over a scratch checkout holding the content files and media
// folders the editor's configuration names, beside code and git data: it answers only the
// dev server's own origins; it reads, writes and deletes only what the configuration served
// now names, following symlinks before it decides; an upload past its limit gets a short 413;
// and nothing a request carried reaches the terminal. (Its Host check is the dev server's, and a
// page on another port tries it in Chromium: test/browser/cms.test.ts.)
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, stringify } from 'yaml';
import { MAX_REQUEST_BYTES } from '../../generator/editor-backend/refusal.ts';
import {
  type BackendFixture,
  backendFixture,
  configText,
  DEV_PORT,
  EDITOR,
  OUTSIDE,
  request,
  type ServedBackend,
  serveBackend,
  snapshot,
} from '../helpers/editor-backend.ts';
import { ROOT } from '../helpers/site.ts';

const FOREIGN = 'http://localhost:9999';

interface Context {
  fixture: BackendFixture;
  backend: ServedBackend;
  lines: string[];
  /** The configuration the dev server serves: the build's, or none before its first build. */
  config: string | undefined;
}

const test = suite<Context>('the editor backend');

test.before(async (ctx) => {
  ctx.fixture = await backendFixture();
  ctx.lines = [];
  ctx.config = await configText();
  ctx.backend = await serveBackend({ root: ctx.fixture.root, config: () => ctx.config, log: (line) => ctx.lines.push(line) });
});

test.after(async (ctx) => {
  await ctx.backend?.close();
  ctx.fixture?.remove();
});

/** A request of the editor's page. */
const editor = (ctx: Context, body: unknown) => request(ctx.backend.url, body, { origin: EDITOR });
const read = (ctx: Context, file: string) => readFileSync(path.join(ctx.fixture.root, file), 'utf8');
/** A photo folder: the media folder of a photo field (the top-level one holds them all). */
const photoFolder = (ctx: Context) => ctx.fixture.mediaFolders.at(-1)!;
/** The options of a save in Decap's simple publishing, as the editor sends them. */
const SIMPLE = { collectionName: 'content', commitMessage: 'Update', useWorkflow: false, status: 'draft' };
const photo = (file: string, bytes = 'not really a jpeg') => ({
  path: file,
  content: Buffer.from(bytes).toString('base64'),
  encoding: 'base64',
});

/** What the process writes to its standard output and error while `run` runs (decap-server's logger writes there). */
async function printedDuring(run: () => Promise<unknown>): Promise<string> {
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
    await run();
    // decap-server's logger writes from a stream, a tick or two later.
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    stdout.write = out;
    stderr.write = err;
  }
  return printed;
}

test("a request from another origin than the dev server's own gets 403 without a CORS header, and so does its preflight; the editor gets through", async (ctx) => {
  const [file] = ctx.fixture.contentFiles;
  const getEntry = { action: 'getEntry', params: { branch: 'main', path: file } };
  const foreign = await request(ctx.backend.url, getEntry, { origin: FOREIGN });
  assert.is(foreign.status, 403);
  assert.is(foreign.headers['access-control-allow-origin'], undefined);
  assert.not.match(foreign.text, read(ctx, file!).slice(0, 20));
  assert.ok(
    ctx.lines.some((line) => line.includes(FOREIGN) && line.includes('403')),
    ctx.lines.join('\n'),
  );
  const others = [
    FOREIGN,
    `http://127.0.0.1:${DEV_PORT + 1}`,
    `https://127.0.0.1:${DEV_PORT}`,
    `http://rebind.attacker.example:${DEV_PORT}`,
    `http://192.168.1.20:${DEV_PORT}`,
    `${EDITOR}/admin/`,
    'null',
  ];
  for (const origin of others) {
    const preflight = await request(ctx.backend.url, undefined, { origin, method: 'OPTIONS' });
    assert.is(preflight.status, 403, origin);
    assert.is(preflight.headers['access-control-allow-origin'], undefined, origin);
    assert.is((await request(ctx.backend.url, getEntry, { origin })).status, 403, origin);
  }
  const withoutOrigin = await request(ctx.backend.url, getEntry);
  assert.is(withoutOrigin.status, 403);
  // The dev server's names on its port: this machine's, as its Host policy answers them.
  for (const origin of [EDITOR, `http://localhost:${DEV_PORT}`, `http://[::1]:${DEV_PORT}`]) {
    const preflight = await request(ctx.backend.url, undefined, { origin, method: 'OPTIONS' });
    assert.is(preflight.status, 204, origin);
    assert.is(preflight.headers['access-control-allow-origin'], origin);
    const own = await request(ctx.backend.url, getEntry, { origin });
    assert.is(own.status, 200, origin);
    assert.is(own.headers['access-control-allow-origin'], origin);
    assert.is(JSON.parse(own.text).data, read(ctx, file!));
  }
});

test('the scope is the configuration served now: none yet is a 503 that says to wait, and an entry it gains is editable at once', async (ctx) => {
  const [file] = ctx.fixture.contentFiles;
  const served = ctx.config!;
  const getEntry = (path: string) => editor(ctx, { action: 'getEntry', params: { branch: 'main', path } });
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

test('paths outside the content files and media folders are refused with 403 and a line each; nothing is read, written or deleted', async (ctx) => {
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
  const persist = (file: string) => ({ action: 'persistEntry', params: { branch: 'main', entry: entry(file), assets: [], options: {} } });
  const attempts: [string, object][] = [
    ['../', { action: 'getEntry', params: { branch: 'main', path: `../${path.basename(root)}/package.json` } }],
    ['../../', { action: 'getEntry', params: { branch: 'main', path: '../../etc/passwd' } }],
    ['an absolute path', { action: 'getEntry', params: { branch: 'main', path: path.join(root, ctx.fixture.contentFiles[1]!) } }],
    ['.git/config', { action: 'getEntry', params: { branch: 'main', path: '.git/config' } }],
    ['.git/config as a photo', { action: 'getMediaFile', params: { branch: 'main', path: '.git/config' } }],
    ['package.json', { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: 'package.json' }] } }],
    ['pages/evil.tsx', persist('pages/evil.tsx')],
    ['content/schema/', persist('content/schema/home.ts')],
    [
      'a content file renamed to code',
      {
        ...persist(ctx.fixture.contentFiles[1]!),
        params: { ...persist('').params, entry: { ...entry(ctx.fixture.contentFiles[1]!), newPath: 'pages/renamed.tsx' } },
      },
    ],
    ['a photo saved as code', { action: 'persistMedia', params: { branch: 'main', asset: photo(`${folder}/evil.tsx`), options: {} } }],
    [
      'a photo saved with an entry into pages/',
      {
        ...persist(ctx.fixture.contentFiles[1]!),
        params: { ...persist(ctx.fixture.contentFiles[1]!).params, assets: [photo('pages/evil.jpg')] },
      },
    ],
    ['deleting README.md', { action: 'deleteFile', params: { branch: 'main', path: 'README.md', options: {} } }],
    ['deleting a content file', { action: 'deleteFile', params: { branch: 'main', path: ctx.fixture.contentFiles[1], options: {} } }],
    [
      'deleteFiles of .git/HEAD',
      { action: 'deleteFiles', params: { branch: 'main', paths: [`${folder}/a.jpg`, '.git/HEAD'], options: {} } },
    ],
    ['a symlink in content/ to package.json', { action: 'getEntry', params: { branch: 'main', path: linked } }],
    ['a write through that symlink', persist(linked!)],
    [
      'a folder in a photo folder that leads to pages/',
      { action: 'persistMedia', params: { branch: 'main', asset: photo(`${folder}/escape/evil.jpg`), options: {} } },
    ],
    [
      'a photo whose symlink leads out of the project',
      { action: 'persistMedia', params: { branch: 'main', asset: photo(`${folder}/dangling.jpg`), options: {} } },
    ],
    ['a listing of .git', { action: 'getMedia', params: { branch: 'main', mediaFolder: '.git' } }],
    ['a folder listing', { action: 'entriesByFolder', params: { branch: 'main', folder: 'pages', extension: 'tsx', depth: 1 } }],
  ];
  for (const [what, body] of attempts) {
    const lines = ctx.lines.length;
    const answer = await editor(ctx, body);
    assert.is(answer.status, 403, `${what}: ${answer.text}`);
    assert.not.ok(
      Object.values(OUTSIDE).some((text) => answer.text.includes(text.trim())),
      `${what} answered with a file: ${answer.text}`,
    );
    assert.is(ctx.lines.length, lines + 1, `${what}: one line in the terminal`);
    assert.match(ctx.lines.at(-1)!, /^cms: refused .*\(403\)/);
  }
  assert.equal(snapshot(root), before, 'a file changed');
  assert.not.ok(existsSync(path.join(root, 'pages/evil.tsx')));
  assert.not.ok(existsSync(outside));
  for (const plant of [linked!, `${folder}/escape`, `${folder}/dangling.jpg`]) rmSync(path.join(root, plant));
  writeFileSync(path.join(root, linked!), linkedText);
});

test('the editor reads and saves a content file, and uploads, lists, reads and deletes a photo in a photo folder', async (ctx) => {
  const file = ctx.fixture.contentFiles.at(-1)!;
  const got = await editor(ctx, { action: 'getEntry', params: { branch: 'main', path: file } });
  assert.is(got.status, 200);
  assert.is(JSON.parse(got.text).data, read(ctx, file));
  const raw = `${read(ctx, file)}# saved by the editor\n`;
  const saved = await editor(ctx, {
    action: 'persistEntry',
    params: { branch: 'main', entry: { slug: 'x', path: file, raw }, assets: [], options: SIMPLE },
  });
  assert.is(saved.status, 200, saved.text);
  assert.is(read(ctx, file), raw);
  const folder = photoFolder(ctx);
  writeFileSync(path.join(ctx.fixture.root, folder, 'notes.md'), 'not a photo\n');
  const upload = photo(`${folder}/IMG 1234.JPG`, 'jpeg bytes');
  const uploaded = await editor(ctx, {
    action: 'persistMedia',
    params: { branch: 'main', asset: upload, options: { commitMessage: 'Upload' } },
  });
  assert.is(uploaded.status, 200, uploaded.text);
  assert.is(read(ctx, upload.path), 'jpeg bytes');
  const listed = await editor(ctx, { action: 'getMedia', params: { branch: 'main', mediaFolder: folder } });
  const paths = (JSON.parse(listed.text) as { path: string }[]).map((f) => f.path);
  assert.ok(paths.includes(upload.path), paths.join(', '));
  assert.ok(
    paths.every((p) => /\.(jpe?g|png|webp|avif)$/i.test(p)),
    `only photos are listed: ${paths.join(', ')}`,
  );
  const back = await editor(ctx, { action: 'getMediaFile', params: { branch: 'main', path: upload.path } });
  assert.is(Buffer.from(JSON.parse(back.text).content, 'base64').toString(), 'jpeg bytes');
  const deleted = await editor(ctx, {
    action: 'deleteFile',
    params: { branch: 'main', path: upload.path, options: { commitMessage: 'Delete' } },
  });
  assert.is(deleted.status, 200);
  assert.not.ok(existsSync(path.join(ctx.fixture.root, upload.path)));
});

test('an upload past the limit gets a short 413, with no stack and no local path, and the terminal gets one short line', async (ctx) => {
  const folder = photoFolder(ctx);
  const huge = 'A'.repeat(MAX_REQUEST_BYTES + 1024);
  const body = JSON.stringify({
    action: 'persistMedia',
    params: { branch: 'main', asset: { path: `${folder}/big.jpg`, content: huge, encoding: 'base64' }, options: {} },
  });
  for (const chunked of [false, true]) {
    const lines = ctx.lines.length;
    let answer: Awaited<ReturnType<typeof request>> | undefined;
    const printed = await printedDuring(async () => (answer = await request(ctx.backend.url, body, { origin: EDITOR, chunked })));
    assert.is(answer!.status, 413, answer!.text.slice(0, 300));
    assert.ok(answer!.text.length < 400, `a short answer: ${answer!.text.length} characters`);
    assert.is(JSON.parse(answer!.text).error.includes('MB'), true);
    for (const local of [ctx.fixture.root, ROOT, 'node_modules', '    at '])
      assert.not.ok(answer!.text.includes(local), `the answer names ${local}`);
    const said = ctx.lines.slice(lines).join('\n') + printed;
    assert.ok(said.length < 400, `the terminal got ${said.length} characters: ${said.slice(0, 300)}`);
    assert.not.ok(existsSync(path.join(ctx.fixture.root, folder, 'big.jpg')));
  }
});

test("what decap-server's middleware fails on is a 500 with one line of ours, never the request's body in the terminal", async (ctx) => {
  const file = ctx.fixture.contentFiles.at(-1)!;
  // A folder where the content file should be: the write fails inside decap-server.
  const real = read(ctx, file);
  rmSync(path.join(ctx.fixture.root, file));
  mkdirSync(path.join(ctx.fixture.root, file));
  const secret = 'the-body-of-the-request '.repeat(2000);
  let answer: Awaited<ReturnType<typeof request>> | undefined;
  const lines = ctx.lines.length;
  try {
    const printed = await printedDuring(
      async () =>
        (answer = await editor(ctx, {
          action: 'persistEntry',
          params: { branch: 'main', entry: { slug: 'x', path: file, raw: secret }, assets: [], options: SIMPLE },
        })),
    );
    assert.is(answer!.status, 500);
    assert.not.ok(printed.includes('the-body-of-the-request'), `the body was printed: ${printed.slice(0, 300)}`);
    assert.is(ctx.lines.length, lines + 1);
    assert.match(ctx.lines.at(-1)!, /^cms: persistEntry failed \(500\)/);
    assert.not.ok(ctx.lines.at(-1)!.includes('the-body-of-the-request'));
  } finally {
    rmSync(path.join(ctx.fixture.root, file), { recursive: true });
    writeFileSync(path.join(ctx.fixture.root, file), real);
  }
});

test('a bad request gets a 4xx that says why: a missing photo 404, broken JSON 400, another body type 415, another method 405', async (ctx) => {
  const folder = photoFolder(ctx);
  const missing = await editor(ctx, { action: 'getMediaFile', params: { branch: 'main', path: `${folder}/none.jpg` } });
  assert.is(missing.status, 404);
  assert.match(JSON.parse(missing.text).error, /no such file/);
  const broken = await request(ctx.backend.url, '{"action": "getEntry", ', { origin: EDITOR });
  assert.is(broken.status, 400);
  assert.match(JSON.parse(broken.text).error, /not valid JSON/);
  const text = await request(ctx.backend.url, JSON.stringify({ action: 'info' }), { origin: EDITOR, contentType: 'text/plain' });
  assert.is(text.status, 415);
  const get = await request(ctx.backend.url, undefined, { origin: EDITOR, method: 'GET' });
  assert.is(get.status, 405);
  const notAPath = await editor(ctx, { action: 'getEntry', params: { branch: 'main', path: 42 } });
  assert.is(notAPath.status, 400);
  assert.match(JSON.parse(notAPath.text).error, /params\.path/);
  const unknown = await editor(ctx, { action: 'runShell', params: {} });
  assert.is(unknown.status, 403);
  const info = await editor(ctx, { action: 'info' });
  assert.is(info.status, 200);
  assert.is(JSON.parse(info.text).type, 'local_fs');
});

test.run();

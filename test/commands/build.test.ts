// The build's promises as `npm run build` keeps them: deterministic output, atomic replacement of
// dist/ (repaired after a crash), clear errors without a stack, and the environment it reads
// (SOURCE_DATE_EPOCH, SITE_URL). What the content can get wrong is tested on the phases
// themselves, without a build: test/unit/content-phase.test.ts (content), load-config.test.ts
// and routes.test.ts (pages/), build-settings.test.ts (SITE_URL, the booking host,
// SOURCE_DATE_EPOCH), check.test.ts (a repeated id), images-checks.test.ts
// (a photo too small), cms-config.test.ts (admin/backend.yml), write.test.ts
// (dist/ and a symlinked web root).

import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseDocument } from 'yaml';
import { PLACEHOLDER_ACCOUNT } from '../../framework/shared/editor-setup.ts';
import { placeText } from '../../generator/content/load.ts';
import { BACKEND_FILE } from '../../generator/editor/backend-settings.ts';
import siteConfig from '../../site.config.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { DevSession } from '../helpers/dev-session.ts';
import { only } from '../helpers/lists.ts';
import { content, media } from '../helpers/loaded-content.ts';
import { digestsOf, filesUnder } from '../helpers/shared-build.ts';
import { buildCopy, buildOnce, ROOT, TEST_DATE } from '../helpers/site-under-test.ts';
import { parseCsp } from '../quality/observatory.ts';

const digestTree = (dir: string) => digestsOf(dir, filesUnder(dir));

/** The crash states a killed build leaves: no dist/, the previous site and half a new one. */
function leaveCrashState(root: string): void {
  const old = path.join(root, '.dist-old-4000001-aaaa');
  mkdirSync(path.join(old, 'services'), { recursive: true });
  writeFileSync(path.join(old, 'index.html'), 'previous home');
  writeFileSync(path.join(old, 'services/index.html'), 'previous services');
  // Like every built site, it has its serve.json (npm run preview serves with its headers).
  const headers = [{ key: 'Content-Security-Policy', value: "default-src 'self'" }];
  writeFileSync(path.join(old, 'serve.json'), JSON.stringify({ cleanUrls: true, headers: [{ source: '**', headers }] }));
  const half = path.join(root, '.dist-new-4000001-aaaa/assets');
  mkdirSync(half, { recursive: true });
  writeFileSync(path.join(half, 'half.css'), 'body{');
  assert.not.ok(existsSync(path.join(root, 'dist')), 'fixture precondition');
}

const leftovers = (root: string) => readdirSync(root).filter((n) => n.startsWith('.dist-'));

const THROWING_PAGE = `
function Exploding(): never { throw new Error('the venue list is empty'); }
export const meta = { title: 'Broken', description: 'A page that throws.' };
export default function BrokenPage() { return <section><Exploding /></section>; }
`;

test('a page that throws, after a crash mid-swap, fails the build with its route, component and message, no stack, and puts the previous site back', () => {
  const root = projectCopy();
  writeFileSync(path.join(root, 'pages/broken.tsx'), THROWING_PAGE);
  leaveCrashState(root);
  const before = digestTree(path.join(root, '.dist-old-4000001-aaaa'));
  const run = buildCopy(root);
  assert.is.not(run.status, 0, 'non-zero exit');
  assert.match(run.stderr, /render failed for \/broken in <Exploding>: the venue list is empty/);
  assert.not.match(run.stderr, /^\s+at /m, 'no stack trace');
  assert.match(run.stderr, /Build failed; dist\/ was left as it was\./, 'the restored site counts as the one left in place');
  assert.equal(digestTree(path.join(root, 'dist')), before, 'dist/ is the previous site, byte for byte');
  assert.equal(leftovers(root), [], 'no temporary folder left behind');
});

// One successful `npm run build`, checked for several promises: after a crash mid-swap, with
// SOURCE_DATE_EPOCH and SITE_URL set, a team photo far smaller than its card, and an editor whose
// settings still name the placeholder repository, on a GitHub Enterprise server (api_root).
const built = { root: '', run: undefined as SpawnSyncReturns<string> | undefined, photo: '', field: '', apiRoot: '' };

test.before(async () => {
  const photo = content.team.members.find((m) => m.image)?.image;
  assert.ok(photo, 'a team member with a photo');
  built.photo = photo.file;
  // How the build names the field that uses it (test/unit/content-phase.test.ts tests the naming).
  built.field = placeText(media.find((m) => m.file === photo.file)!.at);
  // Its own assets and cache: the small photo replaces a real one, and the build prunes what its content does not use.
  built.root = projectCopy({ copyAssets: true, copyCache: true });
  const sharp = (await import('sharp')).default;
  await sharp({ create: { width: 160, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toFile(path.join(built.root, built.photo));
  const settings = parseDocument(readFileSync(path.join(built.root, BACKEND_FILE), 'utf8'));
  settings.setIn(['backend', 'repo'], `${PLACEHOLDER_ACCOUNT}/elevate-events-site`);
  built.apiRoot = 'https://github.example.com/api/v3';
  settings.setIn(['backend', 'api_root'], built.apiRoot);
  writeFileSync(path.join(built.root, BACKEND_FILE), settings.toString());
  leaveCrashState(built.root);
  built.run = buildCopy(built.root, { SOURCE_DATE_EPOCH: '1893456000', SITE_URL: 'https://staging.example/' });
});

test('the build after a crash puts its site in dist/, with SOURCE_DATE_EPOCH, SITE_URL, and one warning each for a small photo and an editor not set up', () => {
  const { root, run, photo, field } = built;
  assert.is(run!.status, 0, `warnings are not errors:\n${run!.stderr}`);
  const page = (route: string) => readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');
  // After a crash mid-swap: the new site, nothing of the half-written folder, no marker, no leftovers.
  assert.match(run!.stdout, /restored dist\/ from \.dist-old-4000001-aaaa/);
  assert.ok(page('').includes(` | ${content.site.brand}</title>`), 'the new site in dist/');
  assert.not.ok(existsSync(path.join(root, 'dist/assets/half.css')), 'nothing of the half-written folder');
  assert.not.ok(existsSync(path.join(root, 'dist/.build-complete')), 'no marker in dist/');
  assert.equal(leftovers(root), [], 'no temporary folder left');
  assert.match(page(''), /© 2030 /, 'the footer year follows SOURCE_DATE_EPOCH');
  assert.match(page('team'), /<link rel="canonical" href="https:\/\/staging\.example\/team"/, 'SITE_URL sets the canonical URL');
  assert.ok(
    run!.stdout.includes(`warning: ${field}: ${photo} is 160×200; it is shown up to 352 px wide, so it needs at least 640 px wide`),
    run!.stdout,
  );
  const editorLines = `${run!.stdout}${run!.stderr}`.split('\n').filter((line) => line.includes(BACKEND_FILE));
  assert.match(
    only(editorLines, 'line naming the editor settings'),
    /^warning: admin\/backend\.yml: repo is still the placeholder your-account\/elevate-events-site, so the editor at \/admin\/ of the live site cannot log in; set repo to the site's GitHub repository \(account\/name\) and the login for your host, as docs\/content-guide\.md, "On the live site", says/,
  );
  // The site's notices about its content (the legal sections awaiting review), one line each.
  for (const notice of siteConfig.contentNotices?.(content) ?? [])
    assert.ok(run!.stdout.split('\n').includes(`notice: ${notice}`), `notice: ${notice}\nin:\n${run!.stdout}`);
});

test('tsx /path/to/build.ts from another folder builds the project as npm run build does: the same input gives a byte-identical dist/', async () => {
  const { outDir } = await buildOnce();
  const elsewhere = tempDir('elevate-elsewhere-').path;
  const out = path.join(elsewhere, 'dist');
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'build.ts'), `--out=${out}`], {
    cwd: elsewhere,
    encoding: 'utf8',
    // Dated as the shared build.
    env: { ...process.env, SOURCE_DATE_EPOCH: String(TEST_DATE.getTime() / 1000) },
  });
  assert.is(run.status, 0, run.stdout + run.stderr);
  const [a, b] = [digestTree(outDir), digestTree(out)];
  assert.equal(Object.keys(b), Object.keys(a));
  for (const [file, hash] of Object.entries(a)) assert.is(b[file], hash, `${file} differs`);
});

// Every form of the policies with api_root is test/unit/headers.test.ts's; here, that the build reads api_root into both writers:
// the header files (serve.json here; _headers and nginx.conf take the same options) and the editor's page.
test("a GitHub Enterprise server (api_root) joins the editor's connect-src and img-src in dist/serve.json and its page, and no public page's", () => {
  const { root, run, apiRoot } = built;
  assert.is(run!.status, 0, run!.stderr);
  const dist = path.join(root, 'dist');
  const server = new URL(apiRoot).origin;
  const avatars = `https://avatars.${new URL(apiRoot).host}`;
  const policies = new Map<string, string[]>();
  const serve = JSON.parse(readFileSync(path.join(dist, 'serve.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const policyOf = (source: string) =>
    serve.headers.find((r) => r.source === source)?.headers.flatMap((h) => (h.key === 'Content-Security-Policy' ? [h.value] : [])) ?? [];
  policies.set('serve.json', policyOf('admin/**'));
  assert.not.match(only(policyOf('**'), 'public policy in serve.json'), server, "the public pages' policy does not name it");
  const page = parseHTML(readFileSync(path.join(dist, 'admin/index.html'), 'utf8')).document;
  policies.set("the editor's page", [page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '']);
  for (const [where, [policy, ...more]] of policies) {
    assert.ok(policy !== undefined && more.length === 0, `${where}: one policy`);
    const directives = parseCsp(policy!);
    assert.ok(directives.get('connect-src')?.has(server), `${where}: connect-src ${server}\n${policy}`);
    for (const source of [server, avatars]) assert.ok(directives.get('img-src')?.has(source), `${where}: img-src ${source}\n${policy}`);
  }
});

test('an --out that names a folder no build wrote (the project itself, content/) is refused in one line, and the folder is left as it was', () => {
  const root = projectCopy();
  const before = digestTree(path.join(root, 'content'));
  for (const out of ['', '.', 'content']) {
    const run = buildCopy(root, {}, [`--out=${out}`]);
    assert.is(run.status, 2, `--out=${out}: ${run.stdout}${run.stderr}`);
    assert.is(run.stderr.trim().split('\n').length, 1, run.stderr);
    assert.match(run.stderr, new RegExp(`^npm run build: --out=${out} names .* no build wrote`), run.stderr);
  }
  assert.equal(digestTree(path.join(root, 'content')), before, 'content/ is as it was');
});

test('Ctrl-C while the new site is written: dist/ is the previous site, and no temporary folder is left', async () => {
  const root = projectCopy();
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), 'previous home');
  writeFileSync(path.join(dist, 'serve.json'), '{}');
  const build = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts')], { cwd: root, stdio: 'ignore' });
  const watcher = watch(root, (_, name) => name?.startsWith('.dist-new-') && build.kill('SIGINT'));
  const [, signal] = await once(build, 'exit');
  watcher.close();
  assert.is(signal, 'SIGINT', 'ended by Ctrl-C, while writing');
  assert.equal(leftovers(root), [], 'no temporary folder left');
  assert.is(readFileSync(path.join(dist, 'index.html'), 'utf8'), 'previous home');
});

test('npm start -- FLAGS builds, then passes the flags to the preview, not to npm', () => {
  const run = spawnSync('npm', ['start', '--silent', '--', '--help'], { cwd: projectCopy(), encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /^built \d+ pages/m);
  assert.match(run.stdout, /^Usage: npm run preview -- \[flags\]/m);
});

test('a project whose path has a "?" (which tsx cannot load) is refused in one line saying so', () => {
  const parent = tempDir('elevate-what?-').path;
  mkdirSync(path.join(parent, 'scripts'));
  writeFileSync(path.join(parent, 'package.json'), readFileSync(path.join(ROOT, 'package.json')));
  writeFileSync(path.join(parent, 'scripts/project-path.mjs'), readFileSync(path.join(ROOT, 'scripts/project-path.mjs')));
  for (const script of ['build', 'dev', 'preview']) {
    const run = spawnSync('npm', ['run', '--silent', script], { cwd: parent, encoding: 'utf8' });
    assert.is(run.status, 1, `${script}: ${run.stdout}${run.stderr}`);
    assert.is(
      run.stderr.trim(),
      `This project is in ${parent}, whose path has a "?": tsx, which runs the build and the servers, cannot load files from such a path. Move or rename the folder to a path without "?", then run the command again.`,
      script,
    );
  }
});

test('npm run preview after a crash mid-swap restores dist/ before serving it', async () => {
  const root = projectCopy();
  leaveCrashState(root);
  const preview = await DevSession.start(root, {}, { script: 'preview', ready: 'Serving ' });
  try {
    assert.is((await preview.get('/')).body, 'previous home');
    assert.match(preview.output, /restored dist\/ from \.dist-old-4000001-aaaa/);
    assert.equal(leftovers(root), []);
  } finally {
    await preview.stop();
  }
});

test.run();

// The build's promises: deterministic output, atomic replacement of dist/, clear errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../generator/site.tsx';
import { ROOT, TEST_DATE, buildOnce, titleOf } from '../helpers/site.ts';
import { fixtureRoot } from '../helpers/fixture.ts';
import { content } from '../helpers/content.ts';

// The fixtures break the content as it is, found by its fields, whatever its values.
/** The family photo as content/team.ts names it: photo('team/family.jpg') → 'team/family.jpg'. */
const FAMILY = `'${content.team.familyPhoto.image.file.replace(/^assets\/photos\//, '')}'`;
/** The home hero's last video source, as written in content/home.ts, and its field. */
const HERO_SOURCE = content.home.hero.video.sources.length - 1;
const HERO_SRC = `'${content.home.hero.video.sources[HERO_SOURCE].src}'`;

/** Replaces `pattern` in a copied file; fails if it is not there (the fixture would test nothing). */
function change(file: string, pattern: RegExp | string, replacement: string): void {
  const source = readFileSync(file, 'utf8');
  const changed = source.replace(pattern, replacement);
  assert.is.not(changed, source, `fixture precondition: ${path.basename(file)} has ${pattern}`);
  writeFileSync(file, changed);
}

function digestTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const r = path.join(rel, name);
      if (statSync(path.join(dir, r)).isDirectory()) walk(r);
      else out.set(r, createHash('sha256').update(readFileSync(path.join(dir, r))).digest('hex'));
    }
  };
  walk('');
  return out;
}

test('two builds of the same input give a byte-identical dist/', async () => {
  const { outDir } = await buildOnce();
  const second = path.join(path.dirname(outDir), 'dist-again');
  await buildSite({ root: ROOT, outDir: second, date: TEST_DATE, log: () => {} });
  const a = digestTree(outDir);
  const b = digestTree(second);
  assert.equal([...a.keys()], [...b.keys()]);
  for (const [file, hash] of a) assert.is(b.get(file), hash, `${file} differs`);
});


/** Sets up a fixture with a previous, known dist/ and an extra page under pages/. */
function fixtureWithPage(name: string, source: string) {
  const root = fixtureRoot();
  writeFileSync(path.join(root, 'pages', name), source);
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'services'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), 'previous home');
  writeFileSync(path.join(dist, 'services/index.html'), 'previous services');
  return { root, dist, before: digestTree(dist) };
}

const THROWING_PAGE = `
function Exploding(): never { throw new Error('the venue list is empty'); }
export const meta = { title: 'Broken', description: 'A page that throws.' };
export default function BrokenPage() { return <section><Exploding /></section>; }
`;

test('a page that throws fails the build with its route, component and message; dist/ is untouched', async () => {
  const { root, dist, before } = fixtureWithPage('broken.tsx', THROWING_PAGE);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts')], { cwd: root, encoding: 'utf8' });
  assert.is.not(run.status, 0, 'non-zero exit');
  assert.match(run.stderr, /render failed for \/broken in <Exploding>: the venue list is empty/);
  assert.not.match(run.stderr, /^\s+at /m, 'no stack trace');
  assert.match(run.stderr, /dist\/ was left as it was/);
  assert.equal(digestTree(dist), before, 'dist/ is byte for byte as it was');
  assert.equal(readdirSync(root).filter((n) => n.startsWith('.dist-')), [], 'no temporary folder left behind');
  rmSync(root, { recursive: true, force: true });
});

/**
 * Runs `build.ts` inside a fixture, as a user would. (In-process builds of a fixture would
 * compile its .tsx files without the fixture's tsconfig, since tsx reads the one in cwd.)
 */
function runBuild(root: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

test('a page without meta fails with the file and the field; dist/ is untouched', async () => {
  const { root, dist, before } = fixtureWithPage('nometa.tsx', `export default function P() { return <p>x</p>; }\n`);
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.match(run.stderr, /pages\/nometa\.tsx: meta: expected an exported meta object/);
  assert.equal(digestTree(dist), before);
  rmSync(root, { recursive: true, force: true });
});

test('pages render the content as the schema parsed it: a text it trims reaches the page trimmed', async () => {
  const root = fixtureRoot();
  const file = path.join(root, 'content/team.ts');
  const source = readFileSync(file, 'utf8');
  const intro = /\n  intro:\s*'([^']+)',/.exec(source)?.[1];
  assert.ok(intro, 'fixture precondition: the team intro');
  writeFileSync(file, source.replace(`'${intro}'`, `'  ${intro}  '`));
  const run = runBuild(root);
  assert.is(run.status, 0, run.stderr);
  const html = readFileSync(path.join(root, 'dist/team/index.html'), 'utf8');
  assert.ok(html.includes(`<p class="lead">${intro.replace(/&/g, '&amp;')}</p>`), 'the intro, trimmed');
  rmSync(root, { recursive: true, force: true });
});

test('without pages/_document.tsx the build fails, naming the file and what it exports', async () => {
  const root = fixtureRoot();
  rmSync(path.join(root, 'pages/_document.tsx'));
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.match(run.stderr, /pages\/_document\.tsx: file: missing: it exports Document \(the HTML around every page\) and Layout/);
  rmSync(root, { recursive: true, force: true });
});

test('two files for one route are refused', async () => {
  const root = fixtureRoot();
  mkdirSync(path.join(root, 'pages/services'));
  copyFileSync(path.join(root, 'pages/services.tsx'), path.join(root, 'pages/services/index.tsx'));
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.match(run.stderr, /pages\/services\/index\.tsx: route: duplicates the route of pages\/services\.tsx/);
  rmSync(root, { recursive: true, force: true });
});

test('a content error names the file and the field, and dist/ is untouched', async () => {
  const root = fixtureRoot();
  change(path.join(root, 'content/site.ts'), /brand: '[^']*'/, "brand: ''");
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), 'previous');
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.match(run.stderr, /content\/site\.ts: brand: must not be empty/);
  assert.not.match(run.stderr, /^\s+at /m);
  assert.is(readFileSync(path.join(dist, 'index.html'), 'utf8'), 'previous');
  rmSync(root, { recursive: true, force: true });
});

test('several content errors are reported at once, one line each', async () => {
  const root = fixtureRoot();
  const file = path.join(root, 'content/gallery.ts');
  change(file, /categories: \['[^']*'/, "categories: ['weddings'");
  change(file, /caption: '[^']+'/, "caption: ''");
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.match(run.stderr, /content\/gallery\.ts: photos\.\d+\.categories\.0: .*weddings/);
  assert.match(run.stderr, /content\/gallery\.ts: photos\.\d+\.caption: /);
  rmSync(root, { recursive: true, force: true });
});

test('a referenced photo that does not exist names the file and the content entry', async () => {
  const root = fixtureRoot();
  change(path.join(root, 'content/team.ts'), FAMILY, "'team/no-such-photo.jpg'");
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.match(run.stderr, /content\/team\.ts: familyPhoto\.image: file not found: assets\/photos\/team\/no-such-photo\.jpg/);
  rmSync(root, { recursive: true, force: true });
});

test('a booking script on a host the /contact policy does not know fails the build, naming the field and the fix', async () => {
  const root = fixtureRoot();
  change(path.join(root, 'content/site.ts'), `${new URL(content.site.booking.scriptUrl).origin}/`, 'https://widget.bookings.example/');
  const run = runBuild(root);
  assert.is.not(run.status, 0, 'the build must not ship a widget its own policy blocks');
  assert.match(run.stderr, /content\/site\.ts: booking\.scriptUrl: host widget\.bookings\.example is not HoneyBook's/);
  assert.match(run.stderr, /BOOKING_PROVIDERS in generator\/headers\/booking\.ts/);
  rmSync(root, { recursive: true, force: true });
});

test('the footer year follows SOURCE_DATE_EPOCH, and a malformed one fails the build naming it; dist/ is untouched', async () => {
  const { root, dist, before } = fixtureWithPage('plain.tsx', `export const meta = { title: 'Plain', description: 'A plain page.' };\nexport default function P() { return <p>plain</p>; }\n`);
  for (const value of ['yesterday', '-86400', '99999999999999999']) {
    const run = runBuild(root, { SOURCE_DATE_EPOCH: value });
    assert.is.not(run.status, 0, `${value}: the build fails`);
    assert.match(run.stderr, new RegExp(`SOURCE_DATE_EPOCH: value: '${value}' `), `${value}: names the variable and the value`);
    assert.equal(digestTree(dist), before, `${value}: dist/ is untouched`);
  }
  const ok = runBuild(root, { SOURCE_DATE_EPOCH: '1893456000' });
  assert.is(ok.status, 0, ok.stderr);
  assert.match(readFileSync(path.join(dist, 'index.html'), 'utf8'), /© 2030 /);
  rmSync(root, { recursive: true, force: true });
});

test('a booking script URL with an impossible port fails in the content pass, naming the file and the field', async () => {
  const root = fixtureRoot();
  const file = path.join(root, 'content/site.ts');
  const source = readFileSync(file, 'utf8');
  assert.ok(source.includes('https://widget.honeybook.com/'), 'fixture precondition');
  writeFileSync(file, source.replace('https://widget.honeybook.com/', 'https://widget.honeybook.com:99999/'));
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.match(run.stderr, /content\/site\.ts: booking\.scriptUrl: 'https:\/\/widget\.honeybook\.com:99999\/[^']*' has the port 99999, which cannot exist/);
  assert.not.match(run.stderr, /Invalid URL/);
  rmSync(root, { recursive: true, force: true });
});

test('an unknown icon name fails in the content pass, naming the file and the field, not at render', async () => {
  const root = fixtureRoot();
  const file = path.join(root, 'content/services.ts');
  const source = readFileSync(file, 'utf8');
  const first = /icon: '([a-z0-9-]+)'/.exec(source);
  assert.ok(first, 'fixture precondition');
  writeFileSync(file, source.replace(first![0], "icon: 'no-such-icon'"));
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.match(run.stderr, /content\/services\.ts: items\.0\.icon: unknown icon 'no-such-icon'/);
  assert.not.match(run.stderr, /render failed/);
  rmSync(root, { recursive: true, force: true });
});

test('SITE_URL overrides the canonical site URL, and a bad one is refused', async () => {
  const root = fixtureRoot();
  const ok = runBuild(root, { SITE_URL: 'https://staging.example/' });
  assert.is(ok.status, 0, ok.stderr);
  assert.match(readFileSync(path.join(root, 'dist/team/index.html'), 'utf8'), /<link rel="canonical" href="https:\/\/staging\.example\/team"/);
  // An empty SITE_URL (a CI variable that was never set) means the content's URL.
  const empty = runBuild(root, { SITE_URL: '' });
  assert.is(empty.status, 0, empty.stderr);
  assert.ok(readFileSync(path.join(root, 'dist/team/index.html'), 'utf8').includes(`<link rel="canonical" href="${content.site.url}/team"`), 'the content URL');
  const bad = runBuild(root, { SITE_URL: 'ftp://x' });
  assert.is.not(bad.status, 0);
  assert.match(bad.stderr, /SITE_URL: value: "ftp:\/\/x" is not an http\(s\) URL/);
  rmSync(root, { recursive: true, force: true });
});

test('an id used twice on a page fails the build, naming the page and the id', async () => {
  const root = fixtureRoot();
  // The first service becomes #main, which the layout's <main id="main"> already is; a home card
  // follows it, so every link still resolves and only the repeat is wrong.
  change(path.join(root, 'content/services.ts'), /id: '[^']*'/, "id: 'main'");
  const run = runBuild(root);
  assert.is.not(run.status, 0, 'the build fails');
  assert.match(run.stderr, /services\/index\.html: id "main" is used more than once/);
  rmSync(root, { recursive: true, force: true });
});

test("a media path with '..' fails the build, naming the file and the field; nothing is published", async () => {
  const root = fixtureRoot();
  const secretDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-elsewhere-'));
  writeFileSync(path.join(secretDir, 'secret.mp4'), 'not for the public');
  const home = path.join(root, 'content/home.ts');
  const team = path.join(root, 'content/team.ts');
  const escape = path.relative(path.join(root, 'assets'), path.join(secretDir, 'secret.mp4'));
  assert.ok(escape.startsWith('..'), 'fixture precondition');
  change(home, HERO_SRC, `'assets/${escape}'`);
  change(team, FAMILY, "'../../../elsewhere/family.jpg'");
  const run = runBuild(root);
  assert.is.not(run.status, 0, 'the build fails');
  assert.match(run.stderr, new RegExp(`content/home\\.ts: hero\\.video\\.sources\\.${HERO_SOURCE}\\.src: 'assets/\\.\\./.*secret\\.mp4' uses '\\.\\.'`));
  assert.match(run.stderr, /content\/team\.ts: familyPhoto\.image\.file: 'assets\/photos\/\.\.\/\.\.\/\.\.\/elsewhere\/family\.jpg' uses '\.\.'/);
  assert.not.ok(existsSync(path.join(root, 'dist')), 'nothing was written');
  rmSync(root, { recursive: true, force: true });
  rmSync(secretDir, { recursive: true, force: true });
});

test('a symlink under assets/ that leads outside fails the build, naming the file and the field', async () => {
  const root = fixtureRoot({ copyAssets: true });
  const secretDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-elsewhere-'));
  writeFileSync(path.join(secretDir, 'secret.mp4'), 'not for the public');
  symlinkSync(path.join(secretDir, 'secret.mp4'), path.join(root, 'assets/video/leak.mp4'));
  const home = path.join(root, 'content/home.ts');
  change(home, HERO_SRC, "'assets/video/leak.mp4'");
  const run = runBuild(root);
  assert.is.not(run.status, 0, 'the build fails');
  assert.match(run.stderr, new RegExp(`content/home\\.ts: hero\\.video\\.sources\\.${HERO_SOURCE}\\.src: assets/video/leak\\.mp4 is a symlink that leads outside assets/`));
  assert.not.ok(existsSync(path.join(root, 'dist')), 'nothing was written');
  rmSync(root, { recursive: true, force: true });
  rmSync(secretDir, { recursive: true, force: true });
});

test('a dist/ that links to a web root keeps its link, and the web root gets the new site', async () => {
  const root = fixtureRoot();
  const webRoot = path.join(mkdtempSync(path.join(os.tmpdir(), 'elevate-www-')), 'site');
  mkdirSync(webRoot);
  writeFileSync(path.join(webRoot, 'index.html'), 'previous home');
  symlinkSync(webRoot, path.join(root, 'dist'));
  const run = runBuild(root);
  assert.is(run.status, 0, run.stderr);
  assert.ok(lstatSync(path.join(root, 'dist')).isSymbolicLink(), 'dist/ is still the link');
  assert.is(readlinkSync(path.join(root, 'dist')), webRoot);
  assert.ok(titleOf(path.join(webRoot, 'index.html')).endsWith(content.site.brand), 'the web root has the new site');
  assert.equal(readdirSync(path.dirname(webRoot)), ['site'], 'nothing left beside the web root');
  rmSync(root, { recursive: true, force: true });
  rmSync(path.dirname(webRoot), { recursive: true, force: true });
});

test('a team photo far smaller than its card builds, with a warning naming the file, the field and the size it needs', async () => {
  const { team } = await import('../../content/team.ts');
  const index = team.members.findIndex((m) => m.image);
  const file = team.members[index].image!.file;
  const root = fixtureRoot({ copyAssets: true });
  // Its own cache: the build prunes what its content does not use, here the real photo's files.
  rmSync(path.join(root, '.cache'));
  cpSync(path.join(ROOT, '.cache'), path.join(root, '.cache'), { recursive: true });
  const sharp = (await import('sharp')).default;
  await sharp({ create: { width: 160, height: 200, channels: 3, background: '#3366cc' } }).jpeg().toFile(path.join(root, file));
  const run = runBuild(root);
  assert.is(run.status, 0, `a warning is not an error:\n${run.stderr}`);
  assert.ok(
    run.stdout.includes(`warning: content/team.ts: members.${index}.image: ${file} is 160×200; it is shown up to 352 px wide, so it needs at least 640 px wide`),
    run.stdout,
  );
  rmSync(root, { recursive: true, force: true });
});

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

test('a build after a crash mid-swap puts its site in dist/ and removes the leftovers', async () => {
  const root = fixtureRoot();
  leaveCrashState(root);
  const run = runBuild(root);
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /restored dist\/ from \.dist-old-4000001-aaaa/);
  assert.ok(readFileSync(path.join(root, 'dist/index.html'), 'utf8').includes(` | ${content.site.brand}</title>`), 'the new site in dist/');
  assert.not.ok(existsSync(path.join(root, 'dist/assets/half.css')), 'nothing of the half-written folder');
  assert.not.ok(existsSync(path.join(root, 'dist/.build-complete')), 'no marker in dist/');
  assert.equal(leftovers(root), [], 'no temporary folder left');
  rmSync(root, { recursive: true, force: true });
});

test('a failing build after a crash mid-swap still puts the previous site back', async () => {
  const root = fixtureRoot();
  leaveCrashState(root);
  change(path.join(root, 'content/site.ts'), /brand: '[^']*'/, "brand: ''");
  const run = runBuild(root);
  assert.is.not(run.status, 0);
  assert.is(readFileSync(path.join(root, 'dist/index.html'), 'utf8'), 'previous home');
  assert.is(readFileSync(path.join(root, 'dist/services/index.html'), 'utf8'), 'previous services');
  assert.equal(leftovers(root), []);
  rmSync(root, { recursive: true, force: true });
});

test('npm run preview after a crash mid-swap restores dist/ before serving it', async () => {
  const root = fixtureRoot();
  leaveCrashState(root);
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const preview = spawn('npm', ['run', 'preview'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so npm, the shell and serve all end together
  });
  let output = '';
  preview.stdout!.on('data', (d) => (output += d));
  preview.stderr!.on('data', (d) => (output += d));
  try {
    let body = '';
    const deadline = Date.now() + 30_000;
    while (!body) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        body = await res.text();
      } catch {
        if (Date.now() > deadline || preview.exitCode !== null) throw new Error(`preview did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    assert.is(body, 'previous home');
    assert.match(output, /restored dist\/ from \.dist-old-4000001-aaaa/);
    assert.equal(leftovers(root), []);
  } finally {
    process.kill(-preview.pid!, 'SIGTERM');
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();

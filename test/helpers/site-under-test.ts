// The built site for the suites that assert on the output: the run's shared build when
// $TEST_BUILD names one (test/run.mjs builds it once for every suite; test/helpers/shared-build.ts
// checks that it is still what these sources build), else a build of this process's own into a
// temporary folder, for a suite run alone, removed when the process ends. The image cache in
// .cache/ is shared with normal builds.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom/worker';
import { loadConfig } from '../../generator/load-config.ts';
import { discoverPages, pagesPerTemplate, routesOf, urlPathOf } from '../../generator/routes.ts';
import { type LocalServer, serveWithHeaders } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { buildForTests, ROOT, type SharedBuild, TEST_DATE, verifiedBuild } from './shared-build.ts';

export { ROOT, TEST_DATE };

let built: Promise<SharedBuild> | undefined;

export function buildOnce(): Promise<SharedBuild> {
  built ??= (async () => {
    const shared = process.env.TEST_BUILD;
    if (shared) return verifiedBuild(ROOT, path.resolve(ROOT, shared), TEST_DATE);
    return buildForTests(ROOT, path.join(tempDir('elevate-test-').path, 'dist'), TEST_DATE);
  })();
  return built;
}

/**
 * A copy of the built site as a careless deploy may leave it, that any user may read: what rsync
 * or a git checkout brings along (a .git folder, an .env, dotfiles), the build's marker, a
 * /.well-known/ folder that must stay reachable, a symlink loop and a symlinked folder that leads
 * out of the site. A copy, so the other suites' site is not changed; removed when the process ends.
 */
export async function deployedSite(): Promise<string> {
  const folder = tempDir('elevate-deployed-').path;
  chmodSync(folder, 0o755);
  const copy = await builtSiteCopy(folder);
  for (const dir of ['.git', '.well-known']) mkdirSync(path.join(copy, dir));
  const files = {
    '.git/config': '[remote "origin"]\n\turl = git@example.com:secret.git\n',
    '.env': 'SECRET=1\n',
    '.build-complete': 'marker\n',
    'assets/.hidden': 'hidden\n',
    '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
    '.well-known/.secret': 'hidden\n',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(copy, file), text);
  symlinkSync('loop', path.join(copy, 'loop'));
  symlinkSync('/etc', path.join(copy, 'system'));
  return copy;
}

/** The built site's folder: the build's, or an already built folder in $TEST_SITE_DIR (handy while working on one widget). */
export async function siteDir(): Promise<string> {
  return process.env.TEST_SITE_DIR || (await buildOnce()).outDir;
}

/** A copy of the built site in `folder`/dist, for a test to change without changing the other suites' site. */
export async function builtSiteCopy(folder: string): Promise<string> {
  const copy = path.join(folder, 'dist');
  cpSync(await siteDir(), copy, { recursive: true });
  return copy;
}

let serving: Promise<LocalServer> | undefined;
/**
 * The origin of the built site served by the preview server with the site's own serve.json, so
 * the pages are tested under the production headers and CSP; once per process until stopServing().
 */
export function servedOrigin(): Promise<string> {
  serving ??= siteDir().then(serveWithHeaders);
  return serving.then((s) => s.origin);
}

export async function stopServing(): Promise<void> {
  if (serving) await (await serving).close();
  serving = undefined;
}

/** The title of an HTML file, as a browser reads it (entities decoded). */
export function titleOf(file: string): string {
  return parseHTML(readFileSync(file, 'utf8')).document.title;
}

/** The text of a built file, e.g. 'services/index.html'. */
export async function builtText(file: string): Promise<string> {
  const { outDir } = await buildOnce();
  return readFileSync(path.join(outDir, file), 'utf8');
}

/** The parsed document of a built file. */
export const page = async (file: string) => parseHTML(await builtText(file)).document as unknown as Document;

export async function exists(file: string): Promise<boolean> {
  const { outDir } = await buildOnce();
  return existsSync(path.join(outDir, file));
}

/**
 * The site's pages: those of the run's shared build (checked against these sources), else found
 * the way the build finds them, the files in pages/. Finding them loads every page module, and
 * with them most of the site's code, which a suite reading a shared build need not pay for.
 */
export const PAGES = process.env.TEST_BUILD ? (await buildOnce()).result.pages : await discoverPages(ROOT, await loadConfig(ROOT));

/** Every page with a route, and the file it is written to. */
export const ROUTES = PAGES.flatMap((p) => (p.route === null ? [] : [{ route: p.route, file: p.outFile }]));

/** The URL paths of the routes: '/', '/services', … */
export const PATHS = routesOf(PAGES);

/** Every built page, the 404 page included. */
export const ALL_PAGES = PAGES.map((p) => p.outFile);

/** The pages the browser suites open: a page of each template (pagesPerTemplate). */
export const BROWSED_PAGES = pagesPerTemplate(PAGES);

export { urlPathOf };

/** The URL paths of the routes the browser suites open (BROWSED_PAGES without the 404 page). */
export const BROWSED_PATHS = routesOf(BROWSED_PAGES);

export function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Runs `npm run build`'s script in a project copy, as a user would, with `env` added and `args`
 * passed. (An in-process build would compile the copy's .tsx files under this project's tsconfig.)
 */
export function buildCopy(root: string, env: Record<string, string> = {}, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

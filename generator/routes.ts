// The one place that turns the files in the pages folder into routes and output paths. A page
// whose number of views depends on the content exports `views(content, route)`; it is asked once
// the content is validated, and each view is a real route, so whatever lists the pages sees it.
import path from 'node:path';
import { globby } from 'globby';
import type { SiteConfig } from '../framework/build/define-site.ts';
import { loadContent } from './content/load.ts';
import { NotFoundPageMissing, PageFileNameRefused, ViewRouteRefused, ViewsNotAList } from './error-messages.ts';
import { type BuildError, InputError, throwAll } from './errors.ts';
import { importModule, type ModuleLoader } from './page-modules.ts';

export interface RouteInfo {
  /** URL path, '/' or '/services'; null for the 404 page, which has no route of its own. */
  route: string | null;
  /** Output file relative to dist/, in directory style: 'services/index.html'. */
  outFile: string;
}

export interface PageRoute extends RouteInfo {
  /** Project-relative source: 'pages/services.tsx'. */
  file: string;
  /** Name of the page's script bundle: 'home', 'services', 'not-found'. */
  key: string;
}

/** 'index.tsx' → '/', 'services.tsx' → '/services', 'a/index.tsx' → '/a', '404.tsx' → 404.html. */
export function routeFromFile(file: string): RouteInfo {
  const normalized = file.replace(/\\/g, '/');
  if (!/\.tsx$/.test(normalized)) throw new Error(`not a page file: ${file}`);
  const stem = normalized.replace(/\.tsx$/, '');
  if (stem === '404') return { route: null, outFile: '404.html' };
  const segments = stem.split('/');
  if (segments.at(-1) === 'index') segments.pop();
  for (const segment of segments) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(segment)) throw new Error(PageFileNameRefused({ file }));
  }
  if (segments.length === 0) return { route: '/', outFile: 'index.html' };
  return { route: '/' + segments.join('/'), outFile: segments.join('/') + '/index.html' };
}

/** The canonical URL of a route on the site: no trailing slash except for the root. */
export function canonicalUrl(siteUrl: string, route: string): string {
  return siteUrl.replace(/\/+$/, '') + (route === '/' ? '/' : route);
}

/** Files starting with '_' are helpers, not pages. */
export function isPageFile(file: string): boolean {
  return file.endsWith('.tsx') && !file.split('/').some((part) => part.startsWith('_'));
}

/** The page files, sorted; refuses, all at once, names that make no route or a reserved one, two files for one route, and a missing 404 page. */
export async function discoverPageFiles(root: string, { folders }: SiteConfig): Promise<PageRoute[]> {
  const found = (await globby('**/*.tsx', { cwd: path.join(root, folders.pages) })).filter(isPageFile).sort();
  const pages: PageRoute[] = [];
  const errors: BuildError[] = [];
  const seen = new Map<string, string>();
  for (const rel of found) {
    const file = `${folders.pages}/${rel}`;
    try {
      const { route, outFile } = routeFromFile(rel);
      const key = route === null ? 'not-found' : route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
      const page: PageRoute = { file, route, outFile, key };
      errors.push(...claim(seen, page, 'route', ''));
      pages.push(page);
    } catch (error) {
      errors.push(new InputError({ file, field: 'file name', problem: (error as Error).message }));
    }
  }
  if (!pages.some((p) => p.route === null))
    errors.push(new InputError({ file: `${folders.pages}/404.tsx`, field: 'file', problem: NotFoundPageMissing({}) }));
  throwAll(errors);
  return pages;
}

/** The pages with the views they add for this content, each file's own page first; refuses a view outside its page's route, reserved or taken. */
export async function withViews(root: string, files: readonly PageRoute[], content: unknown, load: ModuleLoader): Promise<PageRoute[]> {
  const views: PageRoute[] = [];
  const errors: BuildError[] = [];
  const seen = new Map(files.map((p) => [p.outFile, p.file]));
  for (const page of files) {
    if (page.route === null) continue;
    const mod = await load(path.join(root, page.file));
    if (typeof mod.views !== 'function') continue;
    const routes: unknown = mod.views(content, page.route);
    if (!Array.isArray(routes)) throw new InputError({ file: page.file, field: 'views', problem: ViewsNotAList({}) });
    for (const route of routes) {
      if (route === page.route) continue;
      const rel = typeof route === 'string' && route.startsWith(`${page.route}/`) ? route.slice(page.route.length + 1) : '';
      if (!rel.split('/').every((s) => /^[a-z0-9][a-z0-9-]*$/.test(s))) {
        throw new InputError({
          file: page.file,
          field: 'views',
          problem: ViewRouteRefused({ route: String(route), page: page.route }),
        });
      }
      const view: PageRoute = { file: page.file, route, outFile: `${route.slice(1)}/index.html`, key: page.key };
      errors.push(...claim(seen, view, 'views', `${route} `));
      views.push(view);
    }
  }
  throwAll(errors);
  return [...files, ...views].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.route ?? '').localeCompare(b.route ?? '', 'en', { numeric: true }),
  );
}

/** Every page of the site: the page files, then the views they add for the validated content (modules imported plainly). */
export async function discoverPages(root: string, config: SiteConfig): Promise<PageRoute[]> {
  const files = await discoverPageFiles(root, config);
  const { content } = await loadContent(root, config, importModule, routesOf(files));
  return withViews(root, files, content, importModule);
}

/** Takes `page`'s output file in `seen` (output file → page file); refuses a reserved route or one taken already. */
function claim(seen: Map<string, string>, page: PageRoute, field: string, named: string): InputError[] {
  const other = seen.get(page.outFile);
  seen.set(page.outFile, page.file);
  const problems = [page.route === null ? null : reservedRoute(page.route), other ? `${named}duplicates the route of ${other}` : null];
  return problems.flatMap((problem) => (problem ? [new InputError({ file: page.file, field, problem })] : []));
}

/** The generator's and the servers' own paths: a page there would be shadowed, cached for a year or served twice. */
const RESERVED: readonly { path: string; what: string; under: boolean }[] = [
  { path: '/assets', what: "the build's hashed files, cached for a year", under: true },
  { path: '/404', what: 'the 404 page (pages/404.tsx), which is no page of its own', under: false },
  { path: '/index', what: 'another name of / (every /x/index is /x)', under: true },
  { path: '/admin', what: "the content editor's", under: true },
  { path: '/__dev', what: "the dev server's", under: true },
];

/** Why a route cannot be a page (it is one of the generator's own paths), or null. */
function reservedRoute(route: string): string | null {
  for (const r of RESERVED) {
    if (route === r.path || (r.under && route.startsWith(`${r.path}/`))) {
      const where = r.under ? `${r.path} and every path under it are` : `${r.path} is`;
      return `${route} is reserved: ${where} ${r.what}; give the page another name`;
    }
  }
  // The servers answer /x/index with /x, as they answer /index with /.
  if (route.endsWith('/index'))
    return `${route} is reserved: it is another name of ${route.slice(0, -'/index'.length)}; give the page another name`;
  return null;
}

/** The URL paths of the pages that have one (every page but the 404 page). */
export function routesOf(pages: readonly RouteInfo[]): string[] {
  return pages.flatMap((p) => (p.route === null ? [] : [p.route]));
}

/** Each page file's own page and first and last views (the rest share their template): browser checks stay small as content grows. */
export function pagesPerTemplate(pages: readonly PageRoute[]): PageRoute[] {
  return pages.filter((p) => {
    if (!isView(p)) return true;
    const views = pages.filter((other) => other.file === p.file && isView(other));
    return p === views[0] || p === views.at(-1);
  });
}

/** Whether a page is one of the views a page file adds, not the file's own page. */
const isView = (p: PageRoute) => routeFromFile(p.file.slice(p.file.indexOf('/') + 1)).outFile !== p.outFile;

/** Every page file's own page, without its views: what stays the same whatever the content holds. */
export function ownPages(pages: readonly PageRoute[]): PageRoute[] {
  return pages.filter((p) => !isView(p));
}

/** The URL path a browser opens for a page: its route, or its file for the 404 page. */
export function urlPathOf(page: RouteInfo): string {
  return page.route ?? `/${page.outFile}`;
}

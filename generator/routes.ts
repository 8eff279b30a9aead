// The site's routes are the files in pages/: this module is the one place that turns them into
// routes and output paths. The build, the content's link validation, the sitemap, the headers,
// the link check, the audit, the budgets and the test helpers all ask discoverPages().
import path from 'node:path';
import { globby } from 'globby';
import { ContentError, throwAll, type BuildError } from './errors.ts';

export interface RouteInfo {
  /** URL path, '/' or '/services'; null for the 404 page, which has no route of its own. */
  route: string | null;
  /** Output file relative to dist/, in directory style: 'services/index.html'. */
  outFile: string;
}

/** A page file and where it goes. */
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
    if (!/^[a-z0-9][a-z0-9-]*$/.test(segment)) {
      throw new Error(`page file name "${file}" must be lower-case letters, digits and dashes`);
    }
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

/**
 * Every page under `root`/pages, sorted by file name. Refuses file names that make no route,
 * two files for one route, and a missing 404 page, all at once.
 */
export async function discoverPages(root: string): Promise<PageRoute[]> {
  const found = (await globby('**/*.tsx', { cwd: path.join(root, 'pages') })).filter(isPageFile).sort();
  const pages: PageRoute[] = [];
  const errors: BuildError[] = [];
  const seen = new Map<string, string>();
  for (const rel of found) {
    const file = `pages/${rel}`;
    try {
      const { route, outFile } = routeFromFile(rel);
      const other = seen.get(outFile);
      if (other) errors.push(new ContentError(file, 'route', `duplicates the route of ${other}`));
      seen.set(outFile, file);
      const key = route === null ? 'not-found' : route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
      pages.push({ file, route, outFile, key });
    } catch (error) {
      errors.push(new ContentError(file, 'file name', (error as Error).message));
    }
  }
  if (!pages.some((p) => p.route === null)) errors.push(new ContentError('pages/404.tsx', 'file', 'the 404 page is missing'));
  throwAll(errors);
  return pages;
}

/** The URL paths of the pages that have one (every page but the 404 page). */
export function routesOf(pages: readonly RouteInfo[]): string[] {
  return pages.flatMap((p) => (p.route === null ? [] : [p.route]));
}

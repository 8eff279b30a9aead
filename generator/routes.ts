// Pure helpers that turn page files into routes and output paths.

export interface RouteInfo {
  /** URL path, '/' or '/services'; null for the 404 page, which has no route of its own. */
  route: string | null;
  /** Output file relative to dist/, in directory style: 'services/index.html'. */
  outFile: string;
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

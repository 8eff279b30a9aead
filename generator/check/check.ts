// The check phase: every local reference in the output resolves to a file (and a #fragment to an
// id) before anything is written; `npm run check:links` runs the same check over dist/.
import { parseHTML } from 'linkedom/worker';
import { parseSrcset } from '../../framework/shared/srcset.ts';
import type { FragmentLink } from '../content/load.ts';
import { BrokenReferences, FragmentNotFound } from '../error-messages.ts';
import { BuildError, InputError, throwAll } from '../errors.ts';
import type { SiteFile } from '../write/write.ts';

/** '/services' → 'services/index.html', '/assets/a.css' → 'assets/a.css', '/' → 'index.html'. */
export function fileForUrlPath(urlPath: string, files: { has(key: string): boolean }): string | null {
  return candidateFiles(urlPath).find((c) => files.has(c)) ?? null;
}

/** A malformed escape ('/a%zz') names no file, so its reference is reported as broken instead of stopping the check. */
export function candidateFiles(urlPath: string): string[] {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath.replace(/^\/+/, '').replace(/\/+$/, ''));
  } catch {
    return [];
  }
  return clean === '' ? ['index.html'] : [clean, `${clean}/index.html`, `${clean}.html`];
}

export function isExternal(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

export interface Reference {
  page: string;
  attribute: string;
  url: string;
}

/** The url() references in CSS text (stylesheets and style="" attributes), without data: URLs. */
function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const m of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)) {
    const url = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    // url(#id) points into an SVG document, not to a file.
    if (url && !/^data:/i.test(url) && !url.startsWith('#')) urls.push(url);
  }
  return urls;
}

/** Every reference in a page (href, src, srcset, poster, style url(), og:/twitter: image and URL), local or not. */
function referencesIn(page: string, document: ReturnType<typeof parseHTML>['document']): Reference[] {
  const refs: Reference[] = [];
  const add = (attribute: string, url: string | null) => {
    if (url !== null && url.trim() !== '') refs.push({ page, attribute, url: url.trim() });
  };
  for (const name of ['href', 'src', 'poster']) for (const el of document.querySelectorAll(`[${name}]`)) add(name, el.getAttribute(name));
  for (const el of document.querySelectorAll('[srcset], [imagesrcset]')) {
    const value = el.getAttribute('srcset') ?? el.getAttribute('imagesrcset') ?? '';
    for (const { url } of parseSrcset(value)) add('srcset', url);
  }
  // Files a widget loads later (larger sizes, once opened) wait in data- attributes.
  for (const name of ['data-avif', 'data-webp', 'data-srcset']) {
    for (const el of document.querySelectorAll(`[${name}]`)) for (const { url } of parseSrcset(el.getAttribute(name) ?? '')) add(name, url);
  }
  for (const el of document.querySelectorAll('[style]')) {
    for (const url of cssUrls(el.getAttribute('style') ?? '')) add('style url()', url);
  }
  for (const el of document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    const key = el.getAttribute('property') ?? el.getAttribute('name') ?? '';
    if (/:(image|url)$/.test(key)) add(`meta ${key}`, el.getAttribute('content'));
  }
  return refs;
}

/** An absolute URL on the site's own origin (canonical, og:image) is a local path too. */
export function ownPath(url: string, siteUrl: string | undefined): string {
  if (siteUrl && (url === siteUrl || url.startsWith(siteUrl + '/'))) return url.slice(siteUrl.length) || '/';
  return url;
}

export interface PageScan {
  page: string;
  ids: Set<string>;
  repeatedIds: string[];
  references: Reference[];
}

export function scanPage(page: string, html: string): PageScan {
  const { document } = parseHTML(html);
  const ids = [...document.querySelectorAll('[id]')].map((el) => el.getAttribute('id') ?? '');
  return {
    page,
    ids: new Set(ids),
    repeatedIds: [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))],
    references: referencesIn(page, document),
  };
}

function textOf(files: ReadonlyMap<string, SiteFile>, file: string): string {
  const value = files.get(file);
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return '';
}

export interface CheckScope {
  siteUrl?: string;
  /** Pages the dev server has not rendered yet: links to them resolve. */
  pending?: ReadonlySet<string>;
  /** Only these pages' references (the others passed). */
  pages?: Iterable<string>;
  stylesheets?: boolean;
  /** A missing fragment of a content link is reported once, on the content's field. */
  contentLinks?: readonly FragmentLink[];
}

export function checkReferences(files: ReadonlyMap<string, SiteFile>, scans: ReadonlyMap<string, PageScan>, scope: CheckScope = {}): void {
  const { siteUrl, pending = new Set<string>(), stylesheets = true } = scope;
  const checked = scope.pages ? [...scope.pages].flatMap((page) => scans.get(page) ?? []) : [...scans.values()];
  const exists = { has: (file: string) => files.has(file) || pending.has(file) };
  const other = new Map<string, Set<string>>();
  const idsOf = (target: string) => {
    const scanned = scans.get(target)?.ids;
    if (scanned) return scanned;
    let ids = other.get(target);
    if (!ids) other.set(target, (ids = scanPage(target, textOf(files, target)).ids));
    return ids;
  };
  const contentErrors = brokenContentLinks(scope.contentLinks ?? [], (target) => {
    if (pending.has(target) && !scans.has(target)) return undefined;
    return files.has(target) || scans.has(target) ? idsOf(target) : undefined;
  });
  const reported = new Set(contentErrors.map((error) => error.href));
  const problems: string[] = [];
  // A repeated id sends #fragment links and label/aria references to its first element only.
  for (const scan of checked) for (const id of scan.repeatedIds) problems.push(`${scan.page}: id "${id}" is used more than once`);
  for (const scan of checked) {
    for (const ref of scan.references) {
      const url = ownPath(ref.url, siteUrl);
      if (isExternal(url) || reported.has(url)) continue;
      const [pathPart, fragment] = atFragment(url);
      const [filePath = pathPart] = pathPart.split('?');
      const target = pathPart === '' ? scan.page : fileForUrlPath(filePath, exists);
      if (!target) problems.push(`${scan.page}: ${ref.attribute}="${ref.url}" points to no file of the site`);
      else if (target.endsWith('.html') && !(pending.has(target) && !scans.has(target)) && !fragmentFound(fragment, idsOf(target))) {
        problems.push(`${scan.page}: ${ref.attribute}="${ref.url}" has no element with id "${fragment}"`);
      }
    }
  }
  for (const file of stylesheets ? files.keys() : []) {
    if (!file.endsWith('.css')) continue;
    for (const url of cssUrls(textOf(files, file))) {
      if (isExternal(url)) continue;
      const resolved = new URL(url, `https://site.invalid/${file}`).pathname;
      if (!fileForUrlPath(resolved, files)) problems.push(`${file}: url(${url}) points to no file of the site`);
    }
  }
  const output = problems.length ? [new BuildError(BrokenReferences({ problems }))] : [];
  throwAll([...contentErrors.map((e) => e.error), ...output]);
}

/** `idsOf` gives undefined for a page the dev server has not rendered yet. */
function brokenContentLinks(
  links: readonly FragmentLink[],
  idsOf: (file: string) => ReadonlySet<string> | undefined,
): { href: string; error: InputError }[] {
  const broken: { href: string; error: InputError }[] = [];
  for (const link of links) {
    const [page, fragment] = atFragment(link.href);
    const target = candidateFiles(page).find((file) => idsOf(file) !== undefined);
    const ids = target === undefined ? undefined : idsOf(target);
    if (!ids || fragmentFound(fragment, ids)) continue;
    const problem = FragmentNotFound({ href: link.href, page, fragment, ids: [...ids] });
    broken.push({ href: link.href, error: new InputError({ file: link.file, field: link.field, line: link.line, problem }) });
  }
  return broken;
}

/** A URL before its first '#', and the fragment after it ('' for none). */
function atFragment(url: string): [string, string] {
  const at = url.indexOf('#');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/** As a browser finds it: an id as written or percent-decoded, or the top for '' and 'top'. */
export function fragmentFound(fragment: string, ids: ReadonlySet<string>): boolean {
  if (fragment === '' || ids.has(fragment)) return true;
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // Not valid percent-encoding: only the fragment as written can match.
  }
  return ids.has(decoded) || decoded.toLowerCase() === 'top';
}

export function checkOutput(files: ReadonlyMap<string, SiteFile>, pages: string[], siteUrl?: string): void {
  checkReferences(files, new Map(pages.map((page) => [page, scanPage(page, textOf(files, page))])), { siteUrl });
}

// Phase 5: post-checks over the output before anything is written. Every local href, src,
// srcset and poster must resolve to a file of the site, and every #fragment to an id.
import { gzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import { BuildError } from './errors.ts';
import type { SiteFile } from './write.ts';

/** '/services' → 'services/index.html', '/assets/a.css' → 'assets/a.css', '/' → 'index.html'. */
export function fileForUrlPath(urlPath: string, files: { has(key: string): boolean }): string | null {
  const clean = decodeURIComponent(urlPath.replace(/^\/+/, '').replace(/\/+$/, ''));
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}/index.html`, `${clean}.html`];
  return candidates.find((c) => files.has(c)) ?? null;
}

/** The URLs in a srcset attribute. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

export function isExternal(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

interface Reference {
  page: string;
  attribute: string;
  url: string;
}

/** Lists every local reference in a page. */
export function localReferences(page: string, html: string): Reference[] {
  const { document } = parseHTML(html);
  const refs: Reference[] = [];
  const add = (attribute: string, url: string | null) => {
    if (url !== null && !isExternal(url)) refs.push({ page, attribute, url });
  };
  for (const el of document.querySelectorAll('[href]')) add('href', el.getAttribute('href'));
  for (const el of document.querySelectorAll('[src]')) add('src', el.getAttribute('src'));
  for (const el of document.querySelectorAll('[poster]')) add('poster', el.getAttribute('poster'));
  for (const el of document.querySelectorAll('[srcset], [imagesrcset]')) {
    const value = el.getAttribute('srcset') ?? el.getAttribute('imagesrcset') ?? '';
    for (const url of srcsetUrls(value)) add('srcset', url);
  }
  return refs;
}

/** Checks every page's references; returns the gzipped JavaScript bytes each page loads. */
export function checkOutput(files: Map<string, SiteFile>, pages: string[]): Map<string, number> {
  const text = (file: string) => {
    const value = files.get(file);
    if (typeof value === 'string') return value;
    if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
    return '';
  };
  const ids = new Map<string, Set<string>>();
  const idsOf = (page: string) => {
    let set = ids.get(page);
    if (!set) {
      const { document } = parseHTML(text(page));
      set = new Set([...document.querySelectorAll('[id]')].map((el) => el.id));
      ids.set(page, set);
    }
    return set;
  };
  const problems: string[] = [];
  const jsBytes = new Map<string, number>();
  for (const page of pages) {
    let js = 0;
    for (const ref of localReferences(page, text(page))) {
      const [pathPart, fragment] = ref.url.split('#');
      const target = pathPart === '' ? page : fileForUrlPath(pathPart.split('?')[0], files);
      if (!target) {
        problems.push(`${page}: ${ref.attribute}="${ref.url}" points to no file of the site`);
        continue;
      }
      if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        problems.push(`${page}: ${ref.attribute}="${ref.url}" has no element with id "${fragment}"`);
      }
      if (target.endsWith('.js')) js += gzipSync(Buffer.from(files.get(target) as Uint8Array)).length;
    }
    jsBytes.set(page, js);
  }
  if (problems.length) throw new BuildError(`broken references in the output:\n  ${problems.join('\n  ')}`);
  return jsBytes;
}

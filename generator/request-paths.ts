// What a local server (the preview, the dev server) does with a request before it serves a file,
// from the method and the URL alone: a refusal, one redirect to the site's one form of the URL, or
// the 404 page.
import { MethodRefused, PathAboveSite, PathControlCharacter, PathNotUtf8, TargetNotAPath } from './error-messages.ts';

export type RequestVerdict =
  | { action: 'serve' }
  | { action: 'redirect'; location: string }
  | { action: 'not-found' }
  | { action: 'refuse'; status: 400 | 405; reason: string };

/** The canonical form of a decoded path: what serve.json's cleanUrls and trailingSlash: false ask. */
export function canonicalPath(decoded: string): string {
  // Every trailing '/', '.html' and '/index', as nginx.conf's map strips them (generator/headers/nginx.ts).
  return decoded.replace(/\/{2,}/g, '/').replace(/(?:\/index|\.html|\/)+$/, '') || '/';
}

/** A dotfile or dot-folder anywhere in the path, other than a leading /.well-known/. */
export function isDotPath(decoded: string): boolean {
  const segments = decoded.split('/').filter(Boolean);
  return segments.some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'));
}

/** The path with its '.' and '..' segments resolved, or null when it climbs above the root. */
export function resolveDots(decoded: string): string | null {
  const parts = decoded.split('/').slice(1);
  const out: string[] = [];
  for (const part of parts) {
    if (part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  // A last '.' or '..' names a folder: '/a/b/.' is '/a/b/' (RFC 3986 5.2.4), which nginx redirects as such.
  if (parts.at(-1) === '.' || parts.at(-1) === '..') out.push('');
  return '/' + out.join('/');
}

export function judgeRequest(method: string, rawUrl: string): RequestVerdict {
  if (method !== 'GET' && method !== 'HEAD') return { action: 'refuse', status: 405, reason: MethodRefused({ method }) };
  if (!rawUrl.startsWith('/')) return { action: 'refuse', status: 400, reason: TargetNotAPath({}) };
  const cut = rawUrl.search(/[?#]/);
  const rawPath = cut < 0 ? rawUrl : rawUrl.slice(0, cut);
  const query = cut < 0 || rawUrl[cut] === '#' ? '' : rawUrl.slice(cut).replace(/#.*$/s, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { action: 'refuse', status: 400, reason: PathNotUtf8({}) };
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { action: 'refuse', status: 400, reason: PathControlCharacter({}) };
  const resolved = resolveDots(decoded);
  if (resolved === null) return { action: 'refuse', status: 400, reason: PathAboveSite({}) };
  if (isDotPath(resolved)) return { action: 'not-found' };
  const canonical = canonicalPath(resolved);
  if (canonical === '/404') return { action: 'not-found' };
  // Every segment of the Location percent-encoded, so nothing in it can change its meaning.
  if (canonical !== resolved) return { action: 'redirect', location: canonical.split('/').map(encodeURIComponent).join('/') + query };
  return { action: 'serve' };
}

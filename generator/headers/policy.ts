// Every header a response must carry, whatever the host; the emitters (serve.json, _headers,
// nginx.conf) only translate it into each host's matching rules.
import type { RouteInfo } from '../routes.ts';
import { contentSecurityPolicy, type HeaderOptions } from './csp.ts';

/** Browser features the site never uses are switched off, for us and for any frame. */
const PERMISSIONS_POLICY = [
  'accelerometer=() autoplay=(self) browsing-topics=() camera=() display-capture=() encrypted-media=()',
  'fullscreen=(self) geolocation=() gyroscope=() hid=() idle-detection=() magnetometer=() microphone=()',
  'midi=() payment=() picture-in-picture=(self) publickey-credentials-get=() screen-wake-lock=() serial=()',
  'usb=() xr-spatial-tracking=()',
]
  .join(' ')
  .replaceAll(' ', ', ');

export const COMMON_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Nobody else may embed our files (images, scripts) in their pages.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The names of files whose bytes never change under one name, the only ones cached for a year:
 * `/assets/[img/]<name>-<hash>[-<width>].<ext>` and the editor's `/admin/editor-<hash>.js`.
 */
const HASHED_ASSET = '^/assets/(?:img/)?[^/]+-[A-Za-z0-9]{8,}(?:-[0-9]+)?\\.[A-Za-z0-9]+$';
const EDITOR_SCRIPT = '^/admin/editor-[A-Za-z0-9]{8,}\\.js$';
const hashedAsset = new RegExp(HASHED_ASSET);
const editorScriptPath = new RegExp(EDITOR_SCRIPT);

/** The editor's script: /admin/editor-<hash>.js. */
export function isEditorScript(urlPath: string): boolean {
  return editorScriptPath.test(urlPath);
}

export function isImmutable(urlPath: string): boolean {
  return hashedAsset.test(urlPath) || isEditorScript(urlPath);
}

/** Where the build writes the editor's script, named by the hash of its bytes. */
export function editorScriptFile(hash: string): string {
  return `admin/editor-${hash}.js`;
}

/** isImmutable as a glob (serve-handler's minimatch, relative to the site folder): eight or more hash characters. */
const HASH_CHAR = '[A-Za-z0-9]';
const HASH = `${HASH_CHAR.repeat(7)}+(${HASH_CHAR})`;
export const HASHED_FILE_GLOB = `{assets/{,img/}*-${HASH}?(-+([0-9])).+(${HASH_CHAR}),admin/editor-${HASH}.js}`;

/** HASHED_ASSET as an nginx location (PCRE), quoted for its braces. */
export const HASHED_FILE_NGINX = `"${HASHED_ASSET}"`;

/** EDITOR_SCRIPT as an nginx location: a location of its own, since the editor's other headers are not the site's. */
export const EDITOR_SCRIPT_NGINX = `"${EDITOR_SCRIPT}"`;

/** EDITOR_SCRIPT as a `_headers` pattern, which has no character classes (below). */
export const EDITOR_SCRIPT_PATTERN = '/admin/editor-*.js';

/** What `_headers`, without character classes, can say of HASHED_ASSET: a rule per file type the build hashes. */
export const HASHED_EXTENSIONS = ['avif', 'css', 'jpg', 'js', 'mp4', 'png', 'webm', 'webp', 'woff2'] as const;

// Every host starts from one catch-all, the 404 page's policy (the strictest), then replaces only
// what differs: the hashed files' Cache-Control and the CSP of pages with a policy of their own.

/** The policy of every response no narrower rule replaces: the 404 page's. */
export function catchAllPolicy(options: HeaderOptions): string {
  return contentSecurityPolicy(null, options);
}

/** Every header of a response no narrower rule changes. */
export function catchAllHeaders(options: HeaderOptions): Record<string, string> {
  return { ...COMMON_HEADERS, 'Cache-Control': CACHE_REVALIDATE, 'Content-Security-Policy': catchAllPolicy(options) };
}

/** The pages whose policy differs from the catch-all's, with their policy. */
export function ownPolicies(pages: RouteInfo[], options: HeaderOptions): { page: RouteInfo & { route: string }; policy: string }[] {
  const fallback = catchAllPolicy(options);
  return pages
    .filter((p): p is RouteInfo & { route: string } => p.route !== null)
    .map((page) => ({ page, policy: contentSecurityPolicy(page.route, options) }))
    .filter(({ policy }) => policy !== fallback);
}

/** The hosts' configuration files, written beside the site: no server answers with them. */
export const HOSTING_FILES = ['serve.json', '_headers', 'nginx.conf'];

// The hashes the build names and checks files by: a short one in a published name, SHA-256 in the caches.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { publishedStem } from '../framework/shared/published-name.ts';

/** A file's or text's SHA-256, in hex: what the caches record and compare. */
export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A short, URL-safe content hash for file names. */
export function contentHash(data: string | Uint8Array, length = 10): string {
  return createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, 'x').slice(0, length);
}

/**
 * 'assets/video/NYE Party #1.MP4' + hash → 'assets/nye-party-1-<hash>.mp4' (public path without the
 * leading slash): the name as a slug, as a photo's, so no URL needs escaping ('#', '%', a space),
 * and the type in lower case, as the servers' rules and MIME types name it.
 */
export function hashedAssetPath(file: string, hash: string): string {
  return `assets/${publishedStem(file)}-${hash}${path.posix.extname(file).toLowerCase()}`;
}

import { createHash } from 'node:crypto';
import path from 'node:path';

/** A short, URL-safe content hash for file names. */
export function contentHash(data: string | Uint8Array, length = 10): string {
  return createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, 'x').slice(0, length);
}

/** 'assets/video/hero.mp4' + hash → 'assets/hero-<hash>.mp4' (public path without the leading slash). */
export function hashedAssetPath(file: string, hash: string): string {
  const { name, ext } = path.posix.parse(file);
  return `assets/${name}-${hash}${ext}`;
}

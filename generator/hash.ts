import { createHash } from 'node:crypto';

/** A short, URL-safe content hash for file names. */
export function contentHash(data: string | Uint8Array, length = 10): string {
  return createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, 'x').slice(0, length);
}

/** 'assets/video/hero.mp4' + hash → 'assets/hero-<hash>.mp4' (public path without the leading slash). */
export function hashedAssetPath(file: string, hash: string): string {
  const base = file.split('/').pop()!;
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ext = dot > 0 ? base.slice(dot) : '';
  return `assets/${stem}-${hash}${ext}`;
}

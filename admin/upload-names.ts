// The name an upload is saved under. Decap lower-cases a file's name and replaces what a URL
// cannot hold, leaving 'My Photo (1).jpeg' as 'my-photo-1-.jpeg'. The editor renames the file as
// the owner picks it, before Decap reads it (admin/upload-gate.ts), to the name the build
// publishes a photo under ('my-photo-1.jpeg'; framework/shared/published-name.ts).
import { publishedStem } from '../framework/shared/published-name.ts';

/** 'My Photo (1).JPEG' → 'my-photo-1.jpeg'. */
export function uploadName(name: string): string {
  const ext = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext ? `${publishedStem(name)}.${ext}` : publishedStem(name);
}

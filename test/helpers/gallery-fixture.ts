// A copy of the project whose gallery holds `total` photos: today's entries, then generated ones
// that reuse today's source files under other names (assets/photos/extra/0001.jpg → a link to
// gallery/01.jpg, inside assets/). Their bytes are today's, so with the image cache keyed by
// content they cost no encodes; their names, captions and ids are their own. The copy has its own
// image cache (a copy of the project's), so its builds prune nothing the project uses.
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { projectCopy } from '../../tools/harness/project-copy.ts';

/** A generated photo's caption, from the photo it reuses and its number ('0001'). */
type Caption = (like: { caption: string }, n: string) => string;

export function galleryFixture(total: number, caption?: Caption): string {
  const root = projectCopy({ copyAssets: true, copyCache: true });
  addPhotos(root, total, caption);
  return root;
}

/**
 * Grows the gallery of a copy whose assets/ is its own (projectCopy's copyAssets) to `total`
 * photos, as above; returns what takes them away again: the content as it was, the files gone.
 */
export function addPhotos(root: string, total: number, caption: Caption = (like, n) => `${like.caption} (${n})`): () => void {
  const extraDir = path.join(root, 'assets/photos/extra');
  mkdirSync(extraDir, { recursive: true });
  // The entries are added to content/gallery.yaml as an owner (or the editor) adds them.
  const file = path.join(root, 'content/gallery.yaml');
  const before = readFileSync(file, 'utf8');
  const doc = parseDocument(before);
  const photos = doc.toJS().photos as { id: string; image: string; caption: string; categories: string[] }[];
  const today = photos.length;
  for (let i = 0; today + i < total; i++) {
    const like = photos[i % today]!;
    const n = String(i + 1).padStart(4, '0');
    doc.addIn(['photos'], { ...like, id: `x${n}`, image: `extra/${n}.jpg`, caption: caption(like, n) });
    // The entry reuses photos[i % today]'s file: a link to the same bytes, so captions and pictures agree.
    symlinkSync(path.relative(extraDir, path.join(root, 'assets/photos', like.image)), path.join(extraDir, `${n}.jpg`));
  }
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
  return () => {
    writeFileSync(file, before);
    rmSync(extraDir, { recursive: true, force: true });
  };
}

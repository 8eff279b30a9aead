// A copy of the project whose gallery holds `total` photos: today's entries, then generated ones
// that reuse today's source files under other names (assets/photos/extra/0001.jpg → a link to
// gallery/01.jpg, inside assets/). Their bytes are today's, so with the image cache keyed by
// content they cost no encodes; their names, captions and ids are their own. The copy has its own
// image cache (a copy of the project's), so its builds prune nothing the project uses.
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectCopy } from '../../tools/lab/project-copy.ts';

export function galleryFixture(total: number): string {
  const root = projectCopy({ copyAssets: true, copyCache: true });
  addPhotos(root, total);
  return root;
}

/**
 * Grows the gallery of a copy whose assets/ is its own (projectCopy's copyAssets) to `total`
 * photos, as above; returns what takes them away again: the content as it was, the files gone.
 */
export function addPhotos(root: string, total: number): () => void {
  const contentFile = path.join(root, 'content/gallery.ts');
  const before = readFileSync(contentFile, 'utf8');
  const sources = readdirSync(path.join(root, 'assets/photos/gallery'))
    .filter((n) => n.endsWith('.jpg'))
    .sort();
  const extraDir = path.join(root, 'assets/photos/extra');
  mkdirSync(extraDir, { recursive: true });
  for (let i = 0; i < total - sources.length; i++) {
    const n = String(i + 1).padStart(4, '0');
    // The entry reuses photos[i % today]: link to the same file so captions and pictures agree.
    symlinkSync(`../gallery/${sources[i % sources.length]}`, path.join(extraDir, `${n}.jpg`));
  }
  appendFileSync(
    contentFile,
    `
// Generated for a test: ${total} photos in all.
const today = photos.length;
for (let i = 0; photos.length < ${total}; i++) {
  const like = photos[i % today];
  const n = String(i + 1).padStart(4, '0');
  photos.push({ ...like, id: 'x' + n, image: photo('extra/' + n + '.jpg'), caption: like.caption + ' (' + n + ')' });
}
`,
  );
  return () => {
    writeFileSync(contentFile, before);
    rmSync(extraDir, { recursive: true, force: true });
  };
}

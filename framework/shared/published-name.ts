// The name a photo is published under, for the build and the editor's uploads: a clean lower-case
// slug ('IMG_1234.JPG' → 'img-1234'), so URLs never need escaping.

/** The slug of a source file's name, without its folder and extension; 'photo' when nothing is left. */
export function publishedStem(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'photo';
}

// The name a photo is published under: its file name as a clean, lower-case slug, whatever a
// phone or a camera called it ('IMG_1234.JPG' → 'img-1234', 'Café Noël.jpeg' → 'cafe-noel'), so
// URLs stay readable and never need escaping. The build names its files so, and the editor names
// an upload so (admin/upload-names.ts).

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

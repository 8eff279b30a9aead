// The name an upload is saved under. Decap lower-cases a file's name and replaces what a URL
// cannot hold, leaving 'My Photo (1).jpeg' as 'my-photo-1-.jpeg'. The editor renames the file as
// the owner picks it, before Decap reads it, to the name the build publishes a photo under
// ('my-photo-1.jpeg'; framework/shared/published-name.ts). A file dropped on the media library
// keeps Decap's naming: a drop's files cannot be replaced.
import { publishedStem } from '../framework/shared/published-name.ts';

/** 'My Photo (1).JPEG' → 'my-photo-1.jpeg'. */
export function uploadName(name: string): string {
  const ext = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext ? `${publishedStem(name)}.${ext}` : publishedStem(name);
}

/** Renames every file picked in a file input of the page, before the page's own handlers read it. */
export function renameUploads(): void {
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
      const files = [...input.files];
      if (files.every((file) => file.name === uploadName(file.name))) return;
      const renamed = new DataTransfer();
      for (const file of files)
        renamed.items.add(new File([file], uploadName(file.name), { type: file.type, lastModified: file.lastModified }));
      input.files = renamed.files;
    },
    // The capture phase reaches the document before React's handlers, which listen lower down.
    { capture: true },
  );
}

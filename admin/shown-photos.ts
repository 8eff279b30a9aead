// Where the page shows each photo. Only the page knows it (a team member's photo as a 4:5 card,
// a gallery photo as a 3:2 tile and in the lightbox), so the preview records each photo it
// draws, by its file and by the field that holds it, and the photo fields read that for their
// size advice (photo-size-note.tsx). By field, a photo just picked for a new list entry, which
// the preview cannot draw until the entry is complete, is known by where its neighbours are shown.
import type { LayoutName } from '../components/image-layouts.ts';

export interface ShownPhotos {
  /** By file ('assets/photos/team/jo.jpg'). */
  files: ReadonlyMap<string, ReadonlySet<LayoutName>>;
  /** By the editor's field that holds the photo (the same field for every entry of a list). */
  fields: ReadonlyMap<object, ReadonlySet<LayoutName>>;
}

let shown: ShownPhotos = { files: new Map(), fields: new Map() };
let signature = '';
const listeners = new Set<() => void>();
const ids = new WeakMap<object, number>();
let lastId = 0;
const idOf = (field: object) => {
  if (!ids.has(field)) ids.set(field, ++lastId);
  return ids.get(field);
};

/** What the preview drew last; the fields are told when it differs from what it drew before. */
export function publishShown(next: ShownPhotos): void {
  const list = <K>(map: ReadonlyMap<K, ReadonlySet<LayoutName>>, key: (k: K) => unknown) =>
    [...map].map(([k, layouts]) => [key(k), [...layouts].sort()]).sort();
  const nextSignature = JSON.stringify([list(next.files, String), list(next.fields, idOf)]);
  if (nextSignature === signature) return;
  shown = next;
  signature = nextSignature;
  for (const listener of listeners) listener();
}

export function subscribeShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const shownPhotos = (): ShownPhotos => shown;

/** The layouts a photo is shown in: those of its file, else those of its field. */
export function layoutsOf(photos: ShownPhotos, file: string, field: object): ReadonlySet<LayoutName> | undefined {
  return photos.files.get(file) ?? photos.fields.get(field);
}

// Which field of the editor's configuration holds each photo of an entry, so the preview can ask
// the editor for that photo from the field's own folder (Decap resolves a photo by its field),
// and which file a photo field's value names.

/** A field of Decap's configuration, as Decap hands it over (an Immutable.js map). */
export interface FieldMap {
  get(key: string): unknown;
}

interface ListLike {
  toArray(): FieldMap[];
}

/** Every photo path written in `data`, with the image field that holds it. */
export function photoFields(fields: FieldMap[], data: unknown): Map<string, FieldMap> {
  const found = new Map<string, FieldMap>();
  const walk = (field: FieldMap, value: unknown) => {
    const widget = field.get('widget');
    if (widget === 'image' && typeof value === 'string') found.set(value, field);
    const sub = (field.get('fields') as ListLike | undefined)?.toArray();
    const single = field.get('field') as FieldMap | undefined;
    if (widget === 'list' && Array.isArray(value)) {
      for (const item of value) {
        if (single) walk(single, item);
        else if (sub) walkObject(sub, item);
      }
    } else if (sub) walkObject(sub, value);
  };
  const walkObject = (list: FieldMap[], value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const field of list) walk(field, (value as Record<string, unknown>)[String(field.get('name'))]);
  };
  walkObject(fields, data);
  return found;
}

/** The file a photo field's value names: 'team/jo.jpg' in a field uploading to /assets/photos/team is 'assets/photos/team/jo.jpg'. */
export function sourceFileOf(field: FieldMap, value: string): string {
  const mediaFolder = String(field.get('media_folder') ?? '').replace(/^\/+|\/+$/g, '');
  const publicFolder = String(field.get('public_folder') ?? '').replace(/^\/+|\/+$/g, '');
  const base = publicFolder && mediaFolder.endsWith(`/${publicFolder}`) ? mediaFolder.slice(0, -publicFolder.length) : `${mediaFolder}/`;
  return base + value;
}

/**
 * An image field of any file of the collection that uploads into `folder` ('assets/photos/heroes'),
 * with its file: Decap resolves a photo named by another entry through such a field of that entry.
 */
export function fieldForFolder(files: FieldMap[], folder: string): { slug: string; path: string; field: FieldMap } | undefined {
  const find = (fields: FieldMap[]): FieldMap | undefined => {
    for (const field of fields) {
      if (field.get('widget') === 'image' && String(field.get('media_folder')).replace(/^\/+|\/+$/g, '') === folder) return field;
      const single = field.get('field') as FieldMap | undefined;
      const found = find([...((field.get('fields') as ListLike | undefined)?.toArray() ?? []), ...(single ? [single] : [])]);
      if (found) return found;
    }
    return undefined;
  };
  for (const file of files) {
    const field = find((file.get('fields') as ListLike | undefined)?.toArray() ?? []);
    if (field) return { slug: String(file.get('name')), path: String(file.get('file')), field };
  }
  return undefined;
}

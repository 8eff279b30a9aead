// Which field of the editor's configuration holds each photo of an entry, so the preview can ask
// the editor for that photo from the field's own folder (Decap resolves a photo by its field).

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

// Decap writes a field the owner has emptied as '' (a removed photo too), where the schema wants
// an optional field left out ("must not be empty"): without this, taking the badge off a team
// member could never be saved. Before a save, and for the preview's list of problems, the
// editor leaves out every optional field the owner has emptied, as if it had never been filled.
import { isRecord } from '../framework/shared/is-record.ts';

/** The part of a JSON Schema read here: an object's fields and which are required, a list's entries. */
export interface FieldsShape {
  properties?: Record<string, FieldsShape>;
  required?: string[];
  items?: FieldsShape;
}

/** The paths of the optional fields of `data` that hold nothing ('' or null), deepest first. */
export function emptyOptionalFields(data: unknown, shape: FieldsShape | undefined): (string | number)[][] {
  const found: (string | number)[][] = [];
  const walk = (value: unknown, node: FieldsShape | undefined, at: (string | number)[]) => {
    if (!node) return;
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, node.items, [...at, i]));
    else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        const empty = child === '' || child === null;
        if (empty && node.properties?.[key] && !node.required?.includes(key)) found.push([...at, key]);
        else walk(child, node.properties?.[key], [...at, key]);
      }
    }
  };
  walk(data, shape, []);
  return found;
}

/** A copy of `data` without the fields at `paths`. */
export function leaveOut(data: unknown, paths: (string | number)[][]): unknown {
  const copy = structuredClone(data);
  for (const path of paths) {
    const key = path.at(-1)!;
    const parent = path.slice(0, -1).reduce<unknown>((value, step) => (value as Record<string | number, unknown>)[step], copy);
    if (isRecord(parent)) delete parent[key];
  }
  return copy;
}

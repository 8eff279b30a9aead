// The format the editor reads and writes the content files in ('yaml-in-place', named in the
// editor's configuration, generator/editor/admin-config.ts). Decap's own YAML format writes a save
// from the values alone: the keys in its order, long lines wrapped, comments gone. This one
// writes the text a save prepared from the file as it is now, with only what changed changed
// (save-in-place.ts).
//
// Decap hands a format's toFile() only the values, not the file: the save's preSave event
// prepares the text, and Decap calls toFile() with those same values right after it.
import type { Formatter } from 'decap-cms-core';
import { Document, parseDocument } from 'yaml';
import { WRITE_OPTIONS } from './yaml-merge.ts';
import { ordered } from './yaml-values.ts';

export const FORMAT_NAME = 'yaml-in-place';

/** The save under way: its values (as JSON) and the text to write. */
let prepared: { values: string; text: string } | undefined;

/** Makes `text` what toFile() writes for `values`. */
export function prepareText(values: object, text: string): void {
  prepared = { values: JSON.stringify(values), text };
}

export const yamlInPlace: Formatter = {
  fromFile(text: string): unknown {
    const doc = parseDocument(text);
    if (doc.errors.length) throw new Error(`YAML parsing error:\n${doc.errors.map((e) => e.message).join('\n')}`);
    return doc.toJS() ?? {};
  },
  toFile(data: object, sortedKeys: string[] = []): string {
    if (prepared?.values === JSON.stringify(data)) return prepared.text;
    // Not a save: Decap's backup of an unsaved draft in the browser, which keeps only the values.
    const fields = sortedKeys.map((name) => ({ name }));
    return new Document(ordered(data, fields)).toString(WRITE_OPTIONS);
  },
};

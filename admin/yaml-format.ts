// The format the editor reads and writes the content files in ('yaml-in-place', named in
// admin/config.yml by npm run gen:cms). Decap's own YAML format writes a save from the values
// alone: the keys in its order, long lines wrapped, comments gone. This one saves into the file
// as it is now, changing only what changed (yaml-edit.ts), and refuses to undo a change made to
// the file outside the editor while the entry was open (hand-edit.ts).
//
// Decap hands a format's toFile() only the values, not the file. So the preSave event, which
// gets the entry with its path, reads the file, checks it and prepares the text; Decap then
// calls toFile() with those same values at once, and toFile() returns the prepared text.
import type { CMS, Formatter } from 'decap-cms-core';
import { store } from 'decap-cms-core/dist/esm/redux';
import { Document, parseDocument } from 'yaml';
import { checkUnchangedSinceOpened, currentText, rememberSaved } from './hand-edit.ts';
import { withChanges } from './yaml-edit.ts';
import { WRITE_OPTIONS } from './yaml-merge.ts';
import { type FieldOrder, ordered } from './yaml-values.ts';

export const FORMAT_NAME = 'yaml-in-place';

/** The save under way: its values (as JSON), the file and the text to write there. */
let prepared: { values: string; path: string; text: string } | undefined;

export const yamlInPlace: Formatter = {
  fromFile(text: string): unknown {
    const doc = parseDocument(text);
    if (doc.errors.length) throw new Error(`YAML parsing error:\n${doc.errors.map((e) => e.message).join('\n')}`);
    return doc.toJS() ?? {};
  },
  toFile(data: object, sortedKeys: string[] = []): string {
    if (prepared?.values === JSON.stringify(data)) return prepared.text;
    // Not a save: Decap's backup of an unsaved draft in the browser, which keeps only the values.
    return new Document(
      ordered(
        data,
        sortedKeys.map((name) => ({ name })),
      ),
    ).toString(WRITE_OPTIONS);
  },
};

/** An entry as Decap's events pass it (an Immutable map). */
interface DecapEntry {
  get(key: string): unknown;
}

/** The fields of a content file, in the schema's order, from the editor's configuration. */
function fieldsOf(collection: string, slug: string): readonly FieldOrder[] | undefined {
  const file = store
    .getState()
    .config.collections?.find((c) => c.name === collection)
    ?.files?.find((f) => f.name === slug);
  return file?.fields as FieldOrder[] | undefined;
}

async function prepareSave({ entry }: { entry: DecapEntry }): Promise<undefined> {
  const path = String(entry.get('path'));
  const collection = String(entry.get('collection'));
  const slug = String(entry.get('slug'));
  const current = await currentText(path);
  checkUnchangedSinceOpened({ path, collection, slug, opened: entry.get('raw') }, current);
  const values = (entry.get('data') as { toJS(): object }).toJS();
  prepared = { values: JSON.stringify(values), path, text: withChanges(current, values, fieldsOf(collection, slug)) };
  return undefined;
}

function saved({ entry }: { entry: DecapEntry }): void {
  if (prepared && prepared.path === entry.get('path')) rememberSaved(prepared.path, prepared.text);
  prepared = undefined;
}

/** Registers the format and the events around a save with the editor, before CMS.init(). */
export function registerYamlFormat(cms: CMS): void {
  cms.registerCustomFormat(FORMAT_NAME, 'yaml', yamlInPlace);
  cms.registerEventListener({ name: 'preSave', handler: prepareSave });
  cms.registerEventListener({ name: 'postSave', handler: saved });
}

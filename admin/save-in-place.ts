// A save from the editor, around Decap's own: before it (preSave, which gets the entry with its
// path) the file is read as it is now (in the editorial workflow, its draft when it has one), the
// save is refused if the file changed outside the editor since the entry was opened
// (hand-edit.ts), and the text to write is prepared from the file with only the saved changes
// made (yaml-edit.ts), for the format's toFile() to return (yaml-format.ts); after it
// (postSave), the text written is remembered as the editor's own.
import type { CMS } from 'decap-cms-core';
import { store } from 'decap-cms-core/dist/esm/redux';
import { checkUnchangedSinceOpened, currentText, rememberSaved } from './hand-edit.ts';
import { withChanges } from './yaml-edit.ts';
import { FORMAT_NAME, prepareText, yamlInPlace } from './yaml-format.ts';
import type { FieldOrder } from './yaml-values.ts';

/** An entry as Decap's events pass it (an Immutable map). */
interface DecapEntry {
  get(key: string): unknown;
}

/** The save under way: the file and the text prepared for it. */
let saving: { path: string; text: string } | undefined;

/** The fields of a content file, in the schema's order, from the editor's configuration. */
function fieldsOf(collection: string, slug: string): readonly FieldOrder[] | undefined {
  const files = store.getState().config.collections?.find((c) => c.name === collection)?.files;
  return files?.find((f) => f.name === slug)?.fields as FieldOrder[] | undefined;
}

async function beforeSave({ entry }: { entry: DecapEntry }): Promise<undefined> {
  const [path, collection, slug] = ['path', 'collection', 'slug'].map((key) => String(entry.get(key))) as [string, string, string];
  const current = await currentText({ path, collection, slug });
  checkUnchangedSinceOpened({ path, collection, slug, opened: entry.get('raw') }, current);
  const values = (entry.get('data') as { toJS(): object }).toJS();
  saving = { path, text: withChanges(current, values, fieldsOf(collection, slug)) };
  prepareText(values, saving.text);
  return undefined;
}

function afterSave({ entry }: { entry: DecapEntry }): void {
  if (saving && saving.path === entry.get('path')) rememberSaved(saving.path, saving.text);
  saving = undefined;
}

/** Registers the format and the events around a save, before CMS.init(). */
export function registerSaveInPlace(cms: CMS): void {
  cms.registerCustomFormat(FORMAT_NAME, 'yaml', yamlInPlace);
  cms.registerEventListener({ name: 'preSave', handler: beforeSave });
  cms.registerEventListener({ name: 'postSave', handler: afterSave });
}

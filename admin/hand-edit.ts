// A save must not undo a change made to the file outside the editor while the entry was open
// (by hand, or by a save from another tab or person). Before each save the file is read again
// through the editor's own backend (the local one of npm run cms, or GitHub online) and compared
// with the text the editor opened, or with the text it saved there itself since. If it differs,
// the save is refused before anything is written, with a message that says what to do. In the
// editorial workflow a save goes to the entry's draft, so the file is its draft's when it has one.
import { currentBackend } from 'decap-cms-core/dist/esm/backend';
import { store } from 'decap-cms-core/dist/esm/redux';

/** What the editor itself last wrote to each file, by path. */
const savedHere = new Map<string, string>();

/** The refusal, in the owner's words; Decap shows it in its "Failed to persist entry" message. */
export class ChangedOutsideEditor extends Error {
  constructor(path: string) {
    super(
      `${path} was changed outside the editor after you opened it here, and publishing would undo that change, so nothing was saved. ` +
        'Copy what you typed, reload this page (answer Cancel if it offers to restore unsaved changes), then make your change again.',
    );
    this.name = 'Not saved';
  }
}

/** The entry's file as a save would change it now: its draft's text when the workflow keeps one, else the file's. */
export async function currentText({ path, collection, slug }: { path: string; collection: string; slug: string }): Promise<string> {
  const backend = currentBackend().implementation;
  if (store.getState().config.publish_mode === 'editorial_workflow') {
    const draft = await backend.unpublishedEntry({ collection, slug }).catch((error: { notUnderEditorialWorkflow?: boolean }) => {
      if (error?.notUnderEditorialWorkflow) return null;
      throw error;
    });
    const file = draft?.diffs.find((diff) => diff.path === path);
    if (file) return backend.unpublishedEntryDataFile(collection, slug, path, file.id);
  }
  return (await backend.getEntry(path)).data;
}

/**
 * Refuses with ChangedOutsideEditor unless `current` is the text the entry was opened from
 * (`opened`: the draft's, which a draft restored from the browser's backup replaces with its
 * own, so the text Decap loaded for the entry counts too) or the text the editor last saved.
 */
export function checkUnchangedSinceOpened(
  entry: { path: string; collection: string; slug: string; opened: unknown },
  current: string,
): void {
  const loaded = store.getState().entries.getIn(['entities', `${entry.collection}.${entry.slug}`, 'raw']);
  const known = [entry.opened, loaded, savedHere.get(entry.path)];
  if (!known.includes(current)) throw new ChangedOutsideEditor(entry.path);
}

/** Remembers what a save wrote, which the next save of the entry, still open, starts from. */
export function rememberSaved(path: string, text: string): void {
  savedHere.set(path, text);
}

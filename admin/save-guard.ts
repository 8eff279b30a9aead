// Decap's preSave event, where the editor refuses a save the build would refuse: a throw there
// stops the save before anything is written, and Decap shows the error's text in its
// "not saved" notice (admin/editor-words.ts words it). The preview lists the same problems. What
// the handler returns is saved instead of the entry's data: the data without the optional
// fields the owner has emptied (empty-fields.ts).
import { emptyOptionalFields } from './empty-fields.ts';
import type { BuiltContent } from './page-preview.tsx';
import { entryProblems, entryShape } from './save-rules.ts';
import { fileOfModule, storedContent } from './stored-content.ts';

/** An entry's data as Decap holds it (an Immutable.js map). */
interface EntryData {
  toJS(): unknown;
  deleteIn(path: (string | number)[]): EntryData;
}

/** The entry Decap is about to save (an Immutable.js map). */
interface EntryToSave {
  get(key: 'collection' | 'slug'): unknown;
  get(key: 'data'): EntryData;
}

/** Thrown to refuse a save; its text is what the owner reads. */
class SaveRefused extends Error {
  override toString(): string {
    return this.message;
  }
}

/** The preSave handler for the entries of `collection` (its entries' slugs are the content modules). */
export function refuseWhatTheBuildRefuses(built: BuiltContent, collection: string) {
  return async ({ entry }: { entry: EntryToSave }): Promise<EntryData | undefined> => {
    if (entry.get('collection') !== collection) return undefined;
    const name = String(entry.get('slug'));
    const empty = emptyOptionalFields(entry.get('data').toJS(), entryShape(name, built.routes));
    const data = empty.reduce((kept, path) => kept.deleteIn(path), entry.get('data'));
    const stored = await storedContent(built.content);
    const problems = entryProblems(name, data.toJS(), stored, built.routes, fileOfModule).filter((p) => p.blocks);
    if (problems.length > 0) {
      throw new SaveRefused(
        `the site cannot be built with this entry. ${problems.map((p) => p.message).join('; ')}. Fix ${problems.length === 1 ? 'it' : 'them'} and publish again.`,
      );
    }
    return empty.length > 0 ? data : undefined;
  };
}

// Decap's preSave event, where the editor refuses a save the build would refuse: a throw there
// stops the save before anything is written, and Decap shows the error's text in its
// "not saved" notice (admin/messages.ts words it). The preview lists the same problems.
import type { BuiltContent } from './preview.tsx';
import { entryProblems } from './save-rules.ts';
import { fileOfModule, storedContent } from './stored-content.ts';

/** The entry Decap is about to save (an Immutable.js map). */
interface EntryMap {
  get(key: 'collection' | 'slug' | 'data'): unknown;
}

/** Thrown to refuse a save; its text is what the owner reads. */
class SaveRefused extends Error {
  override toString(): string {
    return this.message;
  }
}

/** The preSave handler for the entries of `collection` (its entries' slugs are the content modules). */
export function refuseWhatTheBuildRefuses(built: BuiltContent, collection: string) {
  return async ({ entry }: { entry: EntryMap }): Promise<undefined> => {
    if (entry.get('collection') !== collection) return undefined;
    const name = String(entry.get('slug'));
    const data = (entry.get('data') as { toJS(): unknown }).toJS();
    const stored = await storedContent(built.content);
    const problems = entryProblems(name, data, stored, built.routes, fileOfModule).filter((p) => p.blocks);
    if (problems.length === 0) return undefined;
    throw new SaveRefused(
      `the site cannot be built with this entry. ${problems.map((p) => p.message).join('; ')}. Fix ${problems.length === 1 ? 'it' : 'them'} and publish again.`,
    );
  };
}

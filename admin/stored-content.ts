// Every content file as it is stored now, for the rules across files that the editor runs
// before a save (save-rules.ts). It is read through Decap's own backend, so it works alike with
// the local backend (npm run cms) and with GitHub on the live site: the preview of the entry
// being edited hands over Decap's `getCollection`, which loads every entry of the collection.
// Until a preview has been shown (the owner may hide it), and should the backend fail, the
// content of the last build stands in: it may be older than what was published since.
import type { SiteContent } from '../content/schema/index.ts';
import type { StoredContent } from './save-rules.ts';

/** One entry as Decap's `getCollection` hands it over (an Immutable.js map). */
interface LoadedEntry {
  get(key: 'data' | 'slug' | 'path'): unknown;
}

/** Decap's `getCollection` of a preview's props: every entry of a collection, read through the backend. */
export type GetCollection = (collection: string) => Promise<{ toArray(): LoadedEntry[] }>;

let readEntries: (() => Promise<Record<string, unknown>>) | undefined;
let lastRead: StoredContent | undefined;
const files = new Map<string, string>();

const plain = (value: unknown): unknown =>
  typeof (value as { toJS?: unknown })?.toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;

/** Reads the files of `collection` through `getCollection` from now on. */
export function readThrough(getCollection: GetCollection, collection: string): void {
  if (readEntries) return;
  readEntries = async () => {
    const values: Record<string, unknown> = {};
    for (const entry of (await getCollection(collection)).toArray()) {
      const slug = String(entry.get('slug'));
      values[slug] = plain(entry.get('data'));
      files.set(slug, String(entry.get('path')));
    }
    return values;
  };
}

/** Every content file as stored now: read again from the backend, else the last build's content. */
export async function storedContent(built: SiteContent): Promise<StoredContent> {
  if (readEntries) {
    try {
      lastRead = { written: await readEntries() };
      return lastRead;
    } catch {
      // A backend that fails now leaves the last build's content to check against.
    }
  }
  return { parsed: built as unknown as Record<string, unknown> };
}

/** What was last read (or the last build's content), without waiting: for the preview's list of problems. */
export function lastStoredContent(built: SiteContent): StoredContent {
  return lastRead ?? { parsed: built as unknown as Record<string, unknown> };
}

/** A content module as the owner finds it: its file ('content/services.yaml') once read, else its name. */
export const fileOfModule = (module: string): string => files.get(module) ?? module;

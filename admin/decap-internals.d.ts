// Types for the two parts of Decap's core that the editor's saves read and that Decap's public
// API does not offer: the backend the editor is logged in to (it reads a file as it is now, and
// in the editorial workflow an entry's draft), and the editor's store (the configuration, and
// each entry as it was loaded). Both are the very modules decap-cms-app runs, so they hold its state.
declare module 'decap-cms-core/dist/esm/backend' {
  /** The backend of the running editor (created at login; the argument is only read before that). */
  export const currentBackend: (config?: unknown) => {
    implementation: {
      getEntry(path: string): Promise<{ data: string }>;
      /** An entry's draft: the files it changes. Rejects with `notUnderEditorialWorkflow` when the entry has none. */
      unpublishedEntry(key: { collection: string; slug: string }): Promise<{ diffs: { path: string; id: string }[] }>;
      /** A file of an entry's draft, as the draft has it. */
      unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string>;
    };
  };
}

declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState(): {
      config: {
        collections?: { name: string; files?: { name: string; fields?: unknown[] }[] }[];
        /** 'editorial_workflow' when a save keeps a draft (as the backend allows it), else 'simple' or unset. */
        publish_mode?: string;
      };
      entries: { getIn(path: string[]): unknown };
    };
  };
}

// Types for the two parts of Decap's core that the editor's saves read and that Decap's public
// API does not offer: the backend the editor is logged in to (it reads a file as it is now), and
// the editor's store (the configuration, and each entry as it was loaded). Both are the very
// modules decap-cms-app runs, so they hold its state.
declare module 'decap-cms-core/dist/esm/backend' {
  /** The backend of the running editor (created at login; the argument is only read before that). */
  export const currentBackend: (config?: unknown) => {
    implementation: { getEntry(path: string): Promise<{ data: string }> };
  };
}

declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState(): {
      config: { collections?: { name: string; files?: { name: string; fields?: unknown[] }[] }[] };
      entries: { getIn(path: string[]): unknown };
    };
  };
}

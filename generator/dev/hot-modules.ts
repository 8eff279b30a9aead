// Reloading the site's modules in the render worker, on Node's own module loader: a resolve hook
// (module.registerHooks, run in the worker's thread) gives a changed module a new URL (`?v=2`), and
// every module that imports it, directly or not. Importing a page again then evaluates exactly the
// changed modules and their importers, while React, the engine and every other module stay
// loaded. The import graph is learned from the resolutions themselves. The site's modules are the
// project's own that are not the engine's: the hook goes in before the configuration (which says
// where the site's folders are) is loaded, and loads it too.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toPosix } from '../paths.ts';

/** The engine's code: loaded once by each render worker; an edit of it starts a fresh one. */
const ENGINE = ['generator', 'framework', 'scripts', 'build.ts', 'node_modules'];

/** A module of the site's (a project-relative path): TypeScript or JavaScript outside the engine. */
export function isSiteModule(file: string): boolean {
  return (
    /\.(?:tsx?|jsx?|mjs)$/.test(file) && !file.startsWith('..') && !ENGINE.some((entry) => file === entry || file.startsWith(`${entry}/`))
  );
}

export interface HotModules {
  /**
   * Gives the changed files, and every module that imports one of them, a new URL, so the next
   * import evaluates them afresh. Returns those modules as project-relative paths.
   */
  invalidate(files: readonly string[]): Set<string>;
}

/** Registers the hook in this thread; call it before any site module is imported. */
export function registerHotModules(root: string): HotModules {
  const isHot = (url: string) =>
    url.startsWith('file:') && !url.includes('/node_modules/') && isSiteModule(toPosix(path.relative(root, fileURLToPath(url))));
  const base = (url: string) => url.split('?')[0]!;
  const versions = new Map<string, number>();
  /** Module URL → the modules that import it. Edges are never removed: a stale one only re-imports a module more. */
  const importers = new Map<string, Set<string>>();

  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const url = base(resolved.url);
      if (!isHot(url)) return resolved;
      const parent = context.parentURL && base(context.parentURL);
      if (parent && isHot(parent)) importers.set(url, (importers.get(url) ?? new Set()).add(parent));
      const version = versions.get(url);
      return { ...resolved, url: version ? `${url}?v=${version}` : url };
    },
  });

  return {
    invalidate(files) {
      const reached = new Set<string>();
      const visit = (url: string) => {
        if (reached.has(url)) return;
        reached.add(url);
        for (const importer of importers.get(url) ?? []) visit(importer);
      };
      for (const file of files) visit(pathToFileURL(path.join(root, file)).href);
      for (const url of reached) versions.set(url, (versions.get(url) ?? 0) + 1);
      return new Set([...reached].map((url) => path.relative(root, fileURLToPath(url))));
    },
  };
}

// Reloading the site's modules in the render worker, on Node's own module loader: a resolve hook
// (module.registerHooks, run in the worker's thread) gives a changed module a new URL (`?v=2`), and
// every module that imports it, directly or not. Importing a page again then evaluates exactly the
// changed modules and their importers, while React, the engine and every other module stay
// loaded. The import graph is learned from the resolutions themselves.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { CONFIG_FILE } from '../load-config.ts';

/** The site's folders of code (site.config.ts), whose modules the dev server reloads in place; an engine edit starts a fresh worker. */
export function codeFolders({ pages, components, content }: SiteConfig['folders']): string[] {
  return [pages, components, content];
}

export interface HotModules {
  /** The folders whose modules are reloaded in place. */
  folders: readonly string[];
  /**
   * Gives the changed files, and every module that imports one of them, a new URL, so the next
   * import evaluates them afresh. Returns those modules as project-relative paths.
   */
  invalidate(files: readonly string[]): Set<string>;
}

/** Registers the hook in this thread; call it before any site module is imported. */
export function registerHotModules(root: string, folders: readonly string[]): HotModules {
  // The configuration too: it imports the schema modules, and is loaded again when one changes.
  const hot = [
    ...folders.map((folder) => `${pathToFileURL(path.join(root, folder)).href}/`),
    pathToFileURL(path.join(root, CONFIG_FILE)).href,
  ];
  const isHot = (url: string) => hot.some((prefix) => url.startsWith(prefix)) && !url.includes('/node_modules/');
  const base = (url: string) => url.split('?')[0]!;
  const versions = new Map<string, number>();
  /** Module URL → the modules that import it. Edges are never removed: a stale one only re-imports a module more. */
  const importers = new Map<string, Set<string>>();

  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const url = base(resolved.url);
      if (!url.startsWith('file:') || !isHot(url)) return resolved;
      const parent = context.parentURL && base(context.parentURL);
      if (parent && isHot(parent)) importers.set(url, (importers.get(url) ?? new Set()).add(parent));
      const version = versions.get(url);
      return { ...resolved, url: version ? `${url}?v=${version}` : url };
    },
  });

  return {
    folders,
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

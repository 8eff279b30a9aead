// What every phase of a run is given besides its own inputs and its cache (generator/build-site.ts
// lists the phases): the project, what the build is for, and what changed since the caches
// were filled. A build gives empty caches, so every phase runs in full; the dev server keeps
// them between edits, so each phase runs only for what the edit changed.
import type { SiteConfig } from '../framework/build/define-site.ts';
import type { ModuleLoader } from './page-modules.ts';

/**
 * What the run makes: the deployed site (minified, fonts subset, content-hashed URLs, photos
 * read into memory), or the dev server's, quick to make again (fonts whole, a stylesheet and
 * scripts at URLs that survive an edit, photos served from the image cache).
 */
export type Target = 'deploy' | 'dev';

export interface PhaseContext {
  root: string;
  config: SiteConfig;
  target: Target;
  minify: boolean;
  /** The site URL the command was given (SITE_URL, or the dev server's own); else the content's. */
  siteUrl?: string;
  /** The build date (its year goes in the footer). */
  date: Date;
  log: (line: string) => void;
  load: ModuleLoader;
  /** Project-relative files changed since the caches were filled. */
  changed: ReadonlySet<string>;
  /** The modules imported afresh in this run: the changed ones and every module that imports one. */
  reloaded: ReadonlySet<string>;
  /** Runs the site's own code (a module's import, a render); `modules` are imported afresh next time if it fails. */
  siteCode<T>(what: string, modules: readonly string[], work: () => Promise<T>): Promise<T>;
}

/** The changed files under one of the site's folders. */
export function changedUnder(context: PhaseContext, folder: string): string[] {
  return [...context.changed].filter((file) => file.startsWith(`${folder}/`));
}

/** For a build: the site's code just runs. */
export async function runSiteCode<T>(_what: string, _modules: readonly string[], work: () => Promise<T>): Promise<T> {
  return work();
}

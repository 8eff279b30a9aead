// What every phase of a run is given. A build gives empty caches; the dev server keeps them between
// edits, so each phase runs only for what changed.
import type { SiteConfig } from '../framework/build/define-site.ts';
import type { ModuleLoader } from './page-modules.ts';

/** The deployed site (minified, fonts subset, hashed URLs) or the dev server's, quick to remake. */
export type Target = 'deploy' | 'dev';

export interface PhaseContext {
  root: string;
  config: SiteConfig;
  target: Target;
  /** The site URL the command was given (SITE_URL, or the dev server's own); else the content's. */
  siteUrl?: string;
  /** The build date (its year goes in the footer). */
  date: Date;
  /** Start no new photo after encoding this long (IMAGE_ENCODE_MINUTES, in ms); none: no limit. */
  encodeBudgetMs?: number;
  log: (line: string) => void;
  load: ModuleLoader;
  /** Project-relative files changed since the caches were filled. */
  changed: ReadonlySet<string>;
  /** The modules imported afresh in this run: the changed ones and every module that imports one. */
  reloaded: ReadonlySet<string>;
  /** Runs the site's own code (a module's import, a render); `modules` are imported afresh next time if it fails. */
  siteCode<T>(what: string, modules: readonly string[], work: () => Promise<T>): Promise<T>;
}

export function changedUnder(context: PhaseContext, folder: string): string[] {
  return [...context.changed].filter((file) => file.startsWith(`${folder}/`));
}

// The site as the render worker keeps it between edits (docs/dev-server.md, "What an edit
// re-runs"): the build's phase list (generator/build-site.ts, runPhases) with caches kept from one
// edit to the next, run after the changed modules and their importers are invalidated
// (site-modules.ts). Pages are rendered when asked for; the others are marked stale.
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { emptyCaches, runPhases } from '../build-site.ts';
import { editorAfterFailure } from '../editor/editor-phase.ts';
import { CONFIG_FILE, loadConfig } from '../load-config.ts';
import type { PhaseContext } from '../phase-context.ts';
import type { SiteFile } from '../write/write.ts';
import { isSiteModule, type SiteModules } from './site-modules.ts';

export interface UpdateRequest {
  /** Project-relative files that changed since the last update. */
  changed: string[];
  /** Output files of the pages to bring up to date now (the open tabs, a requested page). */
  pages: string[];
  /** After those, keep refreshing other stale pages for this long. */
  budgetMs?: number;
}

export interface UpdateResult {
  /** Files added or changed since the last update that succeeded (all of them after none did). */
  set: [string, SiteFile][];
  deleted: string[];
  /** Pages rendered in this update. */
  rendered: string[];
  /** Pages whose served HTML is out of date until they are rendered again. */
  stale: string[];
  /** The stylesheet's URL with a version, when the stylesheet changed. */
  stylesheet: string | null;
  /** True when a page script changed. */
  scriptsChanged: boolean;
}

export interface IncrementalSiteOptions extends Pick<PhaseContext, 'siteUrl' | 'date' | 'encodeBudgetMs'> {
  /** The site's configuration, loaded when the render worker starts (an edit of it starts a fresh worker; one of a module it imports loads it again). */
  config: SiteConfig;
  log: (line: string) => void;
  /** Says what runs the site's code next ('rendering /about (pages/about.tsx)'), for the time limit's report. */
  step?: (what: string) => void;
}

export class IncrementalSite {
  private readonly caches = emptyCaches();
  /** The files the server has, as of the last update that succeeded. */
  private output = new Map<string, SiteFile>();
  /** Modules whose import failed: they are invalidated before the next attempt (a failed import is cached with its error). */
  private readonly failedImports = new Set<string>();
  /** What the last update changed and reloaded: after a failure, the editor is made for it. */
  private lastChange: { changed: ReadonlySet<string>; reloaded: ReadonlySet<string> } = { changed: new Set(), reloaded: new Set() };
  private config: SiteConfig;

  constructor(
    private readonly root: string,
    private readonly options: IncrementalSiteOptions,
    private readonly modules: SiteModules,
  ) {
    this.config = options.config;
  }

  async update(request: UpdateRequest): Promise<UpdateResult> {
    const changed = new Set(request.changed);
    const modules = [...changed].filter(isSiteModule);
    const reloaded = this.modules.invalidate([...modules, ...this.failedImports]);
    this.failedImports.clear();
    this.lastChange = { changed, reloaded };
    // It holds the content modules' schemas: an edited schema module is read through it.
    if (reloaded.has(CONFIG_FILE))
      this.config = await this.siteCode(`loading ${CONFIG_FILE}`, [CONFIG_FILE], () => loadConfig(this.root, this.modules.load));
    const run = await runPhases(this.context(changed, reloaded), this.caches, {
      pages: new Set(request.pages),
      budgetMs: request.budgetMs ?? 0,
    });
    const previous = this.output;
    const files = run.files;
    this.output = files;
    const { bundles } = run;
    return {
      set: [...files].filter(([file, value]) => previous.get(file) !== value),
      deleted: [...previous.keys()].filter((file) => !files.has(file)),
      rendered: run.renderedNow,
      stale: run.renders.filter((s) => s.stale).map((s) => s.page.outFile),
      stylesheet: bundles.stylesheetChanged ? bundles.stylesheetUrl : null,
      scriptsChanged: bundles.scriptsChanged,
    };
  }

  /**
   * After an update that failed: the editor's files, made without what was refused; the files
   * the server holds are then the last good site's and these.
   */
  async editorAfterFailure(): Promise<[string, SiteFile][]> {
    const { changed, reloaded } = this.lastChange;
    const files = await editorAfterFailure(this.context(changed, reloaded), this.caches);
    for (const [file, value] of files) this.output.set(file, value);
    return [...files];
  }

  private context(changed: ReadonlySet<string>, reloaded: ReadonlySet<string>): PhaseContext {
    const { siteUrl, date, log, encodeBudgetMs } = this.options;
    return {
      root: this.root,
      config: this.config,
      target: 'dev',
      siteUrl,
      date,
      encodeBudgetMs,
      log,
      load: this.modules.load,
      changed,
      reloaded,
      siteCode: (what, modules, work) => this.siteCode(what, modules, work),
    };
  }

  /** Runs the site's code, telling the watchdog what runs; a module whose import failed is invalidated before the next attempt. */
  private async siteCode<T>(what: string, modules: readonly string[], work: () => Promise<T>): Promise<T> {
    this.options.step?.(what);
    try {
      return await work();
    } catch (error) {
      for (const file of modules) this.failedImports.add(file);
      throw error;
    } finally {
      this.options.step?.('building');
    }
  }
}

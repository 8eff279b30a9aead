// The dev server's builds (docs/dev-server.md, "One build at a time"): edits are queued while a
// build runs, the open tabs' pages are rendered first and the other affected pages in the
// background (a request for one waits for it), and the files to serve are kept here. A render
// worker that ended (it died, or ran past the time limit) is replaced at the next save, which
// loads the fix: building the same code again would only fail again. A failed build keeps the
// last good site, with the editor's files of the failed run, so /admin/ is always served.
import type { SiteFile } from '../write/write.ts';
import type { LiveReload } from './client.ts';
import type { UpdateRequest, UpdateResult } from './render-thread.ts';
import { RenderWorker, type RenderWorkerConfig, RenderWorkerDied, UpdateFailed } from './render-worker.ts';

export interface SiteBuildsOptions {
  config: RenderWorkerConfig;
  /** The open tabs: their pages are rendered first, and they hear what each build changed. */
  live: LiveReload;
  log(line: string): void;
  error(line: string): void;
}

/** Changes saved within this long of each other go into one build (an editor saving several files). */
const BATCH_MS = 20;
/** How long one background step renders stale pages before the next edit may start. */
const BACKGROUND_BUDGET_MS = 100;

export class SiteBuilds {
  /** The files served, by output path. */
  readonly files = new Map<string, SiteFile>();
  /** Pages whose served HTML is out of date until the render worker renders them again (a new page counts). */
  stale: ReadonlySet<string> = new Set<string>();
  private readonly queued = new Set<string>();
  /** The pages requested while stale, with the requests waiting for them. */
  private readonly waiters = new Map<string, (() => void)[]>();
  /** The render worker; none until the next build starts one, which then sends the whole site. */
  private renderer: RenderWorker | null = null;
  /**
   * Files served that the render worker has not sent, an earlier worker's: kept until a build
   * succeeds, and then only the pages it lists as stale (a page deleted before it rendered it
   * is never among its deleted files).
   */
  private inherited = new Set<string>();
  /** The site's folders, as the render worker read them from the configuration. */
  siteFolders: string[] | undefined;
  /** The last render worker ended (it died, or ran past the time limit): build again only after an edit. */
  private waitForEdit = false;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private builds = 0;
  /** The pages rendered in the background since the last build, and since when. */
  private background = { pages: 0, started: 0 };
  private stopped = false;
  /** The last build's error, shown until a build succeeds. */
  lastError: string | null = null;
  private finishFirstBuild: () => void = () => {};
  private readonly firstBuild = new Promise<void>((resolve) => (this.finishFirstBuild = resolve));

  constructor(private readonly options: SiteBuildsOptions) {}

  /** Starts the first build; resolves when it is done (the pages follow in the background). */
  start(): Promise<void> {
    void this.run();
    return this.firstBuild;
  }

  /** A project file changed (relative path): it goes into the running build's successor. */
  changed(file: string): void {
    if (this.stopped) return;
    this.waitForEdit = false;
    if (this.running && !this.queued.has(file)) this.options.log(`  ${file} changed; queued after build ${this.builds}`);
    this.queued.add(file);
    if (!this.running) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.run(), BATCH_MS);
    }
  }

  /** Resolves once this page is current, or once trying failed (the last good HTML is then served). */
  whenCurrent(file: string): Promise<void> {
    if (!this.stale.has(file) || this.lastError) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.set(file, [...(this.waiters.get(file) ?? []), resolve]);
      if (!this.running) void this.run();
    });
  }

  /** The engine changed: a fresh worker, which loads it afresh, builds the whole site. */
  restart(): void {
    if (this.stopped) return;
    const old = this.renderer;
    this.renderer = null;
    void old?.stop();
    this.waitForEdit = false;
    if (!this.running) void this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.finishFirstBuild();
    clearTimeout(this.timer);
    this.release(() => true);
    await this.renderer?.stop();
  }

  /** Works until nothing is left to do: queued edits first, then requested pages, then the background. */
  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (!this.stopped) {
        if ((!this.renderer && !this.waitForEdit) || this.queued.size) await this.build();
        else if (this.waiters.size && !this.lastError) await this.refresh([...this.waiters.keys()], 0);
        else if (this.stale.size && !this.lastError) await this.refresh([], BACKGROUND_BUDGET_MS);
        else break;
      }
    } finally {
      this.running = false;
    }
  }

  private async build(): Promise<void> {
    const changed = [...this.queued];
    this.queued.clear();
    const id = ++this.builds;
    const what = changed.length ? changed.join(', ') : 'the whole site';
    this.options.log(`◌ build ${id}: ${what}`);
    const started = performance.now();
    const pages = [...new Set([...this.options.live.openPages(), ...this.waiters.keys()])];
    const result = await this.update({ changed, pages }, id);
    this.finishFirstBuild();
    if (!result) return;
    const ms = Math.round(performance.now() - started);
    const later = this.stale.size ? `; ${pagesWord(this.stale.size)} to render in the background` : '';
    this.options.log(`✓ build ${id}: ${pagesWord(result.rendered.length)} rendered in ${ms} ms${later}`);
    this.background = { pages: 0, started: performance.now() };
  }

  private async refresh(pages: string[], budgetMs: number): Promise<void> {
    const result = await this.update({ changed: [], pages, budgetMs });
    if (!result) return;
    this.background.pages += result.rendered.length;
    if (this.stale.size === 0 && this.background.pages > 0) {
      const ms = Math.round(performance.now() - this.background.started);
      this.options.log(`✓ background: ${pagesWord(this.background.pages)} rendered in ${ms} ms; every page is current`);
      this.background.pages = 0;
    }
  }

  /**
   * One request to the render worker, a new one if none runs (its first result is the whole site);
   * applies the result, or records and tells the failure, as the failure of `build` (its number)
   * if given, else of a page. Returns null when it failed.
   */
  private async update(request: UpdateRequest, build?: number): Promise<UpdateResult | null> {
    const everything = !this.renderer;
    if (everything) this.inherited = new Set(this.files.keys());
    this.renderer ??= this.startRenderer();
    const renderer = this.renderer;
    try {
      const result = await renderer.update(request);
      this.apply(result, request.changed.length > 0 || everything);
      this.lastError = null;
      return result;
    } catch (error) {
      if (this.stopped) return null;
      if (renderer !== this.renderer && error instanceof RenderWorkerDied) {
        // Replaced meanwhile (an engine edit): the fresh worker builds the whole site, and tells how that went.
        if (build) this.options.log(`✗ build ${build} cut short by the engine edit`);
        return null;
      }
      this.lastError = error instanceof Error ? error.message : String(error);
      this.options.error(
        build
          ? `✗ build ${build} failed; still serving the last good version:\n${this.lastError}`
          : `✗ a page failed to render; still serving its last good version:\n${this.lastError}`,
      );
      // The editor keeps working, even when no build has succeeded yet: the owner fixes what was refused there.
      if (error instanceof UpdateFailed)
        for (const [file, value] of error.files) {
          this.files.set(file, value);
          this.inherited.delete(file);
        }
      this.options.live.send('build-error', { message: this.lastError });
      this.release(() => true);
      return null;
    }
  }

  /**
   * Merges a result into the served files and tells the open tabs what changed; after a build
   * (`announce`) even when nothing did, so a tab can clear an error it shows.
   */
  private apply(result: UpdateResult, announce: boolean): void {
    const before = new Map(this.files);
    this.stale = new Set(result.stale);
    // An earlier worker's files: the pages this one has yet to render keep their HTML, the rest are gone.
    const dropped = [...this.inherited].filter((file) => !this.stale.has(file));
    for (const file of [...dropped, ...result.deleted]) this.files.delete(file);
    for (const [file, value] of result.set) this.files.set(file, value);
    for (const file of [...dropped, ...result.set.map(([file]) => file)]) this.inherited.delete(file);
    this.release((file) => !this.stale.has(file));
    const pages = [...new Set([...result.set.map(([file]) => file), ...result.deleted, ...dropped])].filter(
      (file) => file.endsWith('.html') && before.get(file) !== this.files.get(file),
    );
    const { live } = this.options;
    if (announce || pages.length || result.stylesheet || result.scriptsChanged) live.send('ok', {});
    if (result.stylesheet) live.send('css', { href: result.stylesheet });
    if (pages.length || result.scriptsChanged) live.send('reload', { pages, all: result.scriptsChanged });
  }

  private release(which: (file: string) => boolean): void {
    for (const [file, resolvers] of this.waiters) {
      if (!which(file)) continue;
      this.waiters.delete(file);
      for (const resolve of resolvers) resolve();
    }
  }

  /** A new render worker: if it ends while it is the one in use, the reason is printed and the next save starts another. */
  private startRenderer(): RenderWorker {
    const renderer = new RenderWorker(this.options.config, (folders) => (this.siteFolders = folders));
    void renderer.ended.then((reason) =>
      // After the failed request has said why (its rejection comes through more steps than this).
      setImmediate(() => {
        if (this.stopped || this.renderer !== renderer) return;
        if (!this.lastError?.includes(reason)) this.options.error(`dev: the render worker stopped: ${reason}`);
        // Started now, a new worker would load the same code and fail alike; started by the save, it loads the fix.
        this.options.error('dev: the next save starts a new render worker');
        this.renderer = null;
        this.waitForEdit = true;
        this.finishFirstBuild();
      }),
    );
    return renderer;
  }
}

function pagesWord(n: number): string {
  return `${n} page${n === 1 ? '' : 's'}`;
}

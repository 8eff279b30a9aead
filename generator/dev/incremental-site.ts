// The site as the dev server keeps it between edits (in its render process): the build's phases
// (generator/site.ts), each run again only for what an edit can change. A page is rendered again
// only when one of its modules changed (the module hooks know every importer), when a content
// module it read changed, or a photo or file it used. Pages are rendered when asked for (the
// open tabs first); the others are marked stale and refreshed in the background.

import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { PageModule } from '../../framework/build/page.ts';
import type { DocumentShell } from '../../framework/build/shell.ts';
import type { SiteConfig } from '../../framework/build/site-config.ts';
import { ADMIN_CONTENT, adminContent, buildAdmin } from '../admin.ts';
import { StaticAssets } from '../assets.ts';
import { bundleClients, bundleCss, type CssBundle } from '../bundle.ts';
import { checkReferences, type PageScan, scanPage } from '../check.ts';
import { composeDocument, documentHead, siteFiles } from '../compose.tsx';
import { type LoadedContent, loadContent } from '../content.ts';
import { contentHash } from '../hash.ts';
import { type IconFiles, makeIcons } from '../images/icons.ts';
import type { ImagePipeline } from '../images/pipeline.ts';
import { prepareImages } from '../images/prepare.ts';
import { loadPage, loadShell } from '../page-modules.ts';
import { type RenderedPage, type RenderServices, recordReads, renderPage, renderServices } from '../render.tsx';
import { discoverPageFiles, type PageRoute, routesOf, withViews } from '../routes.ts';
import { importModule } from '../site.ts';
import { siteConfig } from '../site-config.ts';
import { type SiteSettings, siteSettings } from '../site-settings.ts';
import type { SiteFile } from '../write.ts';
import type { HotModules } from './hot-modules.ts';

export interface UpdateRequest {
  /** Project-relative files that changed since the last update. */
  changed: string[];
  /** Output files of the pages to bring up to date now (the open tabs, a requested page). */
  pages: string[];
  /** After those, keep refreshing other stale pages for this long. */
  budgetMs?: number;
  /** Return every file, not only what changed (for a render process that takes over). */
  everything?: boolean;
}

export interface UpdateResult {
  /** Files added or changed since the last update (all of them with `everything`). */
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

/** In dev, the stylesheet and the page scripts keep their URLs: an edit to them changes no page. */
const DEV_STYLESHEET = 'assets/site.css';

interface PageState {
  page: PageRoute;
  module?: PageModule;
  rendered?: RenderedPage;
  /** Must be rendered again before its document is current. */
  stale: boolean;
  document?: string;
  /** The rendered body and head the document was composed from. */
  composedFrom?: RenderedPage;
  headKey?: string;
  scan?: PageScan;
}

interface ScriptFile {
  path: string;
  url: string;
  contents: Uint8Array;
}

export class IncrementalSite {
  /** Each page by its output file (a page file with views renders several). */
  private readonly pages = new Map<string, PageState>();
  private loaded?: LoadedContent;
  private settings?: SiteSettings;
  private shell?: DocumentShell;
  /** Bumped when the shell or the content it read changed: every document is composed again. */
  private shellEpoch = 0;
  private shellReads = new Set<string>();
  private images?: ImagePipeline;
  private assets!: StaticAssets;
  private config?: SiteConfig;
  private pageFiles?: PageRoute[];
  private services?: RenderServices;
  private css?: { bundle: CssBundle; version: string };
  private icons?: IconFiles;
  /** Page scripts by the set of widget entries they mount. */
  private readonly scripts = new Map<string, ScriptFile>();
  private clientInputs = new Set<string>();
  /** Image variants already encoded for the server. */
  private readonly encoded = new Set<string>();
  private readonly copies = new Map<string, { copyFrom: string }>();
  private sitewide?: { key: string; files: Map<string, SiteFile> };
  /** The files the server has, as of the last update that succeeded. */
  private output = new Map<string, SiteFile>();
  private started = false;
  /** The pages composed in this update, and whether any page's ids changed. */
  private readonly composedNow = new Set<string>();
  private idsChanged = false;
  /** Check every page (the first update, or the one after a failure). */
  private checkAll = true;
  private readonly failedImports = new Set<string>();
  private admin?: Map<string, SiteFile>;

  constructor(
    private readonly root: string,
    private readonly options: {
      siteUrl: string;
      date: Date;
      log: (line: string) => void;
      /** Says what runs the site's code next ('rendering /team (pages/team.tsx)'), for the time limit's report. */
      step?: (what: string) => void;
    },
    private readonly hot: HotModules,
  ) {}

  async update(request: UpdateRequest): Promise<UpdateResult> {
    try {
      const result = await this.bringUpToDate(request);
      this.checkAll = false;
      return result;
    } catch (error) {
      this.checkAll = true;
      throw error;
    }
  }

  private async bringUpToDate(request: UpdateRequest): Promise<UpdateResult> {
    const first = !this.started;
    this.started = true;
    const changed = new Set(request.changed);
    // A module that failed to load is cached with its error: give it a new URL to try again.
    const invalidated = await this.hot.invalidate([...[...changed].filter(isModule), ...this.failedImports]);
    this.failedImports.clear();
    const config = (this.config ??= await siteConfig(this.root));
    const { folders } = config;
    this.assets ??= new StaticAssets(this.root, folders.assets);
    const under = (folder: string) => (f: string) => f.startsWith(`${folder}/`);
    // The page files, whose routes the content's links are checked against.
    const pageFilesChanged = await this.updatePageFiles(!this.pageFiles || [...changed].some(under(folders.pages)));
    await this.updateShell(invalidated.has(config.shell));
    const assetsChanged = [...changed].filter(under(folders.assets));
    // The content files are data (read afresh each time); the schema's modules are code.
    const contentChanged =
      first || pageFilesChanged || assetsChanged.length > 0 || [...changed, ...invalidated].some(under(folders.content));
    if (contentChanged || !this.loaded) await this.updateContent();
    // A content edit can add or remove views of a page (the gallery's pages and categories).
    if (contentChanged) await this.updateRoutes();
    for (const state of this.pages.values()) {
      if (invalidated.has(state.page.file)) {
        state.module = undefined;
        state.stale = true;
      }
    }
    await this.updateMedia(assetsChanged);
    const iconsChanged = !this.icons || changed.has(config.brand.mark);
    if (iconsChanged) this.icons = await makeIcons(this.root, path.join(this.root, '.cache/icons'), config.brand);
    const stylesheetChanged = !this.css || [...changed].some((f) => f.endsWith('.css'));
    if (stylesheetChanged) await this.updateStylesheet();
    const scriptsChanged = [...changed].some((f) => this.clientInputs.has(f));
    if (scriptsChanged) this.scripts.clear();

    // The editor at /admin/: bundled at the start and after a schema edit (a component edit reaches
    // its previews at the next start: bundling it again would delay every edit by seconds); the
    // content its previews show follows every content edit.
    if (!this.admin || [...invalidated].some((f) => f.startsWith('content/schema'))) await this.updateAdmin();
    else if (contentChanged)
      this.admin.set(ADMIN_CONTENT, adminContent(routesOf([...this.pages.values()].map((s) => s.page)), this.loaded!.content));
    const rendered = await this.renderStale(new Set(request.pages), request.budgetMs ?? 0);
    await this.bundleScripts();
    // Every head depends on the content (its structured data, its policy) and on the icons.
    this.compose(contentChanged || iconsChanged);
    const files = await this.collectFiles();
    this.check(files, stylesheetChanged);

    const previous = this.output;
    this.output = files;
    const set = [...files].filter(([file, value]) => request.everything || previous.get(file) !== value);
    return {
      set,
      deleted: request.everything ? [] : [...previous.keys()].filter((file) => !files.has(file)),
      rendered,
      stale: [...this.pages.values()].filter((s) => s.stale).map((s) => s.page.outFile),
      stylesheet: stylesheetChanged && !first && this.css ? `/${DEV_STYLESHEET}?v=${this.css.version}` : null,
      scriptsChanged: scriptsChanged && !first,
    };
  }

  /** The page files; returns whether their list changed. */
  private async updatePageFiles(look: boolean): Promise<boolean> {
    if (!look) return false;
    const before = this.pageFiles?.map((p) => p.file).join('\n');
    const files = await this.running('finding the pages', () => discoverPageFiles(this.root));
    this.pageFiles = files;
    return before !== files.map((p) => p.file).join('\n');
  }

  /** The pages with their views for the content; a new page starts stale, a removed one is dropped. Returns whether the list changed. */
  private async updateRoutes(): Promise<boolean> {
    const found = await this.running('finding the views of the pages', () =>
      withViews(this.root, this.pageFiles!, this.loaded!.content, importModule),
    );
    const before = [...this.pages.keys()].sort().join('\n');
    // By output file: one page file can render several routes (its views).
    const outFiles = new Set(found.map((p) => p.outFile));
    for (const outFile of this.pages.keys()) if (!outFiles.has(outFile)) this.pages.delete(outFile);
    for (const page of found) if (!this.pages.has(page.outFile)) this.pages.set(page.outFile, { page, stale: true });
    return before !== [...this.pages.keys()].sort().join('\n');
  }

  private async updateShell(reload: boolean): Promise<void> {
    if (!reload && this.shell) return;
    const { shell } = this.config!;
    this.shell = await this.importing([shell], () => this.running(`loading ${shell}`, () => loadShell(this.root, shell, importModule)));
    this.shellEpoch++;
    for (const state of this.pages.values()) state.stale = true;
  }

  /** Parses the content again; pages that read a module whose parsed value changed become stale. */
  private async updateContent(): Promise<void> {
    const { contentSchemas, folders } = this.config!;
    const loaded = await this.importing([contentSchemas], () =>
      this.running(`loading the content (${folders.content}/)`, () => loadContent(this.root, importModule, routesOf(this.pageFiles!))),
    );
    const before = this.loaded?.content as Record<string, unknown> | undefined;
    const after = loaded.content as Record<string, unknown>;
    const changedModules = new Set(Object.keys(after).filter((name) => !before || !isDeepStrictEqual(before[name], after[name])));
    this.loaded = loaded;
    this.settings = siteSettings(this.config!, loaded.content, loaded.videoOrigins, this.options);
    for (const state of this.pages.values()) {
      if (!state.rendered || state.rendered.reads.content.some((name) => changedModules.has(name))) state.stale = true;
    }
    if ([...this.shellReads].some((name) => changedModules.has(name))) this.shellEpoch++;
  }

  private async updateAdmin(): Promise<void> {
    const routes = routesOf([...this.pages.values()].map((s) => s.page));
    this.admin = await buildAdmin(this.root, { stylesheet: `/${DEV_STYLESHEET}`, routes, content: this.loaded!.content });
  }

  /** Reads new or changed photos; pages that used a changed photo or file become stale. */
  private async updateMedia(assetsChanged: string[]): Promise<void> {
    const { media } = this.loaded!;
    if (!this.images) this.images = await prepareImages(this.root, media, this.options.log);
    this.images.forget(assetsChanged);
    await this.images.prepare(media.filter((m) => m.kind === 'photo'));
    for (const file of assetsChanged) this.assets.forget(file);
    const touched = new Set(assetsChanged);
    for (const state of this.pages.values()) {
      const reads = state.rendered?.reads;
      if (reads && [...reads.photos, ...reads.files].some((file) => touched.has(file))) state.stale = true;
    }
    this.services ??= await renderServices(this.settings!, this.images, this.assets, this.config!.outlineFaces);
    Object.assign(this.services, { siteUrl: this.settings!.siteUrl, year: this.settings!.year });
  }

  /** The stylesheet, fonts whole (subsetting them is for the deployed site), at a fixed URL. */
  private async updateStylesheet(): Promise<void> {
    const bundle = await bundleCss(this.root, false);
    const css = bundle.files.find((f) => f.path.endsWith('.css'))!;
    const files = bundle.files.map((f) => (f === css ? { ...f, path: DEV_STYLESHEET } : f));
    this.css = { bundle: { ...bundle, href: '/' + DEV_STYLESHEET, files }, version: contentHash(css.contents) };
  }

  /** Renders the stale pages asked for, then other stale pages while the budget lasts. */
  private async renderStale(wanted: ReadonlySet<string>, budgetMs: number): Promise<string[]> {
    const started = performance.now();
    const states = [...this.pages.values()].filter((s) => s.stale);
    const order = [...states.filter((s) => wanted.has(s.page.outFile)), ...states.filter((s) => !wanted.has(s.page.outFile))];
    const done: string[] = [];
    for (const state of order) {
      if (!wanted.has(state.page.outFile) && performance.now() - started >= budgetMs) break;
      const { route, file } = state.page;
      state.module ??= await this.importing([file], () => this.running(`loading ${file}`, () => loadPage(this.root, file, importModule)));
      const module = state.module;
      state.rendered = await this.running(`rendering ${route ?? 'the 404 page'} (${file})`, () =>
        renderPage(state.page, module, { shell: this.shell!, content: this.loaded!.content, services: this.services! }),
      );
      state.stale = false;
      done.push(state.page.outFile);
      // Let the event loop run between pages: the time limit counts one page's render, not all of them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return done;
  }

  /** One script per set of widget entries in use (most pages share one), at a URL that keeps to the set. */
  private async bundleScripts(): Promise<void> {
    const missing = new Map<string, string[]>();
    for (const state of this.pages.values()) {
      const entries = state.rendered?.entries ?? [];
      const key = scriptKey(entries);
      if (entries.length && !this.scripts.has(key)) missing.set(key, entries);
    }
    if (missing.size === 0) return;
    const bundle = await bundleClients(this.root, missing, false);
    for (const key of missing.keys()) {
      const built = bundle.pages.get(key)!;
      const file = bundle.files.find((f) => '/' + f.path === built.script)!;
      this.scripts.set(key, { path: `assets/${key}.js`, url: `/assets/${key}.js`, contents: file.contents });
    }
    this.clientInputs = new Set([...this.clientInputs, ...bundle.inputs]);
  }

  /** Composes the documents whose body or head changed, and scans them for the check. */
  private compose(headsMayChange: boolean): void {
    this.composedNow.clear();
    this.idsChanged = false;
    const { css, icons, loaded, settings, shell } = this;
    const clients = {
      files: [],
      inputs: [],
      pages: new Map(
        [...this.pages.values()].flatMap((s) => {
          const script = s.rendered?.entries.length ? this.scripts.get(scriptKey(s.rendered.entries)) : undefined;
          return script ? [[s.page.key, { script: script.url }]] : [];
        }),
      ),
    };
    for (const state of this.pages.values()) {
      const rendered = state.rendered;
      if (!rendered || state.stale) continue;
      if (state.composedFrom === rendered && !headsMayChange && state.headKey?.startsWith(`${this.shellEpoch}\n`)) continue;
      const head = documentHead(rendered, {
        settings: settings!,
        content: loaded!.content,
        css: css!.bundle,
        clients,
        icons: icons!,
        preloadFonts: this.config!.preloadFonts,
      });
      const headKey = `${this.shellEpoch}\n${JSON.stringify(head)}`;
      if (state.composedFrom === rendered && state.headKey === headKey) continue;
      const read = recordReads(loaded!.content);
      state.document = composeDocument(rendered, head, shell!, read.content);
      for (const name of read.modules) this.shellReads.add(name);
      state.composedFrom = rendered;
      state.headKey = headKey;
      const scan = scanPage(state.page.outFile, state.document);
      if (!state.scan || !sameIds(state.scan.ids, scan.ids)) this.idsChanged = true;
      state.scan = scan;
      this.composedNow.add(state.page.outFile);
    }
  }

  /**
   * The check phase. Pages not composed yet count as existing. Only the pages composed in this
   * update are checked, unless a file went away, a page's ids changed or the last update failed:
   * then every page is, as an earlier link may point at what is gone. A stale page is not
   * checked until it is rendered again: its old links may point at a page the same edit removed
   * (the gallery's last view, when photos go), and its new ones will not.
   */
  private check(files: ReadonlyMap<string, SiteFile>, stylesheetChanged: boolean): void {
    const states = [...this.pages.values()];
    const current = states.filter((s) => !s.stale);
    const scans = new Map(current.flatMap((s) => (s.scan ? [[s.page.outFile, s.scan] as const] : [])));
    const pending = new Set(states.filter((s) => s.document === undefined || s.stale).map((s) => s.page.outFile));
    const removed = [...this.output.keys()].some((file) => !files.has(file));
    const all = this.checkAll || removed || this.idsChanged;
    checkReferences(files, scans, {
      siteUrl: this.settings!.siteUrl,
      pending,
      pages: all ? undefined : this.composedNow,
      stylesheets: all || stylesheetChanged,
    });
  }

  /** Every file of the site as the server should have it; photos are served from the image cache. */
  private async collectFiles(): Promise<Map<string, SiteFile>> {
    const files = new Map<string, SiteFile>();
    for (const state of this.pages.values()) if (state.document !== undefined) files.set(state.page.outFile, state.document);
    for (const f of this.css!.bundle.files) files.set(f.path, f.contents);
    for (const script of this.scripts.values()) files.set(script.path, script.contents);
    for (const [out, contents] of this.icons!) files.set(out, contents);
    for (const [out, abs] of this.assets.outputs) files.set(out, this.copyOf(abs));
    for (const [out, value] of this.siteFiles()) files.set(out, value);
    for (const [out, value] of this.admin ?? []) files.set(out, value);
    // The photos each rendered page asked for, as its render recorded them; a stale page's only
    // while the content still has them (its next render asks for what it shows now).
    const referenced = new Set(this.loaded!.media.map((m) => m.file));
    const pictures = [...this.pages.values()].flatMap((s) =>
      (s.rendered?.reads.pictures ?? []).filter((p) => !s.stale || referenced.has(p.file)),
    );
    const variants = this.images!.listVariants(pictures);
    const fresh = new Set(variants.filter((v) => !this.encoded.has(v.name)).map((v) => v.name));
    if (fresh.size) {
      await this.images!.encode(pictures, fresh);
      for (const name of fresh) this.encoded.add(name);
    }
    const cacheDir = path.join(this.root, '.cache/images');
    for (const v of variants) files.set(`assets/img/${v.name}`, this.copyOf(path.join(cacheDir, v.cacheName)));
    return files;
  }

  /** The headers for every host, the sitemap and robots.txt, made again only when the pages or the settings change. */
  private siteFiles(): Map<string, SiteFile> {
    const pages = [...this.pages.values()].map((s) => s.page).sort((a, b) => a.file.localeCompare(b.file));
    const key = JSON.stringify([pages.map((p) => p.file), this.settings]);
    if (this.sitewide?.key !== key) this.sitewide = { key, files: siteFiles(pages, this.settings!) };
    return this.sitewide.files;
  }

  /** Runs the site's code (a module, a render), saying so first for the time limit's report. */
  private async running<T>(what: string, work: () => Promise<T>): Promise<T> {
    this.options.step?.(what);
    try {
      return await work();
    } finally {
      this.options.step?.('building');
    }
  }

  /** Runs `load`; if it fails, these module files get a new URL before the next attempt. */
  private async importing<T>(files: string[], load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      for (const file of files) this.failedImports.add(file);
      throw error;
    }
  }

  /** One object per copied file, so an unchanged file compares equal between updates. */
  private copyOf(abs: string): { copyFrom: string } {
    let copy = this.copies.get(abs);
    if (!copy) this.copies.set(abs, (copy = { copyFrom: abs }));
    return copy;
  }
}

function sameIds(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/** A module the hooks can reload: TypeScript or JavaScript under the site's folders. */
function isModule(file: string): boolean {
  return /\.(?:tsx?|jsx?|mjs)$/.test(file) && (file.startsWith('pages/') || file.startsWith('components/') || file.startsWith('content/'));
}

/** The name of the script that mounts these entries. */
function scriptKey(entries: readonly string[]): string {
  return 'dev-' + contentHash(entries.join('\n'));
}

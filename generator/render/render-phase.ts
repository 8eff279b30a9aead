// The render phase. A page is rendered again only when stale: never rendered, a module of it
// reloaded, or something it read (content, photo, file, the shell) changed.

import type { PageModule } from '../../framework/build/page.ts';
import type { DocumentShell } from '../../framework/build/shell.ts';
import type { SiteSettings } from '../build-settings.ts';
import type { Media } from '../images/images-phase.ts';
import { loadPage, loadShell } from '../page-modules.ts';
import type { PhaseContext } from '../phase-context.ts';
import type { PageRoute } from '../routes.ts';
import { createOutliner } from './outline.ts';
import { type RenderedPage, type RenderServices, renderPage, servicesFor } from './render.tsx';

export interface PageRender {
  page: PageRoute;
  /** Dropped when the page's file or a module it imports changed. */
  module?: PageModule;
  /** The last render; while the page is stale, its last good HTML is still served. */
  rendered?: RenderedPage;
  stale: boolean;
}

export class RenderCache {
  shell?: DocumentShell;
  outline?: RenderServices['outline'];
  readonly pages = new Map<string, PageRender>();
}

export interface RenderPhaseInputs {
  pages: readonly PageRoute[];
  content: Record<string, unknown>;
  settings: SiteSettings;
  media: Media;
  /** The content modules changed since the last run: none when the content was not read again. */
  contentChanged: ReadonlySet<string>;
}

export interface RenderBudget {
  /** Output files of the pages to render now if stale. */
  pages: ReadonlySet<string>;
  /** After those, keep rendering other stale pages for this long. */
  budgetMs: number;
}

export async function renderPhase(context: PhaseContext, inputs: RenderPhaseInputs, request: RenderBudget, cache: RenderCache) {
  const { root, config, load } = context;
  const shell =
    cache.shell && !context.reloaded.has(config.shell)
      ? cache.shell
      : await context.siteCode(`loading ${config.shell}`, [config.shell], () => loadShell(root, config.shell, load));
  const shellReloaded = shell !== cache.shell;
  cache.shell = shell;
  const pages = syncPages(cache.pages, inputs.pages);
  for (const state of pages) if (isStale(state, context, inputs, shellReloaded)) markStale(state, context);

  cache.outline ??= (await createOutliner(config.outlineFaces)).outline;
  const services = servicesFor(inputs.settings, inputs.media.images, inputs.media.assets, cache.outline);
  const started = performance.now();
  const stale = pages.filter((s) => s.stale);
  const wanted = request.pages;
  const order = [...stale.filter((s) => wanted.has(s.page.outFile)), ...stale.filter((s) => !wanted.has(s.page.outFile))];
  const renderedNow: string[] = [];
  for (const state of order) {
    if (!wanted.has(state.page.outFile) && performance.now() - started >= request.budgetMs) break;
    const { route, file } = state.page;
    const module = state.module ?? (await context.siteCode(`loading ${file}`, [file], () => loadPage(root, file, load)));
    state.module = module;
    state.rendered = await context.siteCode(`rendering ${route ?? 'the 404 page'} (${file})`, [], () =>
      renderPage(state.page, module, { shell, content: inputs.content, services }),
    );
    state.stale = false;
    renderedNow.push(state.page.outFile);
    // Let the event loop run between pages: the dev server's time limit counts one page's render, not all of them.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { shell, shellReloaded, pages, renderedNow };
}

/** The kept pages, the same as the content's: a new page starts stale, a removed one is dropped. */
function syncPages(kept: Map<string, PageRender>, pages: readonly PageRoute[]): PageRender[] {
  const outFiles = new Set(pages.map((p) => p.outFile));
  for (const outFile of kept.keys()) if (!outFiles.has(outFile)) kept.delete(outFile);
  for (const page of pages) if (!kept.has(page.outFile)) kept.set(page.outFile, { page, stale: true });
  return [...kept.values()];
}

function isStale(state: PageRender, context: PhaseContext, inputs: RenderPhaseInputs, shellReloaded: boolean): boolean {
  const { rendered } = state;
  if (!rendered || shellReloaded || context.reloaded.has(state.page.file)) return true;
  const { reads } = rendered;
  if (reads.content.some((name) => inputs.contentChanged.has(name))) return true;
  return [...reads.pictures.map((p) => p.file), ...reads.files].some((file) => inputs.media.touched.has(file));
}

function markStale(state: PageRender, context: PhaseContext): void {
  state.stale = true;
  if (context.reloaded.has(state.page.file)) state.module = undefined;
}

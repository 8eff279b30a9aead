// The routes and content phases. The content is read again when the content folder, the list of
// pages (its links are checked against them) or the assets folder (files must exist) changed.
import { isDeepStrictEqual } from 'node:util';
import { type SiteSettings, siteSettings } from '../build-settings.ts';
import { BACKEND_FILE, type BackendSettings, backendSettings } from '../editor/backend-settings.ts';
import { enterpriseSources } from '../headers/admin.ts';
import { changedUnder, type PhaseContext } from '../phase-context.ts';
import { discoverPageFiles, type PageRoute, routesOf, withViews } from '../routes.ts';
import { type LoadedContent, loadContent } from './load.ts';

export interface Sources {
  pageFiles: PageRoute[];
  loaded: LoadedContent;
  /** admin/backend.yml, for the headers and the editor. */
  backend: BackendSettings;
  /** Every page, its views included, in order. */
  pages: PageRoute[];
  settings: SiteSettings;
}

export class SourcesCache {
  last?: Sources;
}

export async function sourcesPhase(context: PhaseContext, cache: SourcesCache) {
  const { root, config, load } = context;
  const { folders } = config;
  const previous = cache.last;
  const pageFiles =
    previous && changedUnder(context, folders.pages).length === 0
      ? previous.pageFiles
      : await context.siteCode('finding the pages', [], () => discoverPageFiles(root, config));
  const contentDue =
    !previous ||
    fileList(previous.pageFiles) !== fileList(pageFiles) ||
    changedUnder(context, folders.assets).length > 0 ||
    context.changed.has(BACKEND_FILE) ||
    [...context.changed, ...context.reloaded].some((file) => file.startsWith(`${folders.content}/`));
  if (previous && !contentDue) return { sources: previous, contentRead: false, contentChanged: new Set<string>() };

  const loaded = await context.siteCode(`loading the content (${folders.content}/)`, [config.contentRules], () =>
    loadContent(root, config, load, routesOf(pageFiles)),
  );
  const before = previous?.loaded.content as Record<string, unknown> | undefined;
  const after = loaded.content as Record<string, unknown>;
  const contentChanged = new Set(Object.keys(after).filter((name) => !before || !isDeepStrictEqual(before[name], after[name])));
  const pages = await context.siteCode('finding the views of the pages', [], () => withViews(root, pageFiles, loaded.content, load));
  const backend = backendSettings(root);
  const settings = siteSettings(config, loaded.content, loaded.videoOrigins, {
    siteUrl: context.siteUrl,
    date: context.date,
    log: context.log,
    editorSources: enterpriseSources(backend.backend.api_root),
  });
  for (const line of config.contentNotices?.(loaded.content) ?? []) context.log(`notice: ${line}`);
  const sources = { pageFiles, loaded, backend, pages, settings };
  cache.last = sources;
  return { sources, contentRead: true, contentChanged };
}

function fileList(pages: readonly PageRoute[]): string {
  return pages.map((p) => p.file).join('\n');
}

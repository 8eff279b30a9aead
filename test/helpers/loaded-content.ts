// The site's content as the build sees it: loaded and validated by the build's own content phase
// (generator/content/load.ts) against the routes found in pages/. Tests, benches and budgets read the
// content here and nowhere else, so they take their expected values from what the owner wrote,
// and a change to how the build loads content changes this one file.
import type { SiteContent, WrittenContent } from '../../content/schema/index.ts';
import type { PageMeta } from '../../framework/build/page.ts';
import { loadContent, type MediaRef } from '../../generator/content/load.ts';
import { readContentFiles } from '../../generator/content/read-file.ts';
import { loadConfig } from '../../generator/load-config.ts';
import { importModule, loadPage, pageMeta } from '../../generator/page-modules.ts';
import { discoverPageFiles, routesOf } from '../../generator/routes.ts';
import { ROOT } from './site-under-test.ts';

/** Every content module, by its name in the schema (content/not-found.yaml is notFound). */
export type Content = SiteContent;

/** The content's values, read once by writtenContent(). */
let written: WrittenContent | undefined;

/**
 * The content as its files hold it (before the schema parses it), a fresh copy on each call: for
 * tests that change it. The files are read once, since no test changes the project's own content
 * (those that edit content edit a copy), and copying the values is far cheaper than parsing the
 * YAML again for each test.
 */
export function writtenContent(): WrittenContent {
  written ??= writtenValues(ROOT) as WrittenContent;
  return structuredClone(written);
}

/** The values of every content file of the project at `root`, by module name, as written. */
export function writtenValues(root: string): Record<string, unknown> {
  const { sources, errors } = readContentFiles(root, CONTENT_MODULES, CONTENT_FOLDER);
  if (errors[0]) throw errors[0];
  return Object.fromEntries(Object.entries(sources).map(([name, source]) => [name, source.data]));
}

/** This project's configuration (site.config.ts), loaded as the build loads it. */
export const config = await loadConfig(ROOT);
/** The content's folder (site.config.ts). */
export const CONTENT_FOLDER = config.folders.content;
/** The page files in pages/, as the build finds them. */
export const PAGE_FILES = await discoverPageFiles(ROOT, config);
/** The routes the content's links are checked against: the page files' (not the views they add from the content). */
export const LINK_ROUTES = routesOf(PAGE_FILES);
const loaded = await loadContent(ROOT, config, importModule, LINK_ROUTES);
const CONTENT_MODULES = Object.keys(loaded.content);

/** The validated content (a content error fails every suite that reads it, with the build's message). */
export const content: Content = loaded.content as Content;

/** Every photo and local video file the content references, with the field that names it. */
export const media: readonly MediaRef[] = loaded.media;

/** The origins of the content's remote videos (the pages' media-src). */
export const videoOrigins: readonly string[] = loaded.videoOrigins;

export const { site, home, services, pricing, team, gallery, contact, notFound, privacy, terms } = content;

/** A page's meta as the build reads it (a page may export it as a function of the content). */
export async function metaOf(file: string, route: string | null = null): Promise<PageMeta> {
  return pageMeta(file, await loadPage(ROOT, file, importModule), content, route);
}

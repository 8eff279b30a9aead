// The site's content as the build sees it: loaded and validated by the build's own content phase
// (generator/content.ts) against the routes found in pages/. Tests, benches and budgets read the
// content here and nowhere else, so they take their expected values from what the owner wrote,
// and a change to how the build loads content changes this one file.
import { pathToFileURL } from 'node:url';
import type { SiteContent, WrittenContent } from '../../content/schema.ts';
import { loadContent, type MediaRef } from '../../generator/content.ts';
import { readContentValues } from '../../generator/content-files.ts';
import { loadPage, pageMeta } from '../../generator/page-modules.ts';
import type { PageMeta } from '../../kit/build/page.ts';
import { PATHS, ROOT } from './site.ts';

/** Every content module, by its name in the schema (content/not-found.yaml is notFound). */
export type Content = SiteContent;

/** The content as its files hold it (before the schema parses it), a fresh copy on each call: for tests that change it. */
export function writtenContent(): WrittenContent {
  return readContentValues(ROOT) as WrittenContent;
}

const loaded = await loadContent(ROOT, (file) => import(pathToFileURL(file).href), PATHS);

/** The validated content (a content error fails every suite that reads it, with the build's message). */
export const content: Content = loaded.content;

/** Every photo and local video file the content references, with the field that names it. */
export const media: readonly MediaRef[] = loaded.media;

/** The origins of the content's remote videos (the pages' media-src). */
export const videoOrigins: readonly string[] = loaded.videoOrigins;

export const { site, home, services, pricing, team, gallery, contact, notFound } = content;

/** A page's meta as the build reads it (a page may export it as a function of the content). */
export async function metaOf(file: string, route: string | null = null): Promise<PageMeta> {
  return pageMeta(file, await loadPage(ROOT, file, (f) => import(pathToFileURL(f).href)), content, route);
}

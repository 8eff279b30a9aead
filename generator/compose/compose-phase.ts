// The compose phase: a document is composed again only when its body, its head or the shell
// changed; a stale page keeps its last document until it is rendered again.
import { isDeepStrictEqual } from 'node:util';
import type { DocumentShell } from '../../framework/build/shell.ts';
import type { SiteSettings } from '../build-settings.ts';
import { type PageScan, scanPage } from '../check/check.ts';
import { type RenderedPage, recordReads } from '../render/render.tsx';
import type { PageRender } from '../render/render-phase.ts';
import type { PageRoute } from '../routes.ts';
import type { SiteFile } from '../write/write.ts';
import { composeDocument, documentHead, type HeadInputs, siteFiles } from './compose.tsx';

interface ComposedPage {
  document: string;
  scan: PageScan;
  /** The render, the head and the shell's generation it was composed from. */
  from: RenderedPage;
  headKey: string;
  generation: number;
}

export class ComposeCache {
  readonly documents = new Map<string, ComposedPage>();
  /** Counts the shell's changes, and those of the content it read: every document is composed again. */
  generation = 0;
  readonly shellReads = new Set<string>();
  siteFiles?: { pages: readonly PageRoute[]; settings: SiteSettings; files: Map<string, SiteFile> };
  private readonly copies = new Map<string, { copyFrom: string }>();

  /** A file of the site copied from this one; the same object each time, so an unchanged file compares equal between runs. */
  copyOf(abs: string): { copyFrom: string } {
    let copy = this.copies.get(abs);
    if (!copy) this.copies.set(abs, (copy = { copyFrom: abs }));
    return copy;
  }
}

export interface ComposeInputs {
  pages: readonly PageRender[];
  shell: DocumentShell;
  shellReloaded: boolean;
  head: HeadInputs;
  /** Something every head is made from may have changed (the content, the icons, the stylesheet). */
  headsMayChange: boolean;
  contentChanged: ReadonlySet<string>;
}

export interface Composition {
  documents: ReadonlyMap<string, ComposedPage>;
  composedNow: ReadonlySet<string>;
  /** The pages composed in this run for the first time or with other ids than before: links into them from other pages are checked again. */
  idsChanged: ReadonlySet<string>;
}

export function composePhase(inputs: ComposeInputs, cache: ComposeCache): Composition {
  const { head: headInputs, shell } = inputs;
  const { content } = headInputs;
  if (inputs.shellReloaded || [...cache.shellReads].some((name) => inputs.contentChanged.has(name))) cache.generation++;
  const composedNow = new Set<string>();
  const idsChanged = new Set<string>();
  const outFiles = new Set(inputs.pages.map((s) => s.page.outFile));
  for (const outFile of cache.documents.keys()) if (!outFiles.has(outFile)) cache.documents.delete(outFile);
  for (const { page, rendered, stale } of inputs.pages) {
    if (!rendered || stale) continue;
    const last = cache.documents.get(page.outFile);
    const sameBody = last?.from === rendered && last.generation === cache.generation;
    if (sameBody && !inputs.headsMayChange) continue;
    const head = documentHead(rendered, headInputs);
    const headKey = JSON.stringify(head);
    if (sameBody && last?.headKey === headKey) continue;
    const read = recordReads(content);
    const document = composeDocument(rendered, head, shell, read.content);
    for (const name of read.modules) cache.shellReads.add(name);
    const scan = scanPage(page.outFile, document);
    if (!last || !isDeepStrictEqual(last.scan.ids, scan.ids)) idsChanged.add(page.outFile);
    cache.documents.set(page.outFile, { document, scan, from: rendered, headKey, generation: cache.generation });
    composedNow.add(page.outFile);
  }
  return { documents: cache.documents, composedNow, idsChanged };
}

/** The headers for every host, the sitemap and robots.txt, made again when the pages or the settings are new (the content was read again). */
export function siteFilesPhase(pages: readonly PageRoute[], settings: SiteSettings, cache: ComposeCache): Map<string, SiteFile> {
  const last = cache.siteFiles;
  if (last?.pages === pages && last.settings === settings) return last.files;
  const files = siteFiles(pages, settings);
  cache.siteFiles = { pages, settings, files };
  return files;
}

export function siteWithoutPhotos(
  composition: Composition,
  parts: ReadonlyMap<string, SiteFile>[],
  staticFiles: ReadonlyMap<string, string>,
  cache: ComposeCache,
): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const [outFile, { document }] of composition.documents) files.set(outFile, document);
  for (const [out, abs] of staticFiles) files.set(out, cache.copyOf(abs));
  for (const part of parts) for (const [out, contents] of part) files.set(out, contents);
  return files;
}

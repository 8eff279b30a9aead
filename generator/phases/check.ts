// Phase 8 (generator/site.ts): every local reference of the site resolves (generator/check.ts).
// A build checks every page. The dev server checks the pages composed in this run, unless a file
// went away, a page's ids changed or the last run did not pass: then every page, as an earlier
// link may point at what is gone. Pages not composed yet count as existing; a stale page is not
// checked until it is rendered again: its old links may point at a page the same edit removed
// (the gallery's last view, when photos go), and its new ones will not.
import { checkReferences, type PageScan } from '../check.ts';
import type { SiteFile } from '../write.ts';
import type { Composition } from './compose.ts';
import type { PageRender } from './render.ts';

export class CheckCache {
  /** The files of the last run that passed; none while a run is under way, or after one failed. */
  private passed?: ReadonlySet<string>;

  /** Starts a run: until it passes, the next one checks every page. */
  start(): ReadonlySet<string> | undefined {
    const passed = this.passed;
    this.passed = undefined;
    return passed;
  }

  pass(files: ReadonlyMap<string, SiteFile>): void {
    this.passed = new Set(files.keys());
  }
}

export interface CheckInputs {
  files: ReadonlyMap<string, SiteFile>;
  pages: readonly PageRender[];
  composition: Composition;
  stylesheetChanged: boolean;
  siteUrl: string;
  /** The files of the last run that passed (CheckCache.start). */
  passed: ReadonlySet<string> | undefined;
}

/** Checks the site; returns the scans of the current pages, by output file, in page order. */
export function checkPhase({ files, pages, composition, stylesheetChanged, siteUrl, passed }: CheckInputs): Map<string, PageScan> {
  const scans = new Map<string, PageScan>();
  for (const { page, stale } of pages) {
    const composed = composition.documents.get(page.outFile);
    if (composed && !stale) scans.set(page.outFile, composed.scan);
  }
  const pending = new Set(pages.filter((s) => s.stale || !composition.documents.has(s.page.outFile)).map((s) => s.page.outFile));
  const removed = !passed || [...passed].some((file) => !files.has(file));
  const all = removed || composition.idsChanged;
  checkReferences(files, scans, {
    siteUrl,
    pending,
    pages: all ? undefined : composition.composedNow,
    stylesheets: all || stylesheetChanged,
  });
  return scans;
}

// The check phase. The dev server checks the pages composed in this run and those linking into
// them by #fragment; every page after a removal or a failed run. Content links are checked every run.

import type { Composition } from '../compose/compose-phase.ts';
import type { FragmentLink } from '../content/load.ts';
import type { PageRender } from '../render/render-phase.ts';
import type { SiteFile } from '../write/write.ts';
import { candidateFiles, checkReferences, isExternal, ownPath, type PageScan } from './check.ts';

export class CheckCache {
  /** The files of the last run that passed; none while a run is under way or after one failed. */
  passed?: ReadonlySet<string>;
}

export interface CheckInputs {
  files: ReadonlyMap<string, SiteFile>;
  pages: readonly PageRender[];
  composition: Composition;
  stylesheetChanged: boolean;
  siteUrl: string;
  passed: ReadonlySet<string> | undefined;
  contentLinks: readonly FragmentLink[];
}

export function checkPhase(inputs: CheckInputs): void {
  const { files, pages, composition, siteUrl, passed } = inputs;
  const scans = new Map<string, PageScan>();
  for (const { page, stale } of pages) {
    const composed = composition.documents.get(page.outFile);
    if (composed && !stale) scans.set(page.outFile, composed.scan);
  }
  const pending = new Set(pages.filter((s) => s.stale || !composition.documents.has(s.page.outFile)).map((s) => s.page.outFile));
  const all = !passed || [...passed].some((file) => !files.has(file));
  const { composedNow, idsChanged } = composition;
  checkReferences(files, scans, {
    siteUrl,
    pending,
    pages: all ? undefined : [...composedNow, ...linkingInto(idsChanged, scans, siteUrl)],
    stylesheets: all || inputs.stylesheetChanged,
    contentLinks: inputs.contentLinks,
  });
}

function linkingInto(targets: ReadonlySet<string>, scans: ReadonlyMap<string, PageScan>, siteUrl: string): string[] {
  if (targets.size === 0) return [];
  return [...scans.values()].filter((scan) => fragmentTargets(scan, siteUrl).some((file) => targets.has(file))).map((scan) => scan.page);
}

const fragmentTargetsOf = new WeakMap<PageScan, string[]>();

/** The files a page's #fragment links to other pages may lead to, worked out once per scan. */
function fragmentTargets(scan: PageScan, siteUrl: string): string[] {
  let files = fragmentTargetsOf.get(scan);
  if (!files) {
    const candidates = new Set<string>();
    for (const { url } of scan.references) {
      const local = ownPath(url, siteUrl);
      const hashAt = local.indexOf('#');
      if (hashAt <= 0 || isExternal(local)) continue;
      const [filePath = ''] = local.slice(0, hashAt).split('?');
      for (const file of candidateFiles(filePath)) candidates.add(file);
    }
    files = [...candidates];
    fragmentTargetsOf.set(scan, files);
  }
  return files;
}

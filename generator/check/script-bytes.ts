// The JavaScript each page costs its visitors, gzipped as it travels: the build prints it per
// page, and the asset tests hold it to the widgets the page renders.
import { gzipSync } from 'node:zlib';
import type { SiteFile } from '../write/write.ts';
import { fileForUrlPath, isExternal, ownPath, type PageScan } from './check.ts';

/** The gzipped bytes of the scripts a page loads. */
export function scriptBytes(files: ReadonlyMap<string, SiteFile>, scan: PageScan, siteUrl?: string): number {
  let bytes = 0;
  for (const ref of scan.references) {
    const url = ownPath(ref.url, siteUrl);
    if (isExternal(url)) continue;
    const [filePath = url] = url.split(/[#?]/); // without the query and the fragment
    const target = fileForUrlPath(filePath, files);
    if (target?.endsWith('.js')) bytes += gzipSync(Buffer.from(files.get(target) as Uint8Array)).length;
  }
  return bytes;
}

/** The gzipped JavaScript bytes of every scanned page, by output file. */
export function scriptBytesByPage(
  files: ReadonlyMap<string, SiteFile>,
  scans: ReadonlyMap<string, PageScan>,
  siteUrl?: string,
): Map<string, number> {
  return new Map([...scans].map(([page, scan]) => [page, scriptBytes(files, scan, siteUrl)]));
}

// Builds the real site once per test process into a temporary folder, for the suites that
// assert on the output HTML. The image cache in .cache/ is shared with normal builds.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { buildSite, type BuildResult } from '../../generator/site.tsx';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let built: Promise<{ outDir: string; result: BuildResult }> | undefined;

/** The fixed date the test build uses, so the footer year is known. */
export const TEST_DATE = new Date('2031-06-15T12:00:00Z');

export function buildOnce(): Promise<{ outDir: string; result: BuildResult }> {
  built ??= (async () => {
    const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'elevate-test-')), 'dist');
    const result = await buildSite({ root: ROOT, outDir, date: TEST_DATE, log: () => {} });
    return { outDir, result };
  })();
  return built;
}

/** The parsed document of a built file, e.g. 'services/index.html'. */
export async function page(file: string): Promise<Document> {
  const { outDir } = await buildOnce();
  const html = readFileSync(path.join(outDir, file), 'utf8');
  return parseHTML(html).document as unknown as Document;
}

export async function raw(file: string): Promise<string> {
  const { outDir } = await buildOnce();
  return readFileSync(path.join(outDir, file), 'utf8');
}

export async function exists(file: string): Promise<boolean> {
  const { outDir } = await buildOnce();
  return existsSync(path.join(outDir, file));
}

export const ROUTES = [
  { route: '/', file: 'index.html' },
  { route: '/services', file: 'services/index.html' },
  { route: '/pricing', file: 'pricing/index.html' },
  { route: '/team', file: 'team/index.html' },
  { route: '/gallery', file: 'gallery/index.html' },
  { route: '/contact', file: 'contact/index.html' },
] as const;

export const ALL_PAGES = [...ROUTES.map((r) => r.file), '404.html'];

export function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

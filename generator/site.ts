// The build, as a readable list of phases (docs/architecture.md, "The build, phase by phase", has the same
// numbers and names). Each phase is a function that takes and returns plain data; its module
// says which phase it is, by name. The dev server (generator/dev/) runs the same phases, each
// only for what an edit changed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAdmin } from './admin.ts';
import { StaticAssets } from './assets.ts';
import { buildDate } from './build-date.ts';
import { bundleSite } from './bundle.ts';
import { checkOutput } from './check.ts';
import { composeSite } from './compose.tsx';
import { loadContent } from './content.ts';
import { pruneFontCache } from './fonts.ts';
import type { HeaderOptions } from './headers/csp.ts';
import { makeIcons } from './images/icons.ts';
import { prepareImages } from './images/prepare.ts';
import { loadShell, type ModuleLoader } from './page-modules.ts';
import { renderPages, renderServices } from './render.tsx';
import { discoverPageFiles, type PageRoute, routesOf, withViews } from './routes.ts';
import { scriptBytesByPage } from './script-bytes.ts';
import { siteConfig } from './site-config.ts';
import { siteSettings } from './site-settings.ts';
import { type SiteFile, writeSiteAtomically } from './write.ts';

export interface BuildOptions {
  root: string;
  /** Where the site goes; replaced only when the whole build succeeded. */
  outDir: string;
  /** Skip writing: the result's files are the site. */
  write?: boolean;
  siteUrl?: string;
  /** The build date (its year goes in the footer). Defaults to SOURCE_DATE_EPOCH, else now. */
  date?: Date;
  minify?: boolean;
  log?: (line: string) => void;
  /** Imports a module of the site (content, pages); defaults to a plain import. */
  load?: ModuleLoader;
}

export interface BuildResult {
  files: Map<string, SiteFile>;
  pages: PageRoute[];
  /** Gzipped bytes of our JavaScript per page. */
  jsBytes: Map<string, number>;
  /** What the headers and each page's meta policy were made from (generator/headers/). */
  headerOptions: HeaderOptions;
}

export const importModule: ModuleLoader = (file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { root, log = () => {}, load = importModule, minify = true } = options;
  // Cache files written since shortly before this build are a build's beside it: never pruned.
  const pruneBefore = Date.now() - 60_000;
  const config = await siteConfig(root);
  // 1. routes (generator/routes.ts): the page files, whose routes the content's links may name.
  const pageFiles = await discoverPageFiles(root);
  // 2. content (generator/content.ts): parsed and validated against those routes, every problem
  //    at once; then, from the parsed content, the views the pages add (generator/routes.ts).
  const { content, media, videoOrigins } = await loadContent(root, load, routesOf(pageFiles));
  const pages = await withViews(root, pageFiles, content, load);
  const settings = siteSettings(config, content, videoOrigins, { siteUrl: options.siteUrl, date: options.date ?? buildDate(), log });
  // 3. images (generator/images/): every referenced photo read once, so rendering can ask for sizes.
  const images = await prepareImages(root, media, log);
  // 4. render (generator/render.tsx): every page's body inside the site's layout (its shell, site.config.ts).
  const assets = new StaticAssets(root, config.folders.assets);
  const shell = await loadShell(root, config.shell, load);
  const services = await renderServices(settings, images, assets, config.outlineFaces);
  const rendered = await renderPages(root, pages, load, { shell, content, services });
  // 5. bundle (generator/bundle.ts): per page only the widgets it rendered; the stylesheet; the icons.
  const [bundles, icons] = await Promise.all([
    bundleSite(root, rendered, minify),
    makeIcons(root, path.join(root, '.cache/icons'), config.brand),
  ]);
  // 6. compose (generator/compose.tsx): the documents, the headers for every host, the sitemap.
  const files = composeSite(rendered, shell, {
    settings,
    content,
    ...bundles,
    icons,
    staticFiles: assets.outputs,
    preloadFonts: config.preloadFonts,
  });
  //    The editor at /admin/ (generator/admin.ts): its own bundle, with React, for that page only.
  const admin = await buildAdmin(root, { stylesheet: bundles.css.href, routes: routesOf(pages), content });
  for (const [out, file] of admin) files.set(out, file);
  // 7. encode (generator/images/): the sizes the pages asked for (cached; each cached file checked).
  const pictures = rendered.flatMap((r) => r.reads.pictures);
  for (const [out, bytes] of await images.encode(pictures)) files.set(out, bytes);
  // 8. check (generator/check.ts): every local link and source in the output resolves; then
  //    what each page costs in JavaScript (generator/script-bytes.ts).
  const scans = checkOutput(
    files,
    rendered.map((r) => r.page.outFile),
    settings.siteUrl,
  );
  const jsBytes = scriptBytesByPage(files, scans, settings.siteUrl);
  // 9. write (generator/write.ts): atomically; then drop the image cache files no page uses
  //    (past the swap, a failure there is a warning: the new site is in place).
  if (options.write !== false) {
    await writeSiteAtomically(options.outDir, files, {
      log,
      housekeeping: [
        { what: 'pruning the image cache', run: () => images.prune(pictures) },
        {
          what: 'pruning the font cache',
          run: async () => {
            const { files } = await pruneFontCache(path.join(root, '.cache/fonts'), pruneBefore);
            if (files) log(`fonts: pruned ${files} unused cached ${files === 1 ? 'subset' : 'subsets'}`);
          },
        },
      ],
    });
  }
  return { files, pages, jsBytes, headerOptions: settings.headerOptions };
}

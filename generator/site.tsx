// The build, as a readable list of phases (docs/architecture.md, "The build, phase by phase", has the same
// numbers and names). Each phase is a function that takes and returns plain data; its module
// says which phase it is, by name. The dev server (generator/dev/) runs the same phases, each
// only for what an edit changed.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '../kit/build/content.ts';
import { buildAdmin } from './admin.ts';
import { StaticAssets } from './assets.ts';
import { buildDate } from './build-date.ts';
import { bundleSite } from './bundle.ts';
import { checkOutput } from './check.ts';
import { composeSite } from './compose.tsx';
import { loadContent, type MediaRef } from './content.ts';
import { ContentError } from './errors.ts';
import { pruneFontCache } from './fonts.ts';
import { type HeaderOptions, headerOptionsFor } from './headers/csp.ts';
import { makeIcons } from './images/icons.ts';
import { ImagePipeline } from './images/pipeline.ts';
import { createOutliner } from './outline.ts';
import { loadShell, type ModuleLoader } from './page-modules.ts';
import { type RenderServices, renderPages } from './render.tsx';
import { discoverPages, type PageRoute, routesOf } from './routes.ts';
import { scriptBytesByPage } from './script-bytes.ts';
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
  // 1. routes (generator/routes.ts): the files in pages/, the one list of the site's pages.
  const pages = await discoverPages(root);
  // 2. content (generator/content.ts): parsed and validated against those routes, every problem at once.
  const { content, media, videoOrigins } = await loadContent(root, load, routesOf(pages));
  const settings = siteSettings(content, videoOrigins, { siteUrl: options.siteUrl, date: options.date ?? buildDate(), log });
  // 3. images (generator/images/): every referenced photo read once, so rendering can ask for sizes.
  const images = await prepareImages(root, media, log);
  // 4. render (generator/render.tsx): every page's body inside the site's layout (pages/_document.tsx).
  const assets = new StaticAssets(root);
  const shell = await loadShell(root, load);
  const services = await renderServices(settings, images, assets);
  const rendered = await renderPages(root, pages, load, { shell, content, services });
  // 5. bundle (generator/bundle.ts): per page only the widgets it rendered; the stylesheet; the icons.
  const [bundles, icons] = await Promise.all([bundleSite(root, rendered, minify), makeIcons(root, path.join(root, '.cache/icons'))]);
  // 6. compose (generator/compose.tsx): the documents, the headers for every host, the sitemap.
  const files = composeSite(rendered, shell, { settings, content, ...bundles, icons, staticFiles: assets.outputs });
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

/** The site's settings that are not content: its URL, the footer's year, the headers' inputs. */
export interface SiteSettings {
  siteUrl: string;
  year: number;
  headerOptions: HeaderOptions;
}

/** The site URL (SITE_URL, else the content's), the build year and the header options. */
export function siteSettings(
  content: SiteContent,
  videoOrigins: string[],
  options: { siteUrl?: string; date: Date; log?: (line: string) => void },
): SiteSettings {
  // An empty SITE_URL counts as unset (a CI variable that was never defined).
  const fromEnv = options.siteUrl ?? process.env.SITE_URL;
  const siteUrl = fromEnv
    ? resolveSiteUrl(fromEnv, { file: 'SITE_URL', field: 'value' })
    : resolveSiteUrl(content.site.url, { file: 'content/site.yaml', field: 'url' });
  const { protocol, hostname } = new URL(siteUrl);
  if (protocol === 'http:' && !isLoopback(hostname)) {
    options.log?.(
      `warning: the site URL ${siteUrl} is http://, but every response sends Strict-Transport-Security (HSTS), which ` +
        'browsers heed only over https:// and which then makes them refuse http://: use https:// for a deployed site',
    );
  }
  // A booking URL the policy cannot vouch for fails here, naming the field.
  return { siteUrl, year: options.date.getUTCFullYear(), headerOptions: headerOptionsFor(content.site, videoOrigins) };
}

/** The image pipeline with every photo the content references read (their sizes, from the cache when known). */
export async function prepareImages(root: string, refs: readonly MediaRef[], log: (line: string) => void): Promise<ImagePipeline> {
  const images = new ImagePipeline({
    root,
    cacheDir: path.join(root, '.cache/images'),
    publicPrefix: '/assets/img/',
    log,
    concurrency: os.availableParallelism(),
    encodeBudgetMs: encodeBudget(process.env.IMAGE_ENCODE_MINUTES),
  });
  await images.prepare(refs.filter((m) => m.kind === 'photo'));
  return images;
}

/** IMAGE_ENCODE_MINUTES (a host's build time limit, less the rest of the build), in ms; unset or empty: no limit. */
export function encodeBudget(minutes: string | undefined): number | undefined {
  if (minutes === undefined || minutes.trim() === '') return undefined;
  const value = Number(minutes);
  if (!(value > 0)) throw new ContentError('IMAGE_ENCODE_MINUTES', 'value', `"${minutes}" is not a positive number of minutes`);
  return value * 60_000;
}

/** What every page's render may ask the build for: photo sizes, hashed file URLs, outlined text. */
export async function renderServices(
  { siteUrl, year }: SiteSettings,
  images: Pick<ImagePipeline, 'picture'>,
  assets: Pick<StaticAssets, 'url'>,
): Promise<RenderServices> {
  const { outline } = await createOutliner();
  return {
    siteUrl,
    year,
    picture: (file, layout) => images.picture(file, layout),
    assetUrl: (file) => assets.url(file),
    outline,
  };
}

/**
 * The site's origin, as canonical links and the sitemap use it. A path is refused: every link of
 * the site is root-relative (/services, /assets/…), so a site under /sub/ would have canonical
 * links there and every other link at the root of the domain (docs/deploying.md).
 */
function resolveSiteUrl(url: string, where: { file: string; field: string }): string {
  const refuse = (problem: string) => new ContentError(where.file, where.field, `"${url}" ${problem}`);
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) throw refuse('is not an http(s) URL');
  // The URL parser accepts port 0, which no server listens on: every canonical link would be dead.
  if (parsed.port === '0') throw refuse('has the port 0, which no server listens on');
  if (parsed.pathname.replace(/\/+$/, '') !== '') {
    throw refuse(
      `has a path (${parsed.pathname}): the site is built for the root of a domain (its links are root-relative); ` +
        `give it a domain of its own, or serve it at ${parsed.origin}/`,
    );
  }
  return parsed.origin;
}

/** localhost, *.localhost and the loopback addresses: a URL there is this machine's (the dev server's). */
function isLoopback(hostname: string): boolean {
  return /^(?:localhost|.+\.localhost|127(?:\.\d+){3}|\[::1\])$/i.test(hostname);
}

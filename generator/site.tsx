// The build, as a readable list of phases (the README's "How the build works" has the same
// numbers and names). Each phase's module says which phase it is, by name.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Document as DocumentComponent } from '../components/Document.tsx';
import type { Layout as LayoutComponent } from '../components/Layout.tsx';
import { StaticAssets } from './assets.ts';
import { bundleClients, bundleCss, cssEntries } from './bundle.ts';
import { glyphSet } from './fonts.ts';
import { createOutliner } from './outline.ts';
import { checkOutput } from './check.ts';
import { lowerCaseAttributeNames } from './html.ts';
import type { Preload } from '../kit/context.ts';
import { loadContent } from './content.ts';
import { BuildErrors, ContentError } from './errors.ts';
import { makeIcons } from './images/icons.ts';
import { ImagePipeline } from './images/pipeline.ts';
import type { PageModule } from '../kit/page.ts';
import { renderBody } from './render.tsx';
import { canonicalUrl, discoverPages, routesOf, type PageRoute } from './routes.ts';
import { headerOptionsFor, hostHeaders, metaContentSecurityPolicy, serveJson, type HeaderOptions } from './headers.ts';
import { robotsTxt, sitemapXml, structuredData, type SeoContent } from './seo.ts';
import { writeSiteAtomically, type SiteFile } from './write.ts';

export interface BuildOptions {
  root: string;
  /** Where the site goes; replaced only when the whole build succeeded. */
  outDir: string;
  /** Skip writing: dev serves the files from memory. */
  write?: boolean;
  siteUrl?: string;
  /** The build date (its year goes in the footer). Defaults to SOURCE_DATE_EPOCH, else now. */
  date?: Date;
  minify?: boolean;
  log?: (line: string) => void;
  /** Imports a module; dev passes a fresh tsx namespace so edits are picked up. */
  load?: (file: string) => Promise<Record<string, unknown>>;
}

export interface BuildResult {
  files: Map<string, SiteFile>;
  pages: PageRoute[];
  /** Gzipped bytes of our JavaScript per page. */
  jsBytes: Map<string, number>;
  /** What the headers and each page's meta policy were made from (generator/headers.ts). */
  headerOptions: HeaderOptions;
}

const defaultLoad = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

export function buildDate(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return new Date();
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { root, log = () => {}, load = defaultLoad, minify = true } = options;
  const date = options.date ?? buildDate();

  // 1. routes (generator/routes.ts): the files in pages/, the one list of the site's pages.
  const pages = await discoverPages(root);

  // 2. content (generator/content.ts): load and validate against those routes, every problem at once.
  const content = await loadContent(root, load, routesOf(pages));
  const site = content.modules.site as { url: string; brand: string };
  // An empty SITE_URL counts as unset (a CI variable that was never defined).
  const siteUrl = resolveSiteUrl(options.siteUrl ?? (process.env.SITE_URL || site.url));
  // The headers' inputs: video origins, and the booking provider's hosts (a booking URL the
  // policy cannot vouch for fails here, naming the field).
  const headerOptions = headerOptionsFor(content.modules);

  // The layout the pages render in (through `load`, so dev sees edits).
  const { Layout } = (await load(path.join(root, 'components/Layout.tsx'))) as { Layout: typeof LayoutComponent };
  const { Document } = (await load(path.join(root, 'components/Document.tsx'))) as { Document: typeof DocumentComponent };

  // 3. images (generator/images/): read every referenced photo once (cached), so rendering can
  //    ask for sizes.
  const images = new ImagePipeline({
    root,
    cacheDir: path.join(root, '.cache/images'),
    publicPrefix: '/assets/img/',
    log,
    concurrency: os.availableParallelism(),
  });
  await images.prepare(content.media.filter((m) => m.kind === 'photo'));
  const assets = new StaticAssets(root);

  // 4. render (generator/render.tsx): every page body; each tells which widgets and preloads it used.
  const year = date.getUTCFullYear();
  const outliner = await createOutliner();
  const bodies = [];
  for (const page of pages) {
    const mod = (await load(path.join(root, page.file))) as unknown as PageModule;
    checkPageModule(page.file, mod);
    const Page = mod.default;
    const element = (
      <Layout route={page.route} headerStyle={mod.meta.header ?? 'overlay'}>
        <Page />
      </Layout>
    );
    const body = await renderBody(page.route ?? '404 page', element, {
      route: page.route,
      siteUrl,
      year,
      assetUrl: (file) => assets.url(file),
      picture: (file, layout) => images.picture(file, layout),
      outline: outliner.outline,
    });
    bodies.push({ page, meta: mod.meta, body });
  }

  // 5. bundle (generator/bundle.ts): per page, only the client entries it rendered; then the CSS, with the fonts
  //    subset to the characters the pages, the stylesheets and the scripts can show.
  const iconsMade = makeIcons(root, path.join(root, '.cache/icons'));
  const clients = await bundleClients(root, new Map(bodies.map(({ page, body }) => [page.key, body.entries])), minify);
  const shownText = [
    ...bodies.map(({ body }) => body.html),
    ...clients.files.map((f) => Buffer.from(f.contents).toString('utf8')),
    ...(await Promise.all((await cssEntries(root)).map((f) => readFile(path.join(root, f), 'utf8')))),
  ];
  const [css, icons] = await Promise.all([bundleCss(root, minify, glyphSet(shownText)), iconsMade]);

  // 6. compose: the documents, the headers for every host (generator/headers.ts), the sitemap.
  const files = new Map<string, SiteFile>();
  const fontPreloads = preloadFonts(css.fonts);
  const seo = {
    siteUrl,
    image: icons.ogImage ? siteUrl + icons.ogImage : null,
    logo: `${siteUrl}/apple-touch-icon.png`,
  };
  for (const { page, meta, body } of bodies) {
    const bundle = clients.pages.get(page.key);
    const html =
      '<!doctype html>' +
      lowerCaseAttributeNames(renderToStaticMarkup(
        <Document
          contentSecurityPolicy={metaContentSecurityPolicy(page.route, headerOptions)}
          title={`${meta.title} | ${site.brand}`}
          description={meta.description}
          canonical={page.route ? canonicalUrl(siteUrl, page.route) : null}
          noindex={page.route === null}
          stylesheet={css.href}
          script={bundle?.script ?? null}
          fontPreloads={fontPreloads}
          preloads={body.preloads as Preload[]}
          icons={{ ico: '/favicon.ico', appleTouch: '/apple-touch-icon.png' }}
          ogImage={seo.image}
          ogImageAlt={`${site.brand} logo in gold on a dark background`}
          siteName={site.brand}
          jsonLd={structuredData(page.route, content.modules as unknown as SeoContent, seo)}
          bodyHtml={body.html}
        />,
      )) +
      '\n';
    files.set(page.outFile, html);
  }
  for (const f of [...css.files, ...clients.files]) files.set(f.path, f.contents);
  for (const [out, contents] of icons) files.set(out, contents);
  for (const [out, abs] of assets.outputs) files.set(out, { copyFrom: abs });
  // Headers for every host from one source (generator/headers.ts), and the crawler files.
  files.set('serve.json', serveJson(pages, headerOptions));
  files.set('_headers', hostHeaders(pages, headerOptions));
  files.set('sitemap.xml', sitemapXml(siteUrl, routesOf(pages)));
  files.set('robots.txt', robotsTxt(siteUrl));

  // 7. encode (generator/images/): the image sizes the pages asked for (cached between builds,
  //    each cached file checked against its recorded size and hash; the checked bytes ship).
  for (const [out, bytes] of await images.encode()) files.set(out, bytes);

  // 8. check (generator/check.ts): every local link and source in the output resolves.
  const jsBytes = checkOutput(files, bodies.map(({ page }) => page.outFile), siteUrl);

  // 9. write (generator/write.ts): atomically; then drop the image cache files no build of
  //    this content uses (dev, which writes nothing, keeps them).
  if (options.write !== false) {
    await writeSiteAtomically(options.outDir, files);
    await images.prune();
  }
  return { files, pages, jsBytes, headerOptions };
}

function checkPageModule(file: string, mod: Partial<PageModule>): void {
  const errors: ContentError[] = [];
  if (typeof mod.default !== 'function') errors.push(new ContentError(file, 'default export', 'expected the page component'));
  if (!mod.meta || typeof mod.meta !== 'object') errors.push(new ContentError(file, 'meta', 'expected an exported meta object'));
  else {
    if (!mod.meta.title?.trim()) errors.push(new ContentError(file, 'meta.title', 'must not be empty'));
    if (!mod.meta.description?.trim()) errors.push(new ContentError(file, 'meta.description', 'must not be empty'));
  }
  if (errors.length) throw errors.length === 1 ? errors[0] : new BuildErrors(errors);
}

function resolveSiteUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error();
    return parsed.origin + parsed.pathname.replace(/\/+$/, '');
  } catch {
    throw new ContentError('SITE_URL', 'value', `"${url}" is not an http(s) URL`);
  }
}

/**
 * The fonts the first view needs: the body sans (variable Inter) and the display serif's 500,
 * which sets the headings. The header's wordmark, the one other face on a first screen, is
 * drawn as paths (generator/outline.ts); the serif's italic appears only further down the home
 * page and loads when it is needed. test/browser/fonts.test.ts checks both ways, on every page
 * at 390 and 1440 px: every face a first screen uses is preloaded, and every preload is used.
 * (The browser asks for a face during the first layout, so a face that is not preloaded waits
 * for the stylesheet and then its own download; a preload the first screen does not need
 * competes with the ones it does: docs/decisions.md has the measurements.)
 */
export function preloadFonts(fonts: Map<string, string>): string[] {
  const wanted = [/^inter-latin-wght-normal\.woff2$/, /^cormorant-garamond-latin-500-normal\.woff2$/];
  return wanted.flatMap((re) => [...fonts].filter(([name]) => re.test(name)).map(([, url]) => url));
}

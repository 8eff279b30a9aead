// The build as one list of phases (docs/architecture.md, "The build, phase by phase"), each the
// `<folder>-phase.ts` of its folder, with its own cache: empty for a build, kept between dev edits.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BundleCache, bundlePhase } from './bundle/bundle-phase.ts';
import { pruneFontCache } from './bundle/fonts.ts';
import { CheckCache, checkPhase } from './check/check-phase.ts';
import { ComposeCache, composePhase, siteFilesPhase, siteWithoutPhotos } from './compose/compose-phase.ts';
import { SourcesCache, sourcesPhase } from './content/content-phase.ts';
import { EditorCache, editorPhase } from './editor/editor-phase.ts';
import type { HeaderOptions } from './headers/csp.ts';
import { encodePhase, ImagesCache, imagesPhase } from './images/images-phase.ts';
import { importModule } from './page-modules.ts';
import type { PhaseContext } from './phase-context.ts';
import { type RenderBudget, RenderCache, renderPhase } from './render/render-phase.ts';
import type { PageRoute } from './routes.ts';
import { type SiteFile, writeSiteAtomically } from './write/write.ts';

/** What a build's phases are given (no log unless told; modules are imported plainly), and where it writes. */
export interface BuildOptions
  extends Pick<PhaseContext, 'root' | 'config' | 'siteUrl' | 'date' | 'encodeBudgetMs'>,
    Partial<Pick<PhaseContext, 'log'>> {
  /** Where the site goes; replaced only when the whole build succeeded. */
  outDir: string;
  /** Skip writing: the result's files are the site. */
  write?: boolean;
}

export interface BuildResult {
  files: Map<string, SiteFile>;
  pages: PageRoute[];
  /** Gzipped bytes of our JavaScript per page. */
  jsBytes: Map<string, number>;
  /** What the headers and each page's meta policy were made from (generator/headers/). */
  headerOptions: HeaderOptions;
}

/** Each phase's cache: empty for a build; kept between the dev server's runs. */
export function emptyCaches() {
  return {
    sources: new SourcesCache(),
    images: new ImagesCache(),
    render: new RenderCache(),
    bundle: new BundleCache(),
    editor: new EditorCache(),
    compose: new ComposeCache(),
    check: new CheckCache(),
  };
}

/** The phases, in order, each run for what changed since its cache was filled. */
export async function runPhases(context: PhaseContext, caches: ReturnType<typeof emptyCaches>, request: RenderBudget) {
  const passed = caches.check.passed;
  caches.check.passed = undefined;
  const { sources, contentRead, contentChanged } = await sourcesPhase(context, caches.sources);
  const { loaded, pages, settings } = sources;
  const media = await imagesPhase(context, loaded.media, caches.images);
  const render = await renderPhase(context, { pages, content: loaded.content, settings, media, contentChanged }, request, caches.render);
  const rendered = render.pages.flatMap((s) => (s.rendered ? [s.rendered] : []));
  const bundles = await bundlePhase(context, rendered, caches.bundle);
  const head = {
    settings,
    content: loaded.content,
    css: bundles.css,
    scripts: bundles.scripts,
    icons: bundles.icons,
    preloadFonts: context.config.preloadFonts,
  };
  const composition = composePhase(
    {
      pages: render.pages,
      shell: render.shell,
      shellReloaded: render.shellReloaded,
      head,
      headsMayChange: contentRead || bundles.stylesheetChanged || bundles.iconsChanged,
      contentChanged,
    },
    caches.compose,
  );
  const admin = await editorPhase(context, { ...sources, ...loaded, stylesheet: bundles.css.href }, caches.editor);
  const files = siteWithoutPhotos(
    composition,
    [bundles.files, bundles.icons, siteFilesPhase(pages, settings, caches.compose), admin],
    media.assets.outputs,
    caches.compose,
  );
  // A stale page's photos only while the content still has them: its next render asks anew.
  const referenced = new Set(loaded.media.map((m) => m.file));
  const pictures = render.pages.flatMap((s) => (s.rendered?.reads.pictures ?? []).filter((p) => !s.stale || referenced.has(p.file)));
  const copyOf = (abs: string) => caches.compose.copyOf(abs);
  for (const [out, file] of await encodePhase(context, media.images, pictures, caches.images, copyOf)) files.set(out, file);
  checkPhase({
    files,
    pages: render.pages,
    composition,
    stylesheetChanged: bundles.stylesheetChanged,
    siteUrl: settings.siteUrl,
    passed,
    contentLinks: loaded.fragmentLinks,
  });
  caches.check.passed = new Set(files.keys());
  return { files, pages, renders: render.pages, renderedNow: render.renderedNow, settings, bundles, images: media.images, pictures };
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { root, config, siteUrl, date, encodeBudgetMs, log = () => {} } = options;
  // Cache files written since shortly before this build are a build's beside it: never pruned.
  const pruneBefore = Date.now() - 60_000;
  const context: PhaseContext = {
    root,
    config,
    target: 'deploy',
    siteUrl,
    date,
    encodeBudgetMs,
    log,
    load: importModule,
    changed: new Set(),
    reloaded: new Set(),
    siteCode: (_what, _modules, work) => work(),
  };
  const run = await runPhases(context, emptyCaches(), { pages: new Set(), budgetMs: Number.POSITIVE_INFINITY });
  const { files, images, pictures, settings } = run;
  // The one script a page loads (documentHead's), gzipped.
  const jsBytes = new Map(
    run.pages.map((page) => {
      const script = run.bundles.scripts.get(page.key);
      return [page.outFile, script ? gzipSync(files.get(script.slice(1)) as Uint8Array).length : 0];
    }),
  );
  if (options.write !== false) {
    await writeSiteAtomically(options.outDir, files, {
      log,
      housekeeping: [
        { what: 'pruning the image cache', run: () => images.prune(pictures) },
        {
          what: 'pruning the font cache',
          run: async () => {
            const files = await pruneFontCache(path.join(root, '.cache/fonts'), pruneBefore);
            if (files) log(`fonts: pruned ${files} unused cached ${files === 1 ? 'subset' : 'subsets'}`);
          },
        },
      ],
    });
  }
  return { files, pages: run.pages, jsBytes, headerOptions: settings.headerOptions };
}

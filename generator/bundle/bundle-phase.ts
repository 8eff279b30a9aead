// The bundle phase: page scripts, stylesheet and icons. In dev the stylesheet keeps one URL and
// each set of widgets one script URL, so an edit to either changes no page.
import { contentHash } from '../hash.ts';
import { type IconFiles, makeIcons } from '../images/icons.ts';
import type { PhaseContext } from '../phase-context.ts';
import type { RenderedPage } from '../render/render.tsx';
import type { SiteFile } from '../write/write.ts';
import { bundleClients, bundleCss, bundleSite, type CssBundle, entriesByKey } from './bundle.ts';

export interface Bundles {
  css: CssBundle;
  /** The stylesheet replaced the one served before: the open tabs swap it. */
  stylesheetChanged: boolean;
  /** The stylesheet's URL with its version, for the dev server's swap. */
  stylesheetUrl: string;
  scripts: ReadonlyMap<string, string>;
  /** A script replaced one served before: every tab reloads. */
  scriptsChanged: boolean;
  icons: IconFiles;
  iconsChanged: boolean;
  files: Map<string, SiteFile>;
}

export class BundleCache {
  icons?: IconFiles;
  stylesheet?: { bundle: CssBundle; version: string };
  readonly scripts = new Map<string, { path: string; url: string; contents: Uint8Array }>();
  scriptInputs = new Set<string>();
}

const DEV_STYLESHEET = 'assets/site.css';

export async function bundlePhase(context: PhaseContext, rendered: readonly RenderedPage[], cache: BundleCache): Promise<Bundles> {
  if (context.target === 'dev') return devBundles(context, rendered, cache);
  const earlierIcons = cache.icons;
  const [bundles, icons] = await Promise.all([bundleSite(context.root, context.config, rendered), iconsPhase(context, cache)]);
  const { css, clients } = bundles;
  return {
    css,
    stylesheetChanged: false,
    stylesheetUrl: css.href,
    scripts: new Map([...clients.pages].map(([key, { script }]) => [key, script])),
    scriptsChanged: false,
    icons,
    iconsChanged: icons !== earlierIcons,
    files: new Map([...css.files, ...clients.files].map((f) => [f.path, f.contents])),
  };
}

async function devBundles(context: PhaseContext, rendered: readonly RenderedPage[], cache: BundleCache): Promise<Bundles> {
  const earlierIcons = cache.icons;
  const icons = await iconsPhase(context, cache);
  const changed = [...context.changed];
  const earlier = cache.stylesheet;
  const stylesheet = earlier && !changed.some((f) => f.endsWith('.css')) ? earlier : await devStylesheet(context);
  cache.stylesheet = stylesheet;
  const scriptsChanged = changed.some((f) => cache.scriptInputs.has(f));
  if (scriptsChanged) cache.scripts.clear();
  const shared = entriesByKey(rendered);
  await bundleMissingScripts(context.root, [...shared.values()], cache);
  const scripts = new Map<string, string>();
  for (const [key, entries] of shared) {
    const script = entries.length ? cache.scripts.get(scriptKey(entries)) : undefined;
    if (script) scripts.set(key, script.url);
  }
  const files = new Map<string, SiteFile>(stylesheet.bundle.files.map((f) => [f.path, f.contents]));
  for (const script of cache.scripts.values()) files.set(script.path, script.contents);
  return {
    css: stylesheet.bundle,
    stylesheetChanged: earlier !== undefined && stylesheet !== earlier,
    stylesheetUrl: `${stylesheet.bundle.href}?v=${stylesheet.version}`,
    scripts,
    scriptsChanged,
    icons,
    iconsChanged: icons !== earlierIcons,
    files,
  };
}

async function iconsPhase({ root, config, changed }: PhaseContext, cache: BundleCache): Promise<IconFiles> {
  const icons = cache.icons && !changed.has(config.brand.mark) ? cache.icons : await makeIcons(root, config.brand);
  cache.icons = icons;
  return icons;
}

/** The stylesheet, fonts whole (subsetting them is for the deployed site), at a fixed URL. */
async function devStylesheet({ root, config }: PhaseContext): Promise<{ bundle: CssBundle; version: string }> {
  const bundle = await bundleCss(root, config);
  const css = bundle.files.find((f) => f.path.endsWith('.css'));
  if (!css) throw new Error('esbuild produced no stylesheet');
  const files = bundle.files.map((f) => (f === css ? { ...f, path: DEV_STYLESHEET } : f));
  return { bundle: { ...bundle, href: `/${DEV_STYLESHEET}`, files }, version: contentHash(css.contents) };
}

/** One script per set of widget entries in use (most pages share one), at a URL that keeps to the set. */
async function bundleMissingScripts(root: string, scripts: readonly string[][], cache: BundleCache): Promise<void> {
  const missing = new Map<string, string[]>();
  for (const entries of scripts) {
    const key = scriptKey(entries);
    if (entries.length && !cache.scripts.has(key)) missing.set(key, entries);
  }
  if (missing.size === 0) return;
  const bundle = await bundleClients(root, missing, false);
  for (const key of missing.keys()) {
    const url = bundle.pages.get(key)?.script;
    const file = bundle.files.find((f) => `/${f.path}` === url);
    if (!file) throw new Error(`esbuild produced no script for ${key}`);
    cache.scripts.set(key, { path: `assets/${key}.js`, url: `/assets/${key}.js`, contents: file.contents });
  }
  cache.scriptInputs = new Set([...cache.scriptInputs, ...bundle.inputs]);
}

function scriptKey(entries: readonly string[]): string {
  return 'dev-' + contentHash(entries.join('\n'));
}

/** What the editor's page needs of this phase, for the dev server after a failed run. */
export async function contentFreeBundles(
  context: PhaseContext,
  cache: BundleCache,
): Promise<{ stylesheet: string; files: Map<string, SiteFile> }> {
  const icons = await iconsPhase(context, cache);
  cache.stylesheet ??= await devStylesheet(context);
  const { bundle } = cache.stylesheet;
  return {
    stylesheet: bundle.href,
    files: new Map<string, SiteFile>([...bundle.files.map((f) => [f.path, f.contents] as const), ...icons]),
  };
}

// The bundle phase (generator/build-site.ts lists the phases in order): CSS and client entries, bundled by esbuild into content-hashed files under /assets/.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { globby } from 'globby';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { widgetName } from '../../framework/build/widget.ts';
import { glyphSet, subsetWoff2 } from '../fonts.ts';

interface BundledFile {
  path: string; // relative to the site root, e.g. 'assets/site-Ab12.css'
  contents: Uint8Array;
}

export interface CssBundle {
  href: string; // public URL of the stylesheet
  files: BundledFile[];
  /** Public URLs of the emitted font files, keyed by their source file name. */
  fonts: Map<string, string>;
}

const OUT = 'assets';

/** The stylesheet is the site's global stylesheets followed by every component's CSS, in a stable order. */
export async function cssEntries(root: string, { folders, stylesheets }: SiteConfig): Promise<string[]> {
  const components = await globby(`${folders.components}/**/*.css`, { cwd: root });
  return [...stylesheets, ...components.sort()];
}

/**
 * Bundles the stylesheet. With `glyphs`, every woff2 font is subset to those characters
 * (generator/fonts.ts); without (dev's quick CSS rebuilds), fonts are copied as they are.
 */
export async function bundleCss(root: string, config: SiteConfig, minify = true, glyphs?: string): Promise<CssBundle> {
  const entries = await cssEntries(root, config);
  const fontCache = path.join(root, '.cache/fonts');
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: entries.map((file) => `@import ${JSON.stringify('./' + file)};`).join('\n'),
      resolveDir: root,
      sourcefile: 'site.css',
      loader: 'css',
    },
    bundle: true,
    minify,
    write: false,
    outdir: path.join(root, OUT),
    entryNames: 'site-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: '/' + OUT,
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    metafile: true,
    logLevel: 'silent',
    target: ['chrome109', 'firefox115', 'safari15.4'],
    plugins: glyphs
      ? [
          {
            name: 'subset-fonts',
            setup(build) {
              build.onLoad({ filter: /\.woff2$/ }, async (args) => ({
                contents: await subsetWoff2(args.path, glyphs, fontCache, config.fontAxes),
                loader: 'file',
              }));
            },
          },
        ]
      : [],
  });
  const files = result.outputFiles.map((f) => ({ path: path.relative(root, f.path), contents: f.contents }));
  const css = files.find((f) => f.path.endsWith('.css'));
  if (!css) throw new Error('esbuild produced no stylesheet');
  const fonts = new Map<string, string>();
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    for (const input of Object.keys(meta.inputs)) {
      if (/\.woff2?$/.test(input)) fonts.set(path.basename(input), '/' + path.relative(root, path.join(root, out)));
    }
  }
  return { href: '/' + css.path, files, fonts };
}

export interface ClientBundle {
  files: BundledFile[];
  /** For each page key: the URL of its one module script. */
  pages: Map<string, { script: string }>;
  /** The project files the scripts were made from (relative to the root). */
  inputs: string[];
}

/** Source of a page's entry: mounts each widget the page rendered. */
export function pageEntrySource(root: string, entries: string[]): string {
  const mountPath = path.join(root, 'framework/client/mount.client.ts');
  const lines = [`import { mount } from ${JSON.stringify(mountPath)};`];
  entries.forEach((file, i) => lines.push(`import w${i} from ${JSON.stringify(file)};`));
  entries.forEach((file, i) => lines.push(`mount(${JSON.stringify(widgetName(file))}, w${i});`));
  return lines.join('\n');
}

/**
 * Bundles one self-contained module per page from the client entries that page rendered.
 * No shared chunks: the code two pages share (the mount, a widget) is small,
 * while every extra file is one more request on a slow phone's first visit, where a page's
 * script competes with its stylesheet, fonts and first image for the first round trips.
 */
export async function bundleClients(root: string, pageEntries: Map<string, string[]>, minify = true): Promise<ClientBundle> {
  const pages = new Map<string, { script: string }>();
  const withWidgets = [...pageEntries].filter(([, entries]) => entries.length > 0);
  if (withWidgets.length === 0) return { files: [], pages, inputs: [] };
  const sources = new Map(withWidgets.map(([key, entries]) => [key, pageEntrySource(root, [...entries].sort())]));
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [...sources.keys()].map((key) => ({ in: `page-entry:${key}`, out: key })),
    bundle: true,
    splitting: false,
    format: 'esm',
    minify,
    write: false,
    outdir: path.join(root, OUT),
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'silent',
    target: ['chrome109', 'firefox115', 'safari15.4'],
    legalComments: 'none',
    plugins: [
      {
        name: 'page-entries',
        setup(build) {
          build.onResolve({ filter: /^page-entry:/ }, (args) => ({ path: args.path.slice('page-entry:'.length), namespace: 'page-entry' }));
          build.onLoad({ filter: /.*/, namespace: 'page-entry' }, (args) => ({
            contents: sources.get(args.path),
            resolveDir: root,
            loader: 'ts',
          }));
        },
      },
    ],
  });
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const key = meta.entryPoint.replace(/^page-entry:/, '');
    pages.set(key, { script: '/' + out });
  }
  const files = result.outputFiles.map((f) => ({ path: path.relative(root, f.path), contents: f.contents }));
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes(':') && !file.startsWith('node_modules/'));
  return { files, pages, inputs };
}

export interface SiteBundles {
  clients: ClientBundle;
  css: CssBundle;
}

/**
 * The widget entries each page key's script mounts: every entry any page of that key rendered,
 * sorted. The views a page file adds share its key, and so one script (cached once for all of
 * them), but need not render the same widgets: the gallery's later pages have no videos.
 */
export function entriesByKey(rendered: readonly { page: { key: string }; entries: readonly string[] }[]): Map<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const { page, entries } of rendered) {
    const shared = byKey.get(page.key) ?? new Set<string>();
    for (const entry of entries) shared.add(entry);
    byKey.set(page.key, shared);
  }
  return new Map([...byKey].map(([key, entries]) => [key, [...entries].sort()]));
}

/**
 * The bundle phase: per page key, one script of only the entries its pages rendered; then the stylesheet,
 * with the fonts subset to the characters the pages, the stylesheets and the scripts can show.
 */
export async function bundleSite(
  root: string,
  config: SiteConfig,
  rendered: readonly { page: { key: string }; entries: string[]; html: string }[],
  minify = true,
): Promise<SiteBundles> {
  const clients = await bundleClients(root, entriesByKey(rendered), minify);
  const shownText = [
    ...rendered.map(({ html }) => html),
    ...clients.files.map((f) => Buffer.from(f.contents).toString('utf8')),
    ...(await Promise.all((await cssEntries(root, config)).map((f) => readFile(path.join(root, f), 'utf8')))),
  ];
  return { clients, css: await bundleCss(root, config, minify, glyphSet(shownText)) };
}

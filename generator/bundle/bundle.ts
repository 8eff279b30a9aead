// The bundle phase: CSS and client entries, bundled by esbuild into content-hashed files under /assets/.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { globby } from 'globby';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { widgetName } from '../../framework/build/widget.ts';
import { glyphSet, subsetWoff2 } from './fonts.ts';

interface BundledFile {
  path: string; // relative to the site root, e.g. 'assets/site-Ab12.css'
  contents: Uint8Array;
}

export interface CssBundle {
  href: string; // public URL of the stylesheet
  files: BundledFile[];
  fonts: Map<string, string>;
}

const OUT = 'assets';
/** The browsers the site supports; the editor's bundle (generator/editor/outputs.ts) is made for them too. */
export const BROWSERS = ['chrome109', 'firefox115', 'safari15.4'];

/** What both bundles share: in memory, into /assets/, for the browsers the site supports. */
const sharedOptions = (root: string, minify: boolean) => ({
  absWorkingDir: root,
  bundle: true,
  minify,
  write: false as const,
  outdir: path.join(root, OUT),
  metafile: true as const,
  logLevel: 'silent' as const,
  target: BROWSERS,
});

const bundledFiles = (root: string, outputs: readonly esbuild.OutputFile[]): BundledFile[] =>
  outputs.map((f) => ({ path: path.relative(root, f.path), contents: f.contents }));

/** With the text the site shows (`shown`, plus the stylesheets'): minified, woff2 fonts subset to it; without: neither. */
export async function bundleCss(root: string, { folders, stylesheets, fontAxes }: SiteConfig, shown?: string[]): Promise<CssBundle> {
  const components = await globby(`${folders.components}/**/*.css`, { cwd: root });
  const entries = [...stylesheets, ...components.sort()];
  const glyphs = shown && glyphSet([...shown, ...(await Promise.all(entries.map((f) => readFile(path.join(root, f), 'utf8'))))]);
  const fontCache = path.join(root, '.cache/fonts');
  const result = await esbuild.build({
    ...sharedOptions(root, shown !== undefined),
    stdin: {
      contents: entries.map((file) => `@import ${JSON.stringify('./' + file)};`).join('\n'),
      resolveDir: root,
      sourcefile: 'site.css',
      loader: 'css',
    },
    entryNames: 'site-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: '/' + OUT,
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    plugins: glyphs
      ? [
          {
            name: 'subset-fonts',
            setup(build) {
              build.onLoad({ filter: /\.woff2$/ }, async (args) => ({
                contents: await subsetWoff2(args.path, glyphs, fontCache, fontAxes),
                loader: 'file',
              }));
            },
          },
        ]
      : [],
  });
  const files = bundledFiles(root, result.outputFiles);
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
  pages: Map<string, { script: string }>;
  inputs: string[];
}

function pageEntrySource(root: string, entries: string[]): string {
  const mountPath = path.join(root, 'framework/client/mount.client.ts');
  const lines = [`import { mount } from ${JSON.stringify(mountPath)};`];
  entries.forEach((file, i) => lines.push(`import w${i} from ${JSON.stringify(file)};`));
  entries.forEach((file, i) => lines.push(`mount(${JSON.stringify(widgetName(file))}, w${i});`));
  return lines.join('\n');
}

/** One self-contained module per page, no shared chunks: the shared code is small; each extra file costs a slow phone a request. */
export async function bundleClients(root: string, pageEntries: Map<string, string[]>, minify = true): Promise<ClientBundle> {
  const pages = new Map<string, { script: string }>();
  const withWidgets = [...pageEntries].filter(([, entries]) => entries.length > 0);
  if (withWidgets.length === 0) return { files: [], pages, inputs: [] };
  const sources = new Map(withWidgets.map(([key, entries]) => [key, pageEntrySource(root, [...entries].sort())]));
  const result = await esbuild.build({
    ...sharedOptions(root, minify),
    entryPoints: [...sources.keys()].map((key) => ({ in: `page-entry:${key}`, out: key })),
    splitting: false,
    format: 'esm',
    entryNames: '[name]-[hash]',
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
  const files = bundledFiles(root, result.outputFiles);
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes(':') && !file.startsWith('node_modules/'));
  return { files, pages, inputs };
}

/** The views of a page file share its key and script, but need not render the same widgets. */
export function entriesByKey(rendered: readonly { page: { key: string }; entries: readonly string[] }[]): Map<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const { page, entries } of rendered) {
    const shared = byKey.get(page.key) ?? new Set<string>();
    for (const entry of entries) shared.add(entry);
    byKey.set(page.key, shared);
  }
  return new Map([...byKey].map(([key, entries]) => [key, [...entries].sort()]));
}

export async function bundleSite(
  root: string,
  config: SiteConfig,
  rendered: readonly { page: { key: string }; entries: string[]; html: string }[],
) {
  const clients = await bundleClients(root, entriesByKey(rendered));
  const shown = [...rendered.map(({ html }) => html), ...clients.files.map((f) => Buffer.from(f.contents).toString('utf8'))];
  return { clients, css: await bundleCss(root, config, shown) };
}

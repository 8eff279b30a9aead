// The editor at /admin/ (Decap CMS with our pages as previews), for this page only. Its script and
// configuration are made from code alone, so they can be made when the content is refused; the
// large bundle is kept in .cache/admin/ until one of its inputs changes.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { BROWSERS } from '../bundle/bundle.ts';
import { contentHash } from '../hash.ts';
import { policyForMeta } from '../headers/csp.ts';
import { editorScriptFile } from '../headers/policy.ts';
import { routeFromFile } from '../routes.ts';
import { ADMIN_CONFIG } from './admin-config.ts';

const EDITOR_ENTRY = 'admin/main.tsx';

/** Where the editor finds the content its previews show for what an entry does not hold. */
export const ADMIN_CONTENT = 'admin/site-content.json';

/** The editor's page, loading its script and naming the site's stylesheet (the previews use it), under its policy (generator/headers/admin.ts). */
export function editorPage(script: string, stylesheet: string, policy: string): string {
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en" data-stylesheet="${attr(stylesheet)}" data-content="/${ADMIN_CONTENT}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${attr(policyForMeta(policy))}">
<meta name="robots" content="noindex">
<title>Content editor</title>
<link href="/${ADMIN_CONFIG}" type="text/yaml" rel="cms-config-url">
<script type="module" src="${attr(`/${script}`)}"></script>
</head>
<body>
<noscript>The content editor needs JavaScript. The content is also in content/*.yaml (docs/content-guide.md).</noscript>
</body>
</html>
`;
}

/** The editor's script, named by its hash; minified for the dev server too: one bundle to keep. */
export async function editorScript(root: string, config: SiteConfig): Promise<{ file: string; bytes: Uint8Array }> {
  const named = (bytes: Uint8Array) => ({ file: editorScriptFile(contentHash(bytes)), bytes });
  const dir = path.join(root, '.cache/admin');
  const recordFile = path.join(dir, 'record.json');
  const record = await readFile(recordFile, 'utf8')
    .then((text) => JSON.parse(text) as { key: string; inputs: string[] })
    .catch(() => undefined);
  if (record) {
    const key = await inputsKey(root, record.inputs);
    const cached = key === record.key ? await readFile(path.join(dir, `${key}.js`)).catch(() => undefined) : undefined;
    if (cached) return named(cached);
  }
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [EDITOR_ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSERS,
    write: false,
    outfile: 'admin.js',
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    plugins: [previewPagesPlugin(root, config)],
  });
  const script = result.outputFiles[0]!.contents;
  // The packages count through package-lock.json: reading each of their thousands of files would cost more.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((file) => !file.startsWith('node_modules/'))
    .sort();
  const key = await inputsKey(root, inputs);
  // The cache is a convenience: a read-only or full .cache/ only means the next build bundles again.
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(path.join(dir, `${key}.js`), script))
    .then(() => writeFile(recordFile, JSON.stringify({ key, inputs })))
    .then(() => readdir(dir))
    .then((names) =>
      Promise.all(names.filter((n) => n.endsWith('.js') && n !== `${key}.js`).map((n) => rm(path.join(dir, n), { force: true }))),
    )
    .catch(() => {});
  return named(script);
}

/** A hash of every input's path and bytes, of package-lock.json (the packages) and of esbuild's version. */
async function inputsKey(root: string, inputs: string[]): Promise<string> {
  const hashOf = (file: string) =>
    readFile(path.join(root, file))
      .then((bytes) => contentHash(bytes, 32))
      .catch(() => 'missing');
  const parts = await Promise.all([...inputs, 'package-lock.json'].map(async (file) => `${file}\n${await hashOf(file)}`));
  return contentHash(`${esbuild.version}\n${parts.join('\n')}`, 32);
}

/**
 * The editor's 'site:preview-pages' module: component and route of each page previewing a content
 * module (site.config.ts, content; else the home page), so no file of the editor lists the pages.
 */
function previewPagesPlugin(root: string, config: SiteConfig): esbuild.Plugin {
  const MODULE = 'site:preview-pages';
  const home = `${config.folders.pages}/index.tsx`;
  const files = [...new Set(Object.values(config.content).map((module) => module.page ?? home))];
  const entries = files.map((file, i) => {
    const { route } = routeFromFile(file.slice(config.folders.pages.length + 1));
    return `  ${JSON.stringify(file)}: { page: Page${i}, route: ${JSON.stringify(route)} },`;
  });
  const source = [
    ...files.map((file, i) => `import Page${i} from ${JSON.stringify(`./${file}`)};`),
    `export default {\n${entries.join('\n')}\n};`,
  ].join('\n');
  return {
    name: 'preview-pages',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${MODULE}$`) }, () => ({ path: MODULE, namespace: 'site' }));
      build.onLoad({ filter: /.*/, namespace: 'site' }, () => ({ contents: source, loader: 'js', resolveDir: root }));
    },
  };
}

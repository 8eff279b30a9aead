// The editor's preview pages, as a module its bundle imports ('site:preview-pages'): each page file
// the configuration previews a content module on (site.config.ts, content), with its component
// and route, and the home page, which shows a module that has no page of its own in its frame.
// Made here from the configuration, so no file of the editor lists the pages.
import type { Plugin } from 'esbuild';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { routeFromFile } from '../routes.ts';

const MODULE = 'site:preview-pages';

export function previewPagesPlugin(root: string, config: SiteConfig): Plugin {
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

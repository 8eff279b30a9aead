// A site.config.ts for a scratch project laid out as this one is (pages/, content/, assets/ …):
// what the engine needs to find a fixture's pages and content, with nothing embedded and no
// third party, so a test of the engine's own rules does not depend on this site's choices.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const CONFIG = `export default {
  folders: { pages: 'pages', components: 'components', content: 'content', assets: 'assets', styles: 'styles' },
  shell: 'pages/_document.tsx',
  content: {},
  contentRules: 'content/schema/index.ts',
  stylesheets: [],
  brand: { mark: 'assets/brand/mark.svg', ground: '#000000', accent: '#ffffff' },
  outlineFaces: {},
  fontAxes: {},
  preloadFonts: [],
  imageLayouts: {},
  siteUrl: () => ({ value: 'https://www.example.com', file: 'site.config.ts', field: 'siteUrl' }),
  pageSources: () => new Map(),
};
`;

/** Writes the fixture's site.config.ts into `root`. */
export function writeFixtureConfig(root: string): void {
  writeFileSync(path.join(root, 'site.config.ts'), CONFIG);
}

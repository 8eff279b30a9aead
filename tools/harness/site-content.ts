// The site's content as the build loads it (generator/content/load.ts), for the checks, benchmarks and tests: parsed
// and validated against the routes of the page files, and typed by the site's schema.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '../../content/schema/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { loadConfig } from '../../generator/load-config.ts';
import { discoverPageFiles, routesOf } from '../../generator/routes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function siteContent(root = ROOT) {
  const config = await loadConfig(root);
  const routes = routesOf(await discoverPageFiles(root, config));
  const loaded = await loadContent(root, config, (file) => import(pathToFileURL(file).href), routes);
  return { ...loaded, content: loaded.content as SiteContent };
}

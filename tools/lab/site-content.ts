// The site's content as the build loads it (generator/content.ts), for the lab's tools: parsed
// and validated against the routes found in pages/.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../../generator/content.ts';
import { discoverPages, routesOf } from '../../generator/routes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function siteContent(root = ROOT) {
  return loadContent(root, (file) => import(pathToFileURL(file).href), routesOf(await discoverPages(root)));
}

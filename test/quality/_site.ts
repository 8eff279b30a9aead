// Shared by the quality suites: the built site (a fresh build by buildOnce(), or an existing
// folder in $TEST_SITE_DIR) served by the preview server (createPreviewServer) WITH the production headers from serve.json.

import { type HeaderServer, serveWithHeaders } from '../../tools/harness/static-server.ts';
import { buildOnce } from '../helpers/site.ts';

export async function siteDir(): Promise<string> {
  return process.env.TEST_SITE_DIR || (await buildOnce()).outDir;
}

let serving: Promise<HeaderServer> | undefined;
/** Origin of the site served with its headers, once per process (the server dies with it). */
export function servedOrigin(): Promise<string> {
  serving ??= (async () => serveWithHeaders(await siteDir()))();
  return serving.then((s) => s.origin);
}

export async function stopServing(): Promise<void> {
  if (serving) await (await serving).close();
  serving = undefined;
}

/** The site's routes as URL paths, from the files in pages/ (as the build finds them). */
export { BROWSED_PATHS, PATHS } from '../helpers/site.ts';

/** The provider's hosts: there is no internet here, so their requests are aborted. */
export const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*honeybook\.com(\/|$)/;

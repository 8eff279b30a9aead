// What the quality suites share besides the built site and its server (test/helpers/site.ts).
export { BROWSED_PATHS, PATHS, servedOrigin, siteDir, stopServing } from '../helpers/site.ts';

/** The provider's hosts: there is no internet here, so their requests are aborted. */
export const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*honeybook\.com(\/|$)/;

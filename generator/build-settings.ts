// The site's settings that are not content: its URL (the command's, SITE_URL or the dev server's,
// else the content's), the build's year and the headers' inputs, read by the compose phase and the dev server.
import type { SiteConfig } from '../framework/build/define-site.ts';
import { SiteUrlHasPath, SiteUrlNotHttp, SiteUrlPortZero } from './error-messages.ts';
import { InputError } from './errors.ts';
import type { Directives, HeaderOptions } from './headers/csp.ts';
import { isLoopback } from './hosts.ts';

export interface SiteSettings {
  siteUrl: string;
  year: number;
  headerOptions: HeaderOptions;
}

export function siteSettings(
  config: SiteConfig,
  content: Record<string, unknown>,
  videoOrigins: string[],
  options: {
    /** The site URL the command was given; empty or none: the content's. */
    siteUrl?: string;
    date: Date;
    log?: (line: string) => void;
    /** What the editor at /admin/ adds to its policy (HeaderOptions, editorSources); none by default. */
    editorSources?: Directives;
  },
): SiteSettings {
  // An empty SITE_URL counts as unset (a CI variable that was never defined).
  const given = options.siteUrl ? { value: options.siteUrl, file: 'SITE_URL', field: 'value' } : config.siteUrl(content);
  const siteUrl = resolveSiteUrl(given.value, given);
  const { protocol, hostname } = new URL(siteUrl);
  if (protocol === 'http:' && !isLoopback(hostname)) {
    options.log?.(
      `warning: the site URL ${siteUrl} is http://, but every response sends Strict-Transport-Security (HSTS), which ` +
        'browsers heed only over https:// and which then makes them refuse http://: use https:// for a deployed site',
    );
  }
  // A third party's URL the policy cannot vouch for fails here, naming the field.
  const headerOptions: HeaderOptions = {
    mediaOrigins: videoOrigins,
    pageSources: config.pageSources(content),
    editorSources: options.editorSources ?? {},
  };
  return { siteUrl, year: options.date.getUTCFullYear(), headerOptions };
}

/**
 * The site's origin, for canonical links and the sitemap. A path is refused: every other link is
 * root-relative (/services, /assets/…), so under /sub/ they would leave it (docs/deploying.md).
 */
function resolveSiteUrl(url: string, where: { file: string; field: string }): string {
  const refuse = (problem: string) => new InputError({ ...where, problem });
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) throw refuse(SiteUrlNotHttp({ url }));
  // The URL parser accepts port 0, which no server listens on: every canonical link would be dead.
  if (parsed.port === '0') throw refuse(SiteUrlPortZero({ url }));
  if (parsed.pathname.replace(/\/+$/, '') !== '') throw refuse(SiteUrlHasPath({ url, path: parsed.pathname, origin: parsed.origin }));
  return parsed.origin;
}

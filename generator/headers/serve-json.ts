// serve.json, read by serve-handler (the preview server, the tests, the audit).

import type { RouteInfo } from '../routes.ts';
import { adminHeaders } from './admin.ts';
import type { HeaderOptions } from './csp.ts';
import { CACHE_IMMUTABLE, catchAllHeaders, HASHED_FILE_GLOB, ownPolicies } from './policy.ts';

/** serve-handler matches `source` globs against the FILE it sends (404.html for unknown paths); later matches win. */
export function serveJson(pages: RouteInfo[], options: HeaderOptions): string {
  const kv = (h: Record<string, string>) => Object.entries(h).map(([key, value]) => ({ key, value }));
  const rules: { source: string; headers: { key: string; value: string }[] }[] = [
    { source: '**', headers: kv(catchAllHeaders(options)) },
    { source: HASHED_FILE_GLOB, headers: kv({ 'Cache-Control': CACHE_IMMUTABLE }) },
  ];
  for (const { page, policy } of ownPolicies(pages, options)) {
    rules.push({ source: page.outFile, headers: kv({ 'Content-Security-Policy': policy }) });
  }
  rules.push({ source: 'admin/**', headers: kv(adminHeaders(options)) });
  const config = { cleanUrls: true, trailingSlash: false, directoryListing: false, headers: rules };
  return JSON.stringify(config, null, 2) + '\n';
}

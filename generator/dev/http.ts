// What the dev server answers: the site's files (a page waits until it is current), the
// live-reload client and its event stream, and the editor's backend at /api/v1 (npm run cms,
// ./local-editor.ts). Only for the hosts it was opened for (../hosts.ts): any other Host gets 403.
// Every answer, a refusal too, carries production's security headers as the dev server sends
// them (../headers/dev.ts): no other site may frame it.

import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import path from 'node:path';
import { contentType } from 'mime-types';
import { fileForUrlPath } from '../check/check.ts';
import { ADMIN_CONFIG } from '../editor/admin-config.ts';
import { API_PATH } from '../editor-backend/origin-gate.ts';
import { devFileCaching, devHeaders } from '../headers/dev.ts';
import { HOSTING_FILES } from '../headers/policy.ts';
import { type HostPolicy, hostAllowed, hostRefusal, requestHost } from '../hosts.ts';
import { judgeRequest } from '../request-paths.ts';
import { DEV_CLIENT_PATH, DEV_CLIENT_SOURCE, DEV_EVENTS_PATH, devClientTag, type LiveReload } from './client.ts';
import type { LocalEditor } from './local-editor.ts';
import type { SiteBuilds } from './site-builds.ts';

export function devRequestHandler(
  builds: SiteBuilds,
  live: LiveReload,
  hosts: HostPolicy,
  log: (line: string) => void,
  editor?: LocalEditor,
) {
  const refused = new Set<string>();
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const named = requestHost(req);
    const asked = (req.url ?? '/').split('?')[0]!;
    // Set first, so that every answer below has them; the path as asked, before any decoding.
    for (const [name, value] of Object.entries(devHeaders(asked))) res.setHeader(name, value);
    if ('refused' in named) return sendText(res, 400, `400 Bad Request: ${named.refused}.\n`);
    if (!hostAllowed(named.host, hosts)) {
      const refusal = hostRefusal(named.host, 'dev server', 'DEV_ALLOWED_HOSTS');
      if (!refused.has(refusal.host)) {
        refused.add(refusal.host);
        log(`dev: refused a request (403): ${refusal.reason}`);
      }
      return sendText(res, 403, refusal.body);
    }
    if (editor && asked === API_PATH) return editor.handle(req, res);
    // Refused as the preview refuses it: another method, a target that is no path ('*'), a path no file can have.
    const verdict = judgeRequest(req.method ?? 'GET', req.url ?? '/');
    if (verdict.action === 'refuse') {
      if (verdict.status === 405) res.setHeader('allow', 'GET, HEAD');
      return sendText(res, verdict.status, `${verdict.status} ${STATUS_CODES[verdict.status]}: ${verdict.reason}.\n`);
    }
    // Appended, not resolved: a path such as //other.example/ or /\\other stays a path, not a host.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    if (url.pathname === DEV_EVENTS_PATH) {
      // A stream a HEAD request holds open would send nothing, ever.
      if (req.method === 'HEAD') return void res.writeHead(200, { 'content-type': 'text/event-stream' }).end();
      return live.connect(req, res, url.searchParams.get('page') ?? '', builds.lastError);
    }
    if (url.pathname === DEV_CLIENT_PATH) {
      res.writeHead(200, { 'content-type': contentType('.js') || 'text/javascript' });
      return void res.end(DEV_CLIENT_SOURCE);
    }
    // One form of each URL, as on the preview: /team/ and /team/index.html redirect to /team.
    if (verdict.action === 'redirect') return void res.writeHead(301, { location: verdict.location }).end();
    // The 404 page is no page of its own: /404 answers 404, as on the preview.
    const unserved = (file: string) => file === '404.html' || HOSTING_FILES.includes(file);
    const known = { has: (file: string) => !unserved(file) && (builds.files.has(file) || builds.stale.has(file)) };
    const found = verdict.action === 'not-found' ? undefined : fileForUrlPath(url.pathname, known);
    const name = found ?? '404.html';
    await builds.whenCurrent(name);
    const value = builds.files.get(name);
    if (value === undefined) {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(errorPage(builds.lastError ?? 'This page has not been built yet.', name));
    }
    // A copy's source removed since the build (an asset deleted, the image cache pruned by another build).
    let body = typeof value === 'object' && 'copyFrom' in value ? await readFile(value.copyFrom).catch(() => null) : value;
    if (body === null) return sendText(res, 404, `404 Not Found: ${name} is gone since the last build made it.\n`);
    // The Host was checked above: it is one of this server's names.
    if (editor && name === ADMIN_CONFIG) body = await editor.servedConfig(String(body), req.headers.host!);
    if (name.endsWith('.html')) body = String(body).replace('</body>', `${devClientTag(name)}</body>`);
    res.writeHead(found ? 200 : 404, {
      'content-type': contentType(path.basename(name)) || 'application/octet-stream',
      ...(found ? { 'cache-control': devFileCaching(url.pathname) } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function errorPage(message: string, page: string): string {
  const escaped = message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Build failed</title><body style="font:16px/1.5 system-ui;padding:2rem;background:#1b0f10;color:#ffd9d9"><h1>Build failed</h1><pre style="white-space:pre-wrap">${escaped}</pre>${devClientTag(page)}</body></html>`;
}

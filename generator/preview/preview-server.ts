// The preview server: the built site served as production serves it (serve-handler with serve.json's
// headers, compressed) to its own host names only, security headers always, nothing hidden or outside.
import { createReadStream, existsSync, readFileSync, realpathSync } from 'node:fs';
import { lstat, readFile, realpath } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import { contentType } from 'mime-types';
import handler from 'serve-handler';
import { NoServeJson, ServeJsonWithoutHeaders } from '../error-messages.ts';
import { firstLine } from '../errors.ts';
import { HASHED_FILE_GLOB, HOSTING_FILES, isImmutable } from '../headers/policy.ts';
import { type HostPolicy, hostAllowed, hostRefusal, requestHost } from '../hosts.ts';
import { createLocalServer, shorten } from '../local-server.ts';
import { pathInside, toPosix } from '../paths.ts';
import { isDotPath, judgeRequest } from '../request-paths.ts';
import { amendFileAnswers } from './file-answers.ts';

/** Brotli quality of the answers, which the HTML budget uses too: one step above the default (docs/performance.md). */
export const BROTLI_QUALITY = 5;

interface ServeConfig {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
  [key: string]: unknown;
}

/** File-system errors the requested path causes (too long, a symlink loop, unreadable): no file answers to it. */
const PATH_ERRORS = new Set('ENAMETOOLONG ELOOP EINVAL EACCES EPERM EISDIR ERR_INVALID_ARG_VALUE ERR_INVALID_ARG_TYPE'.split(' '));

export interface PreviewServerOptions {
  /** Where the one line about a refused or unusual request goes (default: stderr). */
  log?: (line: string) => void;
  /** Host names answered besides its own (generator/hosts.ts). */
  allowedHosts?: readonly string[];
  /** The address as the listener was given it (`--host devbox.lan`); default: the bound address. */
  listen?: string;
  /** For the audit only: /404.html answers 200, as Lighthouse audits nothing with status 404. */
  notFoundPageAsPage?: boolean;
}

export function createPreviewServer(
  dir: string,
  { log = (line) => console.error(line), notFoundPageAsPage = false, allowedHosts = [], listen }: PreviewServerOptions = {},
): http.Server {
  const configFile = path.join(dir, 'serve.json');
  if (!existsSync(configFile)) throw new Error(NoServeJson({ dir }));
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as ServeConfig;
  // The rule for every file ('**') holds the security headers and the catch-all policy.
  const everywhere = config.headers?.find((rule) => rule.source === '**')?.headers ?? [];
  if (!everywhere.some((h) => h.key === 'Content-Security-Policy')) throw new Error(ServeJsonWithoutHeaders({ file: configFile }));
  const root = path.resolve(dir);
  // Where the site really is (dist/ may be a link to a web root): every file served must be under it.
  const realRoot = realpathSync(root);
  /** The headers serve.json gives a file (relative to the site folder), as serve-handler applies them to a 200. */
  const headersOfFile = (rel: string) =>
    (config.headers ?? []).filter((rule) => ruleMatches(rule.source, rel)).flatMap((rule) => rule.headers);
  // Compared in lower case, so a case-insensitive file system (macOS) hides them too.
  const hidden = new Set(HOSTING_FILES.map((f) => path.join(root, f).toLowerCase()));
  const isHidden = (file: string) => {
    const abs = path.resolve(file);
    return hidden.has(abs.toLowerCase()) || isDotPath(toPosix(path.relative(root, abs)));
  };
  const notFound = () => Object.assign(new Error('not found'), { code: 'ENOENT' });
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });

  const hosts = (): HostPolicy => ({ listen: listen ?? (server.address() as AddressInfo).address, allowed: allowedHosts });
  const refusedHosts = new Set<string>();

  const securityHeaders = Object.fromEntries(everywhere.map(({ key, value }) => [key, value]));
  const server = createLocalServer({ name: 'preview', headers: securityHeaders, log }, (req, res) => {
    // serve-handler's own headers (writeHead) take precedence over these defaults.
    for (const { key, value } of everywhere) res.setHeader(key, value);
    const said = new Set<string>();
    const note = (status: number, why: string) => {
      if (said.size === 0) log(`preview: ${status} ${req.method} ${shorten(req.url ?? '')}: ${why}`);
      said.add(why);
    };
    const plain = (status: number, body = `${http.STATUS_CODES[status]}\n`) =>
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
    const named = requestHost(req);
    if ('refused' in named) {
      note(400, named.refused);
      return void plain(400);
    }
    if (!hostAllowed(named.host, hosts())) {
      // One line per refused host: a page that keeps trying must not flood the terminal.
      const refusal = hostRefusal(named.host, 'preview', 'PREVIEW_ALLOWED_HOSTS');
      if (!refusedHosts.has(refusal.host)) note(403, refusal.reason);
      refusedHosts.add(refusal.host);
      return void plain(403, refusal.body);
    }
    const verdict =
      notFoundPageAsPage && req.url === '/404.html'
        ? ({ action: 'page', file: '404.html' } as const)
        : judgeRequest(req.method ?? 'GET', req.url ?? '/');
    if (verdict.action === 'refuse') {
      note(verdict.status, verdict.reason);
      if (verdict.status === 405) res.setHeader('Allow', 'GET, HEAD');
      return void plain(verdict.status);
    }
    if (verdict.action === 'redirect') return void res.writeHead(301, { Location: verdict.location }).end();
    // The file system calls of this request: an error the path itself causes is "no such file".
    const methods = {
      lstat: async (file: string) => {
        if (isHidden(file)) throw notFound();
        const stats = await lstat(file).catch((error: NodeJS.ErrnoException) => {
          if (!PATH_ERRORS.has(error.code ?? '')) throw error;
          note(404, `${error.code}: no file can have this path`);
          throw notFound();
        });
        // A folder on the way may be a symlink to somewhere else: only what is really inside is served,
        // and never a hidden file under another name (a link to the site's own folder or to .git).
        const real = await realpath(file).catch(() => null);
        const inside = real === null ? null : pathInside(realRoot, real);
        if (real !== null && inside === null) {
          note(404, `${path.relative(root, file)} leads outside the site's folder (to ${real})`);
          throw notFound();
        }
        if (inside !== null && isHidden(path.join(root, inside))) {
          note(404, `${path.relative(root, file)} leads to ${inside}, which is never served`);
          throw notFound();
        }
        return stats;
      },
      createReadStream: (file: string, options?: { start?: number; end?: number }) => {
        if (isHidden(file)) throw notFound();
        // This file's 200 headers now, so a 304 (sent by serve-handler without them) has them too.
        for (const { key, value } of headersOfFile(toPosix(path.relative(root, file)))) res.setHeader(key, value);
        // serve-handler's own table of types is older than some the site serves (AVIF).
        const type = contentType(path.basename(file));
        if (type) res.setHeader('Content-Type', type);
        // A file removed since its lstat (a build swapping dist/) ends this response, not the server.
        const stream = createReadStream(file, options).on('error', (error) => {
          note(500, `${(error as NodeJS.ErrnoException).code ?? error.message} while sending ${path.relative(root, file)}`);
          res.destroy();
        });
        // An answer sent instead of the file (a 304, 412 or 416) never reads it: close it with the response.
        res.once('close', () => stream.destroy());
        return stream;
      },
    };
    compress(req, res, async () => {
      amendFileAnswers(req, res);
      try {
        if (verdict.action === 'not-found') await sendPage(root, '404.html', 404, res);
        else if (verdict.action === 'page') await sendPage(root, verdict.file, 200, res);
        else await handler(req, res, { ...config, public: root, etag: true }, methods);
      } catch (error) {
        note(500, firstLine(error));
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error\n');
      }
    });
  });
  return server;
}

/** A page of the site with this status: the 404 page for /404 itself and for what must not be served. */
async function sendPage(root: string, file: string, status: number, res: http.ServerResponse): Promise<void> {
  const page = await readFile(path.join(root, file));
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
  res.end(page);
}

/** Whether a serve.json rule's source matches a file: the three kinds generator/headers/serve-json.ts writes. */
function ruleMatches(source: string, rel: string): boolean {
  if (source === '**') return true;
  if (source === HASHED_FILE_GLOB) return isImmutable(`/${rel}`);
  return source === rel;
}

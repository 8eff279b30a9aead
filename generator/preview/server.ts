// The preview server: the built site served the way production serves it. serve-handler does
// the serving (clean URLs, the 404 page, ranges, ETags) with the headers of the generated
// serve.json, and compression compresses as real hosts do: brotli when the browser takes it
// (Netlify and Cloudflare send brotli), else gzip. Around it, this server keeps the hosting
// files (serve.json, _headers) and dotfiles from being downloaded, puts the security headers on
// EVERY response, redirects, errors and refusals included (serve.json's header rules only reach
// the files serve-handler sends), answers only its own host names as the dev server does
// (../hosts.ts: any other Host gets 403, so a page on another site cannot read the preview by
// DNS rebinding), answers what it must refuse before serve-handler sees it (./requests.ts: 400
// for a path no file can have, one redirect per URL, 404 for the 404 page itself, 405 for other
// methods), and turns a file-system error caused by a path into a 404 with one log line, never a
// 500. A file is served only if it really is inside the site's folder: a symlinked folder in it
// that leads elsewhere (to /etc) answers 404. Answers carry an ETag, and a request that already
// has the file gets 304 with the headers its 200 would have had. CONNECT gets 405 too.
// `npm run preview` (scripts/preview.ts), the tests, the audit and the benches all use it.
import { createReadStream, existsSync, lstat, readFileSync, realpathSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import handler from 'serve-handler';
import { NoServeJson } from '../error-messages.ts';
import { firstLine } from '../errors.ts';
import { HASHED_FILE_GLOB, isImmutable } from '../headers/policy.ts';
import { type HostPolicy, hostAllowed, hostRefusal } from '../hosts.ts';
import { isDotPath, judgeRequest } from './requests.ts';

/** The files in the site folder that configure hosts and must never be served. */
export const HOSTING_FILES = ['serve.json', '_headers'];

/**
 * Brotli quality of the preview's answers; the HTML budget uses it. One step above the package's
 * default, because it keeps a page's HTML inside what a new connection delivers in its first
 * round trip at a cost of milliseconds (docs/performance.md has the figures).
 */
export const BROTLI_QUALITY = 5;

interface ServeConfig {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
  [key: string]: unknown;
}

/**
 * File-system errors that come from the shape of the requested path, not from a fault of the
 * server: a name longer than the file system allows (a 256-character segment), a symlink loop,
 * a path that is not valid for the system, a file the server may not read. Each means that no
 * file answers to that path: 404, never a 500 with a stack trace.
 */
const PATH_ERRORS = new Set([
  'ENAMETOOLONG',
  'ELOOP',
  'EINVAL',
  'EACCES',
  'EPERM',
  'EISDIR',
  'ERR_INVALID_ARG_VALUE',
  'ERR_INVALID_ARG_TYPE',
]);

export interface PreviewServerOptions {
  /** Where the one line about a refused or unusual request goes (default: stderr). */
  log?: (line: string) => void;
  /**
   * Host names answered besides localhost, *.localhost and the loopback addresses (see
   * generator/hosts.ts): 'a.example', or '.b.example' for it and every name under it.
   */
  allowedHosts?: readonly string[];
  /**
   * The address as the listener was given it (`--host devbox.lan`), so that name is answered
   * too; default: the address the server is bound to.
   */
  listen?: string;
  /**
   * For the lab only (npm run check:audit): /404.html answers 200 with the 404 page, because
   * Lighthouse audits nothing it gets with status 404. npm run preview never does this.
   */
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
  if (!everywhere.some((h) => h.key === 'Content-Security-Policy'))
    throw new Error(`${configFile} has no '**' rule with the security headers`);
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
    return hidden.has(abs.toLowerCase()) || isDotPath(path.relative(root, abs).split(path.sep).join('/'));
  };
  const notFound = (code = 'ENOENT') => Object.assign(new Error(`not found (${code})`), { code: 'ENOENT' });
  const lstatAsync = promisify(lstat);
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });

  const hosts = (): HostPolicy => ({ listen: listen ?? (server.address() as AddressInfo).address, allowed: allowedHosts });
  const refusedHosts = new Set<string>();

  // Node answers an HTTP/1.1 request without a Host header itself, with a bare 400; this server
  // answers it, so that 400 carries the security headers too.
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    // serve-handler's own headers (writeHead) take precedence over these defaults.
    for (const { key, value } of everywhere) res.setHeader(key, value);
    const said = new Set<string>();
    const note = (status: number, why: string) => {
      if (said.size === 0) log(`preview: ${status} ${req.method} ${shorten(req.url ?? '')}: ${why}`);
      said.add(why);
    };
    if (!req.headers.host && req.httpVersion === '1.1') {
      note(400, 'an HTTP/1.1 request without a Host header');
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request\n');
      return;
    }
    if (!hostAllowed(req.headers.host, hosts())) {
      // One line per refused host: a page that keeps trying must not flood the terminal.
      const refusal = hostRefusal(req.headers.host, 'preview', 'PREVIEW_ALLOWED_HOSTS');
      if (!refusedHosts.has(refusal.host)) note(403, refusal.reason);
      refusedHosts.add(refusal.host);
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(refusal.body);
      return;
    }
    const verdict =
      notFoundPageAsPage && req.url === '/404.html'
        ? ({ action: 'page', file: '404.html' } as const)
        : judgeRequest(req.method ?? 'GET', req.url ?? '/');
    if (verdict.action === 'refuse') {
      note(verdict.status, verdict.reason);
      if (verdict.status === 405) res.setHeader('Allow', 'GET, HEAD');
      res.writeHead(verdict.status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(verdict.status === 405 ? 'Method Not Allowed\n' : 'Bad Request\n');
      return;
    }
    if (verdict.action === 'redirect') {
      res.writeHead(301, { Location: verdict.location });
      res.end();
      return;
    }
    // The file system calls of this request: an error the path itself causes is "no such file".
    const methods = {
      lstat: async (file: string) => {
        if (isHidden(file)) throw notFound();
        let stats: Awaited<ReturnType<typeof lstatAsync>>;
        try {
          stats = await lstatAsync(file);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? '';
          if (!PATH_ERRORS.has(code)) throw error;
          note(404, `${code}: no file can have this path`);
          throw notFound(code);
        }
        // A folder on the way may be a symlink to somewhere else: only what is really inside is served.
        const real = await realpath(file).catch(() => null);
        if (real !== null && !isInside(realRoot, real)) {
          note(404, `${path.relative(root, file)} leads outside the site's folder (to ${real})`);
          throw notFound();
        }
        return stats;
      },
      createReadStream: (file: string, options?: { start?: number; end?: number }) => {
        if (isHidden(file)) throw notFound();
        // The headers of this file's 200 now, so that a 304 (serve-handler sends it without
        // them) has them too: a browser keeps what the 304 says for the file it holds.
        for (const { key, value } of headersOfFile(path.relative(root, file).split(path.sep).join('/'))) res.setHeader(key, value);
        // A file removed between its lstat and its opening (a build swapping dist/ meanwhile)
        // ends this response; it must not end the server.
        const stream = createReadStream(file, options).on('error', (error) => {
          note(500, `${(error as NodeJS.ErrnoException).code ?? error.message} while sending ${path.relative(root, file)}`);
          res.destroy();
        });
        // A 304 never reads it: close it with the response.
        res.once('close', () => stream.destroy());
        return stream;
      },
    };
    compress(req, res, async () => {
      // serve-handler answers a matching If-None-Match with a bare 304: name the ETag matched
      // (wrapped here, outside the compression's own end, which sends the headers).
      const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
      res.end = ((...args: unknown[]) => {
        const tag = req.headers['if-none-match'];
        if (res.statusCode === 304 && tag && !res.headersSent) res.setHeader('ETag', tag);
        return end(...args);
      }) as typeof res.end;
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
  // CONNECT (a request to open a tunnel) never reaches the request handler: a static site has
  // no tunnel to open, so it gets the 405 of every other method, with the headers.
  server.on('connect', (req: http.IncomingMessage, socket: Socket) => {
    const text = 'Method Not Allowed';
    const headers = [
      ...everywhere.map(({ key, value }) => `${key}: ${value}`),
      'Allow: GET, HEAD',
      'Content-Type: text/plain; charset=utf-8',
    ];
    log(`preview: 405 CONNECT ${shorten(req.url ?? '')}: the method CONNECT: a static site answers GET and HEAD`);
    socket.end(
      `HTTP/1.1 405 ${text}\r\n${headers.join('\r\n')}\r\nConnection: close\r\nContent-Length: ${text.length + 1}\r\n\r\n${text}\n`,
    );
  });
  // A request Node cannot even parse (a broken request line, headers over the size limit) gets
  // an answer with the security headers too, not Node's bare one.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const [status, text] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request'];
    log(`preview: ${status} (unparsable request: ${error.code ?? error.message})`);
    const headers = [
      ...everywhere.map(({ key, value }) => `${key}: ${value}`),
      'Content-Type: text/plain; charset=utf-8',
      'Connection: close',
    ];
    socket.end(`HTTP/1.1 ${status} ${text}\r\n${headers.join('\r\n')}\r\nContent-Length: ${text.length + 1}\r\n\r\n${text}\n`);
  });
  return server;
}

/** A page of the site with this status: the 404 page for /404 itself and for what must not be served. */
async function sendPage(root: string, file: string, status: number, res: http.ServerResponse): Promise<void> {
  const page = await readFile(path.join(root, file));
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
  res.end(page);
}

/** Whether `file` is `dir` or inside it (both real paths). */
function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}

/** Whether a serve.json rule's source matches a file: the three kinds generator/headers/serve-json.ts writes. */
function ruleMatches(source: string, rel: string): boolean {
  if (source === '**') return true;
  if (source === HASHED_FILE_GLOB) return isImmutable(`/${rel}`);
  return source === rel;
}

function shorten(url: string): string {
  return url.length > 120 ? `${url.slice(0, 117)}…` : url;
}

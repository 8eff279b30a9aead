// The dev server itself, run (and restarted) by generator/dev.ts: watch, rebuild in memory,
// serve, and reload the open tab by itself.
// - pages/, components/ and content/ edits: a full in-memory build, with those modules imported
//   afresh (a new tsx namespace), so edits are always picked up. The build code and the
//   libraries stay loaded, which keeps a rebuild well under a second. Photos come from the
//   image cache, so only new or changed photos are encoded.
// - generator/ and kit/ edits: generator/dev.ts stops this process and starts a fresh one (the
//   page reconnects and reloads by itself).
// - CSS-only edits: only the stylesheet is rebundled, and swapped in the open tab without a reload.
// - A failed build keeps the last good site served, prints the error, and shows it in the page.
// - Listens on 127.0.0.1 unless told otherwise (generator/dev-options.ts). A request it cannot
//   understand gets 400, and an unexpected error 500; neither stops the server.
// - SIGTERM, SIGINT, or the supervisor going away: closes the watcher and the server, then exits.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { watch } from 'chokidar';
import { contentType } from 'mime-types';
import { register } from 'tsx/esm/api';
import type { SiteFile } from './write.ts';
import { fileForUrlPath } from './check.ts';
import { devListen, devUrls, isOpenHost } from './dev-options.ts';
import { formatError } from './errors.ts';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, devClientSource } from './dev-client.ts';
import { buildSite } from './site.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { host, port } = devListen(process.argv.slice(2), process.env);
/** Watched here; generator/ and kit/ are watched by the supervisor, which restarts this process. */
const WATCHED = ['pages', 'components', 'content', 'assets', 'styles'];
const HTML = 'text/html; charset=utf-8';

let files = new Map<string, SiteFile>();
let lastError: string | null = null;
const clients = new Set<ServerResponse>();

function broadcast(event: string, data: unknown): void {
  for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Runs one full build with fresh modules. */
async function fullBuild(): Promise<void> {
  const api = register({ namespace: randomUUID() });
  try {
    const load = (file: string) => api.import(pathToFileURL(file).href, import.meta.url) as Promise<Record<string, unknown>>;
    const result = await buildSite({
      root,
      outDir: path.join(root, 'dist'),
      write: false,
      minify: false,
      load,
      siteUrl: `http://localhost:${port}`,
      log: (line) => console.log(line),
    });
    files = result.files;
  } finally {
    await api.unregister();
  }
}

/** Rebundles only the stylesheet and points every page at it. */
async function cssBuild(): Promise<string> {
  const { bundleCss } = await import('./bundle.ts');
  const css = await bundleCss(root, false);
  const next = new Map(files);
  let oldHref: string | undefined;
  for (const [file, value] of files) {
    if (/^assets\/site-[^/]+\.css$/.test(file)) {
      oldHref = '/' + file;
      next.delete(file);
    }
  }
  for (const f of css.files) next.set(f.path, f.contents);
  if (oldHref) {
    for (const [file, value] of next) {
      if (file.endsWith('.html') && typeof value === 'string') next.set(file, value.replaceAll(oldHref, css.href));
    }
  }
  files = next;
  return css.href;
}

let running: Promise<void> = Promise.resolve();
let pending = new Set<string>();
let timer: NodeJS.Timeout | undefined;

function schedule(file: string): void {
  const rel = path.relative(root, file);
  pending.add(rel);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const changed = pending;
    pending = new Set();
    running = running.then(() => rebuild(changed));
  }, 40);
}

async function rebuild(changed: Set<string>): Promise<void> {
  const started = performance.now();
  const cssOnly = changed.size > 0 && [...changed].every((f) => f.endsWith('.css')) && files.size > 0 && !lastError;
  try {
    if (cssOnly) {
      const href = await cssBuild();
      broadcast('css', { href });
    } else {
      await fullBuild();
      broadcast('reload', {});
    }
    lastError = null;
    const what = changed.size ? [...changed].join(', ') : 'everything';
    console.log(`✓ rebuilt (${cssOnly ? 'CSS only' : 'full'}) for ${what} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    lastError = formatError(error);
    console.error(`✗ build failed; still serving the last good build:\n${lastError}`);
    broadcast('build-error', { message: lastError });
  }
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(`dev: ${req.method} ${req.url} failed:\n${formatError(error, true)}`);
    if (res.headersSent) res.destroy();
    else {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('500 Internal Server Error: the dev server could not answer this request; see the terminal.\n');
    }
  });
});

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let pathname: string;
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    decodeURIComponent(pathname); // a malformed escape such as /% throws here, not later
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('400 Bad Request: the path is not a valid URL path.\n');
    return;
  }
  if (pathname === DEV_EVENTS_PATH) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(lastError ? `event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n` : ': connected\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return;
  }
  if (pathname === DEV_CLIENT_PATH) {
    res.writeHead(200, { 'content-type': contentType('.js') || 'text/javascript', 'cache-control': 'no-store' });
    res.end(devClientSource());
    return;
  }
  const file = fileForUrlPath(pathname, files);
  const status = file ? 200 : 404;
  const name = file ?? '404.html';
  const value = files.get(name);
  if (value === undefined) {
    res.writeHead(503, { 'content-type': HTML });
    res.end(errorPage(lastError ?? 'The first build has not finished yet.'));
    return;
  }
  let body = typeof value === 'object' && 'copyFrom' in value ? await readFile(value.copyFrom) : value;
  if (name.endsWith('.html')) body = String(body).replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script></body>`);
  res.writeHead(status, { 'content-type': contentType(path.basename(name)) || 'application/octet-stream', 'cache-control': 'no-store' });
  res.end(body);
}

let watcher: ReturnType<typeof watch> | undefined;
let stopping = false;

/** Closes the watcher, the open event streams and the server, then exits: nothing is left behind. */
async function shutdown(): Promise<never> {
  if (!stopping) {
    stopping = true;
    clearTimeout(timer);
    await watcher?.close();
    for (const res of clients) res.end();
    await new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    process.exit(0);
  }
  return new Promise<never>(() => {});
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown());
// Started by generator/dev.ts: if it goes away (even killed), so does this process.
process.on('disconnect', () => void shutdown());

function errorPage(message: string): string {
  const escaped = message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Build failed</title><body style="font:16px/1.5 system-ui;padding:2rem;background:#1b0f10;color:#ffd9d9"><h1>Build failed</h1><pre style="white-space:pre-wrap">${escaped}</pre><script type="module" src="${DEV_CLIENT_PATH}"></script></body></html>`;
}

server.on('error', (error: NodeJS.ErrnoException) => {
  const why = error.code === 'EADDRINUSE' ? `port ${port} on ${host} is in use (set PORT to another port)` : error.message;
  console.error(`dev: cannot listen: ${why}`);
  process.exit(1);
});

console.log('dev: first build…');
watcher = watch(WATCHED.map((d) => path.join(root, d)), { ignoreInitial: true, ignored: (p) => p.includes('node_modules') })
  .on('all', (_event, file) => schedule(file));
running = rebuild(new Set());
await running;
if (!stopping) {
  server.listen(port, host, () => {
    const { port: actual } = server.address() as { port: number };
    const urls = devUrls(host, actual);
    console.log(`dev: serving ${urls.local} — edits rebuild and reload the page`);
    for (const url of urls.network) console.log(`     on the network: ${url}`);
    if (!isOpenHost(host)) console.log('     (this machine only; npm run dev -- --host, or HOST=0.0.0.0, opens it to the network)');
    process.send?.({ type: 'listening', port: actual });
  });
}

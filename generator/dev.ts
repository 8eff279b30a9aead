// npm run dev: watch, rebuild in memory, serve, and reload the open tab by itself.
// - pages/, components/ and content/ edits: a full in-memory build, with those modules imported
//   afresh (a new tsx namespace), so edits are always picked up. The build code and the
//   libraries stay loaded, which keeps a rebuild well under a second. Photos come from the
//   image cache, so only new or changed photos are encoded.
// - generator/ and kit/ edits restart the dev server (the page reconnects and reloads by itself).
// - CSS-only edits: only the stylesheet is rebundled, and swapped in the open tab without a reload.
// - A failed build keeps the last good site served, prints the error, and shows it in the page.
import { spawn } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { watch } from 'chokidar';
import { register } from 'tsx/esm/api';
import type { SiteFile } from './write.ts';
import { fileForUrlPath } from './check.ts';
import { formatError } from './errors.ts';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, devClientSource } from './dev-client.ts';
import { buildSite } from './site.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const WATCHED = ['pages', 'components', 'content', 'assets', 'styles', 'generator', 'kit'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.woff2': 'font/woff2', '.woff': 'font/woff',
  '.mp4': 'video/mp4', '.webm': 'video/webm', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
};

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
  if (rel.startsWith('generator' + path.sep) || rel.startsWith('kit' + path.sep)) return restart(rel);
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

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === DEV_EVENTS_PATH) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(lastError ? `event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n` : ': connected\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return;
  }
  if (url.pathname === DEV_CLIENT_PATH) {
    res.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' });
    res.end(devClientSource());
    return;
  }
  const file = fileForUrlPath(url.pathname, files);
  const status = file ? 200 : 404;
  const name = file ?? '404.html';
  const value = files.get(name);
  if (value === undefined) {
    res.writeHead(503, { 'content-type': TYPES['.html'] });
    res.end(errorPage(lastError ?? 'The first build has not finished yet.'));
    return;
  }
  let body = typeof value === 'object' && 'copyFrom' in value ? await readFile(value.copyFrom) : value;
  if (name.endsWith('.html')) body = String(body).replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script></body>`);
  res.writeHead(status, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  res.end(body);
});

/** The build code itself changed: start a fresh dev server in this terminal. */
function restart(changed: string): void {
  console.log(`dev: ${changed} changed, restarting…`);
  for (const res of clients) res.end();
  server.close(() => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
  });
  server.closeAllConnections();
}

function errorPage(message: string): string {
  const escaped = message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Build failed</title><body style="font:16px/1.5 system-ui;padding:2rem;background:#1b0f10;color:#ffd9d9"><h1>Build failed</h1><pre style="white-space:pre-wrap">${escaped}</pre><script type="module" src="${DEV_CLIENT_PATH}"></script></body></html>`;
}

console.log('dev: first build…');
await rebuild(new Set());
server.listen(port, () => console.log(`dev: serving http://localhost:${port}/ — edits rebuild and reload the page`));
watch(WATCHED.map((d) => path.join(root, d)), { ignoreInitial: true, ignored: (p) => p.includes('node_modules') })
  .on('all', (_event, file) => schedule(file));

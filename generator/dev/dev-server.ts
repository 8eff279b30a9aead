// The dev server itself, run (and restarted) by generator/dev/supervisor.ts: watch, rebuild
// only what an edit can change, serve, and reload the open tabs whose page changed.
// - Edits in the site's folders (site.config.ts): a build in the render process
//   (generator/dev/): the changed modules and their importers are imported afresh, and only the
//   pages that used them are rendered again, the open tabs' pages first. A stylesheet edit is
//   swapped in without a reload.
// - Edits of the engine (generator/, framework/, site.config.ts): the supervisor stops this process and
//   starts a fresh one (the page reconnects and reloads by itself).
// - Edits during a build wait for it, all together: one build running, at most one queued.
// - A failed build keeps the last good site served, prints the error, and shows it in the page.
// - Listens on 127.0.0.1 unless told otherwise, and answers only the hosts it was opened for
//   (generator/dev/options.ts, generator/hosts.ts).
// - With --editor-backend (npm run cms), serves the content editor's backend at /api/v1 on its
//   own origin (generator/dev/local-editor.ts).
// - SIGTERM, SIGINT, or the supervisor going away: closes the watcher, the render process and
//   the server, then exits.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDate } from '../build-date.ts';
import { ADMIN_CONFIG } from '../editor/admin-config.ts';
import { BACKEND_FILE, backendSettings } from '../editor/backend-settings.ts';
import { formatError } from '../errors.ts';
import { loadConfig } from '../load-config.ts';
import { codeFolders } from './hot-modules.ts';
import { devRequestHandler, LiveReload } from './http.ts';
import { type LocalEditor, localBackendMode, localEditor } from './local-editor.ts';
import { devAllowedHosts, devEditorBackend, devListen, devRenderHeapGrowth, devRenderTimeLimit, devUrls, isOpenHost } from './options.ts';
import { SiteBuilds } from './site-builds.ts';
import { watchFiles } from './watch-files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const { host, port } = devListen(args, process.env);
const allowed = devAllowedHosts(args, process.env);
const { folders } = await loadConfig(root);
/** The site's folders, watched here; the engine is watched by the supervisor, which restarts this process. */
const siteFolders = Object.values(folders);

const hosts = { listen: host, allowed };
let editor: LocalEditor | undefined;
if (devEditorBackend(args, host)) {
  try {
    const mode = localBackendMode(backendSettings(root));
    if (mode === 'git')
      console.log(`dev: the editor's drafts wait on git branches until published (publish_mode: editorial_workflow, ${BACKEND_FILE})`);
    editor = await localEditor({
      root,
      mode,
      hosts,
      port: () => (server.address() as AddressInfo).port,
      config: () => builds.files.get(ADMIN_CONFIG) as string | undefined,
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.error(`dev: the content editor's backend cannot start: ${formatError(error)}`);
    process.exit(1);
  }
}

const live = new LiveReload();
const builds = new SiteBuilds({
  config: {
    siteUrl: `http://localhost:${port}`,
    date: buildDate().getTime(),
    timeLimitMs: devRenderTimeLimit(process.env),
    codeFolders: codeFolders(folders),
  },
  heapGrowthLimit: devRenderHeapGrowth(process.env),
  openPages: () => live.openPages(),
  built({ pages, stylesheet, scriptsChanged }) {
    live.send('ok', {});
    if (stylesheet) live.send('css', { href: stylesheet });
    if (pages.length || scriptsChanged) live.send('reload', { pages, all: scriptsChanged });
  },
  failed: (message) => live.send('build-error', { message }),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});

const handle = devRequestHandler(builds, live, hosts, (line) => console.log(line), editor);
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

let watcher: ReturnType<typeof watchFiles> | undefined;
let stopping = false;

/** Closes the watcher, the render process, the open event streams and the server, then exits. */
async function shutdown(): Promise<never> {
  if (!stopping) {
    stopping = true;
    builds.stop();
    await watcher?.close();
    live.close();
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
// Started by the supervisor: if it goes away (even killed), so does this process.
process.on('disconnect', () => void shutdown());

server.on('error', (error: NodeJS.ErrnoException) => {
  const why = error.code === 'EADDRINUSE' ? `port ${port} on ${host} is in use (pick another with --port N or PORT)` : error.message;
  console.error(`dev: cannot listen: ${why}`);
  process.exit(1);
});

console.log('dev: first build…');
watcher = watchFiles(
  siteFolders.map((d) => path.join(root, d)),
  (file) => builds.changed(path.relative(root, file)),
);
await builds.start();
if (!stopping) {
  server.listen(port, host, () => {
    const { port: actual } = server.address() as { port: number };
    const urls = devUrls(host, actual);
    console.log(`dev: serving ${urls.local} — edits rebuild and reload the page`);
    for (const url of urls.network) console.log(`     on the network: ${url}`);
    if (!isOpenHost(host)) console.log('     (this machine only; npm run dev -- --host, or HOST=0.0.0.0, opens it to the network)');
    // The supervisor watches the site's folders too, to start a server that died again.
    process.send?.({ type: 'listening', port: actual, folders: siteFolders });
  });
}

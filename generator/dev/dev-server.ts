// The dev server, one object in one process (npm run dev and npm run cms start it through
// scripts/dev-command.ts; tests start it in-process): watch, rebuild only what an edit can change,
// serve, and reload the open tabs whose page changed.
// - Edits in the site's folders (site.config.ts): a build in the render worker, a thread that
//   holds the site's modules (./render-worker.ts, ./site-modules.ts): the changed modules and
//   their importers are imported afresh, and only the pages that used them are rendered again,
//   the open tabs' pages first. A stylesheet edit is swapped in without a reload.
// - Edits of the engine (generator/, framework/, site.config.ts): a fresh render worker loads it
//   and builds the whole site, while the server goes on serving the last one. The server's own
//   modules (this folder's, the headers and hosts it answers with) are read once: an edit of
//   those needs a restart.
// - Edits during a build wait for it, all together: one build running, at most one queued.
// - A failed build keeps the last good site served, prints the error, and shows it in the page.
// - Listens on 127.0.0.1 unless told otherwise, and answers only the hosts it was opened for
//   (scripts/dev-options.ts, ../hosts.ts).
// - With `editorBackend` (npm run cms), serves the content editor's backend at /api/v1 on its own
//   origin (./local-editor.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildDate } from '../build-date.ts';
import { ADMIN_CONFIG } from '../editor/admin-config.ts';
import { BACKEND_FILE, backendSettings } from '../editor/backend-settings.ts';
import { formatError } from '../errors.ts';
import { CONFIG_FILE } from '../load-config.ts';
import { toPosix } from '../paths.ts';
import { devRequestHandler, LiveReload } from './http.ts';
import { type LocalEditor, localBackendMode, localEditor } from './local-editor.ts';
import { SiteBuilds } from './site-builds.ts';
import { watchFiles } from './watch-files.ts';

export interface DevServerOptions {
  /** The project's folder. */
  root: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** The port to listen on; its URL is the site's in the pages, so it is known before the first build. */
  port: number;
  /** Host names answered besides the server's own (../hosts.ts). */
  allowedHosts?: string[];
  /** Serve the content editor's backend at /api/v1 (npm run cms). */
  editorBackend?: boolean;
  /** How long the site's code may run without returning before its worker is stopped, in ms; 0: no limit. */
  timeLimitMs: number;
  /** Start no new photo after encoding this long, in ms (IMAGE_ENCODE_MINUTES); none: no limit. */
  encodeBudgetMs?: number;
  log?(line: string): void;
  error?(line: string): void;
}

export interface DevServer {
  /** The port it listens on. */
  port: number;
  /** Stops watching, ends the render worker, closes the connections and the server. */
  close(): Promise<void>;
}

export const DEFAULT_DEV_HOST = '127.0.0.1';

/** The engine's folders and the configuration: an edit there starts a fresh render worker. */
const STARTS_FRESH_WORKER = ['generator', 'framework', CONFIG_FILE];
/** What the build and the tools write in the project, never the site's sources. */
const NOT_WATCHED = /^(?:node_modules|\.git|\.cache|dist)(?:\/|$)|\/node_modules(?:\/|$)/;
/** Engine edits within this long of each other start one worker. */
const ENGINE_BATCH_MS = 100;

/** Builds the site, then listens; rejects when it cannot listen (the port is taken) or the editor's backend cannot start. */
export async function createDevServer(options: DevServerOptions): Promise<DevServer> {
  const { root, host = DEFAULT_DEV_HOST, allowedHosts = [], log = console.log, error = console.error } = options;
  const hosts = { listen: host, allowed: allowedHosts };
  const server = createServer();
  const listeningPort = () => (server.address() as AddressInfo).port;

  let editor: LocalEditor | undefined;
  if (options.editorBackend) {
    const mode = localBackendMode(backendSettings(root));
    if (mode === 'git')
      log(`dev: the editor's drafts wait on git branches until published (publish_mode: editorial_workflow, ${BACKEND_FILE})`);
    editor = await localEditor({
      root,
      mode,
      hosts,
      port: listeningPort,
      config: () => builds.files.get(ADMIN_CONFIG) as string | undefined,
      log,
    });
  }

  const live = new LiveReload();
  const builds = new SiteBuilds({
    config: {
      root,
      siteUrl: `http://localhost:${options.port}`,
      date: buildDate().getTime(),
      timeLimitMs: options.timeLimitMs,
      encodeBudgetMs: options.encodeBudgetMs,
    },
    openPages: () => live.openPages(),
    siteFolders: (folders) => (siteFolders = folders),
    built({ pages, stylesheet, scriptsChanged }) {
      live.send('ok', {});
      if (stylesheet) live.send('css', { href: stylesheet });
      if (pages.length || scriptsChanged) live.send('reload', { pages, all: scriptsChanged });
    },
    failed: (message) => live.send('build-error', { message }),
    log,
    error,
  });

  const handle = devRequestHandler(builds, live, hosts, log, editor);
  server.on('request', (req, res) => {
    handle(req, res).catch((failure) => {
      error(`dev: ${req.method} ${req.url} failed:\n${formatError(failure, true)}`);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('500 Internal Server Error: the dev server could not answer this request; see the terminal.\n');
      }
    });
  });

  // One watcher on the project: the engine's edits start a fresh worker, the site's folders'
  // edits go into the next build. Until the worker has read the folders from the configuration
  // (the server never runs the site's code itself), any other file counts as the site's.
  let siteFolders: string[] | undefined;
  const within = (file: string, entries: readonly string[]) => entries.some((entry) => file === entry || file.startsWith(`${entry}/`));
  const engineChanged = new Set<string>();
  let engineTimer: NodeJS.Timeout | undefined;
  const relative = (absolute: string) => toPosix(path.relative(root, absolute));
  const onChange = (absolute: string) => {
    const file = relative(absolute);
    if (!within(file, STARTS_FRESH_WORKER)) {
      if (!siteFolders || within(file, siteFolders)) builds.changed(file);
      return;
    }
    engineChanged.add(file);
    clearTimeout(engineTimer);
    engineTimer = setTimeout(() => {
      log(`dev: ${[...engineChanged].join(', ')} changed; a fresh render worker loads the engine and builds the whole site`);
      engineChanged.clear();
      builds.restart();
    }, ENGINE_BATCH_MS);
  };
  const watcher = watchFiles([root], onChange, (absolute) => NOT_WATCHED.test(relative(absolute)));

  const close = async () => {
    clearTimeout(engineTimer);
    await Promise.all([watcher.close(), builds.stop()]);
    live.close();
    await new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };

  log('dev: first build…');
  await builds.start();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => resolve());
    });
  } catch (failure) {
    await close();
    const { code, message } = failure as NodeJS.ErrnoException;
    throw new Error(code === 'EADDRINUSE' ? `port ${options.port} on ${host} is in use (pick another with --port N or PORT)` : message);
  }
  return { port: listeningPort(), close };
}

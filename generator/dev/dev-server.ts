// The dev server (docs/dev-server.md), one object in one process: npm run dev and npm run cms
// start it through scripts/dev-command.ts, tests in-process. It watches the project, hands the
// site's edits to the builds (./site-builds.ts) and serves what they make (./http.ts); an engine
// edit starts a fresh render worker. The server's own modules (this folder's, the headers and
// hosts it answers with) are read once: an edit of those needs a restart.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildDate } from '../build-date.ts';
import { ADMIN_CONFIG } from '../editor/admin-config.ts';
import { BACKEND_FILE, backendSettings } from '../editor/backend-settings.ts';
import { formatError } from '../errors.ts';
import { devHeaders } from '../headers/dev.ts';
import { CONFIG_FILE } from '../load-config.ts';
import { createLocalServer } from '../local-server.ts';
import { toPosix } from '../paths.ts';
import { LOCAL_HOST } from '../port.ts';
import { LiveReload } from './client.ts';
import { devRequestHandler } from './http.ts';
import { type LocalEditor, localBackendMode, localEditor } from './local-editor.ts';
import type { RenderWorkerConfig } from './render-worker.ts';
import { SiteBuilds } from './site-builds.ts';
import { watchFiles } from './watch-files.ts';

export interface DevServerOptions extends Pick<RenderWorkerConfig, 'root' | 'timeLimitMs' | 'encodeBudgetMs'> {
  /** Default 127.0.0.1. */
  host?: string;
  /** The port to listen on; its URL is the site's in the pages, so it is known before the first build. */
  port: number;
  /** Host names answered besides the server's own (../hosts.ts). */
  allowedHosts?: string[];
  /** Serve the content editor's backend at /api/v1 (npm run cms). */
  editorBackend?: boolean;
  log?(line: string): void;
  error?(line: string): void;
}

export type DevServer = Awaited<ReturnType<typeof createDevServer>>;

/** The engine's folders and the configuration: an edit there starts a fresh render worker. */
const STARTS_FRESH_WORKER = ['generator', 'framework', CONFIG_FILE];
/** What the build and the tools write in the project, never the site's sources. */
const NOT_WATCHED = /^(?:node_modules|\.git|\.cache|dist)(?:\/|$)|\/node_modules(?:\/|$)/;
/** Engine edits within this long of each other start one worker. */
const ENGINE_BATCH_MS = 100;

/** Builds the site, then listens; rejects when it cannot listen (the port is taken) or the editor's backend cannot start. */
export async function createDevServer(options: DevServerOptions) {
  const { root, host = LOCAL_HOST, allowedHosts = [], log = console.log, error = console.error } = options;
  const hosts = { listen: host, allowed: allowedHosts };
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
      log,
      error,
    },
    live,
    log,
    error,
  });

  const handle = devRequestHandler(builds, live, hosts, log, editor);
  const server = createLocalServer({ name: 'dev', headers: devHeaders('/'), log }, (req, res) => {
    handle(req, res).catch((failure) => {
      error(`dev: ${req.method} ${req.url} failed:\n${formatError(failure, true)}`);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('500 Internal Server Error: the dev server could not answer this request; see the terminal.\n');
      }
    });
  });

  // One watcher on the project: the engine's edits start a fresh worker, the site's folders' and
  // the editor's settings' edits go into the next build. Until the worker has read the folders
  // from the configuration (the server never runs the site's code itself), any other file counts
  // as the site's.
  const within = (file: string, entries: readonly string[]) => entries.some((entry) => file === entry || file.startsWith(`${entry}/`));
  const engineChanged = new Set<string>();
  let engineTimer: NodeJS.Timeout | undefined;
  const relative = (absolute: string) => toPosix(path.relative(root, absolute));
  const onChange = (absolute: string) => {
    const file = relative(absolute);
    if (!within(file, STARTS_FRESH_WORKER)) {
      if (!builds.siteFolders || within(file, builds.siteFolders) || file === BACKEND_FILE) builds.changed(file);
      if (file === BACKEND_FILE && editor) warnOfModeChange(root, editor.mode, log);
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

  /** Stops watching, ends the render worker, closes the connections and the server. */
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

/** The editor's backend keeps the mode it started with: a publish_mode edited since needs a restart. */
function warnOfModeChange(root: string, mode: LocalEditor['mode'], log: (line: string) => void): void {
  let now: LocalEditor['mode'];
  try {
    now = localBackendMode(backendSettings(root));
  } catch {
    return; // the build says what is wrong with the file
  }
  if (now !== mode) log(`dev: ${BACKEND_FILE}'s publish_mode changed: restart npm run cms for the editor's backend to follow it`);
}

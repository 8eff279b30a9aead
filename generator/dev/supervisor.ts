// npm run dev: a small supervisor around the dev server (generator/dev/dev-server.ts).
// It runs the server as its one child process and restarts it when the engine itself changes
// (generator/, framework/ or the site's configuration, site.config.ts): it stops the child (which
// closes its watcher, its connections and its port), waits for it to exit, and only then starts
// the next one. So there is never more than one server, and several edits in a row end with
// exactly one. If the server dies (a crash, out of memory, killed), it says why, and the next
// edit of any kind starts it again. Ctrl-C, SIGTERM or SIGHUP stop the child first, then the
// supervisor, and so does the end of the process that started it (npm); if the supervisor dies
// anyway, the child notices (its IPC channel closes) and exits too.
// Of the engine this file imports only generator/dev/exit-reason.ts, generator/cli.ts, the
// reading of its flags (generator/dev/options.ts, with generator/hosts.ts and
// generator/port.ts) and the name of the configuration's file (generator/load-config.ts), so it
// never runs stale code; an edit to those needs a manual restart. Its flags are read here first
// (--help prints them; an unknown one, or a port that is none, is refused in one line before
// anything starts), then passed on to the server.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch } from 'chokidar';
import { commandLine } from '../cli.ts';
import { CONFIG_FILE } from '../load-config.ts';
import { exitReason, tailOf } from './exit-reason.ts';
import { devEditorBackend, devListen } from './options.ts';

commandLine({
  command: 'npm run dev',
  summary:
    'A dev server on 127.0.0.1:3000 (--port or PORT to change it): rebuilds what an edit changes and reloads the tabs that show it (docs/dev-server.md).',
  options: {
    host: { type: 'string' },
    port: { type: 'string' },
    'allowed-hosts': { type: 'string', multiple: true },
    'editor-backend': { type: 'boolean' },
  },
  flags: [
    ['--host [ADDR]', 'listen on every interface, or on ADDR (HOST=ADDR does the same)'],
    ['--port N', 'listen on port N (default $PORT, else 3000)'],
    [
      '--allowed-hosts NAMES',
      "answer these host names too, comma-separated ('.example.com': it and every name under it); DEV_ALLOWED_HOSTS adds more",
    ],
    ['--editor-backend', "serve the content editor's backend at /api/v1, for /admin/ (what npm run cms does); this machine only"],
  ],
});
try {
  const argv = process.argv.slice(2);
  devEditorBackend(argv, devListen(argv, process.env).host);
} catch (error) {
  console.error(`npm run dev: ${(error as Error).message}`);
  process.exit(2);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(root, 'generator/dev/dev-server.ts');
/** Edits here restart the server; the server watches the site's own folders itself. */
const ENGINE = ['generator', 'framework', CONFIG_FILE];
/** How long a child may take to close before it is killed. */
const STOP_GRACE_MS = 5000;

let child: ChildProcess | null = null;
/** A server has served in this session: a later failure waits for an edit instead of ending it. */
let listened = false;
let restartWanted = false;
let stopping = false;

function startServer(): void {
  // --expose-gc: when idle, the server collects its garbage with the render process's (generator/dev/site-builds.ts).
  const current = spawn(process.execPath, [...process.execArgv, '--expose-gc', SERVER, ...process.argv.slice(2)], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
  });
  child = current;
  const stderr = tailOf(current.stderr!, process.stderr);
  current.on('message', (message: { type?: string; folders?: string[] }) => {
    if (message?.type !== 'listening') return;
    listened = true;
    // The site's folders, as the server read them from the configuration: an edit there starts a server that died.
    watcher.add((message.folders ?? []).map((folder) => path.join(root, folder)));
  });
  current.on('exit', (code, signal) => {
    child = null;
    if (stopping) return process.exit(0);
    if (restartWanted) {
      restartWanted = false;
      return startServer();
    }
    // It stopped on its own. Cleanly: it was told to (Ctrl-C reaches it too), so stop as well.
    // On the very first start (e.g. the port is taken) a failure is the end; later, wait for an edit.
    if (code === 0 || !listened) return process.exit(code ?? 1);
    console.error(`dev: the server stopped: ${exitReason(code, signal, stderr())}. Save any file to start it again.`);
  });
}

/** Stops the current child and starts a new one once it has exited. */
function restart(changed: string): void {
  if (stopping || restartWanted) return; // a restart is already on its way: it loads this edit too
  console.log(`dev: ${changed} changed, ${child ? 'restarting' : 'starting the server again'}…`);
  if (!child) {
    startServer();
    return;
  }
  restartWanted = true;
  stopChild(child);
}

function stopChild(target: ChildProcess): void {
  target.kill('SIGTERM');
  const timeout = setTimeout(() => target.kill('SIGKILL'), STOP_GRACE_MS);
  timeout.unref();
  target.once('exit', () => clearTimeout(timeout));
}

let debounce: NodeJS.Timeout | undefined;
const changed = new Set<string>();
const isEngine = (file: string) => ENGINE.some((entry) => file === entry || file.startsWith(entry + path.sep));
const watcher = watch(
  ENGINE.map((entry) => path.join(root, entry)),
  {
    ignoreInitial: true,
    ignored: (p) => p.includes('node_modules'),
  },
).on('all', (_event, file) => {
  const rel = path.relative(root, file);
  // A site edit is the running server's business; it starts a server that has died.
  if (!isEngine(rel) && child) return;
  changed.add(rel);
  clearTimeout(debounce);
  debounce = setTimeout(() => {
    const list = [...changed].join(', ');
    changed.clear();
    restart(list);
  }, 100);
});

function stop(): void {
  if (stopping) return;
  stopping = true;
  clearTimeout(debounce);
  void watcher.close();
  if (child) stopChild(child);
  else process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
// A SIGTERM to `npm run dev` ends npm and its shell but is not passed on to us: when the process
// that started us goes away (we are handed to another parent), stop as well.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 500).unref();

startServer();

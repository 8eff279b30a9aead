// Wrangler for the tests: the Cloudflare Pages Functions and the standalone Worker run in workerd
// on this machine (`wrangler pages dev`, `wrangler dev`), offline. Wrangler would otherwise reach
// Cloudflare and npm on its own: telemetry, the update check of its banner, the `Request.cf`
// object that Miniflare downloads, prompts about agent skills. Each has a setting, all set here;
// and every request Wrangler's Node side still tried to send out would go through a proxy that
// records it and answers nothing (`networkTrap`), so a test can require that there was none.
// Wrangler's own files (its settings, logs, dev registry and state) stay in its folder, which is
// removed with it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { onExit } from 'signal-exit';
import { freePort, listenLocally } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { until } from './http-requests.ts';
import { ROOT } from './shared-build.ts';

const WRANGLER = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');

/** A proxy that lets nothing through: the requests sent to it, as `CONNECT host:port` or `GET url`. */
export interface NetworkTrap {
  url: string;
  attempts: string[];
  close(): Promise<void>;
}

export async function networkTrap(): Promise<NetworkTrap> {
  const attempts: string[] = [];
  const server = http.createServer((request, response) => {
    attempts.push(`${request.method} ${request.url}`);
    response.writeHead(403).end();
  });
  server.on('connect', (request, socket) => {
    attempts.push(`CONNECT ${request.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  const { origin, close } = await listenLocally(server);
  return { url: origin, attempts, close };
}

/** The environment that keeps Wrangler offline and its files in `dir`. */
export function offlineEnv(dir: string, trap: NetworkTrap): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // No telemetry, no error reports, no update check (the banner runs it), no prompts.
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    DO_NOT_TRACK: '1',
    WRANGLER_HIDE_BANNER: 'true',
    WRANGLER_NO_SKILLS_UPDATE_PROMPTS: 'true',
    // Miniflare's placeholder `Request.cf` instead of Cloudflare's.
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    // Its settings, logs and dev registry in its own folder, not the user's.
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    WRANGLER_LOG_PATH: path.join(dir, 'logs'),
    WRANGLER_REGISTRY_PATH: path.join(dir, 'registry'),
    // Whatever it still sends goes to the trap; this machine is reached directly.
    HTTPS_PROXY: trap.url,
    HTTP_PROXY: trap.url,
    NO_PROXY: '127.0.0.1,localhost',
    // The account's credentials, if the machine has any, are not for the tests.
    CLOUDFLARE_API_TOKEN: '',
    CLOUDFLARE_ACCOUNT_ID: '',
  };
}

export interface Wrangler {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Everything it printed so far. */
  output(): string;
  /** Its log files' text. */
  logs(): string;
  /** Ends Wrangler and its workerd, then removes its folder. */
  stop(): Promise<void>;
}

/**
 * Runs `wrangler <command...>` on `port` of 127.0.0.1 in a new folder, which `prepare` fills
 * with the project it runs (a wrangler.toml and what it names), and resolves once it serves.
 * Fails with its output when it exits first or is not ready in two minutes.
 */
export async function startWrangler(
  command: string[],
  port: number,
  trap: NetworkTrap,
  prepare: (dir: string) => void | Promise<void>,
): Promise<Wrangler> {
  // Wrangler and its workerd are a process group of their own, which would outlive this process:
  // it is ended by stop(), or when this process ends however it ends (a crash, the job's time
  // limit). The handler is registered before the folder's, so workerd is gone before the
  // folder it writes in is removed.
  let child: ChildProcess | undefined;
  const forget = onExit(() => child && signalGroup(child, 'SIGKILL'));
  const folder = tempDir('wrangler-');
  const dir = folder.path;
  await prepare(dir);
  const inspectorPort = await freePort();
  const env = offlineEnv(dir, trap);
  for (const logs of [env.XDG_CONFIG_HOME!, env.WRANGLER_LOG_PATH!]) mkdirSync(logs, { recursive: true });
  const args = [
    ...command,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    path.join(dir, 'state'),
    '--show-interactive-dev-session=false',
  ];
  const started = spawn(process.execPath, [WRANGLER, ...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child = started;
  let printed = '';
  for (const stream of [started.stdout!, started.stderr!]) stream.on('data', (d) => (printed += String(d)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(started);
    forget();
    folder.remove();
  };
  const ready = () => printed.includes(`Ready on ${origin}`);
  const exited = () => started.exitCode !== null || started.signalCode !== null;
  const why = await until(() => ready() || exited(), 'Wrangler to serve', { timeoutMs: 120_000, everyMs: 100 }).then(
    () => (ready() ? '' : 'it exited'),
    () => 'it did not serve within two minutes',
  );
  if (why) {
    await stop();
    throw new Error(`wrangler ${command.join(' ')}: ${why}. It printed:\n${printed}`);
  }
  const logs = () =>
    readdirSync(env.WRANGLER_LOG_PATH!)
      .map((file) => readFileSync(path.join(env.WRANGLER_LOG_PATH!, file), 'utf8'))
      .join('\n');
  return { origin, output: () => printed, logs, stop };
}

/**
 * Signals the process group `child` leads. Its id names that group for as long as any process of
 * the group is left, so the signal reaches nothing else.
 */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group is gone
  }
}

/** Ends the process and everything it started (workerd), and waits for it to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return signalGroup(child, 'SIGKILL');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  const killed = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
  // workerd, had it outlived Wrangler.
  signalGroup(child, 'SIGKILL');
}

/**
 * Writes the variables into `dir`/.dev.vars, where `wrangler dev` and `wrangler pages dev` read a
 * project's secrets on a developer's machine (they print their names, never their values).
 */
export function writeDevVars(dir: string, variables: Record<string, string>): void {
  writeFileSync(
    path.join(dir, '.dev.vars'),
    Object.entries(variables)
      .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
      .join(''),
  );
}

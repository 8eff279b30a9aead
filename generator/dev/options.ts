// Where `npm run dev` listens. Like Vite: this machine only (127.0.0.1) unless told otherwise,
// with `--host` (all interfaces), `--host ADDRESS`, `--host=ADDRESS`, or HOST=ADDRESS; on port
// 3000 unless `--port N` (or `--port=N`) or PORT says otherwise.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ALL_INTERFACES, withOptionalHost } from '../cli.ts';
import { allowedHostList } from '../hosts.ts';
import { encodeBudget } from '../images/images-phase.ts';
import { parsePort } from '../port.ts';

export const DEFAULT_DEV_HOST = '127.0.0.1';

export interface DevListen {
  host: string;
  port: number;
}

/** The address and port to listen on, from the command line first, then the environment. */
export function devListen(argv: readonly string[], env: NodeJS.ProcessEnv): DevListen {
  // Not strict: the dev server's other flags (--allowed-hosts) are read by their own functions.
  const { values } = parseArgs({
    args: withOptionalHost(argv),
    options: { host: { type: 'string' }, port: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const host = typeof values.host === 'string' ? values.host : env.HOST?.trim() || DEFAULT_DEV_HOST;
  // The flag wins over PORT, which is read (and checked) only when no flag gives the port.
  const port = typeof values.port === 'string' ? parsePort(values.port, '--port') : parsePort(env.PORT, 'PORT');
  return { host, port };
}

/** True when `host` accepts connections from other machines too. */
export function isOpenHost(host: string): boolean {
  return !/^(?:127\.\d+\.\d+\.\d+|::1|localhost)$/i.test(host);
}

/** The URLs to print: the local one, and for an open host the network addresses too. */
export function devUrls(host: string, port: number): { local: string; network: string[] } {
  const url = (h: string) => `http://${h.includes(':') ? `[${h}]` : h}:${port}/`;
  if (host !== ALL_INTERFACES && host !== '::') return { local: url(host), network: [] };
  const network = Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => url(a!.address));
  return { local: url('localhost'), network };
}

/**
 * Host names the server answers besides its own (../hosts.ts):
 * `--allowed-hosts=dev.example.com,.example.org` and DEV_ALLOWED_HOSTS, comma-separated; a
 * leading dot allows the name and every name under it.
 */
export function devAllowedHosts(argv: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'allowed-hosts': { type: 'string', multiple: true } },
    strict: false,
    allowPositionals: true,
  });
  // Not strict, so a bare --allowed-hosts reads as `true`: it names no host.
  const given = [values['allowed-hosts'] ?? []].flat().filter((value) => typeof value === 'string');
  return allowedHostList([...given, env.DEV_ALLOWED_HOSTS]);
}

/**
 * Whether the dev server serves the content editor's backend at /api/v1 (`--editor-backend`,
 * what `npm run cms` passes). It writes the project's files, so it answers this machine only:
 * with a `host` open to the network it is refused.
 */
export function devEditorBackend(argv: readonly string[], host: string): boolean {
  const { values } = parseArgs({
    args: withOptionalHost(argv),
    options: { 'editor-backend': { type: 'boolean' } },
    strict: false,
    allowPositionals: true,
  });
  const wanted = values['editor-backend'] === true;
  if (wanted && isOpenHost(host))
    throw new Error(
      `--editor-backend writes this project's files, so it answers this machine only: leave out --host ${host} (and HOST), or use npm run cms`,
    );
  return wanted;
}

/** A number of `unit` in `env[name]` (`fallback` when unset), times `scale`; a negative or no number is refused. */
function amount(env: NodeJS.ProcessEnv, name: string, fallback: number, unit: string, scale: number): number {
  const value = env[name]?.trim();
  const number = value ? Number(value) : fallback;
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name}=${value} is not a number of ${unit}`);
  return number * scale;
}

/**
 * How long the site's code (a content module, a page's render) may run without returning
 * before the render worker is stopped and the build fails naming where (generator/dev/render-worker.ts),
 * in ms: DEV_RENDER_TIME_LIMIT_S, default 10; 0 turns the limit off.
 */
export const devRenderTimeLimit = (env: NodeJS.ProcessEnv) => amount(env, 'DEV_RENDER_TIME_LIMIT_S', 10, 'seconds', 1000);

/** The render worker's settings from the environment, for npm run dev and npm run cms alike. */
export function devRenderSettings(env: NodeJS.ProcessEnv) {
  return {
    timeLimitMs: devRenderTimeLimit(env),
    // How much the render worker's heap may grow past what it held with the whole site rendered
    // before a fresh worker takes over, in bytes.
    heapGrowthLimit: amount(env, 'DEV_RENDER_HEAP_GROWTH_MB', 96, 'megabytes', 1024 * 1024),
    encodeBudgetMs: encodeBudget(env.IMAGE_ENCODE_MINUTES),
  };
}

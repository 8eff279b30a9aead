// The dev server's settings from the command line and the environment. Like Vite: this machine
// only (127.0.0.1) unless told otherwise; on port 3000 unless `--port N` or PORT says otherwise.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ALL_INTERFACES, withOptionalHost } from '../generator/cli.ts';
import { DEFAULT_DEV_HOST } from '../generator/dev/dev-server.ts';
import { allowedHostList, isOpenHost } from '../generator/hosts.ts';
import { encodeBudget } from '../generator/images/images-phase.ts';
import { parsePort } from '../generator/port.ts';

/** The dev server's flags, as parseArgs reads them. */
export const DEV_FLAGS = {
  host: { type: 'string' },
  port: { type: 'string' },
  'allowed-hosts': { type: 'string', multiple: true },
  'editor-backend': { type: 'boolean' },
} as const;

/**
 * Where the dev server listens, the host names it answers besides its own (generator/hosts.ts), and
 * whether it serves the content editor's backend, from the command line first, then the
 * environment:
 * - `--host` (all interfaces), `--host ADDRESS` or HOST; `--port N` or PORT;
 * - `--allowed-hosts=dev.example.com,.example.org` and DEV_ALLOWED_HOSTS, comma-separated; a
 *   leading dot allows the name and every name under it;
 * - `--editor-backend` (what `npm run cms` asks for) writes the project's files, so it answers
 *   this machine only: with a `host` open to the network it is refused.
 */
export function devOptions(argv: readonly string[], env: NodeJS.ProcessEnv) {
  // Not strict: commandLine has refused what is no flag of the dev server's, and a bare
  // --allowed-hosts, read as `true`, names no host.
  const { values } = parseArgs({
    args: withOptionalHost(argv),
    options: DEV_FLAGS,
    strict: false,
    allowPositionals: true,
  });
  const host = typeof values.host === 'string' ? values.host : env.HOST?.trim() || DEFAULT_DEV_HOST;
  // The flag wins over PORT, which is read (and checked) only when no flag gives the port.
  const port = typeof values.port === 'string' ? parsePort(values.port, '--port') : parsePort(env.PORT, 'PORT');
  const given = [values['allowed-hosts'] ?? []].flat().filter((value) => typeof value === 'string');
  const editorBackend = values['editor-backend'] === true;
  if (editorBackend && isOpenHost(host))
    throw new Error(
      `--editor-backend writes this project's files, so it answers this machine only: leave out --host ${host} (and HOST), or use npm run cms`,
    );
  return { host, port, allowedHosts: allowedHostList([...given, env.DEV_ALLOWED_HOSTS]), editorBackend };
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
 * How long the site's code (a content module, a page's render) may run without returning
 * before the render worker is stopped and the build fails naming where (generator/dev/render-worker.ts),
 * in ms: DEV_RENDER_TIME_LIMIT_S, default 10; 0 turns the limit off.
 */
export function devRenderTimeLimit(env: NodeJS.ProcessEnv): number {
  const value = env.DEV_RENDER_TIME_LIMIT_S?.trim();
  const seconds = value ? Number(value) : 10;
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`DEV_RENDER_TIME_LIMIT_S=${value} is not a number of seconds: expected 0 or more (10 by default, 0 for no limit)`);
  return seconds * 1000;
}

/** The render worker's settings from the environment, for npm run dev and npm run cms alike. */
export function devRenderSettings(env: NodeJS.ProcessEnv) {
  return {
    timeLimitMs: devRenderTimeLimit(env),
    encodeBudgetMs: encodeBudget(env.IMAGE_ENCODE_MINUTES),
  };
}

// The dev server's settings from the command line and the environment. Like Vite: this machine
// only (127.0.0.1) unless told otherwise; on port 3000 unless `--port N` or PORT says otherwise.
import os from 'node:os';
import { ALL_INTERFACES, commandLine } from '../generator/cli.ts';
import { RenderTimeLimitRefused } from '../generator/error-messages.ts';
import { isOpenHost } from '../generator/hosts.ts';
import { encodeBudget } from '../generator/images/images-phase.ts';
import { LISTEN_OPTIONS, listenFlagsHelp, listenOptions } from '../generator/port.ts';

const DEV_COMMAND = {
  command: 'npm run dev',
  summary:
    'A dev server on 127.0.0.1:3000 (--port or PORT to change it): rebuilds what an edit changes and reloads the tabs that show it (docs/dev-server.md).',
  options: { ...LISTEN_OPTIONS, 'editor-backend': { type: 'boolean' } },
  flags: [
    ...listenFlagsHelp('DEV_ALLOWED_HOSTS'),
    ['--editor-backend', "serve the content editor's backend at /api/v1, for /admin/ (what npm run cms does); this machine only"],
  ],
} as const;

/**
 * Where the dev server listens and the host names it answers besides its own (listenOptions), from
 * the flags (--help or a bad one ends the process), then HOST, PORT and DEV_ALLOWED_HOSTS; and
 * whether it serves the content editor's backend: `--editor-backend` (what `npm run cms` asks for)
 * writes the project's files, so it answers this machine only, and with a host open to the
 * network it is refused.
 */
export function devOptions(argv: readonly string[], env: NodeJS.ProcessEnv) {
  const flags = commandLine(DEV_COMMAND, argv).values;
  const listen = listenOptions(flags, env, 'DEV_ALLOWED_HOSTS');
  const editorBackend = flags['editor-backend'] === true;
  if (editorBackend && isOpenHost(listen.host))
    throw new Error(
      `--editor-backend writes this project's files, so it answers this machine only: leave out --host ${listen.host} (and HOST), or use npm run cms`,
    );
  return { ...listen, editorBackend };
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
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(RenderTimeLimitRefused({ value: value ?? '' }));
  return seconds * 1000;
}

/** The render worker's settings from the environment, for npm run dev and npm run cms alike. */
export function devRenderSettings(env: NodeJS.ProcessEnv) {
  return {
    timeLimitMs: devRenderTimeLimit(env),
    encodeBudgetMs: encodeBudget(env.IMAGE_ENCODE_MINUTES),
  };
}

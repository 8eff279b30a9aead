// npm run dev: reads the flags (--help prints them; an unknown one, a port that is none, or a host
// or port it cannot listen on, is refused in one line before anything starts), then serves until
// stopped (serveUntilStopped, which npm run cms calls too): starts the dev server
// (generator/dev/dev-server.ts) and says where it serves. Ctrl-C, SIGTERM or SIGHUP close it, and
// so does the end of the process that started this one (npm).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine, onStopRequest, optionsOrExit } from '../generator/cli.ts';
import { createDevServer, DEFAULT_DEV_HOST, type DevServerOptions } from '../generator/dev/dev-server.ts';
import { isOpenHost } from '../generator/hosts.ts';
import { checkListen } from '../generator/port.ts';
import { DEV_FLAGS, devOptions, devRenderSettings, devUrls } from './dev-options.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the dev server, prints where it serves, and closes it on a signal or when the parent goes. */
export async function serveUntilStopped(options: DevServerOptions): Promise<void> {
  let server: Awaited<ReturnType<typeof createDevServer>> | undefined;
  onStopRequest(async () => {
    await server?.close();
    process.exit(0);
  });
  const host = options.host ?? DEFAULT_DEV_HOST;
  try {
    await checkListen(host, options.port);
    server = await createDevServer(options);
  } catch (error) {
    console.error(`dev: cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  const urls = devUrls(host, server.port);
  console.log(`dev: serving ${urls.local} — edits rebuild and reload the page`);
  for (const url of urls.network) console.log(`     on the network: ${url}`);
  if (!isOpenHost(host)) console.log('     (this machine only; npm run dev -- --host, or HOST=0.0.0.0, opens it to the network)');
}

function main(): void {
  commandLine({
    command: 'npm run dev',
    summary:
      'A dev server on 127.0.0.1:3000 (--port or PORT to change it): rebuilds what an edit changes and reloads the tabs that show it (docs/dev-server.md).',
    options: DEV_FLAGS,
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
  const options: DevServerOptions = optionsOrExit('npm run dev', () => ({
    root,
    ...devOptions(process.argv.slice(2), process.env),
    ...devRenderSettings(process.env),
  }));
  void serveUntilStopped(options);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

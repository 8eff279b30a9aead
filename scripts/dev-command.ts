// npm run dev: reads the flags (--help prints them; an unknown one, a port that is none, or a host
// or port it cannot listen on, is refused in one line before anything starts), then serves until
// stopped (serveUntilStopped, which npm run cms calls too): starts the dev server
// (generator/dev/dev-server.ts) and says where it serves. Ctrl-C, SIGTERM or SIGHUP close it, and
// so does the end of the process that started this one (npm).
import { fileURLToPath } from 'node:url';
import { onStopRequest, optionsOrExit } from '../generator/cli.ts';
import { createDevServer, type DevServerOptions } from '../generator/dev/dev-server.ts';
import { isOpenHost } from '../generator/hosts.ts';
import { checkListen, LOCAL_HOST } from '../generator/port.ts';
import { devOptions, devRenderSettings, devUrls } from './dev-options.ts';
import { PROJECT_ROOT } from './project-root.ts';

/** Starts the dev server, prints where it serves, and closes it on a signal or when the parent goes. */
export async function serveUntilStopped(options: DevServerOptions): Promise<void> {
  let server: Awaited<ReturnType<typeof createDevServer>> | undefined;
  onStopRequest(async () => {
    await server?.close();
    process.exit(0);
  });
  const host = options.host ?? LOCAL_HOST;
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
  const options: DevServerOptions = optionsOrExit('npm run dev', () => ({
    root: PROJECT_ROOT,
    ...devOptions(process.argv.slice(2), process.env),
    ...devRenderSettings(process.env),
  }));
  void serveUntilStopped(options);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

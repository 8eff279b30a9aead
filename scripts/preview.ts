// npm run preview (and npm start): serves dist/ with the preview server (generator/preview/preview-server.ts)
// on 127.0.0.1:3000, answering only its own host names; a build killed mid-swap is repaired first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine, onStopRequest, optionsOrExit } from '../generator/cli.ts';
import { ListenRefused } from '../generator/error-messages.ts';
import { isOpenHost } from '../generator/hosts.ts';
import { checkListen, LISTEN_OPTIONS, listenFlagsHelp, listenOptions } from '../generator/port.ts';
import { createPreviewServer } from '../generator/preview/preview-server.ts';
import { describeRecovery, recoverOutput } from '../generator/write/write.ts';
import { PROJECT_ROOT } from './project-root.ts';

const PREVIEW_COMMAND = {
  command: 'npm run preview',
  summary: 'Serves the built site (dist/) with the production headers, on 127.0.0.1:3000 unless told otherwise.',
  options: { ...LISTEN_OPTIONS, dir: { type: 'string' } },
  flags: [...listenFlagsHelp('PREVIEW_ALLOWED_HOSTS'), ['--dir DIR', 'serve DIR instead of dist/']],
} as const;

/** The flags (also as --flag=value; --help or a bad one ends the process), then HOST, PORT and PREVIEW_ALLOWED_HOSTS. */
export function previewOptions(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const flags = commandLine(PREVIEW_COMMAND, argv).values;
  const dir = flags.dir === undefined ? path.join(PROJECT_ROOT, 'dist') : path.resolve(flags.dir);
  return { ...listenOptions(flags, env, 'PREVIEW_ALLOWED_HOSTS'), dir };
}

async function main(): Promise<void> {
  const options = optionsOrExit('npm run preview', () => previewOptions(process.argv.slice(2)));
  await checkListen(options.host, options.port);
  const recovered = describeRecovery(options.dir, await recoverOutput(options.dir));
  if (recovered) console.log(recovered);
  const server = createPreviewServer(options.dir, { listen: options.host, allowedHosts: options.allowedHosts });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(ListenRefused({ ...options, code: error.code, message: error.message }));
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const { port } = server.address() as { port: number };
    const shown = options.host.includes(':') ? `[${options.host}]` : options.host;
    const reach = isOpenHost(options.host) ? 'reachable from your network' : 'this machine only; --host to open it on your network';
    console.log(`Serving ${path.relative(process.cwd(), options.dir) || '.'} on http://${shown}:${port} (${reach})`);
    if (options.allowedHosts.length) console.log(`Also answering for ${options.allowedHosts.join(', ')} (allowed hosts)`);
  });
  onStopRequest(() => {
    server.close(() => process.exit(0));
    // A request still open (a stalled client's) would keep the server, and its port, until it ends.
    server.closeAllConnections();
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}

// Where both servers listen, read the same way from the same flags and variables, and the check
// that they can listen there. Port 0 is refused: the server would come up on a random port where nobody looks for it.
// An empty PORT means unset; an empty --port= is refused (`--port=$P` with P unset, most likely).
import net from 'node:net';
import { ListenRefused, PortRefused } from './error-messages.ts';
import { allowedHostList } from './hosts.ts';

export const DEFAULT_PORT = 3000;
/** This machine only: where a server listens unless told otherwise. */
export const LOCAL_HOST = '127.0.0.1';

/** The flags both servers take, as parseArgs reads them. */
export const LISTEN_OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  'allowed-hosts': { type: 'string', multiple: true },
} as const;

/** The listen flags as --help shows them; `variable` adds host names as --allowed-hosts does. */
export function listenFlagsHelp(variable: string) {
  return [
    ['--host [ADDR]', 'listen on every interface, or on ADDR (HOST=ADDR does the same)'],
    ['--port N', 'listen on port N (default $PORT, else 3000)'],
    [
      '--allowed-hosts NAMES',
      `answer these host names too, comma-separated ('.example.com': it and every name under it); ${variable} adds more`,
    ],
  ] as const;
}

/**
 * Where a server listens, from the flags first, then HOST and PORT, and the host names it answers
 * besides its own (generator/hosts.ts): the flag's and `variable`'s (comma-separated) together.
 */
export function listenOptions(
  flags: { host?: string; port?: string; 'allowed-hosts'?: string[] },
  env: NodeJS.ProcessEnv,
  variable: string,
): { host: string; port: number; allowedHosts: string[] } {
  return {
    host: flags.host ?? (env.HOST?.trim() || LOCAL_HOST),
    // The flag wins over PORT, which is read (and checked) only when no flag gives the port.
    port: flags.port === undefined ? parsePort(env.PORT, 'PORT') : parsePort(flags.port, '--port'),
    allowedHosts: allowedHostList([...(flags['allowed-hosts'] ?? []), env[variable]]),
  };
}

/** The port `value` names; `name` is how the user gave it (`PORT`, `--port`), for the error. */
export function parsePort(value: string | undefined, name: string): number {
  if (value === undefined || (value.trim() === '' && !name.startsWith('--'))) return DEFAULT_PORT;
  const text = value.trim();
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(PortRefused({ name, value }));
  return port;
}

/**
 * Listens on `host`:`port` for a moment and lets go, so that a port in use or a host that is no
 * address of this machine is refused in words before a server starts, not after the dev server's
 * first build, nor as a bare getaddrinfo error.
 */
export async function checkListen(host: string, port: number): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  }).catch((error: NodeJS.ErrnoException) => {
    throw new Error(ListenRefused({ host, port, code: error.code, message: error.message }));
  });
}

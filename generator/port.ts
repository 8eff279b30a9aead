// The one reading of a port number for both servers, and the check that they can listen where
// asked. Port 0 is refused: the server would come up on a random port where nobody looks for it.
// An empty PORT means unset; an empty --port= is refused (`--port=$P` with P unset, most likely).
import net from 'node:net';
import { ListenRefused, PortRefused } from './error-messages.ts';

export const DEFAULT_PORT = 3000;

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

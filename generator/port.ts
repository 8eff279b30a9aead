// The one reading of a port number for both servers. Port 0 is refused: the server would come up
// on a random port where nobody looks for it. Empty means unset.
import { PortRefused } from './error-messages.ts';

export const DEFAULT_PORT = 3000;

/** The port `value` names; `name` is how the user gave it (`PORT`, `--port`), for the error. */
export function parsePort(value: string | undefined, name: string): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const text = value.trim();
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(PortRefused({ name, value }));
  return port;
}

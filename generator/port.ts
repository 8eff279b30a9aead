// The one reading of a port number, for `npm run preview` (PORT, --port) and `npm run dev`
// (PORT), so both servers accept and refuse the same values with the same words.
//
// Unset or empty means the default (an empty PORT is a variable that was never filled in).
// Port 0 is refused: to the operating system it means "any free port", so the server would
// come up where nobody looks for it; a port is a whole number from 1 to 65535.
import { PortRefused } from './error-messages.ts';

export const DEFAULT_PORT = 3000;

/** The port `value` names; `name` is how the user gave it (`PORT`, `--port`), for the error. */
export function parsePort(value: string | undefined, name: string): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const text = value.trim();
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535)) {
    throw new Error(PortRefused({ name, value }));
  }
  return port;
}

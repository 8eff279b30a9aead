// Requests a test makes of a local server exactly as written: fetch would normalise the path and
// set its own Host, so these go through node:http (`request`) or a bare socket (`rawRequest`).
import http from 'node:http';
import net from 'node:net';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every header line as sent, by lower-case name. */
  headerLines: NodeJS.Dict<string[]>;
  body: string;
  bytes: Buffer;
}

/** What a request sends after its headers. */
export interface Sent {
  body?: string;
  /** Sends the body in chunks, without Content-Length. */
  chunked?: boolean;
  /** Closes the connection when aborted, as a page that goes away does. */
  signal?: AbortSignal;
}

/** A request to 127.0.0.1:`port`; an event stream is cut after its first bytes, since it never ends. */
export function request(
  port: number,
  urlPath: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
  { body = '', chunked = false, signal }: Sent = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers, method, agent: false, signal }, (res) => {
      const chunks: Buffer[] = [];
      const reply = () => {
        const bytes = Buffer.concat(chunks);
        return { status: res.statusCode ?? 0, headers: res.headers, headerLines: res.headersDistinct, body: bytes.toString(), bytes };
      };
      res.on('data', (d: Buffer) => chunks.push(d));
      if (res.headers['content-type'] === 'text/event-stream')
        res.once('data', () => {
          res.destroy();
          resolve(reply());
        });
      res.on('end', () => resolve(reply()));
    });
    req.on('error', reject);
    if (chunked) for (let at = 0; at < body.length; at += 1 << 20) req.write(body.slice(at, at + (1 << 20)));
    else if (body) req.write(body);
    req.end();
  });
}

/** `text` sent byte for byte to 127.0.0.1:`port`; resolves with the whole reply once the server closes. */
export function rawRequest(port: number, text: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.on('data', (d) => (reply += d));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
    socket.write(text);
  });
}

export interface Wait {
  /** Fails after this long; default two minutes. */
  timeoutMs?: number;
  /** Checks this often; default 50 ms (longer when each check runs a command). */
  everyMs?: number;
  /** What the failure adds after naming the wait: the output so far. */
  context?: () => string;
}

/** Waits until `condition` holds; fails naming `what` (and the context) once the time is up. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 120_000, everyMs = 50, context = () => '' }: Wait = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${context()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

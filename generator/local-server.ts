// The HTTP server of every local server (the dev server, the preview): what Node answers itself,
// barely or not at all, before the server's own handler sees a request (one it cannot parse, a
// CONNECT tunnel, an unknown expectation, a version other than HTTP/1), it answers as nginx does,
// with the server's security headers, and says in one line.
import http from 'node:http';
import type { Duplex } from 'node:stream';

export interface LocalServerOptions {
  /** The server's name in its log lines: 'dev', 'preview'. */
  name: string;
  /** The headers every answer carries, a refusal's too. */
  headers: Readonly<Record<string, string>>;
  log(line: string): void;
}

export function createLocalServer({ name, headers, log }: LocalServerOptions, handle: http.RequestListener): http.Server {
  const headerLines = Object.entries(headers).map(([key, value]) => `${key}: ${value}`);
  /** An answer written to the socket, for what never reaches a handler. */
  const answerRaw = (socket: Duplex, status: number, extra: string[] = []) => {
    const text = http.STATUS_CODES[status] ?? 'Error';
    const lines = [...headerLines, ...extra, 'Content-Type: text/plain; charset=utf-8'];
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\n${lines.join('\r\n')}\r\nConnection: close\r\nContent-Length: ${text.length + 1}\r\n\r\n${text}\n`,
    );
  };
  // Node would answer a request without Host with a bare 400: the handler refuses it (requestHost, ./hosts.ts).
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    // Node takes an HTTP/2.0 request line for HTTP/1; nginx answers 505, as RFC 9110 15.6.6 has it.
    if (req.httpVersionMajor === 1) return handle(req, res);
    log(`${name}: 505 ${req.method} ${shorten(req.url ?? '')}: HTTP/${req.httpVersion}: only HTTP/1 is spoken here`);
    res.writeHead(505, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end(`${http.STATUS_CODES[505]}\n`);
  });
  // CONNECT (a tunnel) never reaches the handler, and Node would close the connection without a word.
  server.on('connect', (req: http.IncomingMessage, socket: Duplex) => {
    log(`${name}: 405 CONNECT ${shorten(req.url ?? '')}: the method CONNECT: it answers GET and HEAD`);
    answerRaw(socket, 405, ['Allow: GET, HEAD']);
  });
  // A request Node cannot parse (a broken request line, headers over the limit).
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    log(`${name}: ${status} (unparsable request: ${error.code ?? error.message})`);
    answerRaw(socket, status);
  });
  // An expectation other than 100-continue: Node would answer a bare 417; nginx ignores it, as RFC 9110 10.1.1 allows.
  server.on('checkExpectation', (req, res) => server.emit('request', req, res));
  return server;
}

export function shorten(url: string): string {
  return url.length > 120 ? `${url.slice(0, 117)}…` : url;
}

// Serves a built site for the tests, the audit and the benches exactly as `npm run preview` does
// (generator/preview/preview-server.ts), in this process, on a free port of 127.0.0.1; the server never
// keeps a test process alive. freePort is the one way the tests and benches take a port.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { createPreviewServer, type PreviewServerOptions } from '../../generator/preview/preview-server.ts';

export interface HeaderServer {
  origin: string; // http://127.0.0.1:PORT
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function serveWithHeaders(dir: string, options: PreviewServerOptions = {}): Promise<HeaderServer> {
  const server = createPreviewServer(dir, options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Serves a built site for the tests, the audit and the benches exactly as `npm run preview` does
// (generator/preview/preview-server.ts), in this process, on a free port of 127.0.0.1; the server never
// keeps a test process alive. freePort and listenLocally are the one way the tests and benches
// take a port.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { createPreviewServer, type PreviewServerOptions } from '../../generator/preview/preview-server.ts';

export interface LocalServer {
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

/**
 * Listens on a free port of 127.0.0.1 (a test's stand-in or trap, a mounted handler, the site);
 * it never keeps the process alive, and closing it ends its open connections too.
 */
export async function listenLocally(server: Server): Promise<LocalServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.unref();
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const serveWithHeaders = (dir: string, options: PreviewServerOptions = {}) => listenLocally(createPreviewServer(dir, options));

// A test's own HTTP server (a stand-in, a trap, a mounted handler) on a free port of 127.0.0.1;
// it never keeps the test process alive, and closing it ends its open connections too.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  close(): Promise<void>;
}

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

// The editor's backend on a port of its own, for `npm run cms`: the handler of editor-backend.ts
// in a server that listens on 127.0.0.1 only and, as the dev server does (generator/hosts.ts),
// refuses a request for any other host with 403, so a web page that points its own name at this
// machine (DNS rebinding) cannot reach it either.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEditorBackend, type EditorBackendOptions } from '../../generator/editor-backend/editor-backend.ts';
import { API_PATH } from '../../generator/editor-backend/origin-gate.ts';
import { hostAllowed, hostName } from '../../generator/hosts.ts';

export interface LocalBackend {
  url: string;
  close(): Promise<void>;
}

/** Starts the backend on 127.0.0.1:`port` (0: any free port). */
export async function startLocalBackend(options: EditorBackendOptions & { port: number }): Promise<LocalBackend> {
  const { port, log = () => {} } = options;
  const handle = await createEditorBackend(options);
  const policy = { listen: '127.0.0.1', allowed: [] };
  const server = http.createServer((req, res) => {
    if (!hostAllowed(req.headers.host, policy)) {
      const host = hostName(req.headers.host) ?? JSON.stringify(req.headers.host ?? '');
      const why = `host ${host} is not allowed: the content editor's backend answers only this machine (127.0.0.1, localhost)`;
      log(`cms: refused a request (403): ${why}`);
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`403 Forbidden: ${why}\n`);
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}${API_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

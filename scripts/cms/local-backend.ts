// The editor's local backend for `npm run cms`: decap-server's file-system middleware, which
// reads and writes the checkout's files, inside a server of our own. decap-server's own command
// listens on every interface and answers any Host; this one listens on 127.0.0.1 only and, as
// the dev server does (generator/hosts.ts), refuses a request for any other host with 403, so
// a web page that points its own name at this machine (DNS rebinding) cannot write the site.
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { hostAllowed, hostName } from '../../generator/hosts.ts';

const require = createRequire(import.meta.url);

export interface LocalBackend {
  url: string;
  close(): Promise<void>;
}

/** Starts the backend over `root` on 127.0.0.1:`port` (0: any free port). */
export async function startLocalBackend(root: string, port: number, log: (line: string) => void = () => {}): Promise<LocalBackend> {
  // decap-server reads the folder it serves from the environment when its middleware is made.
  process.env.GIT_REPO_DIRECTORY = root;
  const express = require('express') as () => ((req: http.IncomingMessage, res: http.ServerResponse) => void) & { use: unknown };
  const { registerLocalFs } = require('decap-server/dist/middlewares.js') as {
    registerLocalFs(app: unknown, options?: { logLevel?: string }): Promise<void>;
  };
  const app = express();
  await registerLocalFs(app, { logLevel: 'warn' });
  const policy = { listen: '127.0.0.1', allowed: [] };
  const server = http.createServer((req, res) => {
    if (!hostAllowed(req.headers.host, policy)) {
      const host = hostName(req.headers.host) ?? JSON.stringify(req.headers.host ?? '');
      const why = `host ${host} is not allowed: the content editor's backend answers only this machine (127.0.0.1, localhost)`;
      log(`cms: refused a request (403): ${why}`);
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`403 Forbidden: ${why}\n`);
      return;
    }
    app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/api/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Serves a built site with `serve` and the site's own serve.json (so with the production
// headers), on a free port of 127.0.0.1. Used by test/quality and scripts/audit.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVE_BIN = path.join(ROOT, 'node_modules/serve/build/main.js');

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
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function serveWithHeaders(dir: string): Promise<HeaderServer> {
  if (!existsSync(path.join(dir, 'serve.json'))) throw new Error(`${dir} has no serve.json: build the site first`);
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [SERVE_BIN, dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-port-switching', '--no-request-logging'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  // Like any test server, it never keeps a test process alive, and it dies with that process.
  child.unref();
  (child.stderr as (NodeJS.ReadableStream & { unref?: () => void }) | null)?.unref?.();
  process.once('exit', () => child.kill());
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetch(origin + '/', { method: 'HEAD' });
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw new Error(`serve did not start on ${origin}: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.ref(); // wait for the exit this close asked for
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// The dev server's answers (generator/dev/http.ts) for what is no page; and what every local server
// answers before serving (the host a request names: generator/hosts.ts; what Node would answer:
// generator/local-server.ts; the method and path: generator/request-paths.ts), checked on the dev
// server and the preview with the same rows. Its pages and the editor's backend are test/commands/dev*.test.ts's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LiveReload } from '../../generator/dev/client.ts';
import { devRequestHandler } from '../../generator/dev/http.ts';
import type { SiteBuilds } from '../../generator/dev/site-builds.ts';
import { devHeaders } from '../../generator/headers/dev.ts';
import { HOSTING_FILES } from '../../generator/headers/policy.ts';
import { createLocalServer } from '../../generator/local-server.ts';
import type { SiteFile } from '../../generator/write/write.ts';
import { listenLocally, serveWithHeaders } from '../../tools/harness/static-server.ts';
import { rawRequest } from '../helpers/http-requests.ts';
import { buildOnce } from '../helpers/site-under-test.ts';

/** A dev server serving these files, as its builds made them, on 127.0.0.1. */
function devServer(files: Map<string, SiteFile>) {
  const builds = { files, stale: new Set(), whenCurrent: async () => {}, lastError: null };
  const handle = devRequestHandler(builds as unknown as SiteBuilds, new LiveReload(), { listen: '127.0.0.1', allowed: [] }, () => {});
  return listenLocally(createLocalServer({ name: 'dev', headers: devHeaders('/'), log: () => {} }, (req, res) => void handle(req, res)));
}

const portOf = (server: { origin: string }) => Number(new URL(server.origin).port);

test("what is no page: the hosts' files, the 404 page itself and a copy whose source is gone answer 404; another form of a page's URL redirects to it; the event stream asked with HEAD ends", async () => {
  const hosting = HOSTING_FILES.map((file): [string, SiteFile] => [file, 'hosting file']);
  // A copy whose source is gone since the build: an asset deleted, the image cache pruned.
  const gone: [string, SiteFile] = ['gone.mp4', { copyFrom: '/no-such-folder/gone.mp4' }];
  const server = await devServer(new Map([['index.html', '<body>home</body>'], ['404.html', '<body>missing</body>'], ...hosting, gone]));
  const port = portOf(server);
  try {
    assert.match(
      await rawRequest(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
      /^HTTP\/1\.1 200 .*home/s,
    );
    for (const file of [...HOSTING_FILES, '404', '404.html']) {
      const reply = await rawRequest(port, `GET /${file} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      assert.match(reply, /^HTTP\/1\.1 404 .*missing/s, file);
    }
    assert.match(
      await rawRequest(port, `GET /gone.mp4 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
      /^HTTP\/1\.1 404 .*gone\.mp4 is gone since the last build/s,
    );
    assert.match(
      await rawRequest(port, `GET /team/index.html?x=1 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
      /^HTTP\/1\.1 301 .*\r\nlocation: \/team\?x=1\r\n/is,
      'one redirect to the page, with its query',
    );
    // The live-reload stream, asked with HEAD, is answered (its headers), not held open.
    const head = await fetch(`${server.origin}/__dev/events`, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    assert.is(head.headers.get('content-type'), 'text/event-stream');
  } finally {
    await server.close();
  }
});

test('every local server answers alike before serving: the host a request names (two Host headers or none in HTTP/1.1 are a bad request, a target in absolute form names it), what Node would answer itself, another method and a path no file can have, with the security headers', async () => {
  /** A request to the server on `port`, but its last header (Connection: close), and the status it gets. */
  type Row = [(port: number) => string, status: number];
  const rows: Row[] = [
    [(port) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}`, 200],
    [() => 'GET / HTTP/1.1\r\nHost: evil.example', 403],
    [() => 'GET / HTTP/1.1', 400],
    [() => 'GET http://127.0.0.1/ HTTP/1.1', 400],
    [() => 'GET / HTTP/1.0', 403],
    // The first one's site is not the answer.
    [(port) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example`, 400],
    [(port) => `GET / HTTP/1.1\r\nHost: evil.example\r\nHost: 127.0.0.1:${port}`, 400],
    // Whatever the Host header says.
    [(port) => `GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:${port}`, 403],
    [(port) => `GET http://localhost:${port}/ HTTP/1.1\r\nHost: evil.example`, 200],
    [(port) => `GET HTTP://LOCALHOST:${port}?x=1 HTTP/1.1\r\nHost: evil.example`, 200],
    [(port) => `GET http://user@localhost:${port}/ HTTP/1.1\r\nHost: localhost:${port}`, 403],
    // Node would answer these without the headers (417, 400, 431), not at all (CONNECT), or as HTTP/1 (505).
    [(port) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nExpect: something`, 200],
    [() => 'NOT HTTP AT ALL', 400],
    [(port) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Big: ${'a'.repeat(20_000)}`, 431],
    [(port) => `CONNECT example.com:443 HTTP/1.1\r\nHost: 127.0.0.1:${port}`, 405],
    [(port) => `GET / HTTP/2.0\r\nHost: 127.0.0.1:${port}`, 505],
    // A target that is no path, and paths no file can have.
    ...['*', '/%', '/team%E0%A4%A', '/__dev/%zz', '/%00', '/../team', '/a/%2e%2e/%2E%2E/team'].map(
      (target): Row => [(port) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}`, 400],
    ),
    ...['POST', 'PUT', 'DELETE', 'OPTIONS'].map((method): Row => [(port) => `${method} / HTTP/1.1\r\nHost: 127.0.0.1:${port}`, 405]),
    // One form of each URL: the others redirect to it once.
    // A path a URL parser could read as a host ('//example.com/') is a path, redirected on this server.
    ...['/index.html', '/team/', '/team/index.html', '/admin/', '//example.com/', '/\\example.com/'].map(
      (target): Row => [(port) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}`, 301],
    ),
  ];
  const dev = await devServer(new Map([['index.html', '<body>home</body>']]));
  const preview = await serveWithHeaders((await buildOnce()).outDir, { log: () => {} });
  try {
    for (const [name, server] of Object.entries({ dev, preview }))
      for (const [lines, status] of rows) {
        const text = `${lines(portOf(server))}\r\nConnection: close\r\n\r\n`;
        const where = `${name}: ${JSON.stringify(text.slice(0, 80))}`;
        const reply = await rawRequest(portOf(server), text);
        assert.match(reply, new RegExp(`^HTTP/1\\.1 ${status} `), `${where}: ${reply.split('\r\n')[0]}`);
        assert.match(reply, /\r\nX-Frame-Options: DENY\r\n/i, where);
        assert.match(reply, /\r\nContent-Security-Policy: [^\r]*frame-ancestors 'none'/i, where);
        if (status === 405) assert.match(reply, /\r\nAllow: GET, HEAD\r\n/i, where);
        if (status === 301) assert.match(reply, /\r\nLocation: \/(?![/\\])/i, `${where}: a path on this server`);
      }
  } finally {
    await Promise.all([dev.close(), preview.close()]);
  }
});

test.run();

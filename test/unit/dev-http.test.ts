// The dev server's answers (generator/dev/http.ts) to request targets a URL parser would read as
// something else than a path, and to the hosts' configuration files; its pages and the editor's
// backend are test/commands/dev*.test.ts's.
import http from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LiveReload } from '../../generator/dev/client.ts';
import { devRequestHandler } from '../../generator/dev/http.ts';
import type { SiteBuilds } from '../../generator/dev/site-builds.ts';
import { HOSTING_FILES } from '../../generator/headers/policy.ts';
import { listenLocally } from '../../tools/harness/static-server.ts';
import { rawRequest } from '../helpers/http-requests.ts';

test("a request target that is no path ('*', or a whole URL) is a bad request: 400, not the home page; the hosts' files answer 404", async () => {
  const hosting = HOSTING_FILES.map((file): [string, string] => [file, 'hosting file']);
  const files = new Map([['index.html', '<body>home</body>'], ['404.html', '<body>missing</body>'], ...hosting]);
  const builds = { files, stale: new Set(), whenCurrent: async () => {}, lastError: null };
  const handle = devRequestHandler(builds as unknown as SiteBuilds, {} as LiveReload, { listen: '127.0.0.1', allowed: [] }, () => {});
  const server = await listenLocally(http.createServer((req, res) => void handle(req, res)));
  const port = Number(new URL(server.origin).port);
  try {
    for (const target of ['*', `http://127.0.0.1:${port}/`]) {
      const reply = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      assert.match(reply, /^HTTP\/1\.1 400 /, target);
      assert.not.match(reply, /home/, target);
    }
    assert.match(
      await rawRequest(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
      /^HTTP\/1\.1 200 .*home/s,
    );
    for (const file of HOSTING_FILES) {
      const reply = await rawRequest(port, `GET /${file} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      assert.match(reply, /^HTTP\/1\.1 404 .*missing/s, file);
    }
  } finally {
    await server.close();
  }
});

test.run();

// The audit's floor: a minimal page (one heading, two paragraphs; no web font, no image, no
// script) served by the same server, with the same headers, as the site's pages. Lighthouse's
// figures on a shared machine move with the host's load; a page audited in the same rounds as
// the floor moves with it, so the distance between them is what says how heavy the page is.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type HeaderServer, serveWithHeaders } from './static-server.ts';
import { tempDir } from './temp-dir.ts';

/** Where the floor is served: a path no file in pages/ can produce (routes have no dots). */
export const FLOOR_PATH = '/audit.floor/';

const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Audit floor</title>
<meta name="description" content="A minimal page the audit measures beside the site's pages, in the same rounds and from the same server.">
</head>
<body>
<main>
<h1>Audit floor</h1>
<p>This page has one heading and two paragraphs, in the browser's default font, with no image and no script.</p>
<p>Whatever time Lighthouse measures here is the cost of the machine and the browser, not of the site.</p>
</main>
</body>
</html>
`;

/**
 * A built site served as the audit serves it: from a temporary copy with the floor page added (the
 * built site is never touched), and the 404 page as a page, since Lighthouse audits no 404 status.
 * close() stops the server and removes the copy; the end of the process removes it too.
 */
export async function serveWithFloor(dist: string): Promise<HeaderServer> {
  const parent = tempDir('audit-site-');
  const dir = path.join(parent.path, 'site');
  cpSync(dist, dir, { recursive: true });
  const floorDir = path.join(dir, ...FLOOR_PATH.split('/').filter(Boolean));
  mkdirSync(floorDir, { recursive: true });
  writeFileSync(path.join(floorDir, 'index.html'), FLOOR_HTML);
  const server = await serveWithHeaders(dir, { notFoundPageAsPage: true });
  return {
    origin: server.origin,
    async close() {
      await server.close();
      parent.remove();
    },
  };
}

// The audit's floor: a minimal page (one heading, two paragraphs; no web font, no image, no
// script) served by the same server, with the same headers, as the site's pages. Lighthouse's
// figures on a shared machine move with the host's load; a page measured in the same rounds as
// the floor moves with it, so the distance between them is what says how heavy the page is.
// The audit and the benches measure in rounds: each round the floor, then every page on each
// built site in turn (A B A B …), so the floor and the builds they compare see the same load.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LocalServer, serveWithHeaders } from './static-server.ts';
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
async function serveWithFloor(dist: string): Promise<LocalServer> {
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

export interface AuditTarget {
  /** The page, followed by its site when several are compared; the floor is FLOOR_PATH. */
  label: string;
  page: string;
  /** Which site, counted from 0 (the floor is served by the first). */
  site: number;
}

type Rounds = { dists: readonly string[]; pages: readonly string[]; runs: number; floor: boolean; round?: string };

/**
 * Every target's results, in the order measured, and the 1-minute load average's range meanwhile.
 * Each run is printed as `describe` words it, after `round` ("  round 2/5 /gallery: …"): the
 * audit's log is read back by bench:gate-noise.
 */
export async function measureInRounds<Result>(
  { dists, pages, runs, floor, round = 'round' }: Rounds,
  measure: (url: string, run: number) => Promise<Result>,
  describe: (result: Result) => string,
): Promise<{ results: Map<AuditTarget, Result[]>; loads: string }> {
  const targets: AuditTarget[] = [
    ...(floor ? [{ label: FLOOR_PATH, page: FLOOR_PATH, site: 0 }] : []),
    ...pages.flatMap((page) => dists.map((dist, site) => ({ label: dists.length > 1 ? `${page} ${dist}` : page, page, site }))),
  ];
  const servers = await Promise.all(dists.map((dist) => serveWithFloor(path.resolve(dist))));
  const results = new Map<AuditTarget, Result[]>(targets.map((t) => [t, []]));
  const loads: number[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [target, done] of results) {
        loads.push(os.loadavg()[0]!);
        const result = await measure(servers[target.site]!.origin + target.page, run);
        done.push(result);
        console.log(`  ${round} ${run}/${runs} ${target.label}: ${describe(result)}`);
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
  return { results, loads: `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` };
}

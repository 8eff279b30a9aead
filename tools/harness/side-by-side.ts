// Several built sites measured in one process, interleaved (each round: the floor page when asked,
// then every page on each site in turn: A B A B …), so a comparison of builds sees the same machine
// load. For bench:lighthouse and bench:main-thread.
import path from 'node:path';
import { FLOOR_PATH, serveWithFloor } from './audit-floor.ts';
import { loadLog } from './machine-load.ts';

export interface Target {
  /** '/gallery dist', or 'floor'. */
  label: string;
  page: string;
  /** Which site of the command line, counted from 0 (the floor is served by the first). */
  site: number;
}

export interface SideBySide {
  dists: readonly string[];
  pages: readonly string[];
  runs: number;
  floor: boolean;
}

/** Every target's results, in the order measured; each run is printed as `describe` words it. */
export async function measureSideBySide<Result>(
  { dists, pages, runs, floor }: SideBySide,
  measure: (url: string) => Promise<Result>,
  describe: (result: Result) => string,
): Promise<{ results: Map<Target, Result[]>; loads: string }> {
  const targets: Target[] = [
    ...(floor ? [{ label: 'floor', page: FLOOR_PATH, site: 0 }] : []),
    ...pages.flatMap((page) => dists.map((dist, site) => ({ label: `${page} ${dist}`, page, site }))),
  ];
  const servers = await Promise.all(dists.map((dist) => serveWithFloor(path.resolve(dist))));
  const results = new Map<Target, Result[]>(targets.map((t) => [t, []]));
  const load = loadLog();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [target, done] of results) {
        load.sample();
        const result = await measure(servers[target.site]!.origin + target.page);
        done.push(result);
        console.log(`  ${target.label} run ${run}: ${describe(result)}`);
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
  return { results, loads: load.range() };
}

/** The command-line options both benches take. */
export const SIDE_BY_SIDE_OPTIONS = {
  runs: { type: 'string', default: '3' },
  floor: { type: 'boolean', default: false },
} as const;
export const SIDE_BY_SIDE_FLAGS = [
  ['--runs=3', 'rounds per page and site'],
  ['--floor', "also the audit's floor page, and each page as a multiple of it"],
] as const;

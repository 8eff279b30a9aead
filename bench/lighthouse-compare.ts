// npm run bench:lighthouse -- [--pages=/,/gallery] [--runs=3] [--floor] DIST_A DIST_B …
// Lighthouse 12.2.3 (mobile defaults, simulated throttling, performance only) over several
// built sites in ONE process, interleaved (A B A B …, page by page), so a comparison sees the
// same machine load; prints the median per page and site of the score, FCP, LCP, TBT, CLS and
// Lighthouse's main-thread work (its "Minimize main-thread work" total and groups), plus the
// thread (CPU) time of the same tasks in Lighthouse's own trace (tools/harness/main-thread-trace.ts;
// ×4 like Lighthouse's figure), which does not grow with the machine's load.
// The machine's load average is printed with the figures: on a busy machine the absolute
// numbers drift, the ratios between sites measured side by side much less.
//  --floor       also audits the audit's floor page (tools/harness/audit-floor.ts) in every round, first
//                in each page's rounds, and prints each page's main-thread work as a multiple of
//                the floor's, the distance the audit's CI gate judges.
//  --stable=MS   gives Lighthouse's network simulation fixed per-origin figures (server response
//                MS ms, no extra RTT: its precomputedLanternData setting, meant "for increased
//                stability") instead of estimating them from the observed load, whose server
//                timings swing with the machine's load. Only the CPU side then varies. For
//                comparing network-side changes (what loads first, what blocks rendering).
//  --network-only  with --stable: the simulation's CPU slowdown goes to 0.001, so the metrics
//                come from the network graph alone (the requests, their sizes, order and
//                dependencies) and the busy machine's CPU timings drop out. The CPU side of a
//                change is measured apart, in thread time (npm run bench:main-thread).
import path from 'node:path';
import { commandLine } from '../generator/cli.ts';
import { copyWithFloor, FLOOR_PATH, type ServedCopy } from '../tools/harness/audit-floor.ts';
import { median } from '../tools/harness/audit-gate.ts';
import { chromeLauncherOptions } from '../tools/harness/chrome-launcher-options.ts';
import { lastMinuteLoad } from '../tools/harness/machine-load.ts';
import { mainThreadWork } from '../tools/harness/main-thread-trace.ts';
import { serveWithHeaders } from '../tools/harness/static-server.ts';

const { values: flags, positionals } = commandLine({
  command: 'npm run bench:lighthouse',
  summary: 'Lighthouse (performance) over several built sites in one process, interleaved; medians per page and site.',
  options: {
    pages: { type: 'string', default: '/,/gallery' },
    runs: { type: 'string', default: '3' },
    'network-only': { type: 'boolean', default: false },
    stable: { type: 'string' },
    floor: { type: 'boolean', default: false },
  },
  flags: [
    ['--pages=/,/gallery', 'the pages to audit'],
    ['--runs=3', 'rounds per page and site'],
    ['--floor', "also the audit's floor page, and each page as a multiple of it"],
    ['--stable=MS', 'fixed per-origin network figures (server response MS ms)'],
    ['--network-only', 'with --stable: metrics from the network graph alone'],
  ],
  positionals: 'DIST_A DIST_B …',
});
// Lighthouse and its launcher load only once the command line is read: they are hundreds of
// modules, and --help or a mistyped flag should answer at once.
const [chromeLauncher, { default: lighthouse }, { throttling }] = await Promise.all([
  import('chrome-launcher'),
  import('lighthouse'),
  import('lighthouse/core/config/constants.js'),
]);
const PAGES = flags.pages.split(',');
const RUNS = Number(flags.runs);
const NETWORK_ONLY = flags['network-only'];
const STABLE = flags.stable === undefined ? null : Number(flags.stable);
const FLOOR = flags.floor;
const dists = positionals.length ? positionals : ['dist'];

interface Figures {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  work: number;
  /** Thread time of the main thread's tasks in Lighthouse's trace, × the 4× CPU slowdown it simulates. */
  cpu: number;
  /** Top-level main-thread tasks in Lighthouse's trace. */
  tasks: number;
  groups: Record<string, number>;
}

const copies: ServedCopy[] = FLOOR ? dists.map((d) => copyWithFloor(path.resolve(d))) : [];
const servers = await Promise.all(dists.map((d, i) => serveWithHeaders(copies[i]?.dir ?? path.resolve(d), { notFoundPageAsPage: true })));
const chrome = await chromeLauncher.launch(chromeLauncherOptions());
const results = new Map<string, Figures[]>(); // key: page + '\0' + dist
const loads: number[] = [];

async function audit(url: string, attempt = 1): Promise<Figures> {
  const origin = new URL(url).origin;
  const config =
    STABLE === null
      ? undefined
      : {
          extends: 'lighthouse:default' as const,
          settings: {
            precomputedLanternData: { additionalRttByOrigin: { [origin]: 0 }, serverResponseTimeByOrigin: { [origin]: STABLE } },
            ...(NETWORK_ONLY ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 0.001 } } : {}),
          },
        };
  const result = await lighthouse(
    url,
    { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: ['*honeybook.com*'] },
    config,
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    if (attempt < 3) return audit(url, attempt + 1);
    throw new Error(`${url}: ${lhr?.runtimeError?.code ?? 'no result'}`);
  }
  const a = lhr.audits;
  const groups: Record<string, number> = {};
  const items =
    (a['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? [];
  for (const item of items) groups[item.groupLabel] = item.duration;
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: a['first-contentful-paint']?.numericValue ?? NaN,
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    si: a['speed-index']?.numericValue ?? NaN,
    work: a['mainthread-work-breakdown']?.numericValue ?? NaN,
    ...(({ cpu, counts }) => ({ cpu: cpu * 4, tasks: counts.get('tasks') ?? 0 }))(
      mainThreadWork((result as unknown as { artifacts: { Trace: { traceEvents: unknown[] } } }).artifacts.Trace),
    ),
    groups,
  };
}

const record = async (page: string, site: number, run: number, label = dists[site]) => {
  loads.push(lastMinuteLoad());
  const figures = await audit(servers[site]!.origin + page); // one server per site
  const key = page + '\0' + label;
  results.set(key, [...(results.get(key) ?? []), figures]);
  console.log(
    `  ${page} ${label} run ${run + 1}: perf ${figures.perf}, FCP ${figures.fcp.toFixed(0)}, LCP ${figures.lcp.toFixed(0)}, TBT ${figures.tbt.toFixed(0)}, main thread ${figures.work.toFixed(0)} ms (CPU ×4 ${figures.cpu.toFixed(0)} ms, ${figures.tasks} tasks)`,
  );
};
try {
  for (const page of PAGES) {
    for (let run = 0; run < RUNS; run++) {
      if (FLOOR) await record(FLOOR_PATH, 0, run, 'floor');
      for (let i = 0; i < dists.length; i++) await record(page, i, run);
    }
  }
} finally {
  await chrome.kill();
  await Promise.all(servers.map((s) => s.close()));
  for (const copy of copies) copy.remove();
}

console.log(
  `\nLighthouse 12.2.3, mobile, simulated throttling${STABLE === null ? '' : ` (network simulation with a fixed ${STABLE} ms server response${NETWORK_ONLY ? ', network only: CPU slowdown 0.001' : ''})`}; median of ${RUNS}; 1-min load average during the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
);
const header = [
  'page',
  'site',
  'perf',
  'FCP ms',
  'LCP ms',
  'SI ms',
  'TBT ms',
  'CLS',
  'main thread ms',
  ...(FLOOR ? ['× floor'] : []),
  'CPU×4 ms',
  'tasks',
  'groups (ms)',
];
const rows: string[][] = [];
const floorWork = FLOOR ? median(results.get(FLOOR_PATH + '\0floor')!.map((r) => r.work)) : 0;
for (const page of [...(FLOOR ? [FLOOR_PATH] : []), ...PAGES]) {
  for (const dist of page === FLOOR_PATH ? ['floor'] : dists) {
    const runs = results.get(page + '\0' + dist)!;
    const labels = [...new Set(runs.flatMap((r) => Object.keys(r.groups)))];
    const groups = labels
      .map((l) => [l, median(runs.map((r) => r.groups[l] ?? 0))] as const)
      .sort((x, y) => y[1] - x[1])
      .map(([l, v]) => `${l} ${v.toFixed(0)}`)
      .join(', ');
    rows.push([
      page,
      dist,
      String(median(runs.map((r) => r.perf))),
      median(runs.map((r) => r.fcp)).toFixed(0),
      median(runs.map((r) => r.lcp)).toFixed(0),
      median(runs.map((r) => r.si)).toFixed(0),
      median(runs.map((r) => r.tbt)).toFixed(0),
      median(runs.map((r) => r.cls)).toFixed(3),
      median(runs.map((r) => r.work)).toFixed(0),
      ...(FLOOR ? [(median(runs.map((r) => r.work)) / floorWork).toFixed(2)] : []),
      median(runs.map((r) => r.cpu)).toFixed(0),
      String(median(runs.map((r) => r.tasks))),
      groups,
    ]);
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));

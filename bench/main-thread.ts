// npm run bench:main-thread — where a page's main-thread time goes, the way Lighthouse counts it.
//   npm run bench:main-thread -- [--pages=/,/gallery] [--floor] [--runs=3] [--cpu=1] [--detail] [--timeline] DIST [DIST2 …]
// Loads each page in Chromium (playwright-core) as Lighthouse's mobile run does (412×823 at
// DPR 1.75, touch), records a trace with Lighthouse's categories, waits for the network and
// then a second more, and groups the main thread's time with Lighthouse's own trace code
// (tools/harness/main-thread-trace.ts), in wall time and in thread (CPU) time, with counts of
// the tasks and of the style, layout and paint work. Several built sites (DIST …) are measured
// alternately in one process (A B A B …, page by page), so a comparison of builds sees the same
// machine load; medians are printed.
//  --pages=…     the pages to load (--page=… is the same); default /gallery.
//  --floor       also loads the audit's floor page (tools/harness/audit-floor.ts) in every round and
//                prints each page's figures as a multiple of the floor's, as the audit judges them.
//  --cpu=4       Chromium's CPU throttling. Its throttle spins on the main thread, so thread
//                time then counts the spinning too; the default (1) gives the cleaner CPU figure.
//  --detail      adds Blink's and the scheduler's events, which name what Lighthouse leaves as
//                "RunTask" self time (its "Other"); the groups then are no longer Lighthouse's.
//  --timeline    prints every top-level task over 2 ms of CPU, in order, with what ran in it.

import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { commandLine } from '../generator/cli.ts';
import { copyWithFloor, FLOOR_PATH, type ServedCopy } from '../tools/harness/audit-floor.ts';
import { median } from '../tools/harness/audit-gate.ts';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tools/harness/chromium.ts';
import { lastMinuteLoad } from '../tools/harness/machine-load.ts';
import { DETAIL_CATEGORIES, type MainThreadWork, mainThreadWork, TRACE_CATEGORIES } from '../tools/harness/main-thread-trace.ts';
import { serveWithHeaders } from '../tools/harness/static-server.ts';

const { values: flags, positionals } = commandLine({
  command: 'npm run bench:main-thread',
  summary: "Where a page's main-thread time goes, the way Lighthouse counts it, over one or more built sites.",
  options: {
    pages: { type: 'string' },
    page: { type: 'string', default: '/gallery' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
    floor: { type: 'boolean', default: false },
    detail: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
  },
  flags: [
    ['--pages=/,/gallery', 'the pages to load (--page is the same; default /gallery)'],
    ['--runs=3', 'rounds per page and site'],
    ['--cpu=1', "Chromium's CPU throttling"],
    ['--floor', "also the audit's floor page, and each page as a multiple of it"],
    ['--detail', "Blink's and the scheduler's events too"],
    ['--timeline', 'every top-level task over 2 ms of CPU, in order'],
  ],
  positionals: 'DIST [DIST2 …]',
});
const PAGES = (flags.pages ?? flags.page).split(',');
const RUNS = Number(flags.runs);
const CPU = Number(flags.cpu);
const FLOOR = flags.floor;
const DETAIL = flags.detail;
const TIMELINE = flags.timeline;
const dists = positionals.length ? positionals : ['dist'];

async function measure(url: string): Promise<MainThreadWork> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    if (CPU > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, ...(DETAIL ? DETAIL_CATEGORIES : [])] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 1000)))));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: unknown[] };
    return mainThreadWork(trace);
  } finally {
    await browser.close();
  }
}

/** What is measured: every page of every site, and the floor (served from the first site's copy). */
interface Target {
  label: string;
  site: number;
  page: string;
}
const targets: Target[] = [
  ...(FLOOR ? [{ label: 'floor', site: 0, page: FLOOR_PATH }] : []),
  ...PAGES.flatMap((page) => dists.map((d, site) => ({ label: `${page} ${d}`, site, page }))),
];

const copies: ServedCopy[] = FLOOR ? dists.map((d) => copyWithFloor(path.resolve(d))) : [];
const servers = await Promise.all(dists.map((d, i) => serveWithHeaders(copies[i]?.dir ?? path.resolve(d), { notFoundPageAsPage: true })));
const results = new Map<Target, MainThreadWork[]>(targets.map((t) => [t, []]));
const loads: number[] = [];
console.log(`${PAGES.join(', ')}${FLOOR ? ' and the floor' : ''} at ${CPU}× CPU, 412×823 @1.75, ${RUNS} run(s) each, interleaved`);
try {
  for (let run = 0; run < RUNS; run++) {
    for (const target of targets) {
      loads.push(lastMinuteLoad());
      // A trace now and then lacks its navigation start (Lighthouse retries those too): again, twice at most.
      const url = servers[target.site]!.origin + target.page; // one server per site
      const r = await measure(url)
        .catch(() => measure(url))
        .catch(() => measure(url));
      results.get(target)!.push(r);
      console.log(
        `  ${target.label} run ${run + 1}: main thread ${r.wall.toFixed(0)} ms wall, ${r.cpu.toFixed(0)} ms CPU; ${r.longTasks.length} long task(s), blocking ${r.blocking.toFixed(0)} ms`,
      );
      if (TIMELINE) {
        for (const t of r.tasks.filter((t) => t.cpu > 2))
          console.log(`    ${t.start.toFixed(0).padStart(6)} ms  ${t.cpu.toFixed(1).padStart(5)} ms CPU  ${t.what}`);
      }
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.close()));
  for (const copy of copies) copy.remove();
}

const table = (title: string, runs: MainThreadWork[], pick: (r: MainThreadWork) => Map<string, number>, limit = 12, unit = ' ms') => {
  const keys = new Set(runs.flatMap((r) => [...pick(r).keys()]));
  const rows = [...keys].map((k) => [k, median(runs.map((r) => pick(r).get(k) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
  console.log(`  ${title}`);
  for (const [k, v] of rows.slice(0, limit)) if (v >= 1) console.log(`    ${v.toFixed(0).padStart(6)}${unit}  ${k}`);
};
for (const [target, runs] of results) {
  const medianRun = [...runs].sort((a, b) => a.cpu - b.cpu)[Math.floor(runs.length / 2)];
  console.log(
    `\n${target.label}, median of ${runs.length}: main thread ${median(runs.map((r) => r.wall)).toFixed(0)} ms wall ` +
      `(runs ${runs.map((r) => r.wall.toFixed(0)).join(', ')}), ${median(runs.map((r) => r.cpu)).toFixed(0)} ms CPU ` +
      `(runs ${runs.map((r) => r.cpu.toFixed(0)).join(', ')}); blocking ${median(runs.map((r) => r.blocking)).toFixed(0)} ms`,
  );
  table('by Lighthouse group, wall', runs, (r) => r.wallGroups);
  table('by Lighthouse group, CPU', runs, (r) => r.cpuGroups);
  table('work counts', runs, (r) => r.counts, 12, '');
  table('"Other" by event, CPU', runs, (r) => r.otherCpu, 10);
  table('"Style & Layout" by event, CPU', runs, (r) => r.styleCpu, 6);
  console.log(`  long tasks of the median run (by CPU), ms from navigation start:`);
  for (const t of medianRun?.longTasks ?? [])
    console.log(
      `    at ${t.start.toFixed(0).padStart(5)}  ${t.duration.toFixed(0).padStart(4)} ms wall, ${t.cpu.toFixed(0).padStart(3)} ms CPU  ${t.what}`,
    );
}

// The summary: medians side by side, as multiples of the floor (when measured) and of the first site.
const summary = [...results].map(([target, runs]) => {
  const m = (pick: (r: MainThreadWork) => number) => median(runs.map(pick));
  return {
    target,
    wall: m((r) => r.wall),
    cpu: m((r) => r.cpu),
    tasks: m((r) => r.counts.get('tasks') ?? 0),
    paints: m((r) => r.counts.get('paints') ?? 0),
    recalcs: m((r) => r.counts.get('style recalcs') ?? 0),
  };
});
const floor = summary.find((s) => s.target.page === FLOOR_PATH);
const header = [
  'page and site',
  'wall ms',
  'CPU ms',
  ...(floor ? ['wall × floor', 'CPU × floor'] : []),
  ...(dists.length > 1 ? ['wall × first', 'CPU × first'] : []),
  'tasks',
  'paints',
  'style recalcs',
];
const rows = summary.map((s) => {
  const first = summary.find((o) => o.target.page === s.target.page && o.target.site === 0)!;
  return [
    s.target.label,
    s.wall.toFixed(0),
    s.cpu.toFixed(0),
    ...(floor ? [(s.wall / floor.wall).toFixed(2), (s.cpu / floor.cpu).toFixed(2)] : []),
    ...(dists.length > 1 ? [(s.wall / first.wall).toFixed(2), (s.cpu / first.cpu).toFixed(2)] : []),
    String(s.tasks),
    String(s.paints),
    String(s.recalcs),
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
console.log(
  `\nmedians of ${RUNS} at ${CPU}× CPU; 1-minute load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.availableParallelism()} cores`,
);
console.log(line(header));
for (const r of rows) console.log(line(r));

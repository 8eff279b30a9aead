// npm run bench:main-thread: where a page's main-thread time goes, the way Lighthouse counts it.
// Each page loads in Chromium as in Lighthouse's mobile run (412×823 at DPR 1.75, touch), unthrottled
// (a CPU throttle spins on the main thread, which thread time would count), traced with
// Lighthouse's categories and grouped by its own trace code (tools/harness/main-thread-trace.ts),
// in wall and thread (CPU) time, with counts of tasks, styles, layouts and paints.
import os from 'node:os';
import { commandLine } from '../generator/cli.ts';
import { FLOOR_PATH, measureInRounds, ROUNDS_FLAGS, ROUNDS_OPTIONS } from '../tools/harness/audit-floor.ts';
import { median } from '../tools/harness/audit-gate.ts';
import { launchChromium } from '../tools/harness/chromium.ts';
import { type MainThreadWork, mainThreadWork, TRACE_CATEGORIES } from '../tools/harness/main-thread-trace.ts';
import { printTable } from '../tools/harness/table.ts';

const { values: flags, positionals } = commandLine({
  command: 'npm run bench:main-thread',
  summary: "Where a page's main-thread time goes, the way Lighthouse counts it, over one or more built sites.",
  options: { ...ROUNDS_OPTIONS, pages: { type: 'string', default: '/gallery' } },
  flags: [['--pages=/gallery', 'the pages to load'], ...ROUNDS_FLAGS],
  positionals: 'DIST [DIST2 …]',
});
const dists = positionals.length ? positionals : ['dist'];

async function measure(url: string): Promise<MainThreadWork> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 1000)))));
    return mainThreadWork(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: unknown[] });
  } finally {
    await browser.close();
  }
}

const { pages, runs } = { pages: flags.pages.split(','), runs: Number(flags.runs) };
console.log(`${pages.join(', ')}${flags.floor ? ' and the floor' : ''} at 412×823 @1.75, ${runs} run(s) each, interleaved`);
const { results, loads } = await measureInRounds(
  { dists, pages, runs, floor: flags.floor },
  // A trace now and then lacks its navigation start (Lighthouse retries those too): again, twice at most.
  (url) =>
    measure(url)
      .catch(() => measure(url))
      .catch(() => measure(url)),
  (r) =>
    `main thread ${r.wall.toFixed(0)} ms wall, ${r.cpu.toFixed(0)} ms CPU; ${r.longTasks.length} long task(s), blocking ${r.blocking.toFixed(0)} ms`,
);

const table = (title: string, runs: MainThreadWork[], pick: (r: MainThreadWork) => Map<string, number>, limit = 12, unit = ' ms') => {
  const keys = new Set(runs.flatMap((r) => [...pick(r).keys()]));
  const rows = [...keys].map((k) => [k, median(runs.map((r) => pick(r).get(k) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
  console.log(`  ${title}`);
  for (const [k, v] of rows.slice(0, limit)) if (v >= 1) console.log(`    ${v.toFixed(0).padStart(6)}${unit}  ${k}`);
};
const figures = (runs: MainThreadWork[]) => {
  const m = (pick: (r: MainThreadWork) => number) => median(runs.map(pick));
  const count = (name: string) => m((r) => r.counts.get(name) ?? 0);
  return {
    wall: m((r) => r.wall),
    cpu: m((r) => r.cpu),
    blocking: m((r) => r.blocking),
    tasks: count('tasks'),
    paints: count('paints'),
    recalcs: count('style recalcs'),
  };
};
for (const [target, runs] of results) {
  const f = figures(runs);
  console.log(
    `\n${target.label}, median of ${runs.length}: main thread ${f.wall.toFixed(0)} ms wall (runs ${runs.map((r) => r.wall.toFixed(0)).join(', ')}), ` +
      `${f.cpu.toFixed(0)} ms CPU (runs ${runs.map((r) => r.cpu.toFixed(0)).join(', ')}); blocking ${f.blocking.toFixed(0)} ms`,
  );
  table('by Lighthouse group, wall', runs, (r) => r.wallGroups);
  table('by Lighthouse group, CPU', runs, (r) => r.cpuGroups);
  table('work counts', runs, (r) => r.counts, 12, '');
  console.log(`  long tasks of the median run (by CPU), ms from navigation start:`);
  for (const t of [...runs].sort((a, b) => a.cpu - b.cpu)[Math.floor(runs.length / 2)]?.longTasks ?? [])
    console.log(
      `    at ${t.start.toFixed(0).padStart(5)}  ${t.duration.toFixed(0).padStart(4)} ms wall, ${t.cpu.toFixed(0).padStart(3)} ms CPU  ${t.what}`,
    );
}

// The summary: medians side by side, as multiples of the floor (when measured) and of the first site.
const summary = [...results].map(([target, runs]) => ({ target, ...figures(runs) }));
const floor = summary.find((s) => s.target.page === FLOOR_PATH);
const rows = summary.map((s) => {
  const first = summary.find((o) => o.target.page === s.target.page && o.target.site === 0)!;
  const times = (of: { wall: number; cpu: number }) => [(s.wall / of.wall).toFixed(2), (s.cpu / of.cpu).toFixed(2)];
  return [
    s.target.label,
    s.wall.toFixed(0),
    s.cpu.toFixed(0),
    ...(floor ? times(floor) : []),
    ...(dists.length > 1 ? times(first) : []),
    ...[s.tasks, s.paints, s.recalcs].map(String),
  ];
});
console.log(`\nmedians of ${runs}; 1-minute load average ${loads} on ${os.availableParallelism()} cores`);
printTable(
  [
    'page and site',
    'wall ms',
    'CPU ms',
    ...(floor ? ['wall × floor', 'CPU × floor'] : []),
    ...(dists.length > 1 ? ['wall × first', 'CPU × first'] : []),
    'tasks',
    'paints',
    'style recalcs',
  ],
  rows,
);

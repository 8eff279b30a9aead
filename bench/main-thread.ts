// npm run bench:main-thread — where a page's main-thread time goes, the way Lighthouse counts it.
//   npm run bench:main-thread -- [--page=/gallery] [--runs=3] [--cpu=1] [--detail] [--timeline] DIST [DIST2 …]
// Loads the page in Chromium (playwright-core) as Lighthouse's mobile run does (412×823 at
// DPR 1.75, touch), records a trace with Lighthouse's categories, waits for the network and
// then a second more, and groups the main thread's time with Lighthouse's own trace code
// (bench/trace.ts), in wall time and in thread (CPU) time, with counts of the style, layout
// and paint work. Several built sites (DIST …) are measured alternately in one process
// (A B A B …), so a before/after comparison sees the same machine load; medians are printed.
//  --cpu=4       Chromium's CPU throttling. Its throttle spins on the main thread, so thread
//                time then counts the spinning too; the default (1) gives the cleaner CPU figure.
//  --detail      adds Blink's and the scheduler's events, which name what Lighthouse leaves as
//                "RunTask" self time (its "Other"); the groups then are no longer Lighthouse's.
//  --timeline    prints every top-level task over 2 ms of CPU, in order, with what ran in it.
import path from 'node:path';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../test/helpers/browser.ts';
import { serveWithHeaders } from '../test/helpers/static-server.ts';
import { DETAIL_CATEGORIES, mainThreadWork, TRACE_CATEGORIES, type MainThreadWork } from './trace.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PAGE = option('page', '/gallery');
const RUNS = Number(option('runs', '3'));
const CPU = Number(option('cpu', '1'));
const DETAIL = args.includes('--detail');
const TIMELINE = args.includes('--timeline');
const dists = args.filter((a) => !a.startsWith('--'));
if (!dists.length) dists.push('dist');

async function measure(origin: string): Promise<MainThreadWork> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (CPU > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, ...(DETAIL ? DETAIL_CATEGORIES : [])] });
    await page.goto(origin + PAGE, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 1000)))));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: unknown[] };
    return mainThreadWork(trace);
  } finally {
    await browser.close();
  }
}

const servers = await Promise.all(dists.map((d) => serveWithHeaders(path.resolve(d))));
const results: MainThreadWork[][] = dists.map(() => []);
console.log(`${PAGE} at ${CPU}× CPU, 412×823 @1.75, ${RUNS} run(s) per site, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
try {
  for (let run = 0; run < RUNS; run++) {
    for (let i = 0; i < dists.length; i++) {
      // A trace now and then lacks its navigation start (Lighthouse retries those too): again, twice at most.
      const origin = servers[i].origin;
      const r = await measure(origin).catch(() => measure(origin)).catch(() => measure(origin));
      results[i].push(r);
      console.log(`  ${dists[i]} run ${run + 1}: main thread ${r.wall.toFixed(0)} ms wall, ${r.cpu.toFixed(0)} ms CPU; ${r.longTasks.length} long task(s), blocking ${r.blocking.toFixed(0)} ms`);
      if (TIMELINE) {
        for (const t of r.tasks.filter((t) => t.cpu > 2)) console.log(`    ${t.start.toFixed(0).padStart(6)} ms  ${t.cpu.toFixed(1).padStart(5)} ms CPU  ${t.what}`);
      }
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.close()));
}

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const table = (title: string, runs: MainThreadWork[], pick: (r: MainThreadWork) => Map<string, number>, limit = 12, unit = ' ms') => {
  const keys = new Set(runs.flatMap((r) => [...pick(r).keys()]));
  const rows = [...keys].map((k) => [k, medianOf(runs.map((r) => pick(r).get(k) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
  console.log(`  ${title}`);
  for (const [k, v] of rows.slice(0, limit)) if (v >= 1) console.log(`    ${v.toFixed(0).padStart(6)}${unit}  ${k}`);
};
for (let i = 0; i < dists.length; i++) {
  const runs = results[i];
  const median = [...runs].sort((a, b) => a.cpu - b.cpu)[Math.floor(runs.length / 2)];
  console.log(`\n${dists[i]}, median of ${runs.length}: main thread ${medianOf(runs.map((r) => r.wall)).toFixed(0)} ms wall ` +
    `(runs ${runs.map((r) => r.wall.toFixed(0)).join(', ')}), ${medianOf(runs.map((r) => r.cpu)).toFixed(0)} ms CPU ` +
    `(runs ${runs.map((r) => r.cpu.toFixed(0)).join(', ')}); blocking ${medianOf(runs.map((r) => r.blocking)).toFixed(0)} ms`);
  table('by Lighthouse group, wall', runs, (r) => r.wallGroups);
  table('by Lighthouse group, CPU', runs, (r) => r.cpuGroups);
  table('work counts', runs, (r) => r.counts, 12, '');
  table('"Other" by event, CPU', runs, (r) => r.otherCpu, 10);
  table('"Style & Layout" by event, CPU', runs, (r) => r.styleCpu, 6);
  console.log(`  long tasks of the median run (by CPU), ms from navigation start:`);
  for (const t of median.longTasks) console.log(`    at ${t.start.toFixed(0).padStart(5)}  ${t.duration.toFixed(0).padStart(4)} ms wall, ${t.cpu.toFixed(0).padStart(3)} ms CPU  ${t.what}`);
}
for (let i = 1; i < dists.length; i++) {
  const wall = [results[0], results[i]].map((rs) => medianOf(rs.map((r) => r.wall)));
  const cpu = [results[0], results[i]].map((rs) => medianOf(rs.map((r) => r.cpu)));
  console.log(`\n${dists[i]} / ${dists[0]}: wall ${(wall[1] / wall[0]).toFixed(2)} (${wall[1].toFixed(0)} / ${wall[0].toFixed(0)} ms), ` +
    `CPU ${(cpu[1] / cpu[0]).toFixed(2)} (${cpu[1].toFixed(0)} / ${cpu[0].toFixed(0)} ms)`);
}

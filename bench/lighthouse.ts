// npm run bench:lighthouse: Lighthouse (mobile defaults, simulated throttling, performance only)
// over one or more built sites in interleaved rounds (tools/harness/audit-floor.ts), and where each
// page's main-thread time goes in Lighthouse's own trace (tools/harness/main-thread-trace.ts): by
// Lighthouse's groups in wall and thread (CPU) time, with counts of tasks, style recalcs, layouts
// and paints, which barely move with a shared machine's load. Medians per page and site.
import os from 'node:os';
import { commandLine } from '../generator/cli.ts';
import { FLOOR_PATH, measureInRounds } from '../tools/harness/audit-floor.ts';
import { median, summarize } from '../tools/harness/audit-gate.ts';
import { figuresOf, openLighthouse } from '../tools/harness/lighthouse-runner.ts';
import { type MainThreadWork, mainThreadWork } from '../tools/harness/main-thread-trace.ts';
import { printTable } from '../tools/harness/table.ts';

const { values: flags, positionals } = commandLine({
  command: 'npm run bench:lighthouse',
  summary: "Lighthouse (performance) and where the main thread's time goes, over built sites in one process, interleaved.",
  options: {
    pages: { type: 'string', default: '/,/gallery' },
    runs: { type: 'string', default: '3' },
    floor: { type: 'boolean', default: false },
  },
  flags: [
    ['--pages=/,/gallery', 'the pages to audit'],
    ['--runs=3', 'rounds per page and site'],
    ['--floor', "also the audit's floor page, and each page as a multiple of it"],
  ],
  positionals: 'DIST_A DIST_B …  (default dist/)',
});
const dists = positionals.length ? positionals : ['dist'];
const lighthouse = await openLighthouse();

const { results, loads } = await measureInRounds(
  { dists, pages: flags.pages.split(','), runs: Number(flags.runs), floor: flags.floor },
  async (url) => {
    const result = await lighthouse.run(url, { onlyCategories: ['performance'] });
    const work = mainThreadWork((result.artifacts as unknown as { Trace: { traceEvents: unknown[] } }).Trace);
    const count = (name: string) => work.counts.get(name) ?? 0;
    const figures = {
      ...figuresOf(result),
      cpu: work.cpu,
      tasks: count('tasks'),
      paints: count('paints'),
      recalcs: count('style recalcs'),
    };
    return { figures, work };
  },
  ({ figures: f, work: w }) =>
    `perf ${f.perf}, FCP ${f.fcp.toFixed(0)}, LCP ${f.lcp.toFixed(0)}, TBT ${f.tbt.toFixed(0)}, main thread ${f.mainThread.toFixed(0)} ms; ` +
    `trace ${w.wall.toFixed(0)} ms wall, ${w.cpu.toFixed(0)} ms CPU, ${f.tasks} tasks, ${w.longTasks.length} long task(s)`,
).finally(() => lighthouse.close());

/** The twelve largest medians of the figures `pick` gives, over the runs. */
function breakdown(title: string, runs: MainThreadWork[], pick: (r: MainThreadWork) => Map<string, number>, unit = ' ms'): void {
  const keys = new Set(runs.flatMap((r) => [...pick(r).keys()]));
  const rows = [...keys].map((k) => [k, median(runs.map((r) => pick(r).get(k) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
  console.log(`  ${title}`);
  for (const [k, v] of rows.slice(0, 12)) if (v >= 1) console.log(`    ${v.toFixed(0).padStart(6)}${unit}  ${k}`);
}
for (const [target, runs] of results) {
  const work = runs.map((r) => r.work);
  console.log(`\n${target.label}, median of ${runs.length}, from Lighthouse's trace:`);
  breakdown('by Lighthouse group, wall', work, (r) => r.wallGroups);
  breakdown('by Lighthouse group, CPU', work, (r) => r.cpuGroups);
  breakdown('work counts', work, (r) => r.counts, '');
  console.log('  long tasks of the median run (by CPU), ms from navigation start:');
  for (const t of [...work].sort((a, b) => a.cpu - b.cpu)[Math.floor(work.length / 2)]!.longTasks)
    console.log(
      `    at ${t.start.toFixed(0).padStart(5)}  ${t.duration.toFixed(0).padStart(4)} ms wall, ${t.cpu.toFixed(0).padStart(3)} ms CPU  ${t.what}`,
    );
}

// The medians side by side, as multiples of the floor (when measured) and of the first site.
const summaries = [...results].map(([target, runs]) => ({ target, ...summarize(runs.map((r) => r.figures)) }));
const floor = summaries.find((s) => s.target.page === FLOOR_PATH);
const rows = summaries.map((s) => {
  const first = summaries.find((o) => o.target.page === s.target.page && o.target.site === 0)!;
  return [
    s.target.label,
    String(s.perf),
    ...[s.fcp, s.lcp, s.speedIndex, s.tbt].map((x) => x.toFixed(0)),
    s.cls.toFixed(3),
    s.mainThread.toFixed(0),
    ...(floor ? [(s.mainThread / floor.mainThread).toFixed(2)] : []),
    s.cpu.toFixed(0),
    ...(floor ? [(s.cpu / floor.cpu).toFixed(2)] : []),
    ...(dists.length > 1 ? [(s.cpu / first.cpu).toFixed(2)] : []),
    ...[s.tasks, s.paints, s.recalcs].map(String),
  ];
});
console.log(
  `\nLighthouse, mobile, simulated throttling; medians of ${flags.runs}; 1-minute load average ${loads} on ${os.availableParallelism()} cores`,
);
printTable(
  [
    ...['page and site', 'perf', 'FCP ms', 'LCP ms', 'SI ms', 'TBT ms', 'CLS', 'main ms', ...(floor ? ['× floor'] : [])],
    ...['CPU ms', ...(floor ? ['CPU × floor'] : []), ...(dists.length > 1 ? ['CPU × first'] : []), 'tasks', 'paints', 'style recalcs'],
  ],
  rows,
);

// npm run bench:lighthouse: Lighthouse (mobile defaults, simulated throttling, performance only)
// over several built sites side by side (tools/harness/audit-floor.ts): per page and site, the
// medians of its figures, of the main-thread groups, and of the thread (CPU) time of the same
// tasks in Lighthouse's own trace (×4 like Lighthouse's figure), which does not grow with the load.
import { commandLine } from '../generator/cli.ts';
import { FLOOR_PATH, measureInRounds, ROUNDS_FLAGS, ROUNDS_OPTIONS } from '../tools/harness/audit-floor.ts';
import { median, summarize } from '../tools/harness/audit-gate.ts';
import { figuresOf, openLighthouse } from '../tools/harness/lighthouse.ts';
import { mainThreadWork } from '../tools/harness/main-thread-trace.ts';
import { printTable } from '../tools/harness/table.ts';

const { values: flags, positionals } = commandLine({
  command: 'npm run bench:lighthouse',
  summary: 'Lighthouse (performance) over several built sites in one process, interleaved; medians per page and site.',
  options: { ...ROUNDS_OPTIONS, pages: { type: 'string', default: '/,/gallery' } },
  flags: [['--pages=/,/gallery', 'the pages to audit'], ...ROUNDS_FLAGS],
  positionals: 'DIST_A DIST_B …',
});
const lighthouse = await openLighthouse();

async function audit(url: string) {
  const result = await lighthouse.run(url, { onlyCategories: ['performance'] });
  const items = (result.lhr.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] })?.items;
  const { cpu, counts } = mainThreadWork((result.artifacts as unknown as { Trace: { traceEvents: unknown[] } }).Trace);
  return {
    figures: { ...figuresOf(result), cpu: cpu * 4, tasks: counts.get('tasks') ?? 0 },
    groups: new Map((items ?? []).map((item) => [item.groupLabel, item.duration])),
  };
}

const { results, loads } = await measureInRounds(
  { dists: positionals.length ? positionals : ['dist'], pages: flags.pages.split(','), runs: Number(flags.runs), floor: flags.floor },
  audit,
  ({ figures: f }) =>
    `perf ${f.perf}, FCP ${f.fcp.toFixed(0)}, LCP ${f.lcp.toFixed(0)}, TBT ${f.tbt.toFixed(0)}, main thread ${f.mainThread.toFixed(0)} ms (CPU ×4 ${f.cpu.toFixed(0)} ms, ${f.tasks} tasks)`,
).finally(() => lighthouse.close());

console.log(`\nLighthouse, mobile, simulated throttling; median of ${flags.runs}; 1-min load average during the runs ${loads}`);
const floor = [...results].find(([target]) => target.page === FLOOR_PATH);
const floorWork = floor ? median(floor[1].map((r) => r.figures.mainThread)) : 0;
const rows = [...results].map(([target, runs]) => {
  const s = summarize(runs.map((r) => r.figures));
  const labels = [...new Set(runs.flatMap((r) => [...r.groups.keys()]))];
  const groups = labels
    .map((l) => [l, median(runs.map((r) => r.groups.get(l) ?? 0))] as const)
    .sort((x, y) => y[1] - x[1])
    .map(([l, v]) => `${l} ${v.toFixed(0)}`);
  return [
    target.label,
    String(s.perf),
    ...[s.fcp, s.lcp, s.speedIndex, s.tbt].map((x) => x.toFixed(0)),
    s.cls.toFixed(3),
    s.mainThread.toFixed(0),
    ...(floor ? [(s.mainThread / floorWork).toFixed(2)] : []),
    s.cpu.toFixed(0),
    String(s.tasks),
    groups.join(', '),
  ];
});
const header = ['page and site', 'perf', 'FCP ms', 'LCP ms', 'SI ms', 'TBT ms', 'CLS', 'main thread ms'];
printTable([...header, ...(floor ? ['× floor'] : []), 'CPU×4 ms', 'tasks', 'groups (ms)'], rows);

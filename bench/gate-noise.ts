// npm run bench:gate-noise -- LOG [LOG …]: how often the audit's limits fail a page for the
// machine's noise alone, from the logs of audits already run (check:audit's, or .ci/run's), by
// resampling their runs (tools/harness/audit-gate.ts): per log, the floor audited as if it were a
// page and a page like that audit's pages; then over all logs, at these limits and narrower ones,
// with the share of audits of N pages that fail at least one (pages taken as independent).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { commandLine } from '../generator/cli.ts';
import { FLOOR_PATH } from '../tools/harness/audit-floor.ts';
import { FLOOR_LIMITS, failureRate, RUNS, runsOfAuditLog } from '../tools/harness/audit-gate.ts';

const { positionals: logs } = commandLine({
  command: 'npm run bench:gate-noise',
  summary: "How often the audit's limits fail a page for the machine's noise alone, from the logs of audits already run.",
  options: {},
  flags: [],
  positionals: 'LOG [LOG …]  (the output of npm run check:audit or .ci/run)',
});
if (!logs.length) {
  console.error('usage: npm run bench:gate-noise -- LOG [LOG …] (the output of npm run check:audit or .ci/run)');
  process.exit(2);
}

const percent = (x: number) => `${(100 * x).toFixed(2)} %`;
const LIMITS = [
  { perfBelow: FLOOR_LIMITS.perfBelow, tbtAbove: FLOOR_LIMITS.tbtAbove },
  { perfBelow: 3, tbtAbove: 100 },
  { perfBelow: 1, tbtAbove: 50 },
];
const name = (l: (typeof LIMITS)[number]) => `−${l.perfBelow} points, +${l.tbtAbove} ms`;
const audits = logs.map((file) => {
  const { floor, pages } = runsOfAuditLog(readFileSync(file, 'utf8'), FLOOR_PATH);
  if (floor.length < 2 || !pages.size)
    throw new Error(`${file}: no audit rounds found (lines "  round i/n PAGE: performance N, TBT N ms")`);
  const pageRuns = [...pages.values()].flat();
  const rates = LIMITS.map((limits) => ({
    asFloor: failureRate(floor, floor, { limits }),
    asPage: failureRate(floor, pageRuns, { limits }),
  }));
  return { file: path.basename(file), floor, pageRuns, pageCount: pages.size, rates };
});

console.log(`each rate from 20,000 simulated audits of ${RUNS} runs, a miss audited once more`);
for (const a of audits) {
  const [atLimits] = a.rates;
  console.log(
    `${a.file}: floor ${a.floor.map((r) => r.perf).join('/')} (${a.floor.length} runs), ${a.pageCount} pages (${a.pageRuns.length} runs)` +
      `; at ${name(LIMITS[0]!)}: ` +
      `fails the floor as a page ${percent(atLimits!.asFloor)}, a page like these ${percent(atLimits!.asPage)}`,
  );
}

const pages = Math.max(...audits.map((a) => a.pageCount));
const mean = (rate: (a: (typeof audits)[number]) => number) => audits.reduce((sum, a) => sum + rate(a), 0) / audits.length;
console.log(`\nover the ${audits.length} audits (the mean of their rates):`);
console.log(`limits                  floor as a page  a page like the pages  an audit of ${pages} pages`);
LIMITS.forEach((limits, i) => {
  const asFloor = mean((a) => a.rates[i]!.asFloor);
  const asPage = mean((a) => a.rates[i]!.asPage);
  console.log(
    `${name(limits).padEnd(22)}  ${percent(asFloor).padStart(15)}  ${percent(asPage).padStart(21)}  ${percent(1 - (1 - asPage) ** pages).padStart(10 + String(pages).length)}`,
  );
});

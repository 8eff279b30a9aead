// npm run bench:gate-noise -- LOG [LOG …]
// How wide the machine's noise is against the audit's performance limit (a page at most
// FLOOR_LIMITS.perfBelow points below the floor), from the output of audits already run (the
// log of `npm run check:audit`, or of `.ci/run`, which runs it). For each log, resampling its own
// scores (tools/lab/gate-noise.ts): how often the limit fails the floor audited as if it were a
// page, and a page that scores like that audit's pages; then, at 1 to 3 points, the same over all
// the logs, with the share of audits of N pages that fail at least one (pages taken as independent).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { commandLine } from '../generator/cli.ts';
import { FLOOR_PATH } from '../tools/lab/audit-floor.ts';
import { FLOOR_LIMITS } from '../tools/lab/audit-gate.ts';
import { failureRate, scoresOfAuditLog } from '../tools/lab/gate-noise.ts';

const { positionals: logs } = commandLine({
  command: 'npm run bench:gate-noise',
  summary: "How wide the machine's noise is against the audit's performance limit, from the logs of audits already run.",
  options: {},
  flags: [],
  positionals: 'LOG [LOG …]  (the output of npm run check:audit or .ci/run)',
});
if (!logs.length) {
  console.error('usage: npm run bench:gate-noise -- LOG [LOG …] (the output of npm run check:audit or .ci/run)');
  process.exit(2);
}

const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
/** The limit itself, and 1 to 3 points for the table. */
const allowances = [...new Set([FLOOR_LIMITS.perfBelow, 1, 2, 3])];
const audits = logs.map((file) => {
  const { floor, pages } = scoresOfAuditLog(readFileSync(file, 'utf8'), FLOOR_PATH);
  if (floor.length < 2 || !pages.size) throw new Error(`${file}: no audit rounds found (lines "  round i/n PAGE: performance N")`);
  const pageScores = [...pages.values()].flat();
  // Each rate once: the per-log lines and the table read the same figures.
  const rates = new Map(
    allowances.map((perfBelow) => [
      perfBelow,
      { asFloor: failureRate(floor, floor, { perfBelow }), asPage: failureRate(floor, pageScores, { perfBelow }) },
    ]),
  );
  return { file: path.basename(file), floor, pageScores, pageCount: pages.size, rates };
});

console.log(`limit: performance ≥ floor − ${FLOOR_LIMITS.perfBelow}; each rate from 20,000 simulated audits`);
for (const a of audits) {
  const atLimit = a.rates.get(FLOOR_LIMITS.perfBelow)!;
  console.log(
    `${a.file}: floor ${a.floor.join('/')} (${a.floor.length} runs), ${a.pageCount} pages (${a.pageScores.length} runs); ` +
      `fails the floor as a page ${percent(atLimit.asFloor)}, a page like these ${percent(atLimit.asPage)}`,
  );
}

const pages = Math.max(...audits.map((a) => a.pageCount));
const mean = (rate: (a: (typeof audits)[number]) => number) => audits.reduce((sum, a) => sum + rate(a), 0) / audits.length;
console.log(`\nover the ${audits.length} audits (the mean of their rates):`);
console.log(`points below the floor allowed  floor as a page  a page like the pages  an audit of ${pages} pages`);
for (const perfBelow of [1, 2, 3]) {
  const asFloor = mean((a) => a.rates.get(perfBelow)!.asFloor);
  const asPage = mean((a) => a.rates.get(perfBelow)!.asPage);
  console.log(
    `${String(perfBelow).padStart(30)}  ${percent(asFloor).padStart(15)}  ${percent(asPage).padStart(21)}  ${percent(1 - (1 - asPage) ** pages).padStart(10 + String(pages).length)}`,
  );
}

// How often the audit's limits fail a page for the machine's noise alone: a page's runs and the
// floor's are drawn from an audit log's own runs the way the audit takes them (RUNS of each,
// judged by their medians, a miss audited once more). Drawing the floor's runs for the page gives
// a page exactly as fast as the floor. A run is drawn whole, its score and its TBT together.
import { type Limits, median, RUNS } from './audit-gate.ts';
import { mulberry32 } from './prng.mjs';

/** One Lighthouse run as the audit's log prints it. */
export interface LoggedRun {
  perf: number;
  tbt: number;
}

export interface NoiseOptions {
  limits: Pick<Limits, 'perfBelow' | 'tbtAbove'>;
  trials?: number;
  seed?: number;
  /** Runs per audit, of the page and of the floor. */
  runs?: number;
  /** Audits before a page fails: the first, and the one that confirms it. */
  audits?: number;
}

/** Whether medians of these page and floor runs miss a limit. */
export function missesLimits(page: readonly LoggedRun[], floor: readonly LoggedRun[], { perfBelow, tbtAbove }: NoiseOptions['limits']) {
  const of = (runs: readonly LoggedRun[], figure: keyof LoggedRun) => median(runs.map((r) => r[figure]));
  return of(page, 'perf') < of(floor, 'perf') - perfBelow || of(page, 'tbt') > of(floor, 'tbt') + tbtAbove;
}

/** The share of simulated audits in which a page drawn from `pageRuns` fails against a floor drawn from `floorRuns`. */
export function failureRate(
  floorRuns: readonly LoggedRun[],
  pageRuns: readonly LoggedRun[],
  { limits, trials = 20_000, seed = 1, runs = RUNS, audits = 2 }: NoiseOptions,
): number {
  if (!floorRuns.length || !pageRuns.length) throw new Error('failureRate: no runs to draw from');
  const random = mulberry32(seed);
  const draw = (from: readonly LoggedRun[]) => Array.from({ length: runs }, () => from[Math.floor(random() * from.length)]!);
  let failures = 0;
  for (let t = 0; t < trials; t++) {
    let failed = true;
    for (let a = 0; a < audits && failed; a++) failed = missesLimits(draw(pageRuns), draw(floorRuns), limits);
    if (failed) failures++;
  }
  return failures / trials;
}

/**
 * The audit's per-run lines ("  round 2/5 /gallery: performance 97, TBT 120 ms (108 s)", and
 * "  again 1/5 …" for a page audited once more): the floor's runs and every page's.
 */
export function runsOfAuditLog(log: string, floorPath: string): { floor: LoggedRun[]; pages: Map<string, LoggedRun[]> } {
  const floor: LoggedRun[] = [];
  const pages = new Map<string, LoggedRun[]>();
  for (const [, page, perf, tbt] of log.matchAll(/^ {2}(?:round|again) \d+\/\d+ (\S+): performance (\d+), TBT (\d+) ms/gm)) {
    const run = { perf: Number(perf), tbt: Number(tbt) };
    if (page === floorPath) floor.push(run);
    else pages.set(page!, [...(pages.get(page!) ?? []), run]);
  }
  return { floor, pages };
}

// What the audit enforces, as pure functions of the measured runs, and how often it fails a page
// for the machine's noise alone. Performance figures on a shared machine move with its load, so a
// page is judged by its distance from the floor page audited in the same rounds; accessibility,
// best practices and SEO do not depend on the machine.
import { mulberry32 } from './prng.mjs';

export type RunFigures = {
  /** Performance score, 0–100. */
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's "Minimize main-thread work" total, in ms. */
  mainThread: number;
};

export const median = (xs: readonly number[]): number => {
  if (!xs.length) throw new Error('median of no values');
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Each figure's median over the runs (each figure on its own, as Lighthouse's docs advise). */
export function summarize<Figures extends Record<string, number>>(runs: readonly Figures[]): Figures & { runs: number } {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key] as number))]));
  return { ...(medians as Figures), runs: runs.length };
}

/** Runs per page, and of the floor (one a round): the medians of these decide. */
export const RUNS = 3;

/**
 * How far from the floor a page may be (enforced with CI=true). A guard against regressions, set
 * wider than this machine's noise: a page as fast as the floor must not fail for the machine's
 * sake (npm run bench:gate-noise gives the odds from audit logs).
 */
export const FLOOR_LIMITS = {
  /** Performance score points below the floor's. */
  perfBelow: 5,
  /** Total blocking time above the floor's, ms. */
  tbtAbove: 200,
  /** Layout shift: less than this, as Lighthouse's own "good" starts at 0.1 and ours is none. */
  clsBelow: 0.01,
};

export type Limits = typeof FLOOR_LIMITS;

/**
 * Main-thread work as a multiple of the floor's: reported, not enforced, as a page's tasks stretch
 * with a shared machine's load far more than the floor's (docs/performance.md).
 */
export const MAIN_THREAD_TARGET = 2;

/** The limits a page misses against the floor, in words; empty when it keeps them all. */
export function missesAgainstFloor(
  page: Pick<RunFigures, 'perf' | 'tbt' | 'cls'>,
  floor: Pick<RunFigures, 'perf' | 'tbt'>,
  { perfBelow, tbtAbove, clsBelow }: Limits = FLOOR_LIMITS,
): string[] {
  return [
    page.perf < floor.perf - perfBelow && `performance ${page.perf} < floor ${floor.perf} − ${perfBelow}`,
    page.tbt > floor.tbt + tbtAbove && `TBT ${Math.round(page.tbt)} ms > floor ${Math.round(floor.tbt)} + ${tbtAbove} ms`,
    page.cls >= clsBelow && `CLS ${page.cls.toFixed(3)}`,
  ].filter((m) => m !== false);
}

/**
 * The floor judged against itself: its runs in the odd rounds against its runs in the even ones,
 * by the same limits as a page. The floor is the same page every time, so any miss here is the
 * machine's noise, and it says how fine a distance this audit's runs can resolve.
 */
export function floorAgainstItself(floorRuns: readonly RunFigures[]) {
  if (floorRuns.length < 2) throw new Error('the floor against itself needs two runs or more');
  const first = summarize(floorRuns.filter((_, i) => i % 2 === 0));
  const second = summarize(floorRuns.filter((_, i) => i % 2 === 1));
  return { first, second, misses: [...missesAgainstFloor(second, first), ...missesAgainstFloor(first, second)] };
}

/** The main-thread target in words when a page is over it, else null. */
export function overMainThreadTarget(page: RunFigures, floor: RunFigures): string | null {
  const ratio = page.mainThread / floor.mainThread;
  return ratio > MAIN_THREAD_TARGET
    ? `main-thread ${Math.round(page.mainThread)} ms = ${ratio.toFixed(2)} × floor ${Math.round(floor.mainThread)} ms (target ${MAIN_THREAD_TARGET} ×)`
    : null;
}

/** Accessibility, best practices and SEO must be 100 (the 404 page is noindex: exempt from SEO). */
export function categoryMisses(c: { a11y: number; bp: number; seo: number }, notFound: boolean): string[] {
  return [
    c.a11y < 100 && `accessibility ${c.a11y} < 100`,
    c.bp < 100 && `best practices ${c.bp} < 100`,
    !notFound && c.seo < 100 && `SEO ${c.seo} < 100`,
  ].filter((m) => m !== false);
}

/** One Lighthouse run as the audit's log prints it. */
export type LoggedRun = Pick<RunFigures, 'perf' | 'tbt'>;

export interface NoiseOptions {
  limits: Pick<Limits, 'perfBelow' | 'tbtAbove'>;
  trials?: number;
  seed?: number;
  /** Runs per audit, of the page and of the floor. */
  runs?: number;
  /** Audits before a page fails: the first, and the one that confirms it. */
  audits?: number;
}

/**
 * The share of simulated audits in which a page drawn from `pageRuns` fails against a floor drawn
 * from `floorRuns`, taken the way the audit takes them (RUNS of each, judged by their medians, a
 * miss audited once more). Drawing the floor's runs for the page gives a page exactly as fast as
 * the floor. A run is drawn whole, its score and its TBT together.
 */
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
    for (let a = 0; a < audits && failed; a++) {
      const [page, floor] = [summarize(draw(pageRuns)), summarize(draw(floorRuns))];
      failed = missesAgainstFloor({ ...page, cls: 0 }, floor, { ...FLOOR_LIMITS, ...limits }).length > 0;
    }
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

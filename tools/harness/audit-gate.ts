// What the audit enforces, as pure functions of the measured runs (unit-tested in
// test/unit/audit-gate.test.ts). Absolute performance figures on a shared machine move with its
// load, so performance is judged by the distance from the floor page measured in the same
// rounds; accessibility, best practices and SEO do not depend on the machine and stay absolute.
// A page that misses the floor's limits is audited once more, beside new runs of the floor, and
// fails only if it misses again (checks/audit.ts): one unlucky audit is not a regression.

export interface RunFigures {
  /** Performance score, 0–100. */
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's "Minimize main-thread work" total, in ms. */
  mainThread: number;
}

export type Summary = RunFigures & { runs: number };

export const median = (xs: readonly number[]): number => {
  if (!xs.length) throw new Error('median of no values');
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Each figure's median over the runs (each figure on its own, as Lighthouse's docs advise). */
export function summarize(runs: readonly RunFigures[]): Summary {
  const of = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  return {
    perf: of('perf'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    mainThread: of('mainThread'),
    runs: runs.length,
  };
}

/** Runs per page, and of the floor (one a round): the medians of these decide. */
export const RUNS = 5;

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
} as const;

export interface Limits {
  perfBelow: number;
  tbtAbove: number;
  clsBelow: number;
}

/**
 * Main-thread work as a multiple of the floor's: a target the audit reports, not a limit it
 * enforces. Lighthouse counts the wall time of the main thread's tasks, and on a shared machine
 * a page's tasks stretch with the load far more than the floor's (a page's image and video
 * decoding competes for the same cores), so the ratio of the same build moves by more than the
 * target's width from one run to the next (docs/performance.md).
 */
export const MAIN_THREAD_TARGET = 2;

/** The limits a page misses against the floor, in words; empty when it keeps them all. */
export function missesAgainstFloor(page: Summary, floor: Summary, limits: Limits = FLOOR_LIMITS): string[] {
  const misses: string[] = [];
  if (page.perf < floor.perf - limits.perfBelow) misses.push(`performance ${page.perf} < floor ${floor.perf} − ${limits.perfBelow}`);
  if (page.tbt > floor.tbt + limits.tbtAbove)
    misses.push(`TBT ${Math.round(page.tbt)} ms > floor ${Math.round(floor.tbt)} + ${limits.tbtAbove} ms`);
  if (page.cls >= limits.clsBelow) misses.push(`CLS ${page.cls.toFixed(3)}`);
  return misses;
}

/**
 * The floor judged against itself: its runs in the odd rounds against its runs in the even ones,
 * by the same limits as a page. The floor is the same page every time, so any miss here is the
 * machine's noise, and it says how fine a distance this audit's runs can resolve.
 */
export function floorAgainstItself(floorRuns: readonly RunFigures[], limits: Limits = FLOOR_LIMITS) {
  if (floorRuns.length < 2) throw new Error('the floor against itself needs two runs or more');
  const first = summarize(floorRuns.filter((_, i) => i % 2 === 0));
  const second = summarize(floorRuns.filter((_, i) => i % 2 === 1));
  const misses = [...missesAgainstFloor(second, first, limits), ...missesAgainstFloor(first, second, limits)];
  return { first, second, misses };
}

/** The main-thread target in words when a page is over it, else null. */
export function overMainThreadTarget(page: Summary, floor: Summary, target = MAIN_THREAD_TARGET): string | null {
  const ratio = page.mainThread / floor.mainThread;
  return ratio > target
    ? `main-thread ${Math.round(page.mainThread)} ms = ${ratio.toFixed(2)} × floor ${Math.round(floor.mainThread)} ms (target ${target} ×)`
    : null;
}

export interface Categories {
  a11y: number;
  bp: number;
  seo: number;
}

/** Accessibility, best practices and SEO must be 100 (the 404 page is noindex: exempt from SEO). */
export function categoryMisses(c: Categories, notFound: boolean): string[] {
  return [
    c.a11y < 100 && `accessibility ${c.a11y} < 100`,
    c.bp < 100 && `best practices ${c.bp} < 100`,
    !notFound && c.seo < 100 && `SEO ${c.seo} < 100`,
  ].filter((m): m is string => Boolean(m));
}

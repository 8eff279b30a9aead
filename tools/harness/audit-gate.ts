// What the audit enforces, as pure functions of the measured runs. Performance figures on a shared
// machine move with its load, so a page is judged by its distance from the floor page audited in
// the same rounds; accessibility, best practices and SEO do not depend on the machine.

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

export type Summary = RunFigures & { runs: number };

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
};

export type Limits = typeof FLOOR_LIMITS;

/**
 * Main-thread work as a multiple of the floor's: reported, not enforced, as a page's tasks stretch
 * with a shared machine's load far more than the floor's (docs/performance.md).
 */
export const MAIN_THREAD_TARGET = 2;

/** The limits a page misses against the floor, in words; empty when it keeps them all. */
export function missesAgainstFloor(page: Summary, floor: Summary): string[] {
  const { perfBelow, tbtAbove, clsBelow } = FLOOR_LIMITS;
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
export function overMainThreadTarget(page: Summary, floor: Summary): string | null {
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

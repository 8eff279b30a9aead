// What the audit enforces, as pure functions of the measured runs (unit-tested in
// test/unit/audit-gate.test.ts). Absolute performance figures on a shared machine move with its
// load, so performance is judged by the distance from the floor page measured in the same
// rounds; accessibility, best practices and SEO do not depend on the machine and stay absolute.

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
  return { perf: of('perf'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), mainThread: of('mainThread'), runs: runs.length };
}

/** How far from the floor a page may be. */
export const FLOOR_LIMITS = {
  /** Performance score points below the floor's. */
  perfBelow: 1,
  /** Total blocking time above the floor's, ms. */
  tbtAbove: 50,
  /** Main-thread work as a multiple of the floor's. */
  mainThreadRatio: 2,
  /** Layout shift: none, at Lighthouse's display precision. */
  clsBelow: 0.001,
} as const;

/** The limits a page misses against the floor, in words; empty when it keeps them all. */
export function missesAgainstFloor(page: Summary, floor: Summary, limits = FLOOR_LIMITS): string[] {
  const misses: string[] = [];
  if (page.perf < floor.perf - limits.perfBelow) misses.push(`performance ${page.perf} < floor ${floor.perf} − ${limits.perfBelow}`);
  if (page.tbt > floor.tbt + limits.tbtAbove) misses.push(`TBT ${Math.round(page.tbt)} ms > floor ${Math.round(floor.tbt)} + ${limits.tbtAbove} ms`);
  if (page.mainThread > floor.mainThread * limits.mainThreadRatio) {
    misses.push(`main-thread ${Math.round(page.mainThread)} ms > ${limits.mainThreadRatio} × floor ${Math.round(floor.mainThread)} ms`);
  }
  if (page.cls >= limits.clsBelow) misses.push(`CLS ${page.cls.toFixed(3)}`);
  return misses;
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

// How often the audit's performance limit fails a page for the machine's noise alone, estimated
// from the scores of an audit already run: a page's runs and the floor's are drawn at random
// from that audit's own scores, the way the audit takes them (two floor runs per round, the first
// runs, then the confirming ones if those missed), and judged by the limit. Drawing the floor's
// runs for the page as well gives a page exactly as fast as the floor; drawing the pages' runs
// treats the pages as one page, which holds when they score alike.

import { CONFIRM_RUNS, FIRST_RUNS, median } from './audit-gate.ts';
import { mulberry32 } from './prng.mjs';

export interface NoiseOptions {
  /** Performance points a page may score below the floor. */
  perfBelow: number;
  trials?: number;
  seed?: number;
  /** The runs after which the audit decides: the first, then the confirming ones. */
  ladder?: readonly number[];
}

/** The share of simulated audits in which a page drawn from `pageScores` misses the limit against a floor drawn from `floorScores`. */
export function failureRate(
  floorScores: readonly number[],
  pageScores: readonly number[],
  { perfBelow, trials = 20_000, seed = 1, ladder = [FIRST_RUNS, CONFIRM_RUNS] }: NoiseOptions,
): number {
  if (!floorScores.length || !pageScores.length) throw new Error('failureRate: no scores to draw from');
  const random = mulberry32(seed);
  const draw = (from: readonly number[]) => from[Math.floor(random() * from.length)]!;
  let failures = 0;
  for (let t = 0; t < trials; t++) {
    const page: number[] = [];
    const floor: number[] = [];
    let failed = true;
    for (const runs of ladder) {
      while (page.length < runs) {
        page.push(draw(pageScores));
        floor.push(draw(floorScores), draw(floorScores));
      }
      if (median(page) >= median(floor) - perfBelow) {
        failed = false;
        break;
      }
    }
    if (failed) failures++;
  }
  return failures / trials;
}

/** The audit's per-run lines ("  round 2/3 /gallery: performance 97 (108 s)"): the floor's scores and every page's. */
export function scoresOfAuditLog(log: string, floorPath: string): { floor: number[]; pages: Map<string, number[]> } {
  const floor: number[] = [];
  const pages = new Map<string, number[]>();
  for (const [, page, score] of log.matchAll(/^ {2}round \d+\/\d+ (\S+): performance (\d+)/gm)) {
    if (page === floorPath) floor.push(Number(score));
    else pages.set(page!, [...(pages.get(page!) ?? []), Number(score)]);
  }
  return { floor, pages };
}

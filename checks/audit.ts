// npm run check:audit: Lighthouse (mobile defaults, simulated throttling) on one page of each page
// file of the EXISTING dist/ (it builds nothing), served as the preview serves it, beside the floor
// page audited in the same rounds (tools/harness/audit-floor.ts); the first round takes every
// category, the others performance only. Prints each run as it comes (bench:gate-noise reads those
// lines), then the medians per page beside the floor's, and writes each page's first-round report
// to reports/lighthouse/. The limits, and the second audit of a page that misses them with
// CI=true: tools/harness/audit-gate.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandLine } from '../generator/cli.ts';
import { loadConfig } from '../generator/load-config.ts';
import { discoverPages, ownPages, urlPathOf } from '../generator/routes.ts';
import { FLOOR_PATH, measureInRounds } from '../tools/harness/audit-floor.ts';
import {
  categoryMisses,
  FLOOR_LIMITS,
  floorAgainstItself,
  MAIN_THREAD_TARGET,
  missesAgainstFloor,
  overMainThreadTarget,
  RUNS,
  summarize,
} from '../tools/harness/audit-gate.ts';
import { builtSite, ROOT } from '../tools/harness/built-site.ts';
import { CHROME_PATH, HAS_CHROMIUM } from '../tools/harness/chromium.ts';
import { figuresOf, openLighthouse, type RunnerResult, score } from '../tools/harness/lighthouse-runner.ts';
import { printTable } from '../tools/harness/table.ts';

const { values: options, positionals } = commandLine({
  command: 'npm run check:audit',
  summary: 'Lighthouse on a page of each page file of a built site, beside a floor page; with CI=true, a regression gate.',
  options: { runs: { type: 'string', default: String(RUNS) }, pages: { type: 'string' } },
  flags: [
    ['--runs=N', `runs per page and of the floor (default ${RUNS})`],
    ['--pages=/,/gallery', 'these pages instead of one per page file'],
  ],
  positionals: '[DIST]',
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`audit: --runs=${options.runs} is not a positive whole number`);
  process.exit(2);
}
const dist = builtSite('audit', positionals[0], 'serve.json');
if (!HAS_CHROMIUM) {
  console.error(`audit: no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  process.exit(2);
}
const CI = process.env.CI === 'true';
const reports = path.resolve('reports/lighthouse');

const wanted = options.pages?.split(',');
// One page of each page file unless pages are named: a page's other views (the gallery's filters
// and pages) share its template and differ only in which photos they list.
const discovered = await discoverPages(ROOT, await loadConfig(ROOT));
const PAGES = discovered.filter((p) => (wanted ? wanted.includes(urlPathOf(p)) : ownPages(discovered).includes(p)));
if (wanted && PAGES.length !== wanted.length) {
  console.error(`audit: --pages names a page that does not exist (pages: ${discovered.map(urlPathOf).join(', ')})`);
  process.exit(2);
}

/** One audit: each page's runs (the floor's under FLOOR_PATH), in order; the first is the run with every category. */
type Runs = Map<string, RunnerResult[]>;
const started = Date.now();
/** The 1-minute load average's range during each audit. */
const loadRanges: string[] = [];
const lighthouse = await openLighthouse();

/** The floor and `pages` in `runs` rounds; `round` starts each logged run ('round', then 'again' for pages audited once more). */
async function audit(pages: readonly string[], round: 'round' | 'again'): Promise<Runs> {
  const { results, loads } = await measureInRounds(
    { dists: [dist], pages, runs, floor: true, round },
    (url, run) =>
      lighthouse.run(url, {
        output: 'html',
        onlyCategories: round === 'round' && run === 1 ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
        // The full-page capture only illustrates the HTML report; on a long page it is seconds of work.
        disableFullPageScreenshot: true,
      }),
    (result) => {
      const { perf, tbt } = figuresOf(result);
      return `performance ${perf}, TBT ${Math.round(tbt)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`;
    },
  );
  loadRanges.push(loads);
  return new Map([...results].map(([target, r]) => [target.page, r]));
}

const summaryOf = (runsOf: Runs, page: string) => summarize(runsOf.get(page)!.map(figuresOf));
const missesIn = (runsOf: Runs, page: string) => missesAgainstFloor(summaryOf(runsOf, page), summaryOf(runsOf, FLOOR_PATH));

let first: Runs;
let again: Runs | null = null;
try {
  first = await audit(PAGES.map(urlPathOf), 'round');
  const missed = CI ? PAGES.map(urlPathOf).filter((p) => missesIn(first, p).length) : [];
  if (missed.length) {
    console.log(`\n${missed.join(', ')}: too far from the floor after ${runs} runs; audited once more, beside new runs of the floor`);
    again = await audit(missed, 'again');
  }
} finally {
  await lighthouse.close();
}

// Every figure the median of an audit's runs; a page audited again has a second line with the
// medians of those runs, beside the floor's of the same rounds.
const BYTES = ['Script', 'Stylesheet', 'Document', 'Image'];
function row(runsOf: Runs, page: string, name: string): string[] {
  const results = runsOf.get(page)!;
  const s = summaryOf(runsOf, page);
  const floor = summaryOf(runsOf, FLOOR_PATH);
  const signed = (x: number) => (page === FLOOR_PATH ? '' : x > 0 ? `+${x}` : String(x));
  const c = results[0]!.lhr.categories;
  // The bytes of the median run by performance score.
  const medianRun = [...results].sort((x, y) => figuresOf(x).perf - figuresOf(y).perf)[Math.floor(results.length / 2)]!;
  const requests = (medianRun.lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
    ?.items;
  const kB = (type: string) =>
    ((requests ?? []).filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1);
  return [
    name,
    String(s.perf),
    results.map((r) => figuresOf(r).perf).join('/'),
    signed(s.perf - floor.perf),
    s.tbt.toFixed(0),
    signed(Math.round(s.tbt - floor.tbt)),
    s.mainThread.toFixed(0),
    (s.mainThread / floor.mainThread).toFixed(2),
    s.fcp.toFixed(0),
    s.lcp.toFixed(0),
    s.cls.toFixed(3),
    ...[c.accessibility, c['best-practices'], c.seo].map((x) => (x ? String(score(x.score)) : '')),
    ...BYTES.map(kB),
  ];
}

const label = (page: string) => (page === FLOOR_PATH ? 'floor' : page);
const table = [...first.keys()].map((page) => row(first, page, label(page)));
if (again) for (const page of again.keys()) table.push(row(again, page, `${label(page)}, again`));
console.log(
  `\nLighthouse ${first.get(FLOOR_PATH)![0]!.lhr.lighthouseVersion}, mobile defaults, ${CHROME_PATH}; medians per figure of ${runs} runs, the floor audited in every round; ` +
    `1-minute load average ${loadRanges.join(', then ')} on ${os.availableParallelism()} cores; ` +
    `categories from each page's first run (its report in ${path.relative(process.cwd(), reports)}/), bytes from its median run`,
);
const header = ['page', 'perf', 'runs', 'Δ perf', 'TBT ms', 'Δ TBT', 'main ms', '× floor', 'FCP ms', 'LCP ms', 'CLS', 'a11y', 'bp', 'seo'];
printTable([...header, 'JS kB', 'CSS kB', 'HTML kB', 'img kB'], table);

mkdirSync(reports, { recursive: true });
const failures: string[] = [];
const farFromFloor: string[] = [];
const overTarget: string[] = [];
for (const page of PAGES) {
  const target = urlPathOf(page);
  const full = first.get(target)![0]!;
  const reportName = page.route === null ? 'not-found' : page.route === '/' ? 'home' : page.route.slice(1).replaceAll('/', '-');
  writeFileSync(path.join(reports, `${reportName}.html`), String(full.report));
  const c = full.lhr.categories;
  const missedCategories = categoryMisses(
    { a11y: score(c.accessibility?.score), bp: score(c['best-practices']?.score), seo: score(c.seo?.score) },
    page.route === null,
  );
  for (const miss of missedCategories) failures.push(`${target}: ${miss}`);
  if (missedCategories.length) for (const f of failingAudits(full)) console.log(`  ${target}  ${f}`);
  const misses = missesIn(first, target);
  const missesAgain = again?.has(target) ? missesIn(again, target) : null;
  if (misses.length && (missesAgain === null || missesAgain.length))
    farFromFloor.push(`${target}: ${misses.join(', ')} (median of ${runs})` + (missesAgain ? `; again: ${missesAgain.join(', ')}` : ''));
  const over = overMainThreadTarget(summaryOf(first, target), summaryOf(first, FLOOR_PATH));
  if (over) overTarget.push(`${target}: ${over}`);
}

/** The failing weighted audits that kept a category of this run under 100. */
function failingAudits({ lhr }: RunnerResult): string[] {
  return Object.entries(lhr.categories).flatMap(([key, category]) =>
    (category.score ?? 0) >= 1
      ? []
      : category.auditRefs.flatMap((ref) => {
          const audit = lhr.audits[ref.id];
          if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) return [];
          return [`${key}: ${ref.id} (${score(audit.score)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`];
        }),
  );
}

const { perfBelow, tbtAbove, clsBelow } = FLOOR_LIMITS;
console.log(
  `\nDistance from the floor (performance ≥ floor − ${perfBelow}, TBT ≤ floor + ${tbtAbove} ms, CLS < ${clsBelow}; a page that misses is audited once more): ` +
    (farFromFloor.length
      ? `missed twice:\n  ${farFromFloor.join('\n  ')}`
      : again
        ? 'kept on every page, at the first audit or the second.'
        : 'kept on every page.') +
    (CI ? ' (enforced, CI=true)' : ' (enforced only with CI=true, which also audits a page that misses once more)'),
);
const floorRuns = first.get(FLOOR_PATH)!.map(figuresOf);
if (floorRuns.length > 1) {
  const self = floorAgainstItself(floorRuns);
  console.log(
    `The floor against itself (its ${self.first.runs} runs in the odd rounds against its ${self.second.runs} in the even ones): ` +
      `performance ${self.first.perf} and ${self.second.perf}, TBT ${Math.round(self.first.tbt)} and ${Math.round(self.second.tbt)} ms: ` +
      (self.misses.length
        ? `it misses its own limits (${self.misses.join('; ')}), so this machine's noise is at least as wide as the limits.`
        : 'within its own limits.'),
  );
}
console.log(
  `Main-thread work, target ${MAIN_THREAD_TARGET} × the floor (reported, not enforced): ` +
    (overTarget.length ? `over it:\n  ${overTarget.join('\n  ')}` : 'every page within it.'),
);
console.log(`Total time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (CI) failures.push(...farFromFloor);
if (failures.length) {
  console.error(`\naudit FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\naudit passed');

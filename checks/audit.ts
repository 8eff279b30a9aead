// npm run check:audit: Lighthouse 12.2.3 (mobile defaults, simulated throttling, the system
// Chromium) on one page of each page file of the EXISTING dist/ (it builds nothing; --pages names
// any page), served with the production headers by the preview server, beside a floor page
// measured in the same rounds (tools/harness/audit-floor.ts).
//  - Rounds: each round audits the floor, then every page, so the floor sees the same machine as
//    the pages. Each figure is the median of its runs (five by default). The first round takes
//    every category; the others take performance only, as accessibility, best practices and SEO
//    do not change from run to run.
//  - Prints each run's performance and TBT as it comes, then per page the medians beside the
//    floor's, with main-thread work, FCP, LCP, CLS, the other categories and the bytes, and the
//    floor judged against itself (the noise the verdict was made in); writes each page's
//    first-round report to reports/lighthouse/.
//  - Fails when accessibility, best practices or SEO is below 100 (tools/harness/audit-gate.ts). With
//    CI=true it also fails a page too far from the floor, but only after auditing it once more:
//    the pages that missed get as many new runs, beside as many new runs of the floor, and fail
//    only if they miss again. One unlucky audit on a shared machine is noise; a regression misses
//    twice.
// Lab facts: Lighthouse refuses a 404 status, so the 404 page is audited as /404.html; there is
// no internet, so the booking provider's hosts are blocked, and blocked requests are not
// console errors.
//   npm run check:audit -- [DIST] [--runs=5] [--pages=/,/gallery]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../generator/cli.ts';
import { loadConfig } from '../generator/load-config.ts';
import { discoverPages, ownPages, urlPathOf } from '../generator/routes.ts';
import { copyWithFloor, FLOOR_PATH } from '../tools/harness/audit-floor.ts';
import {
  categoryMisses,
  FLOOR_LIMITS,
  floorAgainstItself,
  MAIN_THREAD_TARGET,
  missesAgainstFloor,
  overMainThreadTarget,
  RUNS,
  type RunFigures,
  type Summary,
  summarize,
} from '../tools/harness/audit-gate.ts';
import { chromeLauncherOptions } from '../tools/harness/chrome-launcher-options.ts';
import { CHROME_PATH } from '../tools/harness/chromium.ts';
import { lastMinuteLoad } from '../tools/harness/machine-load.ts';
import { serveWithHeaders } from '../tools/harness/static-server.ts';

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
// Lighthouse and its launcher load only once the command line is read: they are hundreds of
// modules, and --help or a mistyped flag should answer at once.
const [chromeLauncher, { default: lighthouse }] = await Promise.all([import('chrome-launcher'), import('lighthouse')]);
const dist = path.resolve(positionals[0] ?? 'dist');
const runs = Number(options.runs);
const CI = process.env.CI === 'true';
const reports = path.resolve('reports/lighthouse');
const BLOCKED = ['*honeybook.com*'];

if (!Number.isInteger(runs) || runs < 1) {
  console.error(`audit: --runs=${options.runs} is not a positive whole number`);
  process.exit(2);
}
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'serve.json'))) {
  console.error(`audit: no built site in ${dist}. Run npm run build first (the audit builds nothing).`);
  process.exit(2);
}
if (!existsSync(CHROME_PATH)) {
  console.error(`audit: no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  process.exit(2);
}

interface Target {
  name: string;
  path: string;
  notFound: boolean;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = options.pages?.split(',');
// One page of each page file unless pages are named: a page's other views (the gallery's filters
// and pages) share its template and differ only in which photos they list.
const discovered = await discoverPages(root, await loadConfig(root));
const PAGES: Target[] = discovered
  .filter((p) => (wanted ? wanted.includes(urlPathOf(p)) : ownPages(discovered).includes(p)))
  .map((p) => ({ name: reportName(p.route), path: urlPathOf(p), notFound: p.route === null }));
if (wanted && PAGES.length !== wanted.length) {
  console.error(`audit: --pages names a page that does not exist (pages: ${discovered.map(urlPathOf).join(', ')})`);
  process.exit(2);
}
const FLOOR: Target = { name: 'floor', path: FLOOR_PATH, notFound: false };

/** A page's report file name: 'home', 'gallery-wedding', 'not-found'. */
function reportName(route: string | null): string {
  if (route === null) return 'not-found';
  return route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
/** One audit of some pages: each target's runs, in order; the first is the run with every category. */
type Runs = Map<string, Result[]>;
const loads: number[] = [];
const started = Date.now();

const served = copyWithFloor(dist);
const server = await serveWithHeaders(served.dir, { notFoundPageAsPage: true });
const launchChrome = () => chromeLauncher.launch(chromeLauncherOptions());
let chrome = await launchChrome();

const score = (x: number | null | undefined) => Math.round((x ?? 0) * 100);
const figures = (r: Result): RunFigures => {
  const metric = (id: string) => r.lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: score(r.lhr.categories.performance?.score),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    mainThread: metric('mainthread-work-breakdown'),
  };
};

async function auditOnce(target: Target, label: string, everyCategory: boolean, attempt = 1): Promise<Result> {
  const url = server.origin + target.path;
  loads.push(lastMinuteLoad());
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: everyCategory ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
    // The full-page capture only illustrates the HTML report; on a long page it is seconds of work.
    disableFullPageScreenshot: true,
    blockedUrlPatterns: BLOCKED,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const failure = result.lhr.runtimeError;
  if (failure) {
    // Trace-recording hiccups (NO_NAVSTART, NO_FCP…) say "run Lighthouse again": do, twice at
    // most, in a fresh browser (the same browser has been seen to repeat the hiccup).
    if (attempt >= 3) throw new Error(`${url}: ${failure.code} ${failure.message}`);
    console.log(`  ${target.path}: ${failure.code}, running again in a new browser`);
    await chrome.kill();
    chrome = await launchChrome();
    return auditOnce(target, label, everyCategory, attempt + 1);
  }
  const { perf, tbt } = figures(result);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`  ${label} ${target.path}: performance ${perf}, TBT ${Math.round(tbt)} ms (${seconds} s)`);
  return result;
}

/** `rounds` rounds of the floor and then `pages`; `label` names them in the log ('round', 'again'). */
async function audit(pages: readonly Target[], rounds: number, label: string, everyCategoryFirst: boolean): Promise<Runs> {
  const runsOf: Runs = new Map([FLOOR, ...pages].map((p) => [p.path, []]));
  for (let i = 1; i <= rounds; i++) {
    for (const target of [FLOOR, ...pages]) {
      runsOf.get(target.path)!.push(await auditOnce(target, `${label} ${i}/${rounds}`, everyCategoryFirst && i === 1));
    }
  }
  return runsOf;
}

const summaryOf = (runsOf: Runs, target: Target): Summary => summarize(runsOf.get(target.path)!.map(figures));
const missesIn = (runsOf: Runs, target: Target) => missesAgainstFloor(summaryOf(runsOf, target), summaryOf(runsOf, FLOOR));

let first: Runs;
let again: Runs | null = null;
try {
  first = await audit(PAGES, runs, 'round', true);
  const missed = CI ? PAGES.filter((p) => missesIn(first, p).length) : [];
  if (missed.length) {
    console.log(
      `\n${missed.map((p) => p.path).join(', ')}: too far from the floor after ${runs} runs; audited once more, beside new runs of the floor`,
    );
    again = await audit(missed, runs, 'again', false);
  }
} finally {
  await chrome.kill();
  await server.close();
  served.remove();
}

// The report tables: every figure the median of the first audit's runs; a page audited again has
// a second line with the medians of those runs, beside the floor's of the same rounds.
mkdirSync(reports, { recursive: true });
const kB = (b: number) => (b / 1024).toFixed(1);
const signed = (x: number) => (x > 0 ? `+${x}` : String(x));
const header = ['page', 'perf', 'runs', 'Δ perf', 'TBT ms', 'Δ TBT', 'main ms', '× floor', 'FCP ms', 'LCP ms', 'CLS', 'a11y', 'bp', 'seo'];
header.push('JS kB', 'CSS kB', 'HTML kB', 'img kB');

function row(runsOf: Runs, target: Target, name: string): string[] {
  const s = summaryOf(runsOf, target);
  const floor = summaryOf(runsOf, FLOOR);
  const isFloor = target === FLOOR;
  const results = runsOf.get(target.path)!;
  const [full] = results;
  const c = full!.lhr.categories;
  const categories = [c.accessibility, c['best-practices'], c.seo].map((x) => (x ? String(score(x.score)) : ''));
  const bytes = { Script: 0, Stylesheet: 0, Document: 0, Image: 0 } as Record<string, number>;
  // The bytes of the median run by performance score.
  const median = [...results].sort((x, y) => figures(x).perf - figures(y).perf)[Math.floor(results.length / 2)]!;
  const requests =
    (median.lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  for (const item of requests) if ((item.resourceType ?? '') in bytes) bytes[item.resourceType!]! += item.transferSize ?? 0;
  return [
    name,
    String(s.perf),
    results.map((r) => figures(r).perf).join('/'),
    isFloor ? '' : signed(s.perf - floor.perf),
    s.tbt.toFixed(0),
    isFloor ? '' : signed(Math.round(s.tbt - floor.tbt)),
    s.mainThread.toFixed(0),
    (s.mainThread / floor.mainThread).toFixed(2),
    s.fcp.toFixed(0),
    s.lcp.toFixed(0),
    s.cls.toFixed(3),
    ...categories,
    ...['Script', 'Stylesheet', 'Document', 'Image'].map((k) => kB(bytes[k]!)),
  ];
}

const table = [row(first, FLOOR, 'floor'), ...PAGES.map((p) => row(first, p, p.path))];
if (again) {
  table.push(row(again, FLOOR, 'floor, again'));
  for (const p of PAGES.filter((t) => again.has(t.path))) table.push(row(again, p, `${p.path}, again`));
}
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(
  `\nLighthouse 12.2.3, mobile defaults, ${CHROME_PATH}; medians per figure of ${runs} runs, the floor audited in every round; ` +
    `1-minute load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.availableParallelism()} cores; ` +
    `categories from each page's first run (its report in ${path.relative(process.cwd(), reports)}/), bytes from its median run`,
);
console.log(line(header));
for (const t of table) console.log(line(t));

const failures: string[] = [];
const farFromFloor: string[] = [];
const overTarget: string[] = [];
for (const target of PAGES) {
  const full = first.get(target.path)![0]!;
  writeFileSync(path.join(reports, `${target.name}.html`), Array.isArray(full.report) ? full.report[0]! : full.report);
  const c = full.lhr.categories;
  const categories = { a11y: score(c.accessibility?.score), bp: score(c['best-practices']?.score), seo: score(c.seo?.score) };
  const missedCategories = categoryMisses(categories, target.notFound);
  for (const miss of missedCategories) failures.push(`${target.path}: ${miss}`);
  if (missedCategories.length) for (const f of failingAudits(full)) console.log(`  ${target.path}  ${f}`);
  const misses = missesIn(first, target);
  const missesAgain = again?.has(target.path) ? missesIn(again, target) : null;
  if (misses.length && (missesAgain === null || missesAgain.length))
    farFromFloor.push(
      `${target.path}: ${misses.join(', ')} (median of ${runs})` + (missesAgain ? `; again: ${missesAgain.join(', ')}` : ''),
    );
  const over = overMainThreadTarget(summaryOf(first, target), summaryOf(first, FLOOR));
  if (over) overTarget.push(`${target.path}: ${over}`);
}

/** The failing weighted audits that kept a category of this run under 100. */
function failingAudits({ lhr }: Result): string[] {
  const failing: string[] = [];
  for (const [key, category] of Object.entries(lhr.categories)) {
    if ((category.score ?? 0) >= 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push(`${key}: ${ref.id} (${score(audit.score)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
      }
    }
  }
  return failing;
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
const floorRuns = first.get(FLOOR.path)!.map(figures);
const selfCheck = floorRuns.length > 1 ? floorAgainstItself(floorRuns) : null;
if (selfCheck)
  console.log(
    `The floor against itself (its ${selfCheck.first.runs} runs in the odd rounds against its ${selfCheck.second.runs} in the even ones): ` +
      `performance ${selfCheck.first.perf} and ${selfCheck.second.perf}, TBT ${Math.round(selfCheck.first.tbt)} and ${Math.round(selfCheck.second.tbt)} ms: ` +
      (selfCheck.misses.length
        ? `it misses its own limits (${selfCheck.misses.join('; ')}), so this machine's noise is at least as wide as the limits.`
        : 'within its own limits.'),
  );
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

// npm run check:audit: Lighthouse 12.2.3 (mobile defaults, simulated throttling, the system
// Chromium) on a page of each template of the EXISTING dist/ (it builds nothing; --pages names
// any page), served with the production headers by the preview server, beside a floor page
// measured in the same rounds (tools/lab/audit-floor.ts).
//  - Rounds: every round audits the floor, half the pages, the floor again, the other half, so
//    the floor sees the same machine as the pages. Each figure is the median of its runs.
//  - Prints, per page, the median performance score, TBT and main-thread work beside the
//    floor's, with FCP, LCP, CLS, the other categories and the bytes, and the floor judged against
//    itself (the noise the verdict was made in); writes the median run's report to
//    reports/lighthouse/.
//  - Fails when accessibility, best practices or SEO is below 100 (tools/lab/audit-gate.ts). With
//    CI=true it also fails when a page is too far from the floor; a page that misses after
//    three runs gets two more, and the medians of five decide, because one slow run on a shared
//    machine must not fail CI while a page that is really heavy fails every time.
// Lab facts: Lighthouse refuses a 404 status, so the 404 page is audited as /404.html; there is
// no internet, so the booking provider's hosts are blocked, and blocked requests are not
// console errors.
//   npm run check:audit -- [DIST] [--runs=3] [--pages=/,/gallery]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { discoverPages, pagesPerTemplate, urlPathOf } from '../generator/routes.ts';
import { copyWithFloor, FLOOR_PATH } from '../tools/lab/audit-floor.ts';
import {
  CONFIRM_RUNS,
  categoryMisses,
  FIRST_RUNS,
  floorAgainstItself,
  MAIN_THREAD_TARGET,
  missesAgainstFloor,
  overMainThreadTarget,
  type RunFigures,
  type Summary,
  summarize,
} from '../tools/lab/audit-gate.ts';
import { chromeLauncherOptions } from '../tools/lab/chrome-launcher-options.ts';
import { CHROME_PATH } from '../tools/lab/chromium.ts';
import { lastMinuteLoad } from '../tools/lab/machine-load.ts';
import { serveWithHeaders } from '../tools/lab/static-server.ts';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: String(FIRST_RUNS) }, pages: { type: 'string' } },
});
const dist = path.resolve(positionals[0] ?? 'dist');
const RUNS = Number(options.runs);
const CI = process.env.CI === 'true';
const reports = path.resolve('reports/lighthouse');
const BLOCKED = ['*honeybook.com*'];

if (!Number.isInteger(RUNS) || RUNS < 1) {
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
// A page of each template unless pages are named: the gallery's views differ from /gallery only
// in their photos.
const discovered = await discoverPages(root);
const PAGES: Target[] = (wanted ? discovered : pagesPerTemplate(discovered))
  .map((p) => ({ name: p.key, path: urlPathOf(p), notFound: p.route === null }))
  .filter((p) => !wanted || wanted.includes(p.path));
if (wanted && PAGES.length !== wanted.length) {
  console.error(`audit: --pages names a page that does not exist (pages: ${discovered.map(urlPathOf).join(', ')})`);
  process.exit(2);
}
const FLOOR: Target = { name: 'floor', path: FLOOR_PATH, notFound: false };

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
const results = new Map<string, Result[]>([FLOOR, ...PAGES].map((p) => [p.path, []]));
const loads: number[] = [];
const started = Date.now();

const served = copyWithFloor(dist);
const server = await serveWithHeaders(served.dir, { notFoundPageAsPage: true });
const launchChrome = () => chromeLauncher.launch(chromeLauncherOptions());
let chrome = await launchChrome();

async function auditOnce(target: Target, label: string, attempt = 1): Promise<void> {
  const url = server.origin + target.path;
  loads.push(lastMinuteLoad());
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
    return auditOnce(target, label, attempt + 1);
  }
  results.get(target.path)!.push(result);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`  ${label} ${target.path}: performance ${score(result.lhr.categories.performance?.score)} (${seconds} s)`);
}

/** One round: the floor, the first half of the pages, the floor again, the second half. */
async function round(pages: Target[], label: string): Promise<void> {
  const half = Math.ceil(pages.length / 2);
  for (const target of [FLOOR, ...pages.slice(0, half), FLOOR, ...pages.slice(half)]) await auditOnce(target, label);
}

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
const summaryOf = (target: Target): Summary => summarize(results.get(target.path)!.map(figures));

try {
  for (let i = 1; i <= RUNS; i++) await round(PAGES, `round ${i}/${RUNS}`);
  if (CI && RUNS < CONFIRM_RUNS) {
    const floor = summaryOf(FLOOR);
    const unsure = PAGES.filter((p) => missesAgainstFloor(summaryOf(p), floor).length);
    if (unsure.length) {
      console.log(
        `\n${unsure.map((p) => p.path).join(', ')}: too far from the floor after ${RUNS} runs; ${CONFIRM_RUNS - RUNS} more decide`,
      );
      for (let i = RUNS + 1; i <= CONFIRM_RUNS; i++) await round(unsure, `round ${i}/${CONFIRM_RUNS}`);
    }
  }
} finally {
  await chrome.kill();
  await server.close();
  served.remove();
}

// The median run (by performance score) gives the categories, the bytes and the written report.
mkdirSync(reports, { recursive: true });
interface Row {
  target: Target;
  summary: Summary;
  perfRuns: number[];
  categories: { a11y: number; bp: number; seo: number };
  bytes: { js: number; css: number; html: number; img: number };
  /** The failing weighted audits that kept a category of the median run under 100. */
  failing: string[];
}
const rows: Row[] = [FLOOR, ...PAGES].map((target) => {
  const runs = results.get(target.path)!;
  const { lhr, report } = [...runs].sort((x, y) => figures(x).perf - figures(y).perf)[Math.floor(runs.length / 2)]!;
  writeFileSync(path.join(reports, `${target.name}.html`), Array.isArray(report) ? report[0]! : report);
  const bytes = { js: 0, css: 0, html: 0, img: 0 };
  const kinds: Record<string, keyof typeof bytes> = { Script: 'js', Stylesheet: 'css', Document: 'html', Image: 'img' };
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  for (const item of requests) {
    const kind = kinds[item.resourceType ?? ''];
    if (kind) bytes[kind] += item.transferSize ?? 0;
  }
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
  const c = lhr.categories;
  return {
    target,
    summary: summaryOf(target),
    perfRuns: runs.map((r) => figures(r).perf),
    categories: { a11y: score(c.accessibility?.score), bp: score(c['best-practices']?.score), seo: score(c.seo?.score) },
    bytes,
    failing,
  };
});

const floor = rows[0]!.summary;
const kb = (b: number) => (b / 1024).toFixed(1);
const signed = (x: number) => (x > 0 ? `+${x}` : String(x));
const header = [
  'page',
  'perf',
  'runs',
  'Δ perf',
  'TBT ms',
  'Δ TBT',
  'main ms',
  '× floor',
  'FCP ms',
  'LCP ms',
  'CLS',
  'a11y',
  'bp',
  'seo',
  'JS kB',
  'CSS kB',
  'HTML kB',
  'img kB',
];
const table = rows.map(({ target, summary: s, perfRuns, categories: c, bytes: b }) => [
  target === FLOOR ? 'floor' : target.path,
  String(s.perf),
  perfRuns.join('/'),
  target === FLOOR ? '' : signed(s.perf - floor.perf),
  s.tbt.toFixed(0),
  target === FLOOR ? '' : signed(Math.round(s.tbt - floor.tbt)),
  s.mainThread.toFixed(0),
  (s.mainThread / floor.mainThread).toFixed(2),
  s.fcp.toFixed(0),
  s.lcp.toFixed(0),
  s.cls.toFixed(3),
  String(c.a11y),
  String(c.bp),
  String(c.seo),
  kb(b.js),
  kb(b.css),
  kb(b.html),
  kb(b.img),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(
  `\nLighthouse 12.2.3, mobile defaults, ${CHROME_PATH}; medians per figure (the floor: ${floor.runs} runs, interleaved); ` +
    `1-minute load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.availableParallelism()} cores; ` +
    `categories and bytes from each page's median run (its report in ${path.relative(process.cwd(), reports)}/)`,
);
console.log(line(header));
for (const t of table) console.log(line(t));

const failures: string[] = [];
const farFromFloor: string[] = [];
const overTarget: string[] = [];
for (const row of rows.slice(1)) {
  for (const miss of categoryMisses(row.categories, row.target.notFound)) failures.push(`${row.target.path}: ${miss}`);
  for (const miss of missesAgainstFloor(row.summary, floor))
    farFromFloor.push(`${row.target.path}: ${miss} (median of ${row.summary.runs})`);
  const over = overMainThreadTarget(row.summary, floor);
  if (over) overTarget.push(`${row.target.path}: ${over}`);
  if (categoryMisses(row.categories, row.target.notFound).length) for (const f of row.failing) console.log(`  ${row.target.path}  ${f}`);
}
console.log(
  `\nDistance from the floor (performance ≥ floor − 1, TBT ≤ floor + 50 ms, CLS 0): ` +
    (farFromFloor.length ? `missed:\n  ${farFromFloor.join('\n  ')}` : 'kept on every page.') +
    (CI ? ' (enforced, CI=true)' : ' (enforced only with CI=true)'),
);
const selfCheck = floorAgainstItself(results.get(FLOOR.path)!.map(figures));
console.log(
  `The floor against itself (its ${selfCheck.first.runs} runs that open a round against its ${selfCheck.second.runs} in the middle of one): ` +
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

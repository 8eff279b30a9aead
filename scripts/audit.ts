// npm run audit: Lighthouse 12.2.3 on every page of the EXISTING dist/ (it builds nothing; run
// npm run build first), served by `serve` with the production headers (serve.json), in the
// system Chromium, with Lighthouse's mobile defaults, one page after the other.
//  - Prints the four category scores, LCP, TBT, CLS and the JS/CSS/HTML/image bytes per page.
//  - Writes the HTML reports to reports/lighthouse/ (git-ignored).
//  - Exits non-zero below the thresholds: accessibility, best practices and SEO 100 on every
//    page (the 404 page is noindex, so it is exempt from SEO); performance at least 95 with
//    CI=true. The target is 100 everywhere, and the table says where it is missed.
// Lab facts: Lighthouse refuses a 404 status, so the 404 page is audited as
// /404.html; there is no internet, so the booking provider's hosts are blocked
// (--blocked-url-patterns), and blocked requests do not count as console errors.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fileURLToPath } from 'node:url';
import { discoverPages } from '../generator/routes.ts';
import { serveWithHeaders } from '../test/helpers/static-server.ts';
import { CHROME_PATH, CHROMIUM_ARGS } from '../test/helpers/browser.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const reports = path.resolve('reports/lighthouse');
const CHROME = CHROME_PATH;
// The browser suite's Chromium flags (test/helpers/browser.ts), plus the headless mode chrome-launcher needs.
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const BLOCKED = ['*honeybook.com*'];
const CI = process.env.CI === 'true';
const PERF_MIN = 95;

// Every page in pages/, found as the build finds them; the 404 page by its file.
const PAGES = (await discoverPages(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))).map((p) => ({
  name: p.key,
  path: p.route ?? `/${p.outFile}`,
  notFound: p.route === null,
}));

if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'serve.json'))) {
  console.error(`audit: no built site in ${dist}. Run npm run build first (the audit builds nothing).`);
  process.exit(2);
}
if (!existsSync(CHROME)) {
  console.error(`audit: no Chromium at ${CHROME} (set CHROME_PATH)`);
  process.exit(2);
}
mkdirSync(reports, { recursive: true });

interface Row {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  html: number;
  img: number;
  failed: string[];
}

const score = (x: number | null | undefined) => Math.round((x ?? 0) * 100);
const kb = (b: number) => (b / 1024).toFixed(1);

const server = await serveWithHeaders(dist);
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
const rows: Row[] = [];
const started = Date.now();
try {
  for (const page of PAGES) {
    const url = server.origin + page.path;
    const runOnce = async (attempt = 1): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> => {
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
        // Trace-recording hiccups (NO_NAVSTART, NO_FCP…) say "run Lighthouse again": do, twice at most.
        if (attempt < 3) {
          console.log(`  ${page.path}: ${failure.code}, running again`);
          return runOnce(attempt + 1);
        }
        throw new Error(`${url}: ${failure.code} ${failure.message}`);
      }
      return result;
    };
    // Performance varies from run to run on a shared machine. A page under 100 is measured
    // three times and the median run (by performance score) is the one reported, as
    // Lighthouse's own docs advise ("Lighthouse variability": use the median of several runs).
    const runs = [await runOnce()];
    if ((runs[0].lhr.categories.performance?.score ?? 0) < 1) runs.push(await runOnce(), await runOnce());
    runs.sort((x, y) => (x.lhr.categories.performance?.score ?? 0) - (y.lhr.categories.performance?.score ?? 0));
    const { lhr, report } = runs[Math.floor(runs.length / 2)];
    if (runs.length > 1) {
      console.log(`  ${page.path}: performance over ${runs.length} runs ${runs.map((r) => score(r.lhr.categories.performance?.score)).join(', ')}; median reported`);
    }
    writeFileSync(path.join(reports, `${page.name}.html`), Array.isArray(report) ? report[0] : report);
    const c = lhr.categories;
    const a = lhr.audits;
    const bytes = { js: 0, css: 0, html: 0, img: 0 };
    const items = ((a['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? []);
    for (const item of items) {
      const size = item.transferSize ?? 0;
      if (item.resourceType === 'Script') bytes.js += size;
      else if (item.resourceType === 'Stylesheet') bytes.css += size;
      else if (item.resourceType === 'Document') bytes.html += size;
      else if (item.resourceType === 'Image') bytes.img += size;
    }
    const row: Row = {
      page: page.path,
      perf: score(c.performance?.score),
      a11y: score(c.accessibility?.score),
      bp: score(c['best-practices']?.score),
      seo: score(c.seo?.score),
      lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: a['total-blocking-time']?.numericValue ?? NaN,
      cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
      ...bytes,
      failed: [],
    };
    // What kept a category under 100: its failing audits with weight.
    for (const [key, cat] of Object.entries(c)) {
      if ((cat.score ?? 0) >= 1) continue;
      for (const ref of cat.auditRefs) {
        const audit = a[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          row.failed.push(`${key}: ${ref.id} (${score(audit.score)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
        }
      }
    }
    rows.push(row);
    console.log(`audited ${page.path} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await chrome.kill();
  await server.close();
}

const header = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS kB', 'CSS kB', 'HTML kB', 'img kB'];
const table = rows.map((r) => [
  r.page,
  String(r.perf),
  String(r.a11y),
  String(r.bp),
  String(r.seo),
  r.lcp.toFixed(0),
  r.tbt.toFixed(0),
  r.cls.toFixed(3),
  kb(r.js),
  kb(r.css),
  kb(r.html),
  kb(r.img),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`\nLighthouse 12.2.3, mobile defaults, ${CHROME} (transfer sizes; reports in ${path.relative(process.cwd(), reports)}/)`);
console.log(line(header));
for (const t of table) console.log(line(t));

const failures: string[] = [];
for (const r of rows) {
  const notFound = PAGES.find((p) => p.path === r.page)?.notFound;
  if (r.a11y < 100) failures.push(`${r.page}: accessibility ${r.a11y} < 100`);
  if (r.bp < 100) failures.push(`${r.page}: best practices ${r.bp} < 100`);
  if (!notFound && r.seo < 100) failures.push(`${r.page}: SEO ${r.seo} < 100`);
  if (CI && r.perf < PERF_MIN) failures.push(`${r.page}: performance ${r.perf} < ${PERF_MIN} (CI)`);
}
const below100 = rows.filter((r) => r.perf < 100 || r.a11y < 100 || r.bp < 100 || (r.seo < 100 && r.page !== '/404.html'));
console.log(`\nTarget: 100 in every category on every page (404 exempt from SEO). ${below100.length ? `Missed on ${below100.length} page(s):` : 'Reached.'}`);
for (const r of below100) for (const f of r.failed) console.log(`  ${r.page}  ${f}`);
console.log(`Thresholds: accessibility, best practices, SEO = 100; performance >= ${PERF_MIN} ${CI ? '(enforced, CI=true)' : '(enforced only with CI=true)'}.`);
console.log(`Total time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failures.length) {
  console.error(`\naudit FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\naudit passed');

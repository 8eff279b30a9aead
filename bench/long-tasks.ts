// npm run budgets:longtasks — the widgets' budget: no task over 50 ms from our code on a
// 4× CPU-throttled phone, while every page in pages/ loads, and while the gallery (the page
// with the most script work) is filtered and its lightbox opened. A timing budget, so it lives
// here and not in the test suites (timing assertions inside tests fail at random on a shared
// machine): it prints its figures, takes the median of three runs because the
// machine is shared and noisy, and exits non-zero above the budget.
//   npm run budgets:longtasks [-- dist]
// Long tasks carry no script attribution; Long Animation Frames (Chromium 123+) do: each frame
// lists the scripts that ran in it with their source URL, duration and forced style/layout.
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../test/helpers/browser.ts';
import { serveWithHeaders } from '../test/helpers/static-server.ts';
import { fileURLToPath } from 'node:url';
import { discoverPages } from '../generator/routes.ts';

const BUDGET_MS = 50;
const RUNS = 3;
const dist = path.resolve(process.argv[2] ?? 'dist');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every page as a URL path; the 404 page by its file. */
const PATHS = (await discoverPages(root)).map((p) => p.route ?? `/${p.outFile}`);

interface Perf {
  longTasks: number[];
  scripts: { url: string; duration: number; layout: number }[];
}

/** The gallery is the page with the most script work: filter twice, open and close the lightbox. */
async function exercise(page: Page): Promise<void> {
  const root = '[data-widget~="GalleryPortfolio"]';
  await page.locator(`${root} button[data-filter="wedding"]`).click();
  await page.locator(`${root} button[data-filter="all"]`).click();
  await page.locator(`${root} .tile`).first().click();
  await page.keyboard.press('Escape');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
}

async function measure(origin: string): Promise<{ own: number; withLayout: number; longest: number; count: number; where: string }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __perf: Perf };
      w.__perf = { longTasks: [], scripts: [] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__perf.longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        type Script = { sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number };
        for (const e of list.getEntries() as unknown as { scripts: Script[] }[]) {
          for (const s of e.scripts) w.__perf.scripts.push({ url: s.sourceURL, duration: s.duration, layout: s.forcedStyleAndLayoutDuration });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const result = { own: 0, withLayout: 0, longest: 0, count: 0, where: '' };
    for (const p of PATHS) {
      await page.goto(origin + p, { waitUntil: 'load' });
      if (p === '/gallery') await exercise(page);
      const perf = await page.evaluate(() => (window as unknown as { __perf: Perf }).__perf);
      const ours = perf.scripts.filter((s) => new URL(s.url || 'about:blank').pathname.startsWith('/assets/'));
      // A modal <dialog> makes the rest of the page inert, which restyles the whole document:
      // that forced style and layout is the browser's, reported apart from our own script time.
      const own = Math.max(0, ...ours.map((s) => s.duration - s.layout));
      if (own >= result.own) Object.assign(result, { own, where: p });
      result.withLayout = Math.max(result.withLayout, ...ours.map((s) => s.duration));
      result.longest = Math.max(result.longest, ...perf.longTasks);
      result.count += perf.longTasks.length;
    }
    return result;
  } finally {
    await browser.close();
  }
}

const server = await serveWithHeaders(dist);
const runs = [];
for (let i = 0; i < RUNS; i++) {
  const r = await measure(server.origin);
  runs.push(r);
  console.log(
    `run ${i + 1} (${PATHS.length} pages): ${r.count} long task(s) in all, longest ${r.longest.toFixed(0)} ms; our script's longest run ` +
      `${r.own.toFixed(0)} ms on ${r.where} (${r.withLayout.toFixed(0)} ms with the style/layout it forced)`,
  );
}
await server.close();
const median = runs.map((r) => r.own).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
const ok = median <= BUDGET_MS;
console.log(`${ok ? 'ok  ' : 'FAIL'} every page at 4× CPU: our script's longest run, median of ${RUNS}: ${median.toFixed(0)} ms (budget ${BUDGET_MS} ms)`);
process.exit(ok ? 0 : 1);

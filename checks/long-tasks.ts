// npm run check:long-tasks: the widgets' budget (docs/performance.md). A page of each template loads
// in Chromium at 4× CPU throttling, and the gallery is filtered and its lightbox opened; Long
// Animation Frames attribute each long frame's scripts, so the check knows which runs are the
// site's own. The figure is our longest run over a reference task's median timed in the same
// browser (checks/reference-task.ts), so the machine's speed and load divide out; a median of five
// past the limit is measured again before the check fails.
import os from 'node:os';
import type { Page } from 'playwright-core';
import { commandLine } from '../generator/cli.ts';
import { loadConfig } from '../generator/load-config.ts';
import { discoverPages, pagesPerTemplate, urlPathOf } from '../generator/routes.ts';
import { median } from '../tools/harness/audit-gate.ts';
import { builtSite, ROOT } from '../tools/harness/built-site.ts';
import { launchChromium } from '../tools/harness/chromium.ts';
import { serveWithHeaders } from '../tools/harness/static-server.ts';
import { timeReferenceTask } from './reference-task.ts';

/** Our script's longest run in reference tasks: the target is reported, the limit gates. */
const REFERENCE_RATIO_TARGET = 1;
const REFERENCE_RATIO_LIMIT = 2;
const RUNS = 5;
/** Reference samples per page visit, each in a task of its own. */
const SAMPLES = 3;
const { positionals } = commandLine({
  command: 'npm run check:long-tasks',
  summary: "The widgets' budget: no run of the site's code longer than a reference task, on a throttled phone, in Chromium.",
  options: {},
  flags: [],
  positionals: '[DIST]  (default dist/)',
});
const dist = builtSite('check:long-tasks', positionals[0]);
/** Every page as a URL path; the 404 page by its file. */
const PATHS = pagesPerTemplate(await discoverPages(ROOT, await loadConfig(ROOT))).map(urlPathOf);

interface Perf {
  longTasks: number[];
  scripts: { url: string; duration: number; layout: number }[];
}

/** The gallery is the page with the most script work: two views loaded in place, then the lightbox. */
async function exercise(page: Page): Promise<void> {
  const root = '[data-widget~="GalleryPortfolio"]';
  const viewShown = (pathname: string) =>
    page.waitForFunction((p) => location.pathname === p && !document.querySelector('.portfolio__grid[aria-busy]'), pathname);
  const filters = page.locator(`${root} .portfolio__filter`);
  const other = filters.nth(1);
  const otherPath = new URL((await other.getAttribute('href'))!, page.url()).pathname;
  await other.click();
  await viewShown(otherPath);
  await filters.first().click();
  await viewShown('/gallery');
  await page.locator(`${root} .tile`).first().click();
  await page.keyboard.press('Escape');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
}

/** One run over every page: our script's longest run (without and with the style/layout it forced), the long tasks, and the reference task's median, in ms. */
async function measure(origin: string) {
  const browser = await launchChromium();
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
          for (const s of e.scripts)
            w.__perf.scripts.push({ url: s.sourceURL, duration: s.duration, layout: s.forcedStyleAndLayoutDuration });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const result = { own: 0, withLayout: 0, where: '', longest: 0, count: 0, reference: 0 };
    const samples: number[] = [];
    for (const p of PATHS) {
      await page.goto(origin + p, { waitUntil: 'load' });
      if (p === '/gallery') await exercise(page);
      // Read before the reference runs: its own long tasks are not the page's.
      const perf = await page.evaluate(() => (window as unknown as { __perf: Perf }).__perf);
      samples.push(...(await timeReferenceTask(page, SAMPLES)));
      const ours = perf.scripts.filter((s) => new URL(s.url || 'about:blank').pathname.startsWith('/assets/'));
      // A modal <dialog> makes the rest of the page inert, which restyles the whole document:
      // that forced style and layout is the browser's, reported apart from our own script time.
      const own = Math.max(0, ...ours.map((s) => s.duration - s.layout));
      if (own >= result.own) Object.assign(result, { own, where: p });
      result.withLayout = Math.max(result.withLayout, ...ours.map((s) => s.duration));
      result.longest = Math.max(result.longest, ...perf.longTasks);
      result.count += perf.longTasks.length;
    }
    result.reference = median(samples);
    return result;
  } finally {
    await browser.close();
  }
}

/** The median of five runs' ratios, each printed as it is measured. */
async function medianRatio(origin: string, round: string): Promise<number> {
  const ratios: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await measure(origin);
    ratios.push(r.own / r.reference);
    console.log(
      `${round}run ${i + 1} (${PATHS.length} pages, load average ${os.loadavg()[0]!.toFixed(1)}): ${r.count} long task(s) in all, longest ${r.longest.toFixed(0)} ms; ` +
        `our script's longest run ${r.own.toFixed(0)} ms on ${r.where} (${r.withLayout.toFixed(0)} ms with the style/layout it forced); ` +
        `reference task ${r.reference.toFixed(0)} ms; ratio ${(r.own / r.reference).toFixed(2)}`,
    );
  }
  return median(ratios);
}

const server = await serveWithHeaders(dist);
let ratio: number;
try {
  ratio = await medianRatio(server.origin, '');
  if (!(ratio <= REFERENCE_RATIO_LIMIT)) {
    console.log(`median ${ratio.toFixed(2)} is past the limit ${REFERENCE_RATIO_LIMIT}: measured again`);
    ratio = await medianRatio(server.origin, 'again: ');
  }
} finally {
  await server.close();
}
const fail = !(ratio <= REFERENCE_RATIO_LIMIT);
const onTarget = ratio <= REFERENCE_RATIO_TARGET ? 'within' : 'past';
console.log(
  `${fail ? 'FAIL' : 'ok  '} every page at 4× CPU: our script's longest run / the reference task, median of ${RUNS}: ` +
    `${ratio.toFixed(2)} (limit ${REFERENCE_RATIO_LIMIT}; ${onTarget} the target of ${REFERENCE_RATIO_TARGET})`,
);
process.exit(fail ? 1 : 0);

// Every page file's own page, at a phone's and a desktop's width, shot whole in Chromium and
// compared with its baseline in test/screenshots/ (test/helpers/screenshots.ts); a difference fails,
// naming the screenshot and the diff written beside the baseline.
//   npm run test:update-screenshots   rewrites the baselines and the record of their content
// The baselines hold one content and one Chromium major version: when the content differs from
// theirs (an owner's edit) or another major version runs, the suite says so loudly and skips.
// A shot is the same on every machine: the project's fonts loaded and used, every photo drawn as
// its box in its dominant colour, no request leaving the site, reduced motion, transitions ended,
// the caret hidden, any <video> masked, device pixel ratio 1. Long lists of photos keep their
// first items.
import type { BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ownPages } from '../../generator/routes.ts';
import {
  type BrowserContextState,
  browserSuite,
  CHROME_PATH,
  HAS_CHROMIUM,
  VIEWPORTS,
  widgetsStarted,
  withWebFonts,
} from '../helpers/browser.ts';
import {
  browserVersion,
  changedInputs,
  compareWithBaseline,
  contentInputs,
  otherBrowser,
  percent,
  recordBaselines,
  recordedBaselines,
  removeOtherBaselines,
  writeBaseline,
} from '../helpers/screenshots.ts';
import { digestsOf } from '../helpers/shared-build.ts';
import { PAGES, ROOT, urlPathOf } from '../helpers/site-under-test.ts';
import { warnSkipped } from '../helpers/skipped.ts';

/** npm run test:update-screenshots (./update-screenshots.ts) sets it. */
const UPDATE = process.env.UPDATE_SCREENSHOTS === 'true';
/** How many items of a long list of photos are shown: two rows of the gallery's grid on a desktop. */
const LIST_ITEMS_KEPT = 6;

if (UPDATE && !HAS_CHROMIUM) throw new Error('npm run test:update-screenshots needs Chromium (apt-get install -y chromium)');

const inputs = digestsOf(ROOT, contentInputs());
const browser = HAS_CHROMIUM ? browserVersion(CHROME_PATH) : null;
const recorded = recordedBaselines(ROOT);
const changed = recorded ? changedInputs(recorded.inputs, inputs) : null;
const browserChanged = recorded && HAS_CHROMIUM ? otherBrowser(recorded.browser, browser) : null;
const comparing = UPDATE || (changed?.length === 0 && !browserChanged);
if (!comparing) warnOtherBaselines(browserChanged ?? otherContent(changed));
else if (!UPDATE && recorded?.browser && browser && recorded.browser !== browser)
  console.log(`  screenshots: the baselines were drawn by Chromium ${recorded.browser}, this is ${browser} (same major version: compared)`);

// Tests that are all skipped need neither the browser nor the site.
const test = comparing ? browserSuite('screenshots') : suite<BrowserContextState>('screenshots');

/** A page's shots are named after its output file: home, services, 404. */
const nameOf = (outFile: string) => outFile.replace(/(^|\/)index\.html$|\.html$/, '').replaceAll('/', '-') || 'home';

const shots = VIEWPORTS.flatMap((viewport) =>
  ownPages(PAGES).map((page) => ({ viewport, path: urlPathOf(page), name: `${nameOf(page.outFile)}-${viewport.width}` })),
);
const written = new Set<string>();
const differences: { name: string; ratio: number; pixels: number }[] = [];

for (const { viewport, path, name } of shots) {
  const title = `${path} at ${viewport.width} px ${UPDATE ? 'becomes its baseline' : 'looks as its baseline'} (${name}.webp)`;
  (comparing ? test : test.skip)(title, async (ctx) => {
    const png = await shoot(await tabAt(ctx, viewport), ctx.base + path);
    if (UPDATE) {
      await writeBaseline(ROOT, name, png);
      written.add(name);
      return;
    }
    const { ratio, pixels, problem } = await compareWithBaseline(ROOT, name, png);
    differences.push({ name, ratio, pixels });
    assert.ok(!problem, `${path} at ${viewport.width} px: ${problem}`);
  });
}

test.after(() => {
  if (UPDATE && written.size === shots.length) {
    recordBaselines(ROOT, { inputs, browser });
    const removed = removeOtherBaselines(ROOT, written);
    console.log(`\n  screenshots: ${written.size} baselines written${removed.length ? `, removed ${removed.join(', ')}` : ''}`);
  }
  // What differed at all, failed or not: how far the tolerance is from what a run sees.
  const differing = differences.filter((d) => d.pixels > 0).map((d) => `${d.name} ${d.pixels} px (${percent(d.ratio)})`);
  if (differences.length)
    console.log(`\n  screenshots: ${differences.length} compared; pixels that differ: ${differing.join(', ') || 'none'}`);
});

// --- One tab per width, kept from page to page (a new one costs a context) -------------------
let open: { width: number; context: BrowserContext; page: Page } | undefined;

async function tabAt(ctx: BrowserContextState, { width, height }: { width: number; height: number }): Promise<Page> {
  if (open?.width === width) return open.page;
  await open?.context.close();
  const context = await ctx.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const site = new URL(ctx.base).origin;
  await page.route(
    (url) => url.origin !== site,
    (route) => route.abort(),
  );
  await withWebFonts(page);
  open = { width, context, page };
  return page;
}
test.after(async () => {
  await open?.context.close();
});

/** Loads `url`, waits until nothing on it will change by itself any more, and shoots it whole. */
async function shoot(page: Page, url: string): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'load' });
  await widgetsStarted(page);
  await page.evaluate((kept) => {
    for (const list of document.querySelectorAll('ul, ol')) {
      const items = [...list.children] as HTMLElement[];
      if (items.length > kept && items.every((item) => item.querySelector('img')))
        for (const item of items.slice(kept)) item.style.display = 'none';
    }
    for (const img of document.images) if (img.checkVisibility()) img.loading = 'eager';
    for (const face of document.fonts) face.load().catch(() => {});
  }, LIST_ITEMS_KEPT);
  // Every face loaded, every shown photo in, every widget past its loading state (the tiles, the booking form).
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((img) => img.complete || !img.checkVisibility()) &&
      ![...document.querySelectorAll('[data-state="loading"]')].some((el) => el.checkVisibility()),
  );
  // A photo is drawn as its box in its dominant colour (its background while it loads): the
  // photos are content, and their pixels would be most of every baseline's bytes.
  await page.evaluate(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('picture img')) img.style.objectPosition = '100000px 100000px';
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask: [page.locator('video')], scale: 'css' });
}

/** Why the baselines were made from other content: the files that changed, or no record. */
function otherContent(changedFiles: string[] | null): string {
  return changedFiles
    ? `other content: changed since they were made: ${changedFiles.slice(0, 8).join(', ')}${changedFiles.length > 8 ? ` and ${changedFiles.length - 8} more` : ''}`
    : 'there are none (no test/screenshots/content-inputs.json)';
}

function warnOtherBaselines(why: string): void {
  warnSkipped(
    'SCREENSHOTS SKIPPED: the baselines do not hold for this run',
    `(${why}).`,
    'Run npm run test:update-screenshots, look at the new baselines, and commit them.',
  );
}

test.run();

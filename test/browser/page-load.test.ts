// Every page a browser opens (BROWSED_PAGES), loaded once on a phone and once on a desktop; each
// test reads its part of those loads:
//  - nothing moves while it loads, every shift counted (Lighthouse counts those at the start of a
//    load too), the sum under 0.001, the precision Lighthouse reports CLS with; its font files are
//    held until the first paint, as a slow phone's first visit gets them, and a font that came
//    late and re-wrapped a paragraph moves it 0.01 and more;
//  - every face its first screen uses is preloaded, every preload is used, no face is faked;
//  - no photo (the gallery's are gallery.test.ts's) drawn wider than its sizes says (a cover crop
//    draws it wider than its box), nor half again narrower, at the widths between the breakpoints too: the phone's load is resized through them
//    once read; and so in built copies with the counts that shape a grid (one video, card, member;
//    three videos);
//  - only /contact asks the booking provider; EventTarget.prototype is not patched; no 404 logged.
import path from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { evaluateSizes } from '../../checks/image-select.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { serveWithHeaders } from '../../tools/harness/static-server.ts';
import { SourceFile } from '../edits/source-edit.ts';
import {
  type BrowserContextState,
  browserSuite,
  firstContentfulPaint,
  NAME_SHIM,
  open,
  VIEWPORTS,
  widgetsStarted,
} from '../helpers/browser.ts';
import { frames, recordedShifts, recordShifts } from '../helpers/layout-shifts.ts';
import { content, writtenContent } from '../helpers/loaded-content.ts';
import { BROWSED_PAGES, buildCopy, urlPathOf } from '../helpers/site-under-test.ts';
import { type Seen, survey } from './_font-survey.ts';
import { measure } from './_shown-images.ts';

const test = browserSuite('page load');
/** The pages a browser opens (BROWSED_PAGES), the 404 page by its file. */
const PAGES = BROWSED_PAGES.map(urlPathOf);
/** The one page that embeds the booking provider. */
const BOOKING_PAGE = '/contact';

type Viewport = (typeof VIEWPORTS)[number];
/** The load resized through WIDTHS for the sizes check. */
const RESIZED: Viewport = VIEWPORTS[0];
const WIDTHS = [
  { width: 320, height: 640 },
  { width: 412, height: 823 },
  { width: 700, height: 1000 },
  { width: 860, height: 1000 },
  { width: 930, height: 1000 },
  { width: 1023, height: 768 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** What one load of a page showed. */
interface Load {
  shifts: { total: number; report: string };
  fonts: Seen;
  /** Whether addEventListener and removeEventListener are still the browser's own. */
  nativeListeners: boolean[];
  /** Every URL the page asked for that is the booking provider's. */
  provider: string[];
  /** The photos whose sizes is off, at one of WIDTHS (on the RESIZED load only). */
  missized: string[];
  /** What the page logged to the console. */
  logs: string[];
}

/** The most a sizes may say over the width drawn: a file half again as wide is over twice the bytes. */
const MOST_OVERSTATED = 1.5;
/** The photos checked: the gallery's tiles and lightbox are gallery.test.ts's. */
const SIZED = 'img[sizes]:not(.tile img):not(dialog img)';
/** Photos behind text, as tall as their text makes them: no sizes knows that height, so theirs is their box, 100vw. */
const BEHIND_TEXT = '.page-hero__img, .cta__img';

/** Each width of WIDTHS in turn: the photos (gallery aside) whose sizes says less than they are shown at, or far more. */
async function missizedPhotos(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const vp of WIDTHS) {
    await page.setViewportSize(vp);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    const found = await page.evaluate(measure, SIZED);
    const byBox = new Set((await page.evaluate(measure, BEHIND_TEXT)).map((f) => f.what));
    const laidOut = await page.evaluate(() => innerWidth);
    if (laidOut !== vp.width) problems.push(`${path}: laid out at ${laidOut} px, not the ${vp.width} px measured`);
    for (const { what, sizes, drawn, box } of found) {
      const shown = byBox.has(what) ? box : drawn;
      const slot = evaluateSizes(sizes, { ...vp, dpr: 1 });
      if (slot < shown - 1 || slot > shown * MOST_OVERSTATED)
        problems.push(`${path} at ${vp.width} px: ${what} is shown ${shown.toFixed(1)} px wide, sizes says ${slot.toFixed(1)}`);
    }
  }
  return problems;
}

/** Holds the page's font files until its first contentful paint (or 5 s, for a page that never paints). */
async function fontsAfterFirstPaint(page: Page): Promise<void> {
  let painted = () => {};
  const firstPaint = new Promise<void>((resolve) => {
    painted = resolve;
    setTimeout(resolve, 5000).unref();
  });
  await page.exposeFunction('fontsMayCome', () => painted());
  await page.addInitScript(`(${firstContentfulPaint})().then(fontsMayCome)`);
  await page.route(/\.woff2$/, async (route) => {
    await firstPaint;
    await route.continue();
  });
}

async function readLoad(ctx: BrowserContextState, path: string, viewport: Viewport): Promise<Load> {
  const requested: string[] = [];
  const logs: string[] = [];
  const { page, close } = await open(ctx, path, {
    width: viewport.width,
    height: viewport.height,
    before: async (p) => {
      p.context().on('request', (r) => requested.push(r.url()));
      p.on('console', (m) => logs.push(m.text()));
      await p.addInitScript(recordShifts);
      await p.addInitScript(NAME_SHIM);
      await fontsAfterFirstPaint(p);
    },
  });
  try {
    await page.evaluate(() => document.fonts.ready);
    // Two frames after the fonts and the entries, so a late shift is reported too.
    await frames(page);
    const shifts = await recordedShifts(page);
    const fonts = await page.evaluate(survey);
    const nativeListeners = await page.evaluate(() =>
      [EventTarget.prototype.addEventListener, EventTarget.prototype.removeEventListener].map((f) =>
        /\[native code\]/.test(Function.prototype.toString.call(f)),
      ),
    );
    // A request made later than the load (a timer, an idle callback) is in once the network is quiet.
    await page.waitForLoadState('networkidle');
    const missized = viewport === RESIZED ? await missizedPhotos(page, path) : [];
    return { shifts, fonts, nativeListeners, provider: requested.filter((u) => u.includes('honeybook')), missized, logs };
  } finally {
    await close();
  }
}

const loads = new Map<string, Promise<Load>>();
/** The one load of `path` at `viewport`, made by the first test that asks for it. */
function loaded(ctx: BrowserContextState, path: string, viewport: Viewport): Promise<Load> {
  const key = `${viewport.name} ${path}`;
  if (!loads.has(key)) loads.set(key, readLoad(ctx, path, viewport));
  return loads.get(key)!;
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: no page shifts its layout while it loads`, async (ctx) => {
    const found: string[] = [];
    let total = 0; // the largest page's sum
    for (const path of PAGES) {
      const { shifts } = await loaded(ctx, path, viewport);
      if (shifts.report) found.push(`${path}:\n${shifts.report}`);
      total = Math.max(total, shifts.total);
    }
    assert.ok(total < 0.001, `layout shifts:\n${found.join('\n')}`);
  });
}

for (const path of PAGES) {
  test(`${path}: the first screen's fonts are preloaded, every preload is used, no face is faked`, async (ctx) => {
    const used = new Set<string>();
    let preloads: string[] = [];
    for (const viewport of VIEWPORTS) {
      const seen = (await loaded(ctx, path, viewport)).fonts;
      assert.equal(seen.faked, [], `${path} at ${viewport.name}: text in a faked bold or italic`);
      assert.ok(seen.preloads.length > 0, `${path}: fonts are preloaded`);
      for (const url of seen.firstScreen) {
        assert.ok(seen.preloads.includes(url), `${path} at ${viewport.name}: the first screen uses ${url}, which is not preloaded`);
      }
      for (const url of seen.anywhere) used.add(url);
      preloads = seen.preloads;
    }
    for (const url of preloads) assert.ok(used.has(url), `${path}: ${url} is preloaded but no text on the page uses it`);
  });

  test(`${path}: every photo's sizes says the width it is shown at or a little more, from 320 to 1440 px`, async (ctx) => {
    assert.equal((await loaded(ctx, path, RESIZED)).missized, []);
  });
}

/** A copy of the project with one highlight video, one featured service and one team member: the fewest the schema allows. */
function oneOfEach(root: string): void {
  const { gallery, services, team } = content;
  const videos = new SourceFile(root, 'content/gallery.yaml');
  for (const { caption } of gallery.highlights.videos.slice(1)) videos.remove(['highlights', 'videos'], 'caption', caption);
  videos.save();
  const cards = new SourceFile(root, 'content/services.yaml');
  const featured = services.items.flatMap((s, i) => (s.featured ? [i] : []));
  for (const i of featured.slice(1)) cards.set(['items', i, 'featured'], undefined);
  cards.save();
  const members = new SourceFile(root, 'content/team.yaml');
  for (const { slug } of team.members.slice(1)) members.remove(['members'], 'slug', slug);
  members.save();
}

/** A copy with three highlight videos: a row of two, and one alone on the next (the first again, captioned apart). */
function threeVideos(root: string): void {
  const [first] = writtenContent().gallery.highlights.videos;
  new SourceFile(root, 'content/gallery.yaml').insert(['highlights', 'videos'], { ...first, caption: `${first?.caption} (again)` }).save();
}

/** Each copy with the pages its edit changes: the others are the site's own, which the load above checks. */
const COPIES: [what: string, edit: (root: string) => void, pages: string[]][] = [
  ['one highlight video, one featured service and one team member', oneOfEach, ['/', '/gallery', '/team']],
  ['three highlight videos', threeVideos, ['/gallery']],
];

for (const [what, edit, pages] of COPIES)
  test(`with ${what}, every photo's sizes says the width it is shown at or a little more`, async (ctx) => {
    const root = projectCopy({ copyCache: true });
    edit(root);
    const run = buildCopy(root, { CI: 'true' });
    assert.is(run.status, 0, `the copy's build failed: ${run.stderr}`);
    const server = await serveWithHeaders(path.join(root, 'dist'));
    const problems: string[] = [];
    try {
      for (const where of pages) {
        const { page, close } = await open({ ...ctx, base: server.origin }, where);
        problems.push(...(await missizedPhotos(page, where)));
        await close();
      }
    } finally {
      await server.close();
    }
    assert.equal(problems, []);
  });

test(`no page but ${BOOKING_PAGE} contacts the booking provider`, async (ctx) => {
  const pages = PAGES.filter((p) => p !== BOOKING_PAGE);
  assert.ok(pages.includes('/404.html'), 'the 404 page, which an unknown address shows, is among them');
  for (const path of pages)
    for (const viewport of VIEWPORTS) assert.equal((await loaded(ctx, path, viewport)).provider, [], `${path} at ${viewport.name}`);
});

test('the widgets guard their handlers without patching EventTarget.prototype, which third-party scripts share', async (ctx) => {
  for (const path of PAGES)
    for (const viewport of VIEWPORTS)
      assert.equal(
        (await loaded(ctx, path, viewport)).nativeListeners,
        [true, true],
        `${path} at ${viewport.name}: add/removeEventListener are the browser's own`,
      );
});

test('an unknown path answers 404 and logs the path to the console; no page of the site logs a 404', async (ctx) => {
  for (const path of PAGES.filter((p) => p !== '/404.html'))
    for (const viewport of VIEWPORTS)
      assert.not.ok(
        (await loaded(ctx, path, viewport)).logs.some((l) => l.startsWith('404')),
        `${path} at ${viewport.name}`,
      );
  const logs: { type: string; text: string }[] = [];
  const { page } = await open(ctx, '/', {
    before: (p) => void p.on('console', (m) => logs.push({ type: m.type(), text: m.text() })),
  });
  const response = await page.goto(ctx.base + '/no/such/page?x=1');
  assert.is(response?.status(), 404);
  await widgetsStarted(page);
  assert.ok(
    logs.some((l) => l.type === 'warning' && l.text === '404: no page at /no/such/page'),
    `console: ${JSON.stringify(logs)}`,
  );
});

test.run();

// The hero background video and
// the gallery highlight videos, with their fallbacks.
// A test that starts from the page as the one before it left it takes that page (./_kept-pages.ts)
// instead of loading it again: the phone's hero tests share the home page, the phone's highlight
// tests the gallery. The last test of a page closes it, so no clip plays on behind later tests.
import type { Request } from 'playwright-core';
import * as assert from 'uvu/assert';
import { isRemote } from '../../content/media.ts';
import { browserSuite, type Opened, open, VIEWPORTS } from '../helpers/browser.ts';
import { gallery, home } from '../helpers/content.ts';
import { itemAt } from '../helpers/lists.ts';
import { keptPages } from './_kept-pages.ts';

const test = browserSuite('videos');
const HERO = '[data-widget~="HeroVideo"]';
const HIGHLIGHT = '[data-widget~="HighlightVideo"]';
const VIDEO_FILES = '**/*.{webm,mp4}';
const FALLBACK = gallery.highlights.fallbackText;
/** The source types of a content video in the order the page offers them: WebM first (smaller). */
const webmFirst = (sources: readonly { type: string }[]) =>
  sources.map((s) => s.type).sort((a, b) => Number(a !== 'video/webm') - Number(b !== 'video/webm'));
const PHONE = VIEWPORTS[0];

/** The home page, with every request for a clip recorded from the start. */
const homes = keptPages(test, async (ctx, viewport): Promise<Opened & { clips: Request[] }> => {
  const clips: Request[] = [];
  const before = (p: import('playwright-core').Page) =>
    void p.on('request', (r) => {
      if (/\.(webm|mp4)$/.test(r.url())) clips.push(r);
    });
  return { ...(await open(ctx, '/', { ...viewport, before })), clips };
});
const galleries = keptPages(test, (ctx, viewport) => open(ctx, '/gallery', viewport));

test('without JavaScript the hero video is muted, loops, plays inline and autoplays, WebM first, over a priority poster', async (ctx) => {
  const { page, close } = await open(ctx, '/', { javaScriptEnabled: false });
  const video = page.locator(`${HERO} video`).filter({ visible: true });
  assert.is(await video.count(), 1, 'one video shows: the <noscript> copy');
  for (const attr of ['autoplay', 'muted', 'loop', 'playsinline']) assert.ok(await video.evaluate((v, a) => v.hasAttribute(a), attr), attr);
  assert.equal(await video.locator('source').evaluateAll((s) => s.map((x) => x.getAttribute('type'))), webmFirst(home.hero.video.sources));
  const poster = page.locator(`${HERO} img`);
  assert.is(await poster.getAttribute('fetchpriority'), 'high');
  assert.is(await poster.getAttribute('alt'), home.hero.posterAlt);
  assert.is(await page.locator(`${HERO} h1, ${HERO} h2`).count(), 0, 'no title text in the hero');
  await close();
});

test('with JavaScript the hero clip is requested only after the page has loaded and painted', async (ctx) => {
  const { page, clips: requested } = await homes.at(ctx, PHONE);
  const hero = page.locator(`${HERO} video`);
  assert.not.ok(await hero.evaluate((v) => v.hasAttribute('autoplay')), 'no autoplay attribute to start the download early');
  assert.is(await hero.getAttribute('preload'), 'none');
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'playing', HERO);
  assert.ok(requested.length > 0, 'the clip was requested');
  // The order of the events, all on the system clock (ms since 1970): the page's first paint and
  // load event, and when the browser started each clip request. No limit on how long any took.
  const timeline = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return {
      loadEnd: performance.timeOrigin + navigation.loadEventEnd,
      paint: paint === undefined ? undefined : performance.timeOrigin + paint,
    };
  });
  assert.ok(timeline.paint !== undefined, 'the page painted');
  // One clip is fetched: the one it plays, none of the others offered.
  const playing = await hero.evaluate((v) => (v as HTMLVideoElement).currentSrc);
  assert.equal([...new Set(requested.map((r) => r.url()))], [playing], 'only the clip it plays is requested');
  for (const request of requested) {
    const started = request.timing().startTime;
    assert.ok(started >= timeline.paint!, `${request.url()} requested after the first paint`);
    assert.ok(started >= timeline.loadEnd, `${request.url()} requested after the load event`);
  }
});

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: the hero fills the screen and the video plays over the poster`, async (ctx) => {
    const { page } = await homes.at(ctx, { width, height });
    const box = (await page.locator(HERO).boundingBox())!;
    assert.is(Math.round(box.height), height, 'full-screen height');
    assert.is(Math.round(box.width), width);
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'playing', HERO);
    assert.not.ok(await page.locator(`${HERO} video`).evaluate((v) => (v as HTMLVideoElement).paused));
    // The clip playing is the content's WebM for this screen: one whose media query matches it
    // (a crop made for it) before the one for every screen.
    const webm = home.hero.video.sources.filter((s) => s.type === 'video/webm');
    const matching = await page.evaluate(
      (queries) => queries.map((q) => matchMedia(q).matches),
      webm.map((s) => s.media ?? 'all'),
    );
    const forScreen = webm.find((s, i) => s.media && matching[i]) ?? webm.find((s) => !s.media)!;
    const offered = await page
      .locator(`${HERO} > video source`)
      .evaluateAll((els) =>
        els.map((e) => ({ src: (e as HTMLSourceElement).src, type: e.getAttribute('type'), media: e.getAttribute('media') })),
      );
    const expected = offered.find((o) => o.type === forScreen.type && o.media === (forScreen.media ?? null));
    assert.ok(expected, `the page offers ${forScreen.src}`);
    assert.is(
      await page.locator(`${HERO} video`).evaluate((v) => (v as HTMLVideoElement).currentSrc),
      expected!.src,
      `plays ${forScreen.src}`,
    );
    await homes.release({ width, height });
  });

  test(`${name}: with the video blocked the poster shows, never a broken box`, async (ctx) => {
    const { page, close } = await open(ctx, '/', { width, height, block: [VIDEO_FILES] });
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'error', HERO);
    assert.not.ok(await page.locator(`${HERO} video`).isVisible(), 'video hidden');
    assert.ok(await page.locator(`${HERO} img`).isVisible(), 'poster visible');
    assert.ok(await page.locator(`${HERO} img`).evaluate((i) => (i as HTMLImageElement).naturalWidth > 0), 'poster loaded');
    await close();
  });
}

test('with prefers-reduced-motion the hero shows the poster only and the video does not play', async (ctx) => {
  const { page, close } = await open(ctx, '/', { reducedMotion: 'reduce' });
  const video = page.locator(`${HERO} video`);
  assert.not.ok(await video.isVisible(), 'video hidden');
  assert.ok(await video.evaluate((v) => (v as HTMLVideoElement).paused), 'paused');
  assert.is(await video.evaluate((v) => (v as HTMLVideoElement).networkState), 1 /* NETWORK_IDLE: nothing downloads */, 'not loading');
  assert.ok(await page.locator(`${HERO} img`).isVisible(), 'poster visible');
  await close();
});

test('without JavaScript the highlight videos are <video controls preload="none"> with a poster, the fallback text inside and a caption each', async (ctx) => {
  const { page, close } = await open(ctx, '/gallery', { javaScriptEnabled: false });
  const figures = page.locator(HIGHLIGHT);
  assert.equal(
    (await figures.locator('figcaption').allInnerTexts()).map((t) => t.trim()),
    gallery.highlights.videos.map((v) => v.caption),
  );
  for (let i = 0; i < gallery.highlights.videos.length; i++) {
    const video = figures.nth(i).locator('video');
    assert.ok(await video.isVisible(), 'the video shows');
    assert.ok(await video.evaluate((v) => v.hasAttribute('controls')), 'controls');
    assert.is(await video.getAttribute('preload'), 'none');
    assert.ok(await video.getAttribute('poster'), 'poster');
    assert.is((await video.textContent())?.trim(), FALLBACK);
    assert.not.ok(await figures.nth(i).locator('.highlight-video__start').isVisible(), 'no play link besides the video');
  }
  await close();
});

test('with JavaScript a highlight shows its poster under a play link to the MP4, and no <video> until it is pressed', async (ctx) => {
  const { page } = await galleries.at(ctx, PHONE);
  const figures = page.locator(HIGHLIGHT);
  for (const [i, { caption, video }] of gallery.highlights.videos.entries()) {
    const link = figures.nth(i).getByRole('link', { name: `${gallery.highlights.playLabel}: ${caption}`, exact: true });
    await link.scrollIntoViewIfNeeded();
    assert.ok(await link.isVisible(), `the play link of ${caption}`);
    // Should the entry fail, the link opens the file every browser plays: the MP4 when there is one.
    const file = video.sources.find((s) => s.type === 'video/mp4') ?? itemAt(video.sources, 0, `source of ${caption}`);
    const href = (await link.getAttribute('href')) ?? '';
    assert.ok(
      isRemote(file.src) ? href === file.src : href.endsWith(file.src.slice(file.src.lastIndexOf('.'))),
      `it opens ${file.src} (${href})`,
    );
    assert.ok(
      await link.locator('img').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      'its poster loaded',
    );
    const box = (await link.boundingBox())!;
    assert.ok(box.width >= 44 && box.height >= 44, 'a large tap target');
  }
  assert.is(await page.locator(`${HIGHLIGHT} video`).count(), 0, 'no media controls are built before play');
});

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: a highlight video plays in the page when started (keyboard: Enter on the play link), with its controls and focus on it`, async (ctx) => {
    const { page } = await galleries.at(ctx, { width, height });
    const figure = page.locator(HIGHLIGHT).first();
    const link = figure.locator('.highlight-video__start');
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    await page.keyboard.press('Enter');
    const video = figure.locator('video');
    await page.waitForFunction(
      (el) => !(el as HTMLVideoElement).paused && (el as HTMLVideoElement).currentTime > 0,
      await video.elementHandle(),
    );
    assert.ok(await video.evaluate((v) => v.hasAttribute('controls')), 'controls');
    assert.ok(await video.evaluate((v) => v === document.activeElement), 'focus on the video');
    assert.equal(
      await video.locator('source').evaluateAll((s) => s.map((x) => x.getAttribute('type'))),
      webmFirst(itemAt(gallery.highlights.videos, 0, 'highlight video').video.sources),
    );
    assert.is(await figure.locator('.highlight-video__start').count(), 0, 'the play link is gone');
    assert.is(new URL(page.url()).pathname, '/gallery', 'still on the gallery');
    assert.is(await figure.getAttribute('data-state'), 'ready');
    await galleries.release({ width, height });
  });

  test(`${name}: a highlight video that fails shows its poster and '${FALLBACK}'`, async (ctx) => {
    const { page, close } = await open(ctx, '/gallery', { width, height, block: [VIDEO_FILES] });
    const figure = page.locator(HIGHLIGHT).first();
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('.highlight-video__start').focus();
    await page.keyboard.press('Enter'); // start it from the keyboard
    await page.waitForFunction((el) => (el as HTMLElement).dataset.state === 'error', await figure.elementHandle());
    assert.ok(await figure.getByText(FALLBACK).isVisible(), 'the message shows');
    assert.ok(await figure.locator('.highlight-video__fallback img').isVisible(), 'the poster shows');
    assert.is(await figure.locator('video').count(), 0, 'no broken video box');
    const frame = (await figure.locator('.highlight-video__frame').boundingBox())!;
    assert.ok(frame.height > 100, 'the frame keeps its size');
    await close();
  });
}

test.run();

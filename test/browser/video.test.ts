// The hero background video, its pause button (WCAG 2.2.2) and scroll cue, and the gallery
// highlight videos, with their fallbacks. The phone's hero tests share the home page, the phone's
// highlight tests the gallery (./_kept-pages.ts); a page's last test closes it, so no clip plays on.
import type { Locator, Page, Request } from 'playwright-core';
import * as assert from 'uvu/assert';
import { axeViolations, violationLines } from '../helpers/axe-run.ts';
import { browserSuite, firstContentfulPaint, type Opened, open, VIEWPORTS, widgetsStarted } from '../helpers/browser.ts';
import { frames } from '../helpers/layout-shifts.ts';
import { itemAt } from '../helpers/lists.ts';
import { gallery, home } from '../helpers/loaded-content.ts';
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
const { pauseLabel, playLabel, scrollLabel } = home.hero;

/** The home page, with every request for a clip recorded from the start. */
const homes = keptPages(test, async (ctx, viewport): Promise<Opened & { clips: Request[] }> => {
  const clips: Request[] = [];
  const before = (p: Page) =>
    void p.on('request', (r) => {
      if (/\.(webm|mp4)$/.test(r.url())) clips.push(r);
    });
  return { ...(await open(ctx, '/', { ...viewport, before })), clips };
});
const galleries = keptPages(test, (ctx, viewport) => open(ctx, '/gallery', viewport));

const heroVideo = (page: Page) => page.locator(`${HERO} > video`);
const toggle = (page: Page) => page.locator(HERO).getByRole('button');
const scrollCue = (page: Page) => page.locator(HERO).getByRole('link', { name: scrollLabel, exact: true });
const isPaused = (page: Page) => heroVideo(page).evaluate((v) => (v as HTMLVideoElement).paused);
const whenPlaying = (page: Page) =>
  page.waitForFunction((sel) => {
    const video = document.querySelector<HTMLVideoElement>(sel);
    return video !== null && !video.paused && video.currentTime > 0;
  }, `${HERO} > video`);

/**
 * Resolves once the hero's entry has had its chance to start the clip: it does so after the load
 * event, the first contentful paint and then a 0 ms timer (afterLoad in mount.client.ts), at its
 * observer's first report (a frame later), so this waits for the same, then lets two more timers
 * and frames run.
 */
async function pastTheStart(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await widgetsStarted(page);
  await page.evaluate(firstContentfulPaint);
  await page.evaluate(() => new Promise((r) => setTimeout(() => setTimeout(r, 0), 0)));
  await frames(page);
}

/** Presses Tab until `target` has the focus; false if it never comes (not reachable by keyboard). */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return true;
  }
  return false;
}

/** The focus ring an element draws, as the browser computes it. */
const ringOf = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), ring: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` };
  });

// The <noscript> copy's attributes, sources and poster text are test/html/pages/home.test.ts's.
test('without JavaScript the <noscript> hero video shows over a priority poster; no pause button, and the scroll cue leads on', async (ctx) => {
  const { page } = await open(ctx, '/', { ...PHONE, javaScriptEnabled: false });
  const video = page.locator(`${HERO} video`).filter({ visible: true });
  assert.is(await video.count(), 1, 'one video shows: the <noscript> copy');
  assert.ok(await video.evaluate((v) => v.hasAttribute('autoplay')), 'it autoplays');
  assert.is(await page.locator(`${HERO} img`).getAttribute('fetchpriority'), 'high');
  // Nothing could pause the clip, so there is no button.
  assert.is(await page.locator(HERO).getByRole('button').count(), 0, 'no button in the accessibility tree');
  assert.not.ok(await page.locator(`${HERO} button`).isVisible(), 'none on screen');
  const cue = scrollCue(page);
  assert.ok(await cue.isVisible(), 'the scroll cue shows');
  await cue.click();
  const id = decodeURIComponent((await cue.getAttribute('href'))!.slice(1));
  assert.is(new URL(page.url()).hash, `#${id}`);
  const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
  assert.ok(top >= 0 && top < PHONE.height / 2, `the section it leads to is at the top of the screen (${top})`);
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

test('the pause button pauses and plays the clip by mouse, its name saying what a press does; no axe violation playing or paused', async (ctx) => {
  const { page, errors } = await homes.at(ctx, PHONE);
  await whenPlaying(page);
  const violations = async () => violationLines(await axeViolations(page, HERO));
  assert.equal(await violations(), [], 'axe, playing');
  const button = toggle(page);
  assert.ok(await button.isVisible(), 'the button shows');
  assert.is(await button.getAttribute('aria-label'), pauseLabel);
  assert.is(await button.getAttribute('aria-pressed'), null, 'its name alone tells the state');
  await button.click();
  assert.ok(await isPaused(page), 'paused');
  assert.is(await button.getAttribute('aria-label'), playLabel);
  assert.ok(await heroVideo(page).isVisible(), 'the paused frame stays, no jump back to the poster');
  assert.equal(await violations(), [], 'axe, paused');
  await button.click();
  await whenPlaying(page);
  assert.is(await button.getAttribute('aria-label'), pauseLabel);
  assert.equal(errors, []);
});

test('scrolled out of view the clip pauses, its button unchanged, and plays on back in view; a pause the visitor chose stays', async (ctx) => {
  const { page, errors } = await open(ctx, '/', PHONE);
  await whenPlaying(page);
  /** Scrolls to `top`, then lets two frames pass: the hero's observer reports in the first. */
  const scrollTo = async (top: number) => {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await frames(page);
  };
  const below = await page.locator(HERO).evaluate((el) => el.getBoundingClientRect().bottom + innerHeight);
  await scrollTo(below);
  assert.ok(await isPaused(page), 'paused out of view');
  assert.is(await toggle(page).getAttribute('aria-label'), pauseLabel, 'the visitor paused nothing: the button still offers to pause');
  await scrollTo(0);
  await whenPlaying(page);
  await toggle(page).click();
  await scrollTo(below);
  await scrollTo(0);
  assert.ok(await isPaused(page), "the visitor's pause stays after scrolling away and back");
  assert.is(await toggle(page).getAttribute('aria-label'), playLabel);
  assert.equal(errors, []);
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
    const { page } = await open(ctx, '/', { width, height, block: [VIDEO_FILES] });
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'error', HERO);
    assert.not.ok(await page.locator(`${HERO} video`).isVisible(), 'video hidden');
    assert.ok(await page.locator(`${HERO} img`).isVisible(), 'poster visible');
    assert.ok(await page.locator(`${HERO} img`).evaluate((i) => (i as HTMLImageElement).naturalWidth > 0), 'poster loaded');
  });

  test(`${name}: the scroll cue leads to the section after the hero, clear of the pause button; both are reached with Tab, the button keeps the site's focus ring and works with Enter and Space`, async (ctx) => {
    const { page } = await open(ctx, '/', { width, height });
    await whenPlaying(page);
    const cue = scrollCue(page);
    const button = toggle(page);
    // That it links the section right after the hero is test/html/pages/home.test.ts's.
    const id = decodeURIComponent(((await cue.getAttribute('href')) ?? '').slice(1));
    const [cueBox, buttonBox, heroBox] = await Promise.all([cue.boundingBox(), button.boundingBox(), page.locator(HERO).boundingBox()]);
    assert.ok(cueBox && buttonBox && heroBox, 'both controls are laid out');
    for (const [what, box] of [
      ['the cue', cueBox!],
      ['the button', buttonBox!],
    ] as const) {
      assert.ok(box.width >= 44 && box.height >= 44, `${what}: a tap target of at least 44 px (${box.width}×${box.height})`);
      assert.ok(box.y + box.height <= heroBox!.y + heroBox!.height && box.y >= heroBox!.y, `${what} sits inside the hero's first screen`);
    }
    const apart = cueBox!.x + cueBox!.width <= buttonBox!.x || buttonBox!.x + buttonBox!.width <= cueBox!.x;
    assert.ok(apart, 'the cue and the button do not overlap');
    // The ring of the first link a visitor tabs to (the skip link aside): the site's focus style.
    const first = page.locator('.site-header a').first();
    assert.ok(await tabTo(page, first), 'the header is reached with Tab');
    const siteRing = await ringOf(first);
    assert.ok(await tabTo(page, cue), 'the cue is reached with Tab');
    assert.ok(await tabTo(page, button), 'the button is reached with Tab');
    assert.equal(await ringOf(button), siteRing, "the site's focus ring");
    assert.ok(siteRing.visible && !siteRing.ring.startsWith('none'), 'a visible ring');
    await page.keyboard.press('Enter');
    assert.ok(await isPaused(page), 'Enter pauses');
    assert.is(await button.getAttribute('aria-label'), playLabel);
    await page.keyboard.press('Space');
    await whenPlaying(page);
    assert.is(await button.getAttribute('aria-label'), pauseLabel);
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'the focus stays on the button');
    await page.keyboard.press('Shift+Tab'); // back to the cue, just before the button
    assert.ok(await cue.evaluate((el) => el === document.activeElement), 'the cue comes just before the button');
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => location.hash === `#${id}`, id);
  });
}

test('with prefers-reduced-motion the hero shows the poster only and the clip does not load; the button offers to play it, and a press does', async (ctx) => {
  const { page } = await open(ctx, '/', { ...PHONE, reducedMotion: 'reduce' });
  await pastTheStart(page);
  const video = heroVideo(page);
  assert.not.ok(await video.isVisible(), 'the poster alone shows');
  assert.ok(await isPaused(page), 'paused');
  assert.is(await video.evaluate((v) => (v as HTMLVideoElement).networkState), 1 /* NETWORK_IDLE: nothing downloads */, 'not loading');
  assert.ok(await page.locator(`${HERO} img`).isVisible(), 'poster visible');
  const button = toggle(page);
  assert.ok(await button.isVisible(), 'the button shows');
  assert.is(await button.getAttribute('aria-label'), playLabel);
  await button.click();
  await whenPlaying(page);
  assert.ok(await video.isVisible(), 'the visitor asked: the clip shows');
  assert.is(await button.getAttribute('aria-label'), pauseLabel);
});

test('a pause lasts for the session: after a reload, and on coming back to the page', async (ctx) => {
  const { page } = await open(ctx, '/', PHONE);
  await whenPlaying(page);
  await toggle(page).click();
  await page.reload();
  await pastTheStart(page);
  assert.ok(await isPaused(page), 'still paused after a reload');
  assert.is(await toggle(page).getAttribute('aria-label'), playLabel);
  await page.goto(`${ctx.base}/services`);
  await page.goto(`${ctx.base}/`);
  await pastTheStart(page);
  assert.ok(await isPaused(page), 'still paused on coming back');
  assert.is(await toggle(page).getAttribute('aria-label'), playLabel);
  // Playing again is remembered as well.
  await toggle(page).click();
  await whenPlaying(page);
  await page.reload();
  await pastTheStart(page);
  await whenPlaying(page);
  assert.is(await toggle(page).getAttribute('aria-label'), pauseLabel);
});

// Their controls, poster, sources, fallback text, captions and play links' files are test/html/pages/gallery.test.ts's.
test('without JavaScript the highlight videos show as <video preload="none">, with no play link beside them', async (ctx) => {
  const { page } = await open(ctx, '/gallery', { javaScriptEnabled: false });
  const figures = page.locator(HIGHLIGHT);
  assert.is(await figures.count(), gallery.highlights.videos.length);
  for (let i = 0; i < gallery.highlights.videos.length; i++) {
    const video = figures.nth(i).locator('video');
    assert.ok(await video.isVisible(), 'the video shows');
    assert.is(await video.getAttribute('preload'), 'none');
    assert.not.ok(await figures.nth(i).locator('.highlight-video__start').isVisible(), 'no play link besides the video');
  }
});

test('with JavaScript a highlight shows its poster under its play link, and no <video> until it is pressed', async (ctx) => {
  const { page } = await galleries.at(ctx, PHONE);
  const figures = page.locator(HIGHLIGHT);
  for (const [i, { caption }] of gallery.highlights.videos.entries()) {
    const link = figures.nth(i).getByRole('link', { name: `${gallery.highlights.playLabel}: ${caption}`, exact: true });
    await link.scrollIntoViewIfNeeded();
    assert.ok(await link.isVisible(), `the play link of ${caption}`);
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
  test(`${name}: a highlight video plays in the page when started (keyboard: Enter on the play link), with its controls and focus on it, its ring in sight`, async (ctx) => {
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
    // The frame clips what is outside it (its rounded corners), so the ring must be drawn inside.
    const ring = await video.evaluate((v) => {
      const { outlineStyle, outlineWidth, outlineOffset } = getComputedStyle(v);
      return {
        shown: v.matches(':focus-visible') && outlineStyle !== 'none',
        reach: Number.parseFloat(outlineWidth) + Number.parseFloat(outlineOffset),
      };
    });
    assert.ok(ring.shown && ring.reach <= 0, `its focus ring shows, inside the frame (it reaches ${ring.reach} px out)`);
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
    const { page } = await open(ctx, '/gallery', { width, height, block: [VIDEO_FILES] });
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
  });
}

test.run();

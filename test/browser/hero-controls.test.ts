// The home hero's controls: the button that pauses and plays the background clip (WCAG 2.2.2),
// by mouse and keyboard, its name saying what a press does, the visitor's choice kept for the
// session, reduced motion starting paused, no dead control without JavaScript; and the scroll
// cue at the hero's foot, a plain link to the section after the hero.
// Names come from content/home.yaml; the cue's target is whatever id its link names.
import type { Locator, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { AXE_SCRIPT, WCAG_TAGS } from '../helpers/axe.ts';
import { browserSuite, open, VIEWPORTS, widgetsStarted } from '../helpers/browser.ts';
import { home } from '../helpers/content.ts';

const test = browserSuite('hero controls');
const HERO = '[data-widget~="HeroVideo"]';
const { pauseLabel, playLabel, scrollLabel } = home.hero;
const PHONE = VIEWPORTS[0];

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
 * event, the first contentful paint and then a 0 ms timer (afterLoad in mount.client.ts), so this
 * waits for the same three, then lets two more timers run.
 */
async function pastTheStart(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await widgetsStarted(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          setTimeout(() => setTimeout(resolve, 0), 0);
        });
        observer.observe({ type: 'paint', buffered: true });
      }),
  );
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

test('the pause button pauses and plays the clip by mouse, its name saying what a press does', async (ctx) => {
  const { page, close, errors } = await open(ctx, '/', PHONE);
  await whenPlaying(page);
  const button = toggle(page);
  assert.ok(await button.isVisible(), 'the button shows');
  assert.is(await button.getAttribute('aria-label'), pauseLabel);
  assert.is(await button.getAttribute('aria-pressed'), null, 'its name alone tells the state');
  await button.click();
  assert.ok(await isPaused(page), 'paused');
  assert.is(await button.getAttribute('aria-label'), playLabel);
  assert.ok(await heroVideo(page).isVisible(), 'the paused frame stays, no jump back to the poster');
  await button.click();
  await whenPlaying(page);
  assert.is(await button.getAttribute('aria-label'), pauseLabel);
  assert.equal(errors, []);
  await close();
});

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: the button is reached with Tab, keeps the site's focus ring and works with Enter and Space`, async (ctx) => {
    const { page, close } = await open(ctx, '/', { width, height });
    await whenPlaying(page);
    // The ring of the first link a visitor tabs to (the skip link aside): the site's focus style.
    const first = page.locator('.site-header a').first();
    assert.ok(await tabTo(page, first), 'the header is reached with Tab');
    const siteRing = await ringOf(first);
    const button = toggle(page);
    assert.ok(await tabTo(page, button), 'the button is reached with Tab');
    assert.equal(await ringOf(button), siteRing, "the site's focus ring");
    assert.ok(siteRing.visible && !siteRing.ring.startsWith('none'), 'a visible ring');
    const box = (await button.boundingBox())!;
    assert.ok(box.width >= 44 && box.height >= 44, `a tap target of at least 44 px (${box.width}×${box.height})`);
    await page.keyboard.press('Enter');
    assert.ok(await isPaused(page), 'Enter pauses');
    assert.is(await button.getAttribute('aria-label'), playLabel);
    await page.keyboard.press('Space');
    await whenPlaying(page);
    assert.is(await button.getAttribute('aria-label'), pauseLabel);
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'the focus stays on the button');
    await close();
  });
}

test('a pause lasts for the session: after a reload, and on coming back to the page', async (ctx) => {
  const { page, close } = await open(ctx, '/', PHONE);
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
  await close();
});

test('under prefers-reduced-motion the clip starts still, the button offers to play it, and a press does', async (ctx) => {
  const { page, close } = await open(ctx, '/', { ...PHONE, reducedMotion: 'reduce' });
  await pastTheStart(page);
  const button = toggle(page);
  assert.ok(await button.isVisible(), 'the button shows');
  assert.is(await button.getAttribute('aria-label'), playLabel);
  assert.ok(await isPaused(page), 'paused');
  assert.not.ok(await heroVideo(page).isVisible(), 'the poster alone shows');
  await button.click();
  await whenPlaying(page);
  assert.ok(await heroVideo(page).isVisible(), 'the visitor asked: the clip shows');
  assert.is(await button.getAttribute('aria-label'), pauseLabel);
  await close();
});

test('without JavaScript there is no pause button (nothing could pause the clip), and the scroll cue still leads on', async (ctx) => {
  const { page, close } = await open(ctx, '/', { ...PHONE, javaScriptEnabled: false });
  assert.is(await page.locator(HERO).getByRole('button').count(), 0, 'no button in the accessibility tree');
  assert.not.ok(await page.locator(`${HERO} button`).isVisible(), 'none on screen');
  const cue = scrollCue(page);
  assert.ok(await cue.isVisible(), 'the scroll cue shows');
  await cue.click();
  const id = decodeURIComponent((await cue.getAttribute('href'))!.slice(1));
  assert.is(new URL(page.url()).hash, `#${id}`);
  const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
  assert.ok(top >= 0 && top < PHONE.height / 2, `the section it leads to is at the top of the screen (${top})`);
  await close();
});

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: the scroll cue leads to the section after the hero, clear of the pause button`, async (ctx) => {
    const { page, close } = await open(ctx, '/', { width, height });
    const cue = scrollCue(page);
    const href = (await cue.getAttribute('href')) ?? '';
    assert.match(href, /^#./, 'an in-page link');
    const id = decodeURIComponent(href.slice(1));
    assert.ok(
      await page.locator(HERO).evaluate((hero, id) => hero.nextElementSibling?.id === id, id),
      `#${id} is the section right after the hero`,
    );
    const [cueBox, buttonBox, heroBox] = await Promise.all([
      cue.boundingBox(),
      toggle(page).boundingBox(),
      page.locator(HERO).boundingBox(),
    ]);
    assert.ok(cueBox && buttonBox && heroBox, 'both controls are laid out');
    assert.ok(cueBox!.width >= 44 && cueBox!.height >= 44, 'a tap target of at least 44 px');
    const apart = cueBox!.x + cueBox!.width <= buttonBox!.x || buttonBox!.x + buttonBox!.width <= cueBox!.x;
    assert.ok(apart, 'the cue and the button do not overlap');
    for (const [what, box] of [
      ['the cue', cueBox!],
      ['the button', buttonBox!],
    ] as const) {
      assert.ok(box.y + box.height <= heroBox!.y + heroBox!.height && box.y >= heroBox!.y, `${what} sits inside the hero's first screen`);
    }
    assert.ok(await tabTo(page, cue), 'the cue is reached with Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => location.hash === `#${id}`, id);
    await close();
  });
}

test('the hero has no axe violation, playing and paused', async (ctx) => {
  const { page, close } = await open(ctx, '/', { ...PHONE, bypassCSP: true }); // axe is injected as an inline script
  await whenPlaying(page);
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = () =>
    page.evaluate(
      ([hero, tags]) =>
        (window as unknown as { axe: { run(c: object, o: object): Promise<{ violations: { id: string }[] }> } }).axe
          .run({ include: [hero] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
          .then((r) => r.violations.map((v) => v.id)),
      [HERO, WCAG_TAGS] as const,
    );
  assert.equal(await violations(), [], 'playing');
  await toggle(page).click();
  assert.equal(await violations(), [], 'paused');
  await close();
});

test.run();

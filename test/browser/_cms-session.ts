// What the editor's browser suites share: `npm run cms` started on a copy of the project, with
// Chromium beside it, and the owner's first steps in the editor.
import type { Browser, Locator, Page } from 'playwright-core';
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Pricing } from '../../content/schema/index.ts';
import { HAS_CHROMIUM, releaseBrowser, sharedBrowser } from '../helpers/browser.ts';
import { DevSession } from '../helpers/dev-session.ts';
import { until as waitUntil } from '../helpers/http-requests.ts';
import { itemAt } from '../helpers/lists.ts';

export interface CmsSession {
  browser: Browser;
  /** The copy of the project that npm run cms edits. */
  root: string;
  /** The dev server's origin, which serves the editor and its backend. */
  base: string;
  /** npm run cms, and what it has printed so far. */
  cms: DevSession;
}

/** Waits until `done` holds, checking every 200 ms (a check may run git); fails naming `what` after two minutes. */
export const pollUntil = (done: () => boolean | Promise<boolean>, what: string) => waitUntil(done, what, { everyMs: 200 });

/**
 * Runs npm run cms on the copy that `prepare` makes (ctx.root), with Chromium beside it, around the suite's tests. Returns
 * what registers a test: without Chromium (and not in CI) test.skip, so that the summary counts them.
 */
export function withCms<T extends CmsSession>(test: Test<T>, prepare: (ctx: T) => void) {
  if (!HAS_CHROMIUM && !process.env.CI) return test.skip;
  test.before(async (ctx) => {
    prepare(ctx);
    ctx.cms = await DevSession.start(ctx.root, {}, { script: 'cms', portFlag: true });
    ctx.base = `http://127.0.0.1:${ctx.cms.port}`;
    ctx.browser = await sharedBrowser();
  });
  test.after(async (ctx) => {
    await releaseBrowser(ctx.browser);
    await ctx.cms?.stop();
  });
  return test;
}

/** Logs `page` in to the editor's local backend, and opens the entry `entry` of the content collection if given. */
export async function logIn(page: Page, base: string, entry?: string): Promise<void> {
  await page.goto(`${base}/admin/`);
  await page.getByRole('button', { name: /login/i }).click();
  await page.getByText('Content', { exact: true }).first().waitFor();
  if (entry) await openInEditor(page, `/collections/content/entries/${entry}`);
}

/**
 * Opens a view of the editor (`/workflow`) in the page showing it, as the editor's own links do: by
 * the URL's fragment, without loading the editor again (the page is at /admin, where /admin/ leads).
 */
export const openInEditor = (page: Page, view: string) => page.goto(new URL(`#${view}`, page.url()).href);

/** Replaces what an input holds, as typing over a selection does. */
export async function typeOver(page: Page, input: Locator, text: string): Promise<void> {
  await input.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/**
 * Adds an entry to a list with its Add button, until the list shows one more `label` field: a
 * click while the editor still settles the entry it loaded can be lost, and the owner clicks again.
 */
export async function addToList(page: Page, button: RegExp, label: string): Promise<void> {
  const fields = page.getByLabel(label, { exact: true });
  await fields.first().waitFor({ state: 'attached' });
  const before = await fields.count();
  const grown = async () => (await fields.count()) > before;
  for (let clicks = 0; !(await grown()); clicks++) {
    assert.ok(clicks < 5, `${button} was clicked ${clicks} times and the list shows no new ${label} field`);
    await page.getByRole('button', { name: button }).click();
    await waitUntil(grown, `a new ${label} field`, { timeoutMs: 10_000, everyMs: 100 }).catch(() => {});
  }
}

/** Publishes the open entry, as the owner does: Publish, then Publish now. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** The price after `current`, written as the content's schema wants it. */
export const nextPrice = (current: string) => `$${(Number(current.replace(/[$,]/g, '')) + 50 || 1250).toLocaleString('en-US')}`;

/**
 * A tab of two tiers or more: its place, its popular tier and another, and the place of each
 * one's Popular switch among the pricing form's (the tabs' tiers in order).
 */
export function tabOfTwo({ tabs }: Pricing) {
  const tab = tabs.findIndex((t) => t.tiers.length > 1);
  assert.ok(tab >= 0, 'content/pricing.yaml has a tab of two tiers or more');
  const { id, tiers } = itemAt(tabs, tab, 'tab');
  const popular = tiers.findIndex((t) => t.popular === true);
  const other = popular === 0 ? 1 : 0;
  const before = tabs.slice(0, tab).reduce((n, t) => n + t.tiers.length, 0);
  return { tab, id, popular, other, otherName: itemAt(tiers, other, 'tier').name, switchOf: (tier: number) => before + tier };
}

/** The Popular switches of the pricing form, in the order of the tabs' tiers. */
export const popularSwitches = (page: Page) => page.getByRole('switch', { name: /^Popular/ });

// The test browser: its own flags (tools/harness/chromium.ts), where our --disable-features switch,
// which replaces Playwright's, still turns off every feature Playwright turns off, and a new context
// (a browser window) starts no renderer for the address bar's WebUI popups; and the one Chromium
// that the suites of a test process share (test/helpers/browser.ts).
import { type Browser, chromium } from 'playwright-core';
import * as assert from 'uvu/assert';
import { CHROME_PATH, disabledFeatureLists, HEADLESS_ARGS } from '../../tools/harness/chromium.ts';
import { argumentsOf, childrenOf, descendantsOf } from '../../tools/harness/processes.ts';
import { browserSuite, launch, releaseBrowser, sharedBrowser } from '../helpers/browser.ts';
import { until } from '../helpers/http-requests.ts';

const test = browserSuite('the test browser');

/** Launches a browser and returns it with its process id and arguments. */
async function launched(start: () => Promise<Browser>): Promise<{ browser: Browser; pid: number; args: string[] }> {
  const before = new Set(childrenOf(process.pid));
  const browser = await start();
  const pid = childrenOf(process.pid).find((child) => !before.has(child) && argumentsOf(child).includes('--remote-debugging-pipe'));
  if (pid === undefined) throw new Error('the launched browser process was not found among this process’s children');
  return { browser, pid, args: argumentsOf(pid) };
}

/** The renderers of a browser's address-bar popups, among its processes. */
const popupRenderers = (browserPid: number) =>
  descendantsOf(browserPid).filter((pid) => argumentsOf(pid).join(' ').includes('--top-chrome-webui'));

test('the last --disable-features switch, the one Chromium honours, keeps every feature Playwright turns off', async () => {
  const { browser, args } = await launched(launch);
  try {
    const lists = disabledFeatureLists(args);
    assert.ok(lists.length >= 2, `expected Playwright's switch and ours: ${JSON.stringify(lists)}`);
    const honoured = new Set(lists.at(-1));
    const dropped = lists
      .slice(0, -1)
      .flat()
      .filter((feature) => !honoured.has(feature));
    assert.equal(dropped, [], `add to PLAYWRIGHT_DISABLED_FEATURES in tools/harness/chromium.ts: ${dropped.join(', ')}`);
  } finally {
    await browser.close();
  }
});

test('a new context starts no renderer for the address bar’s popups, which Chromium’s defaults start', async (ctx) => {
  // A browser with Playwright's defaults alone shows what to look for: its window's popup
  // renderer, which starts with the window. By the time it is there, ours has had as long.
  const plain = await launched(() => chromium.launch({ executablePath: CHROME_PATH, args: HEADLESS_ARGS }));
  const ours = await launched(launch);
  try {
    const contexts = await Promise.all([plain.browser.newContext(), ours.browser.newContext()]);
    await Promise.all(contexts.map((c) => c.newPage().then((page) => page.goto(`${ctx.base}/404.html`))));
    try {
      await until(() => popupRenderers(plain.pid).length > 0, 'a popup renderer', { timeoutMs: 10_000 });
    } catch {
      // Another Chromium build may have no such popups: the features are then nothing to turn off.
      console.warn(
        `!! ${CHROME_PATH} starts no address-bar popup renderer: UNSEEN_WINDOW_UI (tools/harness/chromium.ts) turns off nothing here`,
      );
      return;
    }
    assert.equal(popupRenderers(ours.pid), []);
  } finally {
    await Promise.all([plain.browser.close(), ours.browser.close()]);
  }
});

test('the suites of a process share one Chromium, each finding none of the contexts the one before left open', async (ctx) => {
  const shared = await sharedBrowser();
  assert.is(shared, ctx.browser, 'this suite was given the shared browser');
  await shared.newContext();
  await shared.newPage();
  await releaseBrowser(shared);
  assert.is(await sharedBrowser(), shared, 'the next suite gets the same browser');
  assert.equal(shared.contexts(), [], 'and no context left open');
});

test('a shared Chromium that has gone is started again for the next suite', async () => {
  const gone = await sharedBrowser();
  await gone.close();
  const next = await sharedBrowser();
  assert.is.not(next, gone);
  assert.ok(next.isConnected(), 'the new one is connected');
  await next.newPage().then((page) => page.close());
});

test.run();

// No page moves under a reader who scrolls it to its bottom a screenful at a time, at a phone's and
// a desktop's width, on a CPU slowed four times: the layout shifts over the whole visit add up to
// less than 0.01 (Lighthouse never scrolls, so its CLS misses a section that grows into view).
// First, the recorder is shown to see a shift: a recorder that records nothing would pass every page.
import * as assert from 'uvu/assert';
import { browserSuite, open, VIEWPORTS } from '../helpers/browser.ts';
import { frames, recordedShifts, recordShifts, SHIFT_LIMIT, scrollToBottom } from '../helpers/layout-shifts.ts';
import { BROWSED_PATHS } from '../helpers/site-under-test.ts';

const test = browserSuite('no layout shift while scrolling');
const CPU_SLOWDOWN = 4;

test('the recorder sees a shift: content that moves under the reader is counted', async (ctx) => {
  const { page } = await open(ctx, '/', { before: (p) => p.addInitScript(recordShifts) });
  await frames(page);
  // Everything in <main> moves down by a screen's tenth: a shift the browser reports.
  await page.evaluate(() =>
    document.querySelector('main')!.prepend(Object.assign(document.createElement('div'), { style: 'height: 10vh' })),
  );
  await frames(page);
  const seen = await page
    .waitForFunction(() => (window as unknown as { shifts: unknown[] }).shifts.length > 0)
    .then(
      () => true,
      () => false,
    );
  assert.ok(seen, 'the recorder saw no shift at all: its script did not run in the page, and every test below would pass unseen');
  const { total } = await recordedShifts(page);
  assert.ok(total >= SHIFT_LIMIT, `recorded ${total.toFixed(4)}`);
});

for (const { name, width, height } of VIEWPORTS) {
  for (const path of ['/no-such-page', ...BROWSED_PATHS]) {
    test(`${name}: ${path} does not move while scrolled to its bottom`, async (ctx) => {
      const { page } = await open(ctx, path, {
        width,
        height,
        before: async (p) => {
          await p.addInitScript(recordShifts);
          const cdp = await p.context().newCDPSession(p);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        },
      });
      await frames(page);
      await scrollToBottom(page);
      const { total, report } = await recordedShifts(page);
      assert.ok(total < SHIFT_LIMIT, `${path} at ${width} px: layout shift ${total.toFixed(4)} ≥ ${SHIFT_LIMIT}:\n${report}`);
    });
  }
}

test.run();

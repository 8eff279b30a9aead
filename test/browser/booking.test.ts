// The booking widget on /contact (docs/decisions.md, "Booking"). There is no network in tests:
// the provider's requests are intercepted, to check their URLs and to play success and failure.
import * as assert from 'uvu/assert';
import { browserSuite, open, VIEWPORTS } from '../helpers/browser.ts';
import { contact, site } from '../helpers/loaded-content.ts';

const test = browserSuite('booking widget');
const ROOT = '[data-widget~="BookingWidget"]';
const { placementId, scriptUrl, pixelUrl, timeoutMs } = site.booking;
const PROVIDER = '**/*honeybook.com/**';
const FAKE_WIDGET = `document.querySelector('.hb-p-' + window._HB_.pid + '-1').innerHTML = '<iframe title="Booking form" srcdoc="form"></iframe>';`;

async function fallbackShows(page: import('playwright-core').Page) {
  const root = page.locator(ROOT);
  const fallback = root.locator('.booking__fallback').filter({ visible: true }).first();
  if (!(await fallback.count())) return false;
  if (!(await fallback.isVisible())) return false;
  assert.ok(await fallback.getByText(site.booking.fallbackTitle).isVisible(), 'title');
  assert.ok(await fallback.getByText(site.booking.fallbackText).isVisible(), 'text');
  assert.not.ok(await root.getByText(contact.form.waitingText).isVisible(), 'no words about waiting');
  // The links under the message are the card's own, shown since the page opened; their hrefs are test/html/pages/contact.test.ts's.
  for (const { display } of [site.phone, site.email]) assert.ok(await root.getByRole('link', { name: display }).isVisible(), display);
  return true;
}

test('the entry sets window._HB_, injects the provider script and the hidden 1×1 pixel with the right URLs; refused, they leave the fallback', async (ctx) => {
  const requested: string[] = [];
  const { page } = await open(ctx, '/contact', {
    before: (p) =>
      p.route(PROVIDER, (route) => {
        requested.push(route.request().url());
        return route.abort();
      }),
  });
  // What the fallback shows, and the loading line gone, are the failure test's below, at each width.
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'fallback', ROOT);
  assert.ok(requested.includes(scriptUrl), `script requested: ${requested.join(', ')}`);
  assert.ok(requested.includes(pixelUrl), 'pixel requested');
  assert.equal(await page.evaluate(() => (window as unknown as { _HB_: unknown })._HB_), { pid: placementId });
  const script = page.locator(`script[src="${scriptUrl}"]`);
  assert.is(await script.count(), 1);
  assert.ok(await script.evaluate((s) => (s as HTMLScriptElement).async), 'async');
  const pixel = page.locator(`img[src="${pixelUrl}"]`);
  assert.is(await pixel.getAttribute('alt'), '');
  assert.is(await pixel.getAttribute('width'), '1');
  assert.is(await pixel.getAttribute('height'), '1');
  assert.is(await pixel.getAttribute('aria-hidden'), 'true');
  assert.not.ok(await pixel.isVisible(), 'hidden');
  assert.is(await page.locator('script:not([src]):not([type="application/ld+json"])').count(), 0, 'no inline script (CSP)');
});

test(`a provider that never answers gets the fallback after ${timeoutMs} ms`, async (ctx) => {
  const START = new Date('2031-06-15T12:00:00Z');
  let asked!: () => void;
  const scriptAsked = new Promise<void>((resolve) => (asked = resolve));
  const { page } = await open(ctx, '/contact', {
    waitUntil: 'domcontentloaded', // the unanswered request keeps the network busy
    before: async (p) => {
      await p.clock.install({ time: START });
      await p.route(PROVIDER, (route) => {
        if (route.request().url() === scriptUrl) asked(); // the entry has started its timer
      }); // never answered
    },
  });
  await Promise.race([
    scriptAsked,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the entry never asked for the provider script')), 15_000).unref()),
  ]);
  // Stop the page's clock just ahead of its own "now", however long the load took on a busy machine.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 100));
  assert.is(await page.locator(ROOT).getAttribute('data-state'), 'loading');
  assert.ok(await page.locator(`${ROOT} .booking__loading`).isVisible(), 'loading line while waiting');
  assert.ok(await page.locator(`${ROOT} .booking__loading`).getByText(contact.form.loadingText).isVisible());
  await page.clock.runFor(timeoutMs);
  assert.is(await page.locator(ROOT).getAttribute('data-state'), 'fallback');
  assert.ok(await fallbackShows(page));
});

/** The card's phone and e-mail links, its loading line and its fallback, as a reader sees them now. */
async function alternativesShown(page: import('playwright-core').Page) {
  const root = page.locator(ROOT);
  return {
    phone: await root.getByRole('link', { name: site.phone.display }).isVisible(),
    email: await root.getByRole('link', { name: site.email.display }).isVisible(),
    loading: await root.locator('.booking__loading').getByText(contact.form.loadingText).isVisible(),
    waiting: await root.getByText(contact.form.waitingText).isVisible(),
    fallback: (await root.locator('.booking__fallback').filter({ visible: true }).count()) > 0,
  };
}
const LOADING = { phone: true, email: true, loading: true, waiting: true, fallback: false };
const NONE_SHOWN = { phone: false, email: false, loading: false, waiting: false, fallback: false };

for (const { name, width, height } of VIEWPORTS) {
  test(`${name}: while the provider's script is on its way, the phone, the e-mail and the loading line show; the form then takes their place, no fallback`, async (ctx) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { page } = await open(ctx, '/contact', {
      width,
      height,
      before: async (p) => {
        await p.route(pixelUrl, (route) => route.fulfill({ contentType: 'image/png', body: Buffer.alloc(0) }));
        // Held until the test lets it through: the page's load does not wait for it (the entry asks after load).
        await p.route(scriptUrl, async (route) => {
          await answered;
          await route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET });
        });
      },
    });
    assert.is(await page.locator(ROOT).getAttribute('data-state'), 'loading');
    assert.equal(await alternativesShown(page), LOADING, 'at once, before the provider answers');
    const before = await page.locator(`${ROOT} .booking__alternatives`).boundingBox();
    answer();
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'loaded', ROOT);
    const form = page.locator(`${ROOT} .hb-p-${placementId}-1 iframe`);
    assert.ok(await form.isVisible(), 'the form');
    assert.equal(await alternativesShown(page), NONE_SHOWN, 'the form replaced them');
    const box = await form.boundingBox();
    assert.ok(before && box && Math.abs(box.y - before.y) < 2, `the form sits where they were (${before?.y} → ${box?.y})`);
  });
}

test('on failure the message shows where the loading line was, nothing below it moves, and the card ends with it', async (ctx) => {
  for (const { width, height } of VIEWPORTS) {
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    const { page, close } = await open(ctx, '/contact', {
      width,
      height,
      before: (p) =>
        p.route(PROVIDER, async (route) => {
          await failed;
          await route.abort();
        }),
    });
    const links = page.locator(ROOT).getByRole('list');
    const loadingAt = await links.boundingBox();
    assert.is(await page.locator(ROOT).getAttribute('data-state'), 'loading', 'measured while loading');
    fail();
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'fallback', ROOT);
    assert.ok(await fallbackShows(page));
    assert.not.ok(await page.locator(`${ROOT} .booking__loading`).isVisible(), `${width} px: the loading line is gone`);
    assert.equal(await links.boundingBox(), loadingAt, `${width} px: the links stay where they were`);
    // No empty space under the message: the card ends its own padding below the last of it.
    const gap = await page.locator(ROOT).evaluate((root) => {
      const card = root.closest('section')!;
      const last = root.querySelector('.booking__alternatives')!.getBoundingClientRect().bottom;
      return card.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(card).paddingBottom) - last;
    });
    assert.ok(Math.abs(gap) < 2, `${width} px: ${gap} px of empty card under the message`);
    await close();
  }
});

test('without JavaScript the <noscript> fallback shows with the phone and e-mail links', async (ctx) => {
  for (const { width, height } of VIEWPORTS) {
    const requested: string[] = [];
    const { page, close } = await open(ctx, '/contact', {
      width,
      height,
      javaScriptEnabled: false,
      before: (p) => void p.on('request', (r) => requested.push(r.url())),
    });
    assert.ok(await fallbackShows(page));
    assert.not.ok(await page.locator(`${ROOT} .booking__loading`).isVisible(), 'no endless loading line');
    assert.not.ok(
      requested.some((u) => u.includes('honeybook.com')),
      'nothing from the provider',
    );
    await close();
  }
});

test.run();

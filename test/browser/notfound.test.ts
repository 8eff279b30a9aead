// An unknown path gets the 404 page (status 404) and is logged.
import * as assert from 'uvu/assert';
import { browserSuite, open, widgetsStarted } from '../helpers/browser.ts';

const test = browserSuite('404');

test('an unknown path answers 404 and logs the path to the console', async (ctx) => {
  const logs: { type: string; text: string }[] = [];
  const { page, close } = await open(ctx, '/', {
    before: (p) => void p.on('console', (m) => logs.push({ type: m.type(), text: m.text() })),
  });
  const response = await page.goto(ctx.base + '/no/such/page?x=1');
  assert.is(response?.status(), 404);
  await widgetsStarted(page);
  assert.ok(
    logs.some((l) => l.type === 'warning' && l.text === '404: no page at /no/such/page'),
    `console: ${JSON.stringify(logs)}`,
  );
  await close();
});

test('a real page logs no 404', async (ctx) => {
  const logs: string[] = [];
  const { close } = await open(ctx, '/services', { before: (p) => void p.on('console', (m) => logs.push(m.text())) });
  assert.not.ok(logs.some((l) => l.startsWith('404')));
  await close();
});

test.run();

// The dev server's watchdog: how long the site's code may run (scripts/dev-options.ts) and the
// report of where it was stuck (generator/dev/render-worker.ts).

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeStuck } from '../../generator/dev/render-worker.ts';
import { devRenderTimeLimit } from '../../scripts/dev-options.ts';
import { refusal } from '../helpers/expect-refusal.ts';

test('DEV_RENDER_TIME_LIMIT_S: 10 s by default, 0 for none, anything else refused naming the variable', () => {
  assert.is(devRenderTimeLimit({}), 10_000);
  assert.is(devRenderTimeLimit({ DEV_RENDER_TIME_LIMIT_S: '2.5' }), 2500);
  assert.is(devRenderTimeLimit({ DEV_RENDER_TIME_LIMIT_S: '0' }), 0);
  for (const value of ['ten', '-1', 'Infinity']) {
    const expected = `DEV_RENDER_TIME_LIMIT_S=${value} is not a number of seconds: expected 0 or more (10 by default, 0 for no limit)`;
    assert.is(
      refusal(() => devRenderTimeLimit({ DEV_RENDER_TIME_LIMIT_S: value })),
      expected,
    );
  }
});

test("the report names the step and the innermost frame of the project's own code, without the module's version", () => {
  const root = '/home/me/site';
  const frames = [
    { url: '', name: '' },
    { url: 'file:///home/me/site/node_modules/react-dom/server.js', name: 'renderElement' },
    { url: 'file:///home/me/site/components/sections/TeamCard.tsx?v=3', name: 'TeamCard' },
    { url: 'file:///home/me/site/generator/render/render.tsx', name: 'renderPage' },
  ];
  const message = describeStuck({ step: 'rendering /team (pages/team.tsx)', frames }, root, 10_000);
  assert.is(
    message,
    'the render worker spent over 10 s rendering /team (pages/team.tsx), in components/sections/TeamCard.tsx (TeamCard) ' +
      'without returning: an endless loop? It was stopped; save a fix and the next build starts afresh.',
  );
  // Without a stack (the pause never came), the step alone.
  const early = describeStuck({ step: 'loading the content (content/)', frames: [] }, root, 5000);
  assert.match(early, /^the render worker spent over 5 s loading the content \(content\/\) without returning/);
});

test.run();

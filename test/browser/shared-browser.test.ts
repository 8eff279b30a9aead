// The Chromium that the browser suites of one test process share (launch and release in
// test/helpers/browser.ts): one launch serves them all, a suite's contexts end with it, and a
// browser that died under a test is replaced for the next suite. The sharing exists only under
// test/uvu-suite.mjs (npm test), which closes the browser once every suite has run; a file run on
// its own gets a browser of its own, so these tests are skipped there.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HAS_CHROMIUM, launch, release } from '../helpers/browser.ts';

const test = suite('shared browser');
const shared = HAS_CHROMIUM && Array.isArray((globalThis as { TEST_PROCESS_END?: unknown }).TEST_PROCESS_END);
const maybe = shared ? test : test.skip;

maybe('every suite of the process gets the same browser, and release keeps it without the contexts left open', async () => {
  const first = await launch();
  const second = await launch();
  assert.is(second, first, 'one browser for the process');
  await first.newContext();
  await release(first);
  assert.ok(first.isConnected(), 'still running for the next suite');
  assert.equal(first.contexts(), [], "the suite's contexts are closed");
});

maybe('a browser that has died is replaced by the next launch', async () => {
  const dead = await launch();
  await dead.close(); // what a crashed browser leaves: a Browser no longer connected
  const next = await launch();
  assert.is.not(next, dead);
  assert.ok(next.isConnected(), 'a running browser');
  await release(next);
});

test.run();

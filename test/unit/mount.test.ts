// The widgets a page's script mounts (generator/bundle/bundle.ts: every widget any view of its page
// file rendered) and how (framework/client/mount.client.ts): after the page script, in page order, in
// short tasks; a widget that throws at start gets its server HTML back, the others start.

import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ERROR_TITLE, mount, STEP_SLICE_MS } from '../../framework/client/mount.client.ts';
import { entriesByKey } from '../../generator/bundle/bundle.ts';

const { document } = parseHTML(`<!doctype html><html><body>
  <div id="a1" data-widget="A"><p>first A</p></div>
  <div id="b" data-widget="B"><p>the B</p></div>
  <div id="a2" data-widget="A"><p>second A</p></div>
</body></html>`);
Object.assign(globalThis, { document });
// A browser's MessageChannel delivers each message in a task of its own. Node's would keep the
// test process alive once listened to, so a stand-in delivers each one in a macrotask of its own.
globalThis.MessageChannel = class {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => void setImmediate(() => this.port1.onmessage?.({ data })) };
} as unknown as typeof MessageChannel;

/** Resolves when <html> says every widget has started (or fails after ~2 s). */
async function started(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (document.documentElement.dataset.widgets === 'started') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the widgets never reported started');
}

/** Records each start, and whether it ran in a new task (a microtask queued by the start before it has run by then). */
function recorder() {
  const calls: string[] = [];
  const newTask: boolean[] = [];
  let previousMicrotaskRan = true;
  const record = (root: HTMLElement) => {
    newTask.push(previousMicrotaskRan);
    previousMicrotaskRan = false;
    queueMicrotask(() => (previousMicrotaskRan = true));
    calls.push(root.id);
  };
  return { calls, newTask, record };
}

/** Runs `body` with performance.now() reading a clock that moves only when the test moves it. */
async function withClock(body: (advance: (ms: number) => void) => Promise<void>): Promise<void> {
  const realNow = performance.now.bind(performance);
  let clock = 0;
  performance.now = () => clock;
  try {
    await body((ms) => (clock += ms));
  } finally {
    performance.now = realNow;
  }
}

test('nothing starts inside the page script; every root starts later, in order, the quick ones together', async () => {
  const { calls, newTask, record } = recorder();
  await withClock(async () => {
    mount('A', record);
    mount('B', record);
    assert.equal(calls, [], 'no widget ran while the page script was running');
    assert.is(document.documentElement.dataset.widgets, undefined);
    await started();
  });
  assert.equal(calls, ['a1', 'a2', 'b'], 'each widget on all its roots, in the order the page script mounted them');
  assert.equal(newTask, [true, false, false], 'quick starts share one task');
});

test('a task takes no more steps once it has run for its slice: what follows a slow start gets a task of its own', async () => {
  delete document.documentElement.dataset.widgets;
  const { calls, newTask, record } = recorder();
  await withClock(async (advance) => {
    mount('A', (root) => {
      record(root);
      if (root.id === 'a1') advance(STEP_SLICE_MS); // a1 used up its task's slice
    });
    mount('B', record);
    await started();
  });
  assert.equal(calls, ['a1', 'a2', 'b']);
  assert.equal(newTask, [true, true, false], 'a2 waited for the next task, b shared it');
});

test('a widget that throws at start gets its server HTML back with the alert, and the next one still starts', async () => {
  delete document.documentElement.dataset.widgets;
  const quiet = console.error;
  console.error = () => {};
  const ran: string[] = [];
  try {
    mount('A', (root) => {
      root.innerHTML = '<p>changed by the widget</p>';
      throw new Error(`broken ${root.id}`);
    });
    mount('B', (root) => void ran.push(root.id));
    await started();
  } finally {
    console.error = quiet;
  }
  const a1 = document.getElementById('a1')!;
  assert.is(a1.dataset.state, 'error');
  assert.is(a1.querySelector('[role="alert"] .widget-error__title')?.textContent, ERROR_TITLE);
  assert.is(a1.querySelector('.widget-error__message')?.textContent, 'broken a1');
  assert.is(a1.querySelector('p:not([class])')?.textContent, 'first A', 'the HTML from before the widget ran is back');
  assert.equal(ran, ['b']);
});

const page = (key: string, entries: string[]) => ({ page: { key }, entries });

test("a page file's views share a script that mounts every widget any of them rendered, sorted; a view rendered last takes none away", () => {
  const shared = entriesByKey([
    page('gallery', ['Header.client.ts', 'HighlightVideo.client.ts', 'GalleryPortfolio.client.ts']),
    page('gallery', ['Header.client.ts', 'GalleryPortfolio.client.ts']),
    page('team', ['Header.client.ts', 'Avatar.client.ts']),
  ]);
  assert.equal(shared.get('gallery'), ['GalleryPortfolio.client.ts', 'Header.client.ts', 'HighlightVideo.client.ts']);
  assert.equal(shared.get('team'), ['Avatar.client.ts', 'Header.client.ts']);
  const lastEmpty = entriesByKey([page('gallery', ['HighlightVideo.client.ts']), page('gallery', [])]);
  assert.equal(lastEmpty.get('gallery'), ['HighlightVideo.client.ts']);
  assert.equal(entriesByKey([page('404', [])]).get('404'), [], 'a page without widgets has an empty list');
});

test.run();

// kit/mount.ts: widgets start after the page script, each in short tasks of its own, in page
// order; a widget that throws at start gets its server HTML back and the others still start.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHTML } from 'linkedom';
import { ERROR_TITLE, mount } from '../../kit/mount.ts';

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

test('nothing starts inside the page script; every root starts later, in order, each in a task of its own', async () => {
  const calls: string[] = [];
  let previousMicrotaskRan = true;
  const record = (root: HTMLElement) => {
    // A microtask queued by the previous start has run: the two were not one synchronous block.
    assert.ok(previousMicrotaskRan, `${root.id} started in the same task as the root before it`);
    previousMicrotaskRan = false;
    queueMicrotask(() => (previousMicrotaskRan = true));
    calls.push(root.id);
  };
  mount('A', record);
  mount('B', record);
  assert.equal(calls, [], 'no widget ran while the page script was running');
  assert.is(document.documentElement.dataset.widgets, undefined);
  await started();
  assert.equal(calls, ['a1', 'a2', 'b'], 'each widget on all its roots, in the order the page script mounted them');
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

test.run();

// checks/reference-task.ts: the long-task budget's yardstick does the same fixed work every time,
// on a detached tree, and its source runs on its own (it is sent to the page as text).

import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { referenceWork } from '../../checks/reference-task.ts';

const page = () => parseHTML('<!doctype html><html><body><main><p>page</p></main></body></html>').document as unknown as Document;

test('the same size gives the same checksum, a larger size a larger one', () => {
  const small = referenceWork(page(), 70);
  assert.is(referenceWork(page(), 70), small);
  assert.ok(referenceWork(page(), 140) > small);
  // Items 3, 10, 17, … carry ref--3: their data-ref values plus their text lengths.
  const expected = Array.from({ length: 70 }, (_, i) => i)
    .filter((i) => i % 7 === 3)
    .reduce((sum, i) => sum + i + `Item ${i} of 70`.length, 0);
  assert.is(small, expected);
});

test('the page is not touched: the work happens on a detached tree', () => {
  const document = page();
  const before = document.documentElement.outerHTML;
  referenceWork(document, 50);
  assert.is(document.documentElement.outerHTML, before);
});

test('its source stands alone, as it runs in the page', () => {
  const work = new Function(`return (${referenceWork.toString()})`)() as typeof referenceWork;
  assert.is(work(page(), 70), referenceWork(page(), 70));
});

test.run();

// Taking an item out of a list the test relies on: when it is not there, the test fails naming
// what it looked for, instead of reading a property of undefined.
import * as assert from 'uvu/assert';

const listed = (list: readonly unknown[]) => (list.length ? `:\n${list.map(String).join('\n')}` : '');

/** The one item of `list`; fails, naming `what` and showing the items, when there is none or more than one. */
export function only<T>(list: readonly T[], what: string): T {
  const [item] = list;
  assert.ok(list.length === 1 && item !== undefined, `expected one ${what}, found ${list.length}${listed(list)}`);
  return item;
}

/** The item at `index` (from the end when negative); fails, naming `what`, when `list` is too short. */
export function itemAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list.at(index);
  assert.ok(item !== undefined, `expected ${what} at index ${index}, the list holds ${list.length}`);
  return item;
}

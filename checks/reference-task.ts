// The long-task budget's reference task: a fixed amount of the work a widget does when it starts
// (creating elements, setting attributes and text, serializing and re-parsing HTML, querying), on a
// detached tree, so the page's styles and layout never enter it. Timed in the page beside the
// page's scripts, it measures how fast the machine is at that moment.
import type { Page } from 'playwright-core';

/** Elements the reference builds: sized so that it takes about as long as a long task at the check's throttling, so a ratio of 1 means a run that long. */
export const REFERENCE_SIZE = 3000;

/**
 * The work itself. Self-contained (its source runs in the page), no inner named functions.
 * Returns a checksum, so the work cannot be optimized away and a test can pin what it does.
 */
export function referenceWork(doc: Document, size: number): number {
  const tree = doc.createElement('div');
  for (let i = 0; i < size; i++) {
    const item = doc.createElement(i % 3 ? 'a' : 'button');
    item.setAttribute('data-ref', String(i));
    item.setAttribute('aria-label', `Reference item ${i}`);
    item.className = `ref ref--${i % 7}`;
    item.textContent = `Item ${i} of ${size}`;
    tree.append(item);
  }
  const copy = doc.createElement('div');
  copy.innerHTML = tree.innerHTML;
  let checksum = 0;
  for (const item of copy.querySelectorAll('.ref--3')) checksum += Number(item.getAttribute('data-ref')) + (item.textContent ?? '').length;
  return checksum;
}

/** Runs the reference `samples` times in the page, each in a task of its own; returns each run's duration in ms. */
export async function timeReferenceTask(page: Page, samples: number, size = REFERENCE_SIZE): Promise<number[]> {
  // A string, not a function: evaluated through the DevTools protocol, which the page's CSP
  // (no eval) does not govern, and with no bundler helpers in the source.
  return page.evaluate(`(async () => {
    const work = ${referenceWork.toString()};
    const times = [];
    for (let k = 0; k < ${samples}; k++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const start = performance.now();
      work(document, ${size});
      times.push(performance.now() - start);
    }
    return times;
  })()`);
}

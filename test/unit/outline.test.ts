// Text drawn as SVG paths at build time (generator/outline.ts), for the header's wordmark.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createOutliner } from '../../generator/outline.ts';

const outliner = await createOutliner();
/** A viewBox's four numbers, by name. */
function box(viewBox: string) {
  const [x, y, width, height] = viewBox.split(' ').map(Number);
  assert.ok(
    x !== undefined && y !== undefined && width !== undefined && height !== undefined,
    `a viewBox of four numbers, got '${viewBox}'`,
  );
  return { x, y, width, height };
}

test('one path per run, in a box one em tall whose width is the viewBox width in em', () => {
  const out = outliner.outline([
    { text: 'Elevate ', face: 'serif-600' },
    { text: 'Events', face: 'serif-500-italic' },
  ]);
  assert.is(out.paths.length, 2);
  const { x, y, width: w, height: h } = box(out.viewBox);
  assert.equal([x, y], [0, 0]);
  assert.ok(w > 2 * h && w < 8 * h, `a wordmark's proportions, got ${out.viewBox}`);
  assert.is(out.width, Math.round((w / h) * 1000) / 1000);
  for (const { d } of out.paths) assert.match(d, /^[Mm][-\d\sa-zA-Z]+$/, 'path data on whole units');
});

test('runs sit side by side: two runs are as wide as their texts apart', () => {
  const a = outliner.outline([{ text: 'Elevate ', face: 'serif-600' }]);
  const b = outliner.outline([{ text: 'Events', face: 'serif-600' }]);
  const ab = outliner.outline([{ text: 'Elevate Events', face: 'serif-600' }]);
  const split = outliner.outline([
    { text: 'Elevate ', face: 'serif-600' },
    { text: 'Events', face: 'serif-600' },
  ]);
  assert.ok(Math.abs(box(split.viewBox).width - box(ab.viewBox).width) <= 2, 'splitting a text into runs changes nothing');
  assert.ok(Math.abs(box(ab.viewBox).width - box(a.viewBox).width - box(b.viewBox).width) <= 2);
});

test('letter spacing is added after every glyph but the last, like CSS', () => {
  const plain = box(outliner.outline([{ text: 'Events', face: 'serif-500-italic' }]).viewBox).width;
  const spaced = box(outliner.outline([{ text: 'Events', face: 'serif-500-italic' }], { letterSpacing: 0.1 }).viewBox).width;
  const em = box(outliner.outline([{ text: 'E', face: 'serif-600' }]).viewBox).height;
  assert.ok(Math.abs(spaced - plain - 5 * 0.1 * em) <= 1, `${plain} → ${spaced}`);
});

test('an unknown face is an error that names it and the faces there are', () => {
  assert.throws(() => outliner.outline([{ text: 'x', face: 'serif-900' }]), /unknown face "serif-900".*serif-600, serif-500-italic/);
});

test.run();

// Text drawn as SVG paths at build time (generator/render/outline.ts), for the header's wordmark: any
// letter one of the face's files has is drawn, none is dropped, and text it cannot draw is
// refused (null), for the caller to set live.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createOutliner } from '../../generator/render/outline.ts';
import siteConfig from '../../site.config.ts';

const outliner = await createOutliner(siteConfig.outlineFaces);
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
  assert.ok(out);
  assert.is(out.paths.length, 2);
  const { x, y, width: w, height: h } = box(out.viewBox);
  assert.equal([x, y], [0, 0]);
  assert.ok(w > 2 * h && w < 8 * h, `a wordmark's proportions, got ${out.viewBox}`);
  assert.is(out.width, Math.round((w / h) * 1000) / 1000);
  for (const { d } of out.paths) assert.match(d, /^[Mm][-\d\sa-zA-Z]+$/, 'path data on whole units');
});

/** The drawing of the runs, which must exist. */
function drawn(...runs: { text: string; face: string }[]) {
  const out = outliner.outline(runs);
  assert.ok(out, `${runs.map((r) => r.text).join('')} is drawn`);
  return out;
}

test('runs sit side by side: two runs are as wide as their texts apart', () => {
  const a = drawn({ text: 'Elevate ', face: 'serif-600' });
  const b = drawn({ text: 'Events', face: 'serif-600' });
  const ab = drawn({ text: 'Elevate Events', face: 'serif-600' });
  const split = drawn({ text: 'Elevate ', face: 'serif-600' }, { text: 'Events', face: 'serif-600' });
  assert.ok(Math.abs(box(split.viewBox).width - box(ab.viewBox).width) <= 2, 'splitting a text into runs changes nothing');
  assert.ok(Math.abs(box(ab.viewBox).width - box(a.viewBox).width - box(b.viewBox).width) <= 2);
});

test('letter spacing is added after every glyph but the last, like CSS', () => {
  const plain = box(drawn({ text: 'Events', face: 'serif-500-italic' }).viewBox).width;
  const spaced = box(outliner.outline([{ text: 'Events', face: 'serif-500-italic' }], { letterSpacing: 0.1 })!.viewBox).width;
  const em = box(drawn({ text: 'E', face: 'serif-600' }).viewBox).height;
  assert.ok(Math.abs(spaced - plain - 5 * 0.1 * em) <= 1, `${plain} → ${spaced}`);
});

test('an unknown face is an error that names it and the faces there are', () => {
  assert.throws(() => outliner.outline([{ text: 'x', face: 'serif-900' }]), /unknown face "serif-900".*serif-600, serif-500-italic/);
});

test('one word, one run: drawn as one path', () => {
  const out = drawn({ text: 'Elevate', face: 'serif-600' });
  assert.is(out.paths.length, 1);
  assert.ok(out.paths[0]!.d.length > 0);
});

test('a run of spaces only keeps its (empty) path beside the others', () => {
  const out = drawn({ text: 'Elevate', face: 'serif-600' }, { text: ' ', face: 'serif-500-italic' }, { text: 'Events', face: 'serif-600' });
  assert.equal(
    out.paths.map((p) => p.d === ''),
    [false, true, false],
  );
});

test('every letter of Latin Extended, Vietnamese and Cyrillic is drawn from the file that has it: none is dropped', () => {
  for (const text of ['Łódź Ěvents', 'Ştiinţă Ŵales', 'Sự Kiện', 'Праздник', 'Ґалас', 'Cafe\u0301 Noe\u0308l']) {
    for (const face of ['serif-600', 'serif-500-italic']) {
      assert.equal(outliner.missingGlyphs([{ text, face }]), [], `${text} (${face}) has every glyph`);
      const whole = box(drawn({ text, face }).viewBox).width;
      let sum = 0;
      for (const letter of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text.normalize('NFC'))) {
        const alone = drawn({ text: letter.segment, face });
        if (letter.segment.trim()) assert.ok(alone.paths[0]!.d.length > 0, `"${letter.segment}" of ${text} is drawn`);
        sum += box(alone.viewBox).width;
      }
      // Kerning moves letters a little; a dropped letter would take its whole width away.
      assert.ok(Math.abs(whole - sum) <= 0.05 * sum, `${text} (${face}): ${whole} wide, its letters ${sum}`);
    }
  }
});

test('letters no file of the face has, and bidirectional controls, are named and not drawn', () => {
  for (const [text, missing] of [
    ['إيليفيت', ['إ', 'ي', 'ل', 'ف', 'ت']],
    ['高端活动', ['高', '端', '活', '动']],
    ['Elevate \u202eEvents', ['\u202e']],
    ['Elevate 東京', ['東', '京']],
  ] as const) {
    assert.equal(outliner.missingGlyphs([{ text, face: 'serif-600' }]), missing, text);
    assert.is(outliner.outline([{ text, face: 'serif-600' }]), null, `${text} is not drawn`);
  }
});

test.run();

// generator/images/variants.ts: which widths a photo is encoded at, and which of them as JPEG.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { jpegWidths, responsiveWidths } from '../../generator/images/variants.ts';

const rule = { candidates: [400, 640, 960, 1280, 1280, 1600], maxDisplayed: 640 };

test('widths never upscale: a 900 px source gets the candidates below it plus 900 itself', () => {
  assert.equal(responsiveWidths(rule, 900), [400, 640, 900]);
});

test('no two widths within 20%: a 700 px source gets 400 and 700, not 640 as well', () => {
  assert.equal(responsiveWidths(rule, 700), [400, 700]);
  assert.equal(responsiveWidths({ candidates: [1280, 1600, 1920], maxDisplayed: 1920 }, 2400), [1280, 1600, 1920], '20% apart is enough');
  assert.equal(
    responsiveWidths({ candidates: [400, 450, 640], maxDisplayed: 640 }, 2400),
    [450, 640],
    'close candidates collapse to the wider',
  );
});

test('JPEG widths: for each wanted width the smallest at least as wide, else the widest', () => {
  assert.equal(jpegWidths([400, 640, 960, 1280], [640]), [640]);
  assert.equal(jpegWidths([640, 960, 1280, 1920], [960, 1920]), [960, 1920]);
  assert.equal(jpegWidths([400, 700], [640]), [700], 'a narrow source: its own width');
  assert.equal(jpegWidths([300], [640, 1280]), [300]);
  assert.equal(jpegWidths([400, 640], []), [640], 'never no JPEG at all');
});

test('widths are capped at twice the largest displayed width', () => {
  assert.equal(responsiveWidths(rule, 2400), [400, 640, 960, 1280]);
});

test('widths are deduplicated and sorted', () => {
  assert.equal(responsiveWidths({ candidates: [960, 400, 960, 640], maxDisplayed: 800 }, 2400), [400, 640, 960]);
});

test('a source smaller than every candidate is offered at its own width', () => {
  assert.equal(responsiveWidths(rule, 300), [300]);
});

test.run();

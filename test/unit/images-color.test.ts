// generator/images/encode.ts dominantColor: the placeholder colour a photo shows before it loads.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dominantColor } from '../../generator/images/encode.ts';

const rgb = (...pixels: [number, number, number][]) => Buffer.from(pixels.flat());

test('the most common colour wins, however the pixels are ordered', () => {
  const red: [number, number, number] = [200, 10, 10];
  const green: [number, number, number] = [10, 200, 10];
  assert.is(dominantColor(rgb(red, green, red, green, red), 3), '#c80a0a');
  assert.is(dominantColor(rgb(green, green, red, red, red), 3), '#c80a0a');
});

test('the colour is the average of the pixels in the winning bin, so the photo has it', () => {
  // 16 and 31 share a 4-bit bin; 200 is alone in another.
  assert.is(dominantColor(rgb([16, 0, 0], [31, 0, 0], [200, 200, 200]), 3), '#180000');
});

test('a tie goes to the lowest bin, whichever pixel comes first', () => {
  assert.is(dominantColor(rgb([255, 0, 0], [0, 0, 255]), 3), '#0000ff');
  assert.is(dominantColor(rgb([0, 0, 255], [255, 0, 0]), 3), '#0000ff');
});

test('a fourth channel (alpha) is skipped, and no pixels at all is black', () => {
  assert.is(dominantColor(Buffer.from([1, 2, 3, 0, 1, 2, 3, 255, 250, 250, 250, 9]), 4), '#010203');
  assert.is(dominantColor(Buffer.alloc(0), 3), '#000000');
});

test.run();

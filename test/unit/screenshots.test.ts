// test/helpers/screenshots.ts, the screenshot tests' baselines: what counts as content (an
// owner's edit of it skips the comparison, a change of the code never does), and how a
// screenshot is compared with its baseline (on small images made here).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { discoverPageFiles } from '../../generator/routes.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { CONTENT_FOLDER, config, content, media } from '../helpers/loaded-content.ts';
import {
  ALLOWED_RATIO,
  changedInputs,
  compareWithBaseline,
  contentInputs,
  otherBrowser,
  shotFiles,
  writeBaseline,
} from '../helpers/screenshots.ts';
import { ROOT } from '../helpers/site-under-test.ts';

const inputs = contentInputs();

// Exactly these: no style, component or engine file, whose change must fail the comparison.
test('the content inputs are every content file, every media file the content names and every page file', async () => {
  const pageFiles = (await discoverPageFiles(ROOT, config)).map((p) => p.file);
  const expected = [...Object.keys(content).map((name) => contentFileOf(name, CONTENT_FOLDER)), ...media.map((m) => m.file), ...pageFiles];
  assert.equal(inputs, [...new Set(expected)].sort());
});

test('the inputs that changed: an edited, an added and a removed file; none when all are the same', () => {
  const before = { 'content/pricing.yaml': 'a', 'assets/photos/team/ana.jpg': 'b', 'pages/faq.tsx': 'c' };
  assert.equal(changedInputs(before, { ...before }), []);
  const after = { 'content/pricing.yaml': 'A', 'assets/photos/team/ana.jpg': 'b', 'pages/new.tsx': 'd' };
  assert.equal(changedInputs(before, after), ['content/pricing.yaml', 'pages/faq.tsx', 'pages/new.tsx']);
});

test('a patch release of the Chromium that drew the baselines is compared; another major version, or none known, is not', () => {
  assert.is(otherBrowser('156.0.8078.108', '156.0.8078.108'), null, 'the same version');
  assert.is(otherBrowser('156.0.8078.108', '156.0.8078.114'), null, 'a security update');
  assert.is(otherBrowser('156.0.8078.108', '156.0.8100.3'), null, 'another build of the same major');
  assert.is(otherBrowser(null, '157.0.1.2'), null, 'a record that names no version');
  assert.match(otherBrowser('156.0.8078.108', '157.0.8120.5') ?? '', 'drawn by Chromium 156.0.8078.108, this is 157.0.8120.5');
  assert.match(otherBrowser('156.0.8078.108', '15.0.8078.108') ?? '', 'another major version');
  assert.match(otherBrowser('156.0.8078.108', null) ?? '', 'did not say its version');
});

// --- The comparison, on a 100×100 image ------------------------------------------------------
const project = tempDir('elevate-screenshots-');
test.after(() => project.remove());

/** A PNG of `width`×`height` in a dark ground, with the pixels of `paint` in gold. */
function image(width: number, height: number, paint: (x: number, y: number) => boolean = () => false): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) png.data.set(paint(x, y) ? [201, 164, 92, 255] : [13, 13, 18, 255], (y * width + x) * 4);
  return PNG.sync.write(png);
}

const baseline = image(100, 100, (x, y) => x >= 20 && x < 40 && y >= 20 && y < 30);
await writeBaseline(project.path, 'box', baseline);
const files = shotFiles(project.path, 'box');

test('the same pixels match, and leave no files beside the baseline; so does a colour within the threshold', async () => {
  const result = await compareWithBaseline(project.path, 'box', baseline);
  assert.equal(result, { ratio: 0, pixels: 0, problem: '' });
  assert.not.ok(existsSync(files.actual) || existsSync(files.diff));
  // A colour within the threshold counts as the same.
  const png = new PNG({ width: 100, height: 100 });
  png.data.set(PNG.sync.read(baseline).data);
  for (let i = 0; i < png.data.length; i += 4) png.data[i] = png.data[i]! + 1;
  assert.is((await compareWithBaseline(project.path, 'box', PNG.sync.write(png))).problem, '');
});

test('a moved box fails, naming the baseline, the screenshot and the diff it wrote beside it', async () => {
  const moved = image(100, 100, (x, y) => x >= 20 && x < 40 && y >= 24 && y < 34);
  const { ratio, problem } = await compareWithBaseline(project.path, 'box', moved);
  assert.ok(ratio > ALLOWED_RATIO);
  for (const file of [files.expected, files.actual, files.diff]) {
    assert.ok(existsSync(file), file);
    assert.ok(problem.includes(path.relative(project.path, file)), `${file} is named in: ${problem}`);
  }
  assert.ok(readFileSync(files.actual).equals(moved), 'the screenshot is kept as it was taken');
});

test('a page of another height fails with both sizes, and a match afterwards removes the failure files', async () => {
  const { problem } = await compareWithBaseline(project.path, 'box', image(100, 120));
  assert.match(problem, 'the page is 100×120 px, its baseline 100×100 px');
  assert.is((await compareWithBaseline(project.path, 'box', baseline)).problem, '');
  assert.not.ok(existsSync(files.actual) || existsSync(files.diff));
});

test('no baseline fails, and keeps the screenshot', async () => {
  const { problem } = await compareWithBaseline(project.path, 'none', baseline);
  assert.match(problem, 'no baseline test/screenshots/none.webp');
  assert.ok(existsSync(shotFiles(project.path, 'none').actual));
});

test.run();

// The encode budget (IMAGE_ENCODE_MINUTES): a build that would outlast its host's time limit
// stops starting photos, fails saying how far it got, and keeps what it encoded for the next.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LAYOUTS } from '../../components/image-layouts.ts';
import { encodeBudget } from '../../generator/images/phase.ts';
import { ImagePipeline } from '../../generator/images/pipeline.ts';

let dir = '';
const files = ['a.jpg', 'b.jpg'].map((n) => `assets/photos/${n}`);

const pipeline = (encodeBudgetMs?: number) =>
  new ImagePipeline({
    layouts: LAYOUTS,
    root: dir,
    cacheDir: path.join(dir, '.cache/images'),
    publicPrefix: '/assets/img/',
    log: () => {},
    progress: 'off',
    encodeBudgetMs,
  });

async function run(p: ImagePipeline) {
  await p.prepare(files.map((file, i) => ({ file, where: `content/gallery.yaml: photos.${i}.image` })));
  return p.encode(files.map((file) => ({ file, layout: 'gallery' })));
}

test.before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'images-budget-test-'));
  await mkdir(path.join(dir, 'assets/photos'), { recursive: true });
  for (const [i, file] of files.entries()) {
    await sharp({ create: { width: 700, height: 467, channels: 3, background: i ? '#204060' : '#806040' } })
      .jpeg()
      .toFile(path.join(dir, file));
  }
});
test.after(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('a spent budget fails the build with what is done and what is left; the next build encodes the rest', async () => {
  const stopped = pipeline(0);
  try {
    await run(stopped);
    assert.unreachable('a spent budget must fail the build');
  } catch (error) {
    assert.match(
      String((error as Error).message),
      /^images: stopped after the encode budget \(0 min\): 0 of \d+ encodes done and cached, 2 photos left; build again to continue$/,
    );
  }
  const next = pipeline();
  const outputs = await run(next);
  assert.is(next.lastEncode.encoded, outputs.size, 'the next build encodes what was left');
});

test('IMAGE_ENCODE_MINUTES: unset or empty is no limit; minutes become ms; anything else is refused by name', () => {
  assert.is(encodeBudget(undefined), undefined);
  assert.is(encodeBudget(''), undefined);
  assert.is(encodeBudget('12'), 720_000);
  assert.is(encodeBudget('0.5'), 30_000);
  for (const bad of ['0', '-3', 'twelve']) assert.throws(() => encodeBudget(bad), /IMAGE_ENCODE_MINUTES/);
});

test.run();

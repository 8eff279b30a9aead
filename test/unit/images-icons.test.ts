// generator/images/icons.ts: the favicons, touch icons and OG image made from the brand mark.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { makeIcons } from '../../generator/images/icons.ts';

/** A mark in the project's layout, on the site's colours. */
const BRAND = { mark: 'assets/brand/mark.svg', ground: '#0d0d12', accent: '#c9a45c' };

let dir = '';
test.before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'icons-test-'));
});
test.after(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('icons: favicon.svg, a PNG ICO, touch icons and a 1200×630 OG image from the mark', async () => {
  await mkdir(path.join(dir, 'assets/brand'), { recursive: true });
  const mark =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="M32 4 60 60H4z" fill="#c9a45c"/></svg>';
  await writeFile(path.join(dir, 'assets/brand/mark.svg'), mark);
  const files = await makeIcons(dir, path.join(dir, '.cache/images'), BRAND);
  assert.is(files.get('favicon.svg')!.toString(), mark);
  const ico = files.get('favicon.ico')!;
  assert.equal([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6 + 16]], [1, 3, 32], 'icon type, 3 images, second is 32 px');
  for (const [name, size] of [
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    const meta = await sharp(files.get(name)!).metadata();
    assert.equal([meta.format, meta.width, meta.height], ['png', size, size], name);
  }
  assert.match(files.ogImage, /^\/assets\/og-image-[0-9a-f]{8}\.png$/);
  const meta = await sharp(files.get(files.ogImage.slice(1))!).metadata();
  assert.equal([meta.width, meta.height], [1200, 630]);
  const again = await makeIcons(dir, path.join(dir, '.cache/images'), BRAND);
  assert.equal([...again.keys()].sort(), [...files.keys()].sort(), 'second call reads the cache');
});

test.run();

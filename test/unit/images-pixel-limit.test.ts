// A photo with more pixels than the build decodes is refused naming the file, the content entry,
// its size and the limit, and what to do: never only sharp's "exceeds pixel limit".
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LAYOUTS } from '../../components/image-layouts.ts';
import { MAX_PHOTO_PIXELS } from '../../generator/images/encode.ts';
import { ImagePipeline } from '../../generator/images/pipeline.ts';

/** A PNG that declares `width` × `height` grey pixels in a few bytes (its pixel data is cut short: only its header is read). */
function pngOfSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per sample, grey, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(16))), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

test('a photo past the pixel limit names its size, the limit and what to do', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'images-pixel-limit-'));
  try {
    const side = Math.ceil(Math.sqrt(MAX_PHOTO_PIXELS)) + 1;
    await mkdir(path.join(dir, 'assets/photos/gallery'), { recursive: true });
    await writeFile(path.join(dir, 'assets/photos/gallery/huge.png'), pngOfSize(side, side));
    const pipeline = new ImagePipeline({
      layouts: LAYOUTS,
      root: dir,
      cacheDir: path.join(dir, '.cache/images'),
      publicPrefix: '/assets/img/',
      log: () => {},
      progress: 'off',
    });
    const message = await pipeline
      .prepare([{ file: 'assets/photos/gallery/huge.png', where: 'content/gallery.yaml line 20: photo g04 (the 4th) › image' }])
      .then(
        () => assert.unreachable('the photo is refused'),
        (error: Error) => error.message,
      );
    const millions = (n: number) => Math.round(n / 1e6).toLocaleString('en-US');
    assert.is(
      message,
      `assets/photos/gallery/huge.png (used by content/gallery.yaml line 20: photo g04 (the 4th) › image): the photo is ${side.toLocaleString('en-US')} × ${side.toLocaleString('en-US')} (${millions(side * side)} million pixels); a photo may have at most ${millions(MAX_PHOTO_PIXELS)} million pixels (16,383 × 16,383): scale it down (2400 px on its long edge is plenty) and save it again`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();

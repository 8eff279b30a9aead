// generator/atomic.ts: a file is written whole or not at all.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeAtomic } from '../../generator/atomic.ts';

let dir = '';
test.before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atomic-test-'));
});
test.after(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('writeAtomic leaves the complete file and no temporary', async () => {
  const target = path.join(dir, 'atomic.bin');
  await writeAtomic(target, Buffer.alloc(1000, 7));
  assert.is((await readFile(target)).length, 1000);
  assert.equal(
    (await readdir(dir)).filter((n) => n.startsWith('atomic.bin')),
    ['atomic.bin'],
    'no temporary file beside it',
  );
});

test.run();

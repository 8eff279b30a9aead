// The write phase's promise after the swap (generator/write/write.ts): once the new site is in place,
// nothing may fail the build as if it were not. Housekeeping that fails (a read-only or full
// cache) is a warning saying the new site is in place. The same faults made real (a read-only
// mount, a full tmpfs, an undeletable old site) run in test/commands/build-faults.test.ts.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeSiteAtomically } from '../../generator/write/write.ts';

let parent = '';
let dist = '';

test.before.each(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'elevate-write-'));
  dist = path.join(parent, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), 'previous site');
});
test.after.each(() => rmSync(parent, { recursive: true, force: true }));

const fault = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code });

test('housekeeping that fails after the swap is a warning naming it; the new site is in place and the call succeeds', async () => {
  const logged: string[] = [];
  const ran: string[] = [];
  const warnings = await writeSiteAtomically(dist, new Map([['index.html', 'new site']]), {
    log: (line) => logged.push(line),
    housekeeping: [
      {
        what: 'pruning the image cache',
        run: async () => {
          throw fault('EROFS', "read-only file system, open '.cache/images/manifest-v7.tsv'");
        },
      },
      {
        what: 'pruning the font cache',
        run: async () => {
          throw fault('ENOSPC', 'no space left on device, write');
        },
      },
      { what: 'a task after them', run: async () => void ran.push('ran') },
    ],
  });
  assert.is(readFileSync(path.join(dist, 'index.html'), 'utf8'), 'new site');
  assert.equal(warnings, [
    "warning: the new site is in dist/, but pruning the image cache failed: EROFS: read-only file system, open '.cache/images/manifest-v7.tsv'",
    'warning: the new site is in dist/, but pruning the font cache failed: ENOSPC: no space left on device, write',
  ]);
  assert.equal(logged, warnings, 'each warning is logged');
  assert.equal(ran, ['ran'], 'a failure does not stop the housekeeping after it');
  assert.equal(readdirSync(parent), ['dist'], 'no temporary folder left');
});

test('a failure before the swap still throws, and the previous site stays', async () => {
  let housekept = false;
  const files = new Map<string, string | { copyFrom: string }>([
    ['index.html', 'new site'],
    ['photo.jpg', { copyFrom: path.join(parent, 'no-such-file.jpg') }],
  ]);
  try {
    await writeSiteAtomically(dist, files, { housekeeping: [{ what: 'x', run: async () => void (housekept = true) }] });
    assert.unreachable('the write fails');
  } catch (error) {
    assert.is((error as NodeJS.ErrnoException).code, 'ENOENT');
  }
  assert.is(readFileSync(path.join(dist, 'index.html'), 'utf8'), 'previous site');
  assert.not.ok(housekept, 'no housekeeping for a site that was not put in place');
  assert.equal(readdirSync(parent), ['dist']);
});

test.run();

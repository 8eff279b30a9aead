// Writing the output: a file is written whole or not at all (generator/atomic.ts); the site swap
// survives a crash at any moment (recoverOutput repairs the states made here by hand);
// once the new site is in place nothing fails the build (the real faults: test/commands/build-faults.test.ts).
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeAtomic } from '../../generator/atomic.ts';
import { COMPLETE_MARKER, recoverOutput, writeSiteAtomically } from '../../generator/write/write.ts';
import { type TempDir, tempDir } from '../../tools/harness/temp-dir.ts';
import { rejection } from '../helpers/expect-refusal.ts';

let scratch: TempDir;
let parent = '';
let dist = '';

test.before.each(() => {
  scratch = tempDir('elevate-recover-');
  parent = scratch.path;
  dist = path.join(parent, 'dist');
});
test.after.each(() => scratch.remove());

/** A site folder beside dist/ holding index.html with `text`; `complete` adds the marker. */
function site(name: string, text: string, options: { complete?: boolean } = {}): void {
  const dir = path.join(parent, name);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), text);
  if (options.complete) writeFileSync(path.join(dir, COMPLETE_MARKER), 'done\n');
}

/** A site of an index.html holding `text` and a stylesheet. */
const TWO_FILES = (text: string) =>
  new Map([
    ['index.html', text],
    ['assets/a.css', 'body{}'],
  ]);
const home = () => readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = () => readdirSync(parent).sort();

const OLD = '.dist-old-4000001-aaaa';
const NEW = '.dist-new-4000001-aaaa';
type Leftover = [name: string, text: string, complete?: boolean];
const RECOVERIES: [what: string, sites: Leftover[], expected: { restored?: string | null; home?: string; removed?: string[] }][] = [
  [
    'killed between the two renames (old folder, no dist/): the previous site comes back',
    [[OLD, 'previous site']],
    { restored: OLD, home: 'previous site' },
  ],
  [
    'killed between the renames, with the new site complete: the new site comes in',
    [
      [OLD, 'previous site'],
      [NEW, 'new site', true],
    ],
    { restored: NEW, home: 'new site', removed: [OLD] },
  ],
  [
    'an old folder and a half-written new one (no marker: killed while writing), no dist/: the old site comes back, the half one goes',
    [
      [OLD, 'previous site'],
      [NEW, 'half of the new site'],
    ],
    { restored: OLD, home: 'previous site', removed: [NEW] },
  ],
  ['only a half-written new folder and no dist/: nothing half-written is ever put in place', [[NEW, 'half']], { restored: null }],
  [
    'killed while writing or before the swap: dist/ stays as it is, and the leftovers go',
    [
      ['dist', 'current site'],
      [NEW, 'half'],
      ['.dist-new-4000002-bbbb', 'never swapped in', true],
      ['.dist-old-4000003-cccc', 'not removed'],
    ],
    { restored: null, home: 'current site', removed: [NEW, '.dist-new-4000002-bbbb', '.dist-old-4000003-cccc'] },
  ],
  [
    'killed after the last rename: the marker inside dist/ is removed',
    [
      ['dist', 'new site', true],
      [OLD, 'previous site'],
    ],
    { home: 'new site' },
  ],
  [
    'leftovers named without a process id are still recognised and removed',
    [
      ['dist', 'current site'],
      ['.dist-new-x', 'half'],
      ['.dist-old-y', 'old'],
    ],
    {},
  ],
];

test('recovery after a crash at any moment of the swap: the right site in dist/, no marker, no leftover', async () => {
  for (const [what, sites, expected] of RECOVERIES) {
    rmSync(parent, { recursive: true, force: true });
    for (const [name, text, complete] of sites) site(name, text, { complete });
    const recovery = await recoverOutput(dist);
    if ('restored' in expected) assert.is(recovery.restored, expected.restored, what);
    if (expected.home) assert.is(home(), expected.home, what);
    if (expected.removed) assert.equal(recovery.removed.sort(), expected.removed, what);
    const published = sites.some(([name, , complete]) => name === 'dist' || complete) || expected.restored;
    assert.equal(entries(), published ? ['dist'] : [], what);
    if (published) assert.equal(readdirSync(dist).sort(), ['assets', 'index.html'], `${what}: no marker published`);
  }
});

test("another output folder's temporary folders and other files are left alone", async () => {
  site('dist', 'current site');
  site('.site-new-4000001-aaaa', 'a build of site/');
  site('dist-again', 'another output');
  writeFileSync(path.join(parent, '.dist-notes'), 'not ours');
  await recoverOutput(dist);
  assert.equal(entries(), ['.dist-notes', '.site-new-4000001-aaaa', 'dist', 'dist-again']);
});

test('a temporary folder of a build that is still running is kept until that process ends', async () => {
  const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => other.once('spawn', resolve));
  try {
    site('dist', 'current site');
    site(`.dist-new-${other.pid}-abcd`, 'being written right now');
    await recoverOutput(dist);
    assert.ok(existsSync(path.join(parent, `.dist-new-${other.pid}-abcd`)));
  } finally {
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
  }
  await recoverOutput(dist);
  assert.equal(entries(), ['dist']);
});

test('a build after a crash swaps in its site and leaves no temporary folder and no marker', async () => {
  site(OLD, 'previous site');
  site(NEW, 'half');
  await writeSiteAtomically(dist, TWO_FILES('next site'));
  assert.is(home(), 'next site');
  assert.equal(readdirSync(dist).sort(), ['assets', 'index.html']);
  assert.equal(entries(), ['dist']);
  await writeSiteAtomically(dist, new Map([['index.html', 'again']]));
  assert.is(home(), 'again');
  assert.equal(entries(), ['dist']);
});

test('recovery with no output folder and no parent folder does nothing', async () => {
  const recovery = await recoverOutput(path.join(parent, 'missing/dist'));
  assert.equal(recovery, { restored: null, removed: [] });
});

// A dist/ that is a symlink (a deploy linking it to a web root) stays a symlink: the folder it
// leads to is swapped, beside itself, with the same guarantees.

/** dist → ../www/site, a relative link as a deploy would make it; returns the target folder. */
function linkedDist(): string {
  const www = path.join(parent, 'www');
  mkdirSync(path.join(www, 'site'), { recursive: true });
  writeFileSync(path.join(www, 'site/index.html'), 'previous site');
  symlinkSync('www/site', dist);
  return path.join(www, 'site');
}

test('a symlinked dist/ keeps its link, and the folder it leads to gets the new site', async () => {
  const target = linkedDist();
  await writeSiteAtomically(dist, TWO_FILES('new site'));
  assert.ok(lstatSync(dist).isSymbolicLink(), 'dist is still a symlink');
  assert.is(readlinkSync(dist), 'www/site', 'to the same place');
  assert.is(readFileSync(path.join(target, 'index.html'), 'utf8'), 'new site');
  assert.equal(readdirSync(target).sort(), ['assets', 'index.html'], 'no marker, nothing of the old site');
  assert.equal(readdirSync(path.join(parent, 'www')), ['site'], 'no temporary folder beside the target');
  assert.equal(entries(), ['dist', 'www'], 'none beside the link either');
});

test('a symlinked dist/ killed between the renames (target missing, the link dangling): recovery puts the site back behind the link', async () => {
  const target = linkedDist();
  rmSync(target, { recursive: true });
  site('www/.site-old-4000001-aaaa', 'previous site');
  site('www/.site-new-4000001-aaaa', 'new site', { complete: true });
  const recovery = await recoverOutput(dist);
  assert.is(recovery.restored, '.site-new-4000001-aaaa', 'the complete new site wins');
  assert.ok(lstatSync(dist).isSymbolicLink());
  assert.is(home(), 'new site', 'read through the link');
  assert.equal(readdirSync(path.join(parent, 'www')), ['site']);
  assert.equal(readdirSync(target).sort(), ['assets', 'index.html'], 'no marker left');
});

test('a symlink loop as dist/ fails with a message, before anything is written', async () => {
  symlinkSync('dist', dist);
  assert.match(await rejection(() => writeSiteAtomically(dist, new Map([['index.html', 'x']]))), /is a symlink that leads to itself/);
  assert.equal(entries(), ['dist']);
});

/** A housekeeping task that fails with a system error. */
const failing = (what: string, code: string, message: string) => ({
  what,
  run: () => Promise.reject(Object.assign(new Error(`${code}: ${message}`), { code })),
});

test('housekeeping that fails after the swap is a warning naming it; the new site is in place and the call succeeds', async () => {
  site('dist', 'previous site');
  const logged: string[] = [];
  const ran: string[] = [];
  await writeSiteAtomically(dist, new Map([['index.html', 'new site']]), {
    log: (line) => logged.push(line),
    housekeeping: [
      failing('pruning the image cache', 'EROFS', "read-only file system, open '.cache/images/manifest-v7.tsv'"),
      failing('pruning the font cache', 'ENOSPC', 'no space left on device, write'),
      { what: 'a task after them', run: async () => void ran.push('ran') },
    ],
  });
  assert.is(home(), 'new site');
  assert.equal(logged, [
    "warning: the new site is in dist/, but pruning the image cache failed: EROFS: read-only file system, open '.cache/images/manifest-v7.tsv'",
    'warning: the new site is in dist/, but pruning the font cache failed: ENOSPC: no space left on device, write',
  ]);
  assert.equal(ran, ['ran'], 'a failure does not stop the housekeeping after it');
  assert.equal(readdirSync(parent), ['dist'], 'no temporary folder left');
});

test('a failure before the swap still throws, and the previous site stays', async () => {
  site('dist', 'previous site');
  let housekept = false;
  const files = new Map<string, string | { copyFrom: string }>([
    ['index.html', 'new site'],
    ['photo.jpg', { copyFrom: path.join(parent, 'no-such-file.jpg') }],
  ]);
  const housekeeping = [{ what: 'x', run: async () => void (housekept = true) }];
  assert.match(await rejection(() => writeSiteAtomically(dist, files, { housekeeping })), /^ENOENT: /);
  assert.is(home(), 'previous site');
  assert.not.ok(housekept, 'no housekeeping for a site that was not put in place');
  assert.equal(readdirSync(parent), ['dist']);
});

test('writeAtomic leaves the complete file and no temporary', async () => {
  const target = path.join(parent, 'atomic.bin');
  await writeAtomic(target, Buffer.alloc(1000, 7));
  assert.is(readFileSync(target).length, 1000);
  const beside = readdirSync(parent).filter((n) => n.startsWith('atomic.bin'));
  assert.equal(beside, ['atomic.bin'], 'no temporary file beside it');
});

test.run();

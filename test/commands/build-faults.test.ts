// What fails after the swap never claims that the previous site is still in place. Real faults,
// made with the kernel's own means rather than mocks: the image cache on a read-only bind mount
// (EROFS) and on a full tmpfs (ENOSPC), where only the prune after the swap writes; a previous
// site that cannot be deleted (an immutable file inside it, chattr +i). Mounting and chattr need
// root (CAP_SYS_ADMIN, CAP_LINUX_IMMUTABLE): without them those tests are skipped with a loud
// warning, and the same promise is still checked through the API by test/unit/write.test.ts. A
// failure before the swap says that dist/ was left as it was: checked here by the build after the
// undeletable site, and in build.test.ts (a page that throws after a crash).

import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { only } from '../helpers/lists.ts';
import { site } from '../helpers/loaded-content.ts';
import { buildCopy, ROOT, titleOf } from '../helpers/site-under-test.ts';
import { warnSkipped } from '../helpers/skipped.ts';

const sh = (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8' });

/** Can this process run `command` on a scratch folder (then `undo`, on it too)? */
function can(command: string[], undo: string[]): boolean {
  const dir = tempDir('elevate-probe-').path;
  const ok = sh(command[0]!, [...command.slice(1), dir]).status === 0;
  if (ok) sh(undo[0]!, [...undo.slice(1), dir]);
  return ok;
}

const MOUNT = can(['mount', '-t', 'tmpfs', '-o', 'size=1m', 'tmpfs'], ['umount']);
const CHATTR = can(['chattr', '+i'], ['chattr', '-i']);
for (const [able, what] of [
  [MOUNT, 'mount (read-only and full caches)'],
  [CHATTR, 'chattr +i (an undeletable previous site)'],
] as const) {
  if (!able)
    warnSkipped(
      `BUILD FAULT TESTS SKIPPED: cannot ${what} here (needs root).`,
      'test/unit/write.test.ts checks the same promise through the API.',
    );
}

// One copy of the project for every fault below, with its own copy of the warm image cache (a
// folder, not a link to the project's, so a mount can cover it and the builds prune only the
// copy). Each test makes its fault, builds, and undoes the fault; the next test starts from a
// previous site of its own.
const root = projectCopy({ copyCache: true });
const cache = path.join(root, '.cache');
const dist = path.join(root, 'dist');

/** Puts a previous site in dist/, in place of whatever an earlier test left there. */
function previousSite(): void {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), 'previous home');
  // Like every built site, it has its serve.json: the build replaces no other folder.
  writeFileSync(path.join(dist, 'serve.json'), '{}');
}

/** The build succeeded, the new site is in dist/, and the warning says what `failed` after the swap. */
function assertNewSiteWithWarning(run: ReturnType<typeof buildCopy>, failed: RegExp): void {
  assert.is(run.status, 0, `the build succeeds:\n${run.stdout}\n${run.stderr}`);
  const output = run.stdout + run.stderr;
  assert.match(output, new RegExp(`warning: the new site is in dist/, but ${failed.source}`));
  assert.not.match(output, /left as it was|Build failed/, 'nothing claims the old site is in place');
  assert.ok(titleOf(path.join(dist, 'index.html')).endsWith(site.brand), 'dist/ holds the new site');
}

if (MOUNT) {
  test('a read-only .cache (EROFS when pruning, after the swap): the build succeeds with a warning, the new site in place', () => {
    previousSite();
    assert.is(sh('mount', ['--bind', '-o', 'ro', cache, cache]).status, 0, 'read-only bind mount');
    try {
      assertNewSiteWithWarning(buildCopy(root), /pruning the image cache failed: EROFS/);
    } finally {
      sh('umount', [cache]);
    }
  });

  test('a full disk under .cache (ENOSPC when pruning, after the swap): the same truth, the build succeeds', () => {
    previousSite();
    // A small tmpfs over the copy's cache, holding a copy of it.
    assert.is(sh('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', cache]).status, 0, 'tmpfs');
    try {
      cpSync(path.join(ROOT, '.cache'), cache, { recursive: true });
      // Fill what is left, down to the last block.
      const fd = openSync(path.join(cache, 'filler'), 'w');
      for (const size of [1 << 20, 4096, 1]) {
        try {
          for (;;) writeSync(fd, Buffer.alloc(size));
        } catch (error) {
          assert.is((error as NodeJS.ErrnoException).code, 'ENOSPC', 'the tmpfs is full');
        }
      }
      closeSync(fd);
      assertNewSiteWithWarning(buildCopy(root), /pruning the image cache failed: ENOSPC/);
    } finally {
      sh('umount', [cache]);
    }
  });

  test('a read-only checkout: the build names the folder that must be writable and --out, not a raw error; --out elsewhere builds', () => {
    previousSite();
    assert.is(sh('mount', ['--bind', '-o', 'ro', root, root]).status, 0, 'read-only bind mount of the project');
    const elsewhere = tempDir('elevate-out-').path;
    try {
      const run = buildCopy(root);
      assert.is(run.status, 1, run.stdout + run.stderr);
      assert.match(run.stderr, new RegExp(`Build failed; dist/ was left as it was\\.\\ncannot write ${root} \\(EROFS\\)\\. `));
      assert.match(
        run.stderr,
        /beside dist\/ and swaps it in, and keeps its caches in \.cache\/: both folders must be writable\. To build into another folder: npm run build -- --out=DIR/,
      );
      assert.not.match(run.stderr, /\n\s+at /, 'no stack');
      assert.is(readFileSync(path.join(dist, 'index.html'), 'utf8'), 'previous home');
      const out = buildCopy(root, {}, [`--out=${path.join(elsewhere, 'dist')}`]);
      assert.is(out.status, 0, out.stdout + out.stderr);
      assert.ok(titleOf(path.join(elsewhere, 'dist/index.html')).endsWith(site.brand), '--out holds the site');
    } finally {
      sh('umount', [root]);
    }
  });
}

if (CHATTR) {
  test('a previous site that cannot be deleted: the new site is in place, a warning says so, and the next build removes it, even one that fails', () => {
    previousSite();
    const stuck = path.join(dist, 'stuck.txt');
    writeFileSync(stuck, 'immutable');
    assert.is(sh('chattr', ['+i', stuck]).status, 0);
    const leftovers = () => readdirSync(root).filter((n) => n.startsWith('.dist-'));
    const siteFile = path.join(root, 'content/site.yaml');
    const siteText = readFileSync(siteFile, 'utf8');
    try {
      const failed = /removing the previous site \(\.dist-old-[^)]+; the next build tries again\) failed: E[A-Z]+/;
      assertNewSiteWithWarning(buildCopy(root), failed);
      const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const old = only(leftovers(), 'previous site, still beside the new one');
      sh('chattr', ['-i', path.join(root, old, 'stuck.txt')]);
      // The next build repairs before it builds: even one that fails before the swap (an empty
      // brand) removes the leftover, and says, truly, that dist/ was left as it was.
      writeFileSync(siteFile, siteText.replace(/^brand: .*$/m, "brand: ''"));
      const next = buildCopy(root);
      assert.is.not(next.status, 0);
      assert.match(next.stderr, /Build failed; dist\/ was left as it was\./);
      assert.is(readFileSync(path.join(dist, 'index.html'), 'utf8'), built, 'dist/ is the site of the build before');
      assert.equal(leftovers(), [], 'the next build removed it');
    } finally {
      writeFileSync(siteFile, siteText);
      for (const name of leftovers()) sh('chattr', ['-i', path.join(root, name, 'stuck.txt')]);
      sh('chattr', ['-i', stuck]);
    }
  });
}

test.run();

// The Netlify plugin that keeps .cache/ between deploys (netlify/plugins/image-cache), with a fake
// utils.cache that really copies the folder to a store and back: saved once per build, whatever its
// outcome, and a failed first build's encodes are what the next build starts from.

import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { NetlifyCacheUtils } from '../../netlify/plugins/image-cache/index.js';
import { onEnd, onError, onPostBuild, onPreBuild } from '../../netlify/plugins/image-cache/index.js';
import { type TempDir, tempDir } from '../../tools/harness/temp-dir.ts';
import { asTiles, galleryRefs, type ImageScratch, imageScratch } from './image-scratch.ts';

let scratch: ImageScratch;
let site = '';
let storeDir: TempDir;
let store = '';
const savedTo = (...parts: string[]) => path.join(store, ...parts);

/** utils.cache as Netlify's build offers it, over two folders: the site (the build dir) and the store. */
function fakeCache(options: { failSaves?: number; failRestore?: boolean } = {}) {
  const calls: string[] = [];
  let failures = options.failSaves ?? 0;
  return {
    calls,
    utils: {
      cache: {
        async restore(dir: string) {
          calls.push(`restore ${dir}`);
          if (options.failRestore) throw new Error('cache service unavailable');
          if (!existsSync(path.join(store, dir))) return false;
          await cp(path.join(store, dir), path.join(site, dir), { recursive: true });
          return true;
        },
        async save(dir: string) {
          calls.push(`save ${dir}`);
          if (failures-- > 0) throw new Error('cache service unavailable');
          if (!existsSync(path.join(site, dir))) return false;
          await rm(path.join(store, dir), { recursive: true, force: true });
          await cp(path.join(site, dir), path.join(store, dir), { recursive: true });
          return true;
        },
      },
    },
  };
}

/** Runs the plugin's hooks in Netlify's order for a build that succeeds, fails, or is cut off before either. */
async function runBuild(utils: { cache: NetlifyCacheUtils }, outcome: 'success' | 'error' | 'cut off', build: () => Promise<void>) {
  await onPreBuild({ utils });
  let failed = false;
  try {
    await build();
  } catch {
    failed = true;
  }
  if (outcome === 'success' && !failed) await onPostBuild({ utils });
  if (outcome === 'error' || failed) await onError({ utils });
  await onEnd({ utils });
}

test.before.each(async () => {
  scratch = imageScratch('netlify-site-');
  site = scratch.root;
  storeDir = tempDir('netlify-store-');
  store = storeDir.path;
});
test.after.each(async () => {
  scratch.remove();
  storeDir.remove();
});

test('the plugin is declared in netlify.toml and exports the hooks that restore and save', async () => {
  const toml = await readFile('netlify.toml', 'utf8');
  assert.match(toml, /\[\[plugins\]\]\s+package = "\/netlify\/plugins\/image-cache"/);
  for (const [name, hook] of Object.entries({ onPreBuild, onPostBuild, onError, onEnd })) assert.type(hook, 'function', name);
});

for (const outcome of ['success', 'error', 'cut off'] as const) {
  test(`a build that ends in ${outcome} saves .cache/ exactly once`, async () => {
    const { utils, calls } = fakeCache();
    await runBuild(utils, outcome, async () => {
      await mkdir(path.join(site, '.cache/images'), { recursive: true });
      await writeFile(path.join(site, '.cache/images/a-400.avif'), 'encoded');
      if (outcome === 'error') throw new Error('build failed');
    });
    assert.equal(calls, ['restore .cache', 'save .cache']);
    assert.is(await readFile(savedTo('.cache/images/a-400.avif'), 'utf8'), 'encoded');
  });
}

/** A build that leaves a file in .cache/. */
async function cacheSomething() {
  await mkdir(path.join(site, '.cache'), { recursive: true });
  await writeFile(path.join(site, '.cache/x'), 'y');
}

test('a save that fails is logged, not thrown, and the end hook tries again', async () => {
  const { utils, calls } = fakeCache({ failSaves: 1 });
  await runBuild(utils, 'success', cacheSomething);
  assert.equal(calls, ['restore .cache', 'save .cache', 'save .cache']);
  assert.is(await readFile(savedTo('.cache/x'), 'utf8'), 'y');
});

test('a restore that throws is a warning, not a failed deploy: the build goes on and its cache is saved', async () => {
  const { utils, calls } = fakeCache({ failRestore: true });
  const logged: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void logged.push(args.join(' '));
  try {
    await runBuild(utils, 'success', cacheSomething);
  } finally {
    console.log = log;
  }
  assert.equal(calls, ['restore .cache', 'save .cache']);
  assert.match(
    logged[0] ?? '',
    /^Warning: could not restore \.cache\/ from the build cache \(cache service unavailable\); this build goes on without it/,
  );
  assert.is(await readFile(savedTo('.cache/x'), 'utf8'), 'y');
});

test("a failed first build's encodes are restored by the next build, which encodes none of them again", async () => {
  const photo = await scratch.photo('gallery/01.jpg', 30);
  const encode = async () => {
    const lines: string[] = [];
    const p = scratch.pipeline({ log: (l) => lines.push(l) });
    await p.prepare(galleryRefs([photo]));
    await p.encode(asTiles([photo]));
    return lines.at(-1)!;
  };
  const first = fakeCache();
  let firstLine = '';
  await runBuild(first.utils, 'error', async () => {
    firstLine = await encode();
    throw new Error('a later phase failed');
  });
  assert.match(firstLine, /^images: [1-9]\d* encoded, 0 cached$/);
  await rm(path.join(site, '.cache'), { recursive: true, force: true }); // a fresh build machine
  const second = fakeCache();
  let secondLine = '';
  await runBuild(second.utils, 'success', async () => void (secondLine = await encode()));
  assert.is(secondLine, `images: 0 encoded, ${/(\d+) encoded/.exec(firstLine)![1]} cached`);
});

test.run();

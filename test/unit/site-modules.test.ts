// The dev server's module loading (generator/dev/site-modules.ts): an edit reloads the changed
// module and its importers and nothing else, the engine is one copy shared with the native
// import, and the old copy of an edited module is released, which is what keeps the render
// worker's memory flat over many edits.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type SiteModules, siteModules } from '../../generator/dev/site-modules.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const scratch = tempDir('site-modules-');
const root = scratch.path;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
write('framework/engine.ts', 'export const engine = { shared: true };\n');
write('lib/words.ts', "export const word = 'first';\n");
write('lib/other.ts', 'export const other = { evaluated: Math.random() };\n');
write(
  'pages/page.ts',
  "import { engine } from '../framework/engine.ts';\nimport { word } from '../lib/words.ts';\n" +
    "import { other } from '../lib/other.ts';\nexport const page = { engine, word, other };\n",
);
const page = path.join(root, 'pages/page.ts');
let modules: SiteModules;

test.before(async () => {
  modules = await siteModules(root);
});

test.after(async () => {
  await modules.close();
  scratch.remove();
});

test('an edit reloads the changed module and its importers, and only those; the engine is the native copy', async () => {
  const first = (await modules.load(page)).page as Record<string, Record<string, unknown>>;
  const native = await import(pathToFileURL(path.join(root, 'framework/engine.ts')).href);
  assert.is(first.engine, native.engine);
  write('lib/words.ts', "export const word = 'second';\n");
  assert.equal([...modules.invalidate(['lib/words.ts'])].sort(), ['lib/words.ts', 'pages/page.ts']);
  const second = (await modules.load(page)).page as Record<string, unknown>;
  assert.is(second.word, 'second');
  assert.is(second.other, first.other, 'a module the edit did not reach is not evaluated again');
  assert.is(second.engine, native.engine);
});

test("an edited module's old copy is released once nothing uses it", async () => {
  const old = new WeakRef((await modules.load(page)).page as object);
  write('lib/words.ts', "export const word = 'third';\n");
  modules.invalidate(['lib/words.ts']);
  assert.is(((await modules.load(page)).page as Record<string, unknown>).word, 'third');
  // A WeakRef keeps its target until the job that made it has ended.
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  assert.is(old.deref(), undefined);
});

test.run();

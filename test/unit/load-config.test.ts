// What the build loads from the project fails naming the file and the entry, before any phase
// runs: the site's configuration (generator/load-config.ts), each page's component and meta and the
// document shell in pages/_document.tsx (generator/page-modules.ts).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../generator/load-config.ts';
import { importModule, loadPage, loadShell } from '../../generator/page-modules.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { rejection } from '../helpers/expect-refusal.ts';
import { writeFixtureConfig } from '../helpers/fixture-config.ts';

/** The message loadConfig fails with for the fixture's config after `edit`, or null when it loads. */
async function failure(edit: (source: string) => string): Promise<string | null> {
  const root = tempDir('load-config-').path;
  writeFixtureConfig(root);
  mkdirSync(path.join(root, 'pages'));
  writeFileSync(path.join(root, 'pages/index.tsx'), 'export default () => null;\n');
  const file = path.join(root, 'site.config.ts');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return await loadConfig(root).then(
    () => null,
    (error: Error) => error.message,
  );
}

const withNotices = (value: string) => (s: string) => s.replace('  pageSources:', `  contentNotices: ${value},\n  pageSources:`);
const CONFIGS: [what: string, edit: (source: string) => string, message: string | null][] = [
  ['the fixture config loads', (s) => s, null],
  [
    "a brand colour that is not a colour (it is the transparent photos' background)",
    (s) => s.replace("ground: '#000000'", "ground: 'dark'"),
    "site.config.ts: brand.ground: expected a colour like '#0d0d12'",
  ],
  [
    'a missing entry and a missing folder are named together, one line each',
    (s) => s.replace("  shell: 'pages/_document.tsx',\n", '').replace("pages: 'pages', ", ''),
    'site.config.ts: shell: expected a project-relative path\nsite.config.ts: folders.pages: expected a project-relative folder',
  ],
  [
    'image layouts are required: a photo is always shown in one',
    (s) => s.replace('  imageLayouts: {},\n', ''),
    'site.config.ts: imageLayouts: expected the image layouts by name: { gallery: { … }, … }',
  ],
  ['content notices are optional', withNotices('() => []'), null],
  [
    'content notices, when given, are a function of the content',
    withNotices("'check the law'"),
    'site.config.ts: contentNotices: expected a function of the content, or leave it out',
  ],
];

test('a config entry missing or not of its kind fails naming the file and the entry', async () => {
  for (const [what, edit, message] of CONFIGS) assert.is(await failure(edit), message, what);
});

test("a content module needs a schema, and a page it is previewed on that pages/ has: each named by the module's entry", async () => {
  const withContent = (modules: string) => (s: string) => s.replace('  content: {},', `  content: ${modules},`);
  assert.is(await failure(withContent("{ site: { schema: () => null }, home: { schema: () => null, page: 'pages/index.tsx' } }")), null);
  const message = await failure(withContent("{ home: { page: 'pages/no-such-page.tsx' } }"));
  assert.match(
    message ?? '',
    /^site\.config\.ts: content\.home\.schema: expected a function .*\nsite\.config\.ts: content\.home\.page: expected a page file in pages\//,
  );
});

/** A loader that hands the build this module for any file. */
const serving = (mod: Record<string, unknown>) => () => Promise.resolve(mod);

test('a page without meta, or without its component, fails with the file and the field', async () => {
  const noMeta = await rejection(() => loadPage('/site', 'pages/nometa.tsx', serving({ default: () => null })));
  assert.match(noMeta, /^pages\/nometa\.tsx: meta: expected an exported meta object/);
  const noBody = await rejection(() => loadPage('/site', 'pages/nobody.tsx', serving({ meta: { title: 'T', description: 'D' } })));
  assert.match(noBody, /^pages\/nobody\.tsx: default export: expected the page component/);
});

test('without pages/_document.tsx, or without its Layout, the build fails, naming the file and what it exports', async () => {
  const root = tempDir('page-modules-').path;
  mkdirSync(path.join(root, 'pages'));
  const message = await rejection(() => loadShell(root, 'pages/_document.tsx', importModule));
  assert.match(message, /^pages\/_document\.tsx: file: missing: it exports Document \(the HTML around every page\) and Layout/);
  // biome-ignore lint/correctness/noComponentHookFactories: a stand-in module whose Document is a plain function, never rendered
  const noLayout = await rejection(() => loadShell('/site', 'pages/_document.tsx', serving({ Document: () => null })));
  assert.match(noLayout, /^pages\/_document\.tsx: Layout: expected an exported component named Layout/);
});

test.run();

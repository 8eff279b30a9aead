// generator/page-modules.ts: what the build needs from pages/ (each page's component and meta,
// the document shell in pages/_document.tsx) fails with the file and what is missing.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadPage, loadShell } from '../../generator/page-modules.ts';

const importModule = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
/** A loader that hands the build this module for any file. */
const serving = (mod: Record<string, unknown>) => () => Promise.resolve(mod);

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected it to fail');
}

test('a page without meta fails with the file and the field', async () => {
  const message = await failure(() => loadPage('/site', 'pages/nometa.tsx', serving({ default: () => null })));
  assert.match(message, /^pages\/nometa\.tsx: meta: expected an exported meta object/);
});

test('a page without its component fails with the file and the export', async () => {
  const message = await failure(() => loadPage('/site', 'pages/nobody.tsx', serving({ meta: { title: 'T', description: 'D' } })));
  assert.match(message, /^pages\/nobody\.tsx: default export: expected the page component/);
});

test('without pages/_document.tsx the build fails, naming the file and what it exports', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'page-modules-'));
  try {
    mkdirSync(path.join(root, 'pages'));
    const message = await failure(() => loadShell(root, 'pages/_document.tsx', importModule));
    assert.match(message, /^pages\/_document\.tsx: file: missing: it exports Document \(the HTML around every page\) and Layout/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a _document.tsx without Layout names the missing export', async () => {
  // biome-ignore lint/correctness/noComponentHookFactories: a stand-in module whose Document is a plain function, never rendered
  const message = await failure(() => loadShell('/site', 'pages/_document.tsx', serving({ Document: () => null })));
  assert.match(message, /^pages\/_document\.tsx: Layout: expected an exported component named Layout/);
});

test.run();

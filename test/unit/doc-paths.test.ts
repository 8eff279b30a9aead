// Every repository path the README and docs/ cite exists, so a file that moves takes its
// mentions with it. A cited path is a word of inline code or a link target whose first segment
// is an entry of the project's root; fenced blocks (commands, messages) and placeholders (`<x>`,
// `{x}`, `…`, globs) are not paths. What the build makes (dist/, .cache/) and .git are not the project's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../helpers/shared-build.ts';

const NOT_THE_PROJECT = new Set(['.git', 'dist', '.cache', 'node_modules', 'reports']);
const rootEntries = new Set(readdirSync(ROOT).filter((name) => !NOT_THE_PROJECT.has(name) && !name.startsWith('.dist-')));
const docs = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`)].filter((file) => file.endsWith('.md'));

/** A word as a path: without the sentence's punctuation around it, or a link's #fragment or ?query. */
const withoutPunctuation = (word: string) => word.replace(/[#?].*$/, '').replace(/^\(|[.,;:)]+$/g, '');

/** The words of a line that a reader takes for paths: inside inline code, and link targets (relative to the doc). */
function citedPaths(line: string, doc: string): string[] {
  const inCode = [...line.matchAll(/`([^`]+)`/g)].flatMap(([, code = '']) => code.split(/\s+/));
  const linked = [...line.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, target = '']) =>
    /^[a-z]+:/i.test(target) || target.startsWith('#') ? [] : [path.posix.join(path.posix.dirname(doc), target)],
  );
  return [...inCode, ...linked]
    .map(withoutPunctuation)
    .filter((word) => !/[<>{}*…]|\.\.\./.test(word) && rootEntries.has(word.split('/')[0] ?? ''));
}

test('every path the README and docs/ cite exists in the project', () => {
  const missing: string[] = [];
  for (const doc of docs) {
    let fenced = false;
    for (const [index, line] of readFileSync(path.join(ROOT, doc), 'utf8').split('\n').entries()) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) continue;
      for (const cited of citedPaths(line, doc))
        if (!existsSync(path.join(ROOT, cited))) missing.push(`${doc} line ${index + 1}: ${cited} does not exist`);
    }
  }
  assert.equal(missing, [], `fix or remove each path that moved:\n${missing.join('\n')}`);
});

test('a cited path is read as the reader reads it', () => {
  const prose = citedPaths('see `generator/site.ts`, then [the guide](content-guide.md#photos)', 'docs/x.md');
  assert.equal(prose, ['generator/site.ts', 'docs/content-guide.md']);
  const command = citedPaths('`node --import tsx test/uvu-suite.mjs test/html/pages` and [Docker](../Dockerfile)', 'docs/x.md');
  assert.equal(command, ['test/uvu-suite.mjs', 'test/html/pages', 'Dockerfile']);
  const none = citedPaths(
    '`dist/admin/config.yml`, `pages/<route>.tsx`, `test/unit/editor-backend*.test.ts`, https://x.example/a',
    'README.md',
  );
  assert.equal(none, []);
});

test.run();

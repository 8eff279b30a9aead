// The repository's shape, checked: imports point one way (pages/ → components/ → kit/ ←
// generator/), and the code explains itself in place instead of citing documents that are not
// in the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '../..');
const files = (patterns: string[]) => globbySync(patterns, { cwd: ROOT, gitignore: true });

/** Project-relative targets of the relative imports of a file. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );
  return specifiers.filter((s) => s.startsWith('.')).map((s) => path.relative(ROOT, path.resolve(ROOT, path.dirname(file), s)));
}

test('nothing under pages/, components/ or kit/ imports the engine (generator/)', () => {
  const offenders = files(['pages/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'kit/**/*.{ts,tsx}']).flatMap((file) =>
    importsOf(file)
      .filter((target) => target.split(path.sep)[0] === 'generator')
      .map((target) => `${file} → ${target}`),
  );
  assert.equal(offenders, []);
});

test('the kit imports neither the components nor the pages', () => {
  const offenders = files(['kit/**/*.{ts,tsx}']).flatMap((file) =>
    importsOf(file)
      .filter((target) => ['components', 'pages'].includes(target.split(path.sep)[0]))
      .map((target) => `${file} → ${target}`),
  );
  assert.equal(offenders, []);
});

test('the checker sees a forbidden import when there is one', () => {
  // Guards the two tests above against a regular expression that silently matches nothing.
  const sample = importsOf('generator/site.tsx');
  assert.ok(sample.some((t) => t.startsWith('kit' + path.sep)), 'generator/site.tsx imports the kit');
});

test('code and tests cite no document outside the repository, and no issue numbers', () => {
  const outside = /\.\.\/shared\/|(?<!docs\/)\b(?:decisions|architecture|visual|product-spec)\.md\b|DEVELOPERS\.md|spec §|§\s?\d|\bissue #?\d+/i;
  const offenders = files(['**/*.{ts,tsx,mjs,js,css}', '.ci/run', '!node_modules', '!dist', '!test/unit/layers.test.ts'])
    .flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
  assert.equal(offenders, []);
});

test.run();

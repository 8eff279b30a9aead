// The repository's shape, checked: imports point one way (pages/ → components/ → kit/ ←
// generator/), the engine never names a component (the site's shell is pages/_document.tsx),
// pages and components read the content through useContent() (kit/build/content.ts), and the code
// explains itself in place instead of citing documents that are not in the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '../..');
const files = (patterns: string[]) => globbySync(patterns, { cwd: ROOT, gitignore: true });

const IMPORT = /(?:import|export)\s([^'"]*?)from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"]([^'"]+)['"]/g;

/** The relative imports of a source: project-relative target, and whether only types are imported. */
function importsIn(file: string, source: string): { target: string; typeOnly: boolean }[] {
  return [...source.matchAll(IMPORT)]
    .map((m) => ({ specifier: m[2] ?? m[3] ?? m[4], clause: m[1] }))
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ specifier, clause }) => ({
      target: path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier)),
      typeOnly: clause !== undefined && isTypeOnly(clause),
    }));
}

/** `type { A }` and `{ type A, type B }` import no value (the compiler drops them). */
function isTypeOnly(clause: string): boolean {
  const c = clause.trim();
  if (/^type\s/.test(c)) return true;
  const named = /^\{([^}]*)\}$/.exec(c);
  return named !== null && named[1].split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '));
}

/** Project-relative targets of the relative imports of a file. */
function importsOf(file: string): string[] {
  return importsIn(file, readFileSync(path.join(ROOT, file), 'utf8')).map((i) => i.target);
}

const folderOf = (target: string) => target.split(path.sep)[0];

/** String literals in a source that name a component module (a .ts or .tsx file under components/). */
function componentPathsIn(source: string): string[] {
  return [...source.matchAll(/['"`]([^'"`\n]*\bcomponents\/[^'"`\n]*\.tsx?)['"`]/g)].map((m) => m[1]);
}

/** Value imports of the content's data: anything from content/ but its code (schema.ts, schema/, media.ts). */
function contentDataImports(file: string, source: string): string[] {
  const code = new Set(['content/schema.ts', 'content/media.ts'].map((f) => path.normalize(f)));
  const isCode = (target: string) => code.has(target) || target.startsWith(path.normalize('content/schema/'));
  return importsIn(file, source)
    .filter((i) => folderOf(i.target) === 'content' && !i.typeOnly && !isCode(i.target))
    .map((i) => i.target);
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

test('the engine never names a component: generator/ neither imports from components/ nor names a file there', () => {
  const offenders = files(['generator/**/*.{ts,tsx}', 'build.ts']).flatMap((file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const imported = importsIn(file, source).filter((i) => folderOf(i.target) === 'components').map((i) => `${file} → ${i.target}`);
    return [...imported, ...componentPathsIn(source).map((p) => `${file} names ${p}`)];
  });
  assert.equal(offenders, []);
});

test('pages and components read the content through useContent(), never by importing its data', () => {
  const offenders = files(['pages/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'kit/**/*.{ts,tsx}']).flatMap((file) =>
    contentDataImports(file, readFileSync(path.join(ROOT, file), 'utf8')).map((target) => `${file} → ${target}`),
  );
  assert.equal(offenders, []);
});

test('the checkers see a forbidden import when there is one', () => {
  // Guards the tests above against a regular expression that silently matches nothing.
  const sample = importsOf('generator/site.tsx');
  assert.ok(sample.some((t) => t.startsWith('kit' + path.sep)), 'generator/site.tsx imports the kit');
  const engine = "import type { Layout } from '../components/Layout.tsx';\nconst doc = await load(path.join(root, 'components/Document.tsx'));";
  assert.equal(importsIn('generator/x.tsx', engine).map((i) => [i.target, i.typeOnly]), [[path.normalize('components/Layout.tsx'), true]]);
  assert.equal(componentPathsIn(engine), ['../components/Layout.tsx', 'components/Document.tsx']);
  const page = [
    "import { team } from '../content/index.ts';",
    "import { isCustomPrice, type Tier } from '../content/schema.ts';",
    "import type { Photo } from '../content/media.ts';",
    "import { type Site, type Team } from '../content/index.ts';",
    "import { home } from '../content/home.ts';",
  ].join('\n');
  assert.equal(contentDataImports('pages/x.tsx', page), [path.normalize('content/index.ts'), path.normalize('content/home.ts')]);
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

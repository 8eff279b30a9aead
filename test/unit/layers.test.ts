// The repository's shape, checked in one place: imports point one way and never round a cycle, browser, build, shared, tool and
// workerd code never mix, the engine names no component, site.config.ts alone lists the content modules, pages and components
// read the content through useContent(), and the code cites no document outside the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '../..');
const files = (patterns: string[]) => globbySync(patterns, { cwd: ROOT, gitignore: true });
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const IMPORT = /(?:import|export)\s([^'"]*?)from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"]([^'"]+)['"]/g;

/** The relative imports of a source: project-relative target, and whether only types are imported. */
function importsIn(file: string, source: string): { target: string; typeOnly: boolean; reference: boolean }[] {
  return [...source.matchAll(IMPORT)].flatMap(([, clause, from, dynamic, reference]) => {
    const specifier = from ?? dynamic ?? reference;
    if (!specifier?.startsWith('.')) return [];
    const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier));
    return [{ target, typeOnly: clause !== undefined && isTypeOnly(clause), reference: reference !== undefined }];
  });
}

/** `type { A }` and `{ type A, type B }` import no value (the compiler drops them). */
function isTypeOnly(clause: string): boolean {
  const c = clause.trim();
  if (/^type\s/.test(c)) return true;
  const named = /^\{([^}]*)\}$/.exec(c);
  const names = named?.[1]?.split(',').map((s) => s.trim());
  return names?.filter(Boolean).every((s) => s.startsWith('type ')) ?? false;
}

/** Project-relative targets of the relative imports of a file. */
function importsOf(file: string): string[] {
  return importsIn(file, read(file)).map((i) => i.target);
}

/** The top folder of a project-relative path (the file name itself at the root). */
const folderOf = (target: string) => target.split(path.sep)[0] ?? target;

/** String literals in a source that name a component module (a .ts or .tsx file under components/). */
function componentPathsIn(source: string): string[] {
  return [...source.matchAll(/['"`]([^'"`\n]*\bcomponents\/[^'"`\n]*\.tsx?)['"`]/g)].flatMap((m) => m[1] ?? []);
}

/** Value imports of the content's data: anything from content/ but its code (schema/, media.ts, gallery-views.ts). */
function contentDataImports(file: string, source: string): string[] {
  const code = new Set(['content/media-types.ts', 'content/gallery-views.ts'].map((f) => path.normalize(f)));
  const isCode = (target: string) => code.has(target) || target.startsWith(path.normalize('content/schema/'));
  const data = importsIn(file, source).filter((i) => folderOf(i.target) === 'content' && !i.typeOnly && !isCode(i.target));
  return data.map((i) => i.target);
}

/** Folders that a set of files may not import from: the layers point one way. */
const FOLDER_RULES: [what: string, patterns: string[], forbidden: (fileFolder: string) => string[]][] = [
  [
    'pages/, components/ and framework/ import no engine',
    ['pages/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'framework/**/*.{ts,tsx}'],
    () => ['generator'],
  ],
  ['the framework imports neither the components nor the pages', ['framework/**/*.{ts,tsx}'], () => ['components', 'pages']],
  [
    'the content imports neither the components nor the pages; components import no page',
    ['content/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    (folder) => (folder === 'content' ? ['components', 'pages'] : ['pages']),
  ],
  [
    'the editor (admin/) runs in the browser: no engine, no tools',
    ['admin/**/*.{ts,tsx}'],
    () => ['generator', 'scripts', 'tools', 'test'],
  ],
];

test('imports point one way: pages/ → components/ → content/ and framework/, which imports neither; only the engine imports generator/', () => {
  for (const [what, patterns, forbidden] of FOLDER_RULES) {
    assert.ok(files(patterns).length > 0, `${what}: files to check`);
    const offenders = files(patterns).flatMap((file) =>
      importsOf(file)
        .filter((target) => forbidden(folderOf(file)).includes(folderOf(target)))
        .map((target) => `${file} → ${target}`),
    );
    assert.equal(offenders, [], what);
  }
});

test('the engine never names a component: generator/ neither imports from components/ nor names a file there', () => {
  const offenders = files(['generator/**/*.{ts,tsx}', 'build.ts']).flatMap((file) => {
    const source = read(file);
    const imported = importsIn(file, source).flatMap((i) => (folderOf(i.target) === 'components' ? [`${file} → ${i.target}`] : []));
    return [...imported, ...componentPathsIn(source).map((p) => `${file} names ${p}`)];
  });
  assert.equal(offenders, []);
});

const CONFIG = 'site.config.ts';
/** The names a source imports as values with `import { … } from '<from>'`. */
const namedImports = (source: string, from = "[^']+") =>
  [...source.matchAll(new RegExp(`^import \\{([^}]*)\\} from '${from}';$`, 'gm'))].flatMap(([, names]) =>
    names!.split(',').flatMap((name) => (name.trim() && !name.includes('type ') ? [name.trim()] : [])),
  );
/** A page file: one in pages/ that is not a helper of the pages (the shell is one). */
const isPage = (target: string) => folderOf(target) === 'pages' && !path.basename(target).startsWith('_');

// Another file that imports two of its schema factories, or two pages (outside the pages and the tests), lists them again.
test('site.config.ts alone lists the content modules (their schemas) and the pages the editor previews them on, and imports no page', () => {
  const factories = new Set(namedImports(read(CONFIG), String.raw`\./content/schema/[^']+`));
  assert.ok(factories.size >= 2, `site.config.ts lists its content modules' schemas: ${[...factories]}`);
  const listing = files(SOURCES.concat('!test/**', '!pages/**')).filter((file) => {
    if (path.normalize(file) === CONFIG) return false;
    const source = read(file);
    const pages = importsIn(file, source).filter((i) => !i.typeOnly && isPage(i.target));
    return namedImports(source).filter((name) => factories.has(name)).length >= 2 || pages.length >= 2;
  });
  assert.equal(listing, []);
  // It imports no page: the dev server loads the pages through its own loader, which sees their edits.
  const pages = importsOf(CONFIG).filter((target) => folderOf(target) === 'pages');
  assert.equal(pages, []);
});

test("the code that runs outside Node imports no Node module: the editor (admin/), and workerd's (functions/, workers/) imports nothing but itself", () => {
  const admin = files(['admin/**/*.{ts,tsx}']).filter((file) => /from\s+['"]node:/.test(read(file)));
  assert.equal(admin, []);
  const sources = files(['functions/**/*.{ts,tsx,mjs}', 'workers/**/*.{ts,tsx,mjs}']);
  const offenders = sources.flatMap((file) => [...read(file).matchAll(/from\s+['"]([^'".][^'"]*)['"]/g)].map((m) => `${file} → ${m[1]}`));
  assert.ok(sources.length > 0, 'the login has code');
  assert.equal(offenders, []);
});

test('pages and components read the content through useContent(), never by importing its data', () => {
  const offenders = files(['pages/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'framework/**/*.{ts,tsx}']).flatMap((file) =>
    contentDataImports(file, read(file)).map((target) => `${file} → ${target}`),
  );
  assert.equal(offenders, []);
});

test('the checkers see a forbidden import when there is one', () => {
  // Guards the tests above against a regular expression that silently matches nothing.
  const sample = importsOf('generator/render/render.tsx');
  const framework = sample.filter((t) => t.startsWith(`framework${path.sep}`));
  assert.ok(framework.length > 0, 'generator/render/render.tsx imports the framework');
  const engine =
    "import type { Layout } from '../components/Layout.tsx';\nconst doc = await load(path.join(root, 'components/Document.tsx'));";
  const imported = importsIn('generator/x.tsx', engine);
  assert.equal(imported, [{ target: path.normalize('components/Layout.tsx'), typeOnly: true, reference: false }]);
  assert.equal(componentPathsIn(engine), ['../components/Layout.tsx', 'components/Document.tsx']);
  const page = [
    "import { team } from '../content/index.ts';",
    "import { isCustomPrice, type Tier } from '../content/schema/index.ts';",
    "import type { Photo } from '../content/media-types.ts';",
    "import { type Site, type Team } from '../content/index.ts';",
    "import { home } from '../content/home.yaml';",
  ].join('\n');
  assert.equal(contentDataImports('pages/x.tsx', page), [path.normalize('content/index.ts'), path.normalize('content/home.yaml')]);
});

test('code and tests cite no document outside the repository, and no issue numbers', () => {
  const outside =
    /\.\.\/shared\/|(?<!docs\/)\b(?:decisions|architecture|visual|product-spec)\.md\b|DEVELOPERS\.md|spec §|§\s?\d|\bissue #?\d+/i;
  const offenders = files(['**/*.{ts,tsx,mjs,js,css}', '.ci/run', '!node_modules', '!dist', '!test/unit/layers.test.ts']).flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.equal(offenders, []);
});

/**
 * Which side a file runs on: the browser, the build, both (shared), a tool (tests, benches,
 * scripts), or workerd (the editor's GitHub login: the Pages Functions and the standalone Worker).
 */
function sideOf(file: string): 'client' | 'shared' | 'build' | 'tools' | 'workers' | 'other' {
  const f = file.split(path.sep).join('/');
  if (/^(functions|workers)\//.test(f)) return 'workers';
  if (f.startsWith('framework/client/') || /\.client\.tsx?$/.test(f)) return 'client';
  if (f.startsWith('framework/shared/') || f === 'components/constants.ts') return 'shared';
  if (/^(generator|framework\/build|pages|components|content)\//.test(f) || f === 'build.ts' || f === 'site.config.ts') return 'build';
  if (/^(test|bench|checks|scripts|tools)\//.test(f)) return 'tools';
  return 'other';
}

const SOURCES = ['**/*.{ts,tsx,mjs}', '!node_modules', '!dist'];

/**
 * Every relative import in the repository, as [importer, imported] pairs of project-relative
 * paths. A `new URL('./X.client.ts', import.meta.url)` names a widget's browser entry for the
 * bundler without loading it, so it is no import.
 */
function importGraph(): [string, string][] {
  return files(SOURCES).flatMap((file) =>
    importsIn(file, read(file)).flatMap((i): [string, string][] => (i.reference ? [] : [[path.normalize(file), i.target]])),
  );
}

/**
 * What each side may import: the browser and the build share only framework/shared/; shared code
 * stands alone, and so does the code workerd runs, which is deployed apart from the site.
 */
const MAY_IMPORT: Record<string, string[]> = {
  client: ['client', 'shared'],
  shared: ['shared'],
  build: ['build', 'shared'],
  workers: ['workers'],
};

test('the sides never mix: browser code imports only browser and shared code, build code never imports browser code, shared code and the code workerd runs stand alone', () => {
  const offenders = importGraph()
    .filter(([from, to]) => MAY_IMPORT[sideOf(from)]?.includes(sideOf(to)) === false)
    .map(([from, to]) => `${from} (${sideOf(from)}) → ${to} (${sideOf(to)})`);
  assert.equal(offenders, []);
});

test('tools point one way: test/, bench/, checks/ and scripts/ may share tools/harness/, which imports none of them; nothing imports test/', () => {
  const area = (file: string) =>
    file
      .split(path.sep)
      .slice(0, file.startsWith(`tools${path.sep}`) ? 2 : 1)
      .join('/');
  const offenders = importGraph()
    .filter(([from, to]) => area(from) !== area(to))
    .filter(([from, to]) => {
      if (area(to) === 'test') return true;
      if (area(from) === 'tools/harness') return ['scripts', 'bench', 'checks', 'test'].includes(area(to));
      return (area(from) === 'scripts' && area(to) === 'bench') || (area(from) === 'bench' && area(to) === 'scripts');
    })
    .map(([from, to]) => `${from} → ${to}`);
  assert.equal(offenders, []);
});

/** The cycles of a directed graph: its strongly connected components with more than one node (Tarjan). */
function cycles(edges: [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of new Set(edges.flat())) if (!index.has(v)) visit(v);
  return found;
}

test('no import cycles: between modules, and between the engine, the framework, the site and the tools', () => {
  const graph = importGraph();
  assert.equal(cycles(graph), [], 'modules');
  const area = (file: string) => {
    const folder = folderOf(file);
    if (['pages', 'components', 'content', 'site.config.ts'].includes(folder)) return 'site';
    if (folder === 'tools' || folder === 'framework') return file.split(path.sep).slice(0, 2).join('/');
    return folder === file ? 'root' : folder;
  };
  const folders = graph.map(([a, b]): [string, string] => [area(a), area(b)]).filter(([a, b]) => a !== b);
  assert.equal(cycles(folders), [], 'folders');
});

test('the side and cycle checkers see what they must', () => {
  const files = ['components/widgets/Avatar.client.ts', 'framework/shared/srcset.ts', 'components/widgets/Avatar.tsx'];
  files.push('tools/harness/static-server.ts', 'functions/api/auth.ts', 'workers/github-login/login.ts');
  const sides = files.map((file) => sideOf(path.normalize(file)));
  assert.equal(sides, ['client', 'shared', 'build', 'tools', 'workers', 'workers']);
  /** Edges written 'a→b c→d'. */
  const edges = (text: string) => text.split(' ').map((edge) => edge.split('→') as [string, string]);
  assert.equal(cycles(edges('a→b b→c c→a c→d')), [['a', 'b', 'c']]);
  assert.equal(cycles(edges('a→b b→c')), []);
  const clientToClient = importGraph().filter(([from, to]) => sideOf(from) === 'client' && sideOf(to) === 'client');
  assert.ok(clientToClient.length > 0, 'browser code imports the framework');
});

test.run();

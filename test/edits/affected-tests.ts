// Which test files an owner's edit can change the outcome of, read from the code instead of kept
// in a list. A test is affected when
//   - it imports, directly or not, a module the owner edits (content/, pages/), or
//   - its code finds the project on disk while it runs (its own location, the working folder,
//     the shared build): from there it reads the content, the pages, the photos or the site
//     built from them (test/helpers/site-under-test.ts's ROOT, test/unit/layers.test.ts's own root).
// Any other test runs the generator's code on its own fixtures: the same code and the same
// inputs in the edited copy as in the project, so running it there again checks nothing new.
// The imports are esbuild's (a bundle's metafile: static imports and import() of a literal path),
// and the code searched is the bundle, so a comment that mentions import.meta counts for nothing.
import path from 'node:path';
import * as esbuild from 'esbuild';

/** The modules an owner edits: the content and the pages. */
const OWNER_MODULES = /^(?:content|pages)\//;

/** How code finds the project on disk while it runs. */
const FINDS_THE_PROJECT = /\bimport\.meta\.(?:url|dirname|filename)\b|\bprocess\.cwd\(\)|\bTEST_BUILD\b/;

/**
 * Uses of import.meta that name one module file (a widget's browser entry beside its component)
 * or resolve a package: they do not lead to the content.
 */
const NAMES_A_MODULE =
  /new URL\(\s*(['"`])\.{1,2}\/[^'"`]*\.[cm]?[jt]sx?\1\s*,\s*import\.meta\.url\s*\)|createRequire\(\s*import\.meta\.url\s*\)/g;

export interface Selection {
  /** The affected tests, each with the reason, e.g. 'imports content/team.ts'. */
  affected: { file: string; why: string }[];
  unaffected: string[];
}

/** Sorts `tests` (project-relative paths under `root`) into those an owner's edit can affect and the others. */
export async function testsAnEditCanAffect(root: string, tests: readonly string[]): Promise<Selection> {
  const bundles = await bundlesOf(root, tests);
  const selection: Selection = { affected: [], unaffected: [] };
  for (const file of tests) {
    const bundle = bundles.get(file);
    if (!bundle) throw new Error(`${file}: esbuild made no bundle of it`);
    const why = reasonAffected(bundle);
    if (why) selection.affected.push({ file, why });
    else selection.unaffected.push(file);
  }
  return selection;
}

interface Bundle {
  /** Every project file the test imports, directly or not (packages aside). */
  modules: string[];
  /** The bundled code: the test and those modules, without comments. */
  code: string;
}

function reasonAffected({ modules, code }: Bundle): string | null {
  const owned = modules.find((m) => OWNER_MODULES.test(m));
  if (owned) return `imports ${owned}`;
  const found = FINDS_THE_PROJECT.exec(code.replace(NAMES_A_MODULE, ''));
  return found ? `finds the project at run time (${found[0]})` : null;
}

/** One bundle per test, by its path. */
async function bundlesOf(root: string, tests: readonly string[]): Promise<Map<string, Bundle>> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [...tests],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    // Nothing is written; esbuild needs an output folder to name one bundle per entry.
    outdir: 'affected-tests',
    logLevel: 'silent',
  });
  const code = new Map(result.outputFiles.map((f) => [f.path, f.text]));
  const bundles = new Map<string, Bundle>();
  for (const [output, { entryPoint, inputs }] of Object.entries(result.metafile.outputs)) {
    if (!entryPoint) continue;
    bundles.set(entryPoint, {
      modules: Object.keys(inputs).filter((m) => !m.startsWith('node_modules/')),
      code: code.get(path.resolve(root, output)) ?? '',
    });
  }
  return bundles;
}

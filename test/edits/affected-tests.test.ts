// test/edits/affected-tests.ts on a small project of its own: which of its tests an owner's edit
// can affect, and why.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { testsAnEditCanAffect } from './affected-tests.ts';

const project = tempDir('elevate-affected-');
const FILES: Record<string, string> = {
  'content/team.ts': "export const team = { members: ['Alex'] };",
  'pages/about.ts': "export const meta = { title: 'About' };",
  'lib/sum.ts': 'export const sum = (a: number, b: number) => a + b;',
  'lib/members.ts': "import { team } from '../content/team.ts';\nexport const count = () => team.members.length;",
  'lib/root.ts': "export const ROOT = new URL('..', import.meta.url);",
  'lib/widget.ts':
    "// A comment that mentions import.meta.dirname finds nothing.\nexport const entry = new URL('./widget.client.ts', import.meta.url);",
  'lib/mixed.ts': 'export const twice = (n: number) => 2 * n;\nexport const here = () => process.cwd();',
  'tests/content.test.ts': "import { team } from '../content/team.ts';\nconsole.log(team);",
  'tests/through-a-module.test.ts': "import { count } from '../lib/members.ts';\nconsole.log(count());",
  'tests/dynamic-import.test.ts': "const { meta } = await import('../pages/about.ts');\nconsole.log(meta);",
  'tests/root.test.ts': "import { ROOT } from '../lib/root.ts';\nconsole.log(ROOT);",
  'tests/cwd.test.ts': "import { readdirSync } from 'node:fs';\nconsole.log(readdirSync(process.cwd()));",
  'tests/shared-build.test.ts': 'console.log(process.env.TEST_BUILD);',
  'tests/pure.test.ts': "import { sum } from '../lib/sum.ts';\nconsole.log(sum(1, 2));",
  'tests/widget.test.ts': "import { entry } from '../lib/widget.ts';\nconsole.log(entry);",
  'tests/unused-export.test.ts': "import { twice } from '../lib/mixed.ts';\nconsole.log(twice(2));",
};
for (const [file, source] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(project.path, file)), { recursive: true });
  writeFileSync(path.join(project.path, file), `${source}\n`);
}
const tests = Object.keys(FILES).filter((f) => f.startsWith('tests/'));
const selection = await testsAnEditCanAffect(project.path, tests);

test.after(() => project.remove());

test('a test that imports an owner-edited module (directly, through another module or by import()) or finds the project on disk while it runs is affected; every other is not', () => {
  assert.equal(Object.fromEntries(selection.affected.map((a) => [a.file, a.why])), {
    'tests/content.test.ts': 'imports content/team.ts',
    'tests/through-a-module.test.ts': 'imports content/team.ts',
    'tests/dynamic-import.test.ts': 'imports pages/about.ts',
    'tests/root.test.ts': 'finds the project at run time (import.meta.url)',
    'tests/cwd.test.ts': 'finds the project at run time (process.cwd())',
    'tests/shared-build.test.ts': 'finds the project at run time (TEST_BUILD)',
  });
  // Code on its own inputs, a module named beside its code, imports that use the project only in code never called.
  assert.equal(selection.unaffected.sort(), ['tests/pure.test.ts', 'tests/unused-export.test.ts', 'tests/widget.test.ts']);
});

test.run();

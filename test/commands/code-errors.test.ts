// A module of the site that throws, as it loads or as it renders, fails `npm run build` naming
// its file and the line, as a syntax error does: never only "Error: boom". Each test breaks one
// file of a project copy, runs the build as a developer does, and puts the file back.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { PAGES } from '../helpers/site.ts';

const root = projectCopy();

test.after(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The build's standard error with `file` changed by `change` (its text, as written); the file is put back after. */
function buildWith(file: string, change: (source: string) => string): string {
  const at = path.join(root, file);
  const source = readFileSync(at, 'utf8');
  writeFileSync(at, change(source));
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts')], { cwd: root, encoding: 'utf8' });
    assert.is.not(run.status, 0, `the build fails:\n${run.stdout}`);
    assert.not.match(run.stderr, /^\s+at /m, 'no stack trace');
    return run.stderr;
  } finally {
    writeFileSync(at, source);
  }
}

/** The line (from 1) a line appended to `source` is on. */
const appendedLine = (source: string) => source.split('\n').length + (source.endsWith('\n') ? 0 : 1);

const appendLine = (line: string) => (source: string) => `${source}${source.endsWith('\n') ? '' : '\n'}${line}\n`;

// A schema module (read through the site's config), a component (through the pages that import
// it), a page file and a module of the content's code (the gallery's views).
const pageFile = PAGES.find((p) => p.route !== null)!.file;
for (const file of ['content/schema/team.ts', 'components/sections/ServiceCards.tsx', pageFile]) {
  test(`a throw at the top of ${file} names the file and its line`, () => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const stderr = buildWith(file, appendLine("throw new Error('boom');"));
    assert.ok(stderr.includes(`\n${file} line ${appendedLine(source)}: Error: boom (run with --verbose for the stack)`), stderr);
  });
}

test('a name the content code never defined names the file and its line', () => {
  const file = 'content/gallery-views.ts';
  const source = readFileSync(path.join(root, file), 'utf8');
  const stderr = buildWith(file, appendLine("photos('team/x.jpg');"));
  assert.ok(
    stderr.includes(`\n${file} line ${appendedLine(source)}: ReferenceError: photos is not defined (run with --verbose for the stack)`),
    stderr,
  );
});

test('a component that throws as it renders names the route, the component, the message, and its file and line', () => {
  const file = 'components/sections/ServiceCards.tsx';
  const source = readFileSync(path.join(root, file), 'utf8');
  const declaration = /^export function (\w+)\(.*\{$/m.exec(source);
  assert.ok(declaration, `${file} exports a component`);
  const line = source.slice(0, declaration.index).split('\n').length + 1;
  const stderr = buildWith(file, (s) => s.replace(declaration[0], `${declaration[0]}\n  throw new Error('boom');`));
  assert.match(stderr, new RegExp(`render failed for \\S+ in <${declaration[1]}>: boom \\(${file.replaceAll('.', '\\.')} line ${line}\\)`));
});

test.run();

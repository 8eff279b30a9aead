import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseDocument } from 'yaml';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { itemAt } from '../helpers/lists.ts';
import { services, site } from '../helpers/loaded-content.ts';
import { buildCopy, PAGES } from '../helpers/site-under-test.ts';
import { unusedId } from '../helpers/validate.ts';

const root = projectCopy();

/** The build's standard error with `file` changed by `change` (its text, as written); the file is put back after. */
function buildWith(file: string, change: (source: string) => string): string {
  const at = path.join(root, file);
  const source = readFileSync(at, 'utf8');
  writeFileSync(at, change(source));
  try {
    const run = buildCopy(root);
    assert.is.not(run.status, 0, `the build fails:\n${run.stdout}`);
    assert.not.match(run.stderr, /^\s+at /m, 'no stack trace');
    return run.stderr;
  } finally {
    writeFileSync(at, source);
  }
}

// A throw at the top of a schema module (read through the site's config), a component (through
// the pages that import it) and a page file; a name never defined in a module of the content's
// code (the gallery's views).
const pageFile = PAGES.find((p) => p.route !== null)!.file;
const throwing = ["throw new Error('boom');", 'Error: boom'];
for (const [file, [line, error]] of [
  ['content/schema/team.ts', throwing],
  ['components/sections/ServiceCards.tsx', throwing],
  [pageFile, throwing],
  ['content/gallery-views.ts', ["photos('team/x.jpg');", 'ReferenceError: photos is not defined']],
] as const) {
  test(`${error} at the top of ${file} names the file and its line`, () => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const stderr = buildWith(file, (s) => `${s}${s.endsWith('\n') ? '' : '\n'}${line}\n`);
    const appendedAt = source.split('\n').length + (source.endsWith('\n') ? 0 : 1);
    assert.ok(stderr.includes(`\n${file} line ${appendedAt}: ${error} (run with --verbose for the stack)`), stderr);
  });
}

test('a component that throws as it renders names the route, the component, the message, and its file and line', () => {
  const file = 'components/sections/ServiceCards.tsx';
  const source = readFileSync(path.join(root, file), 'utf8');
  const declaration = /^export function (\w+)\(.*\{$/m.exec(source);
  assert.ok(declaration, `${file} exports a component`);
  const line = source.slice(0, declaration.index).split('\n').length + 1;
  const stderr = buildWith(file, (s) => s.replace(declaration[0], `${declaration[0]}\n  throw new Error('boom');`));
  assert.match(stderr, new RegExp(`render failed for \\S+ in <${declaration[1]}>: boom \\(${file.replaceAll('.', '\\.')} line ${line}\\)`));
});

test('a nav link to a missing part of a page names content/site.yaml, the line and the field, and no page of the output', () => {
  // The first nav link, to a part of its page that no element has; the first footer link, to
  // the first service's part of /services, which every service has.
  const page = itemAt(site.nav, 0, 'nav link').href.split('#')[0]!;
  const missing = unusedId(
    'no-such-part',
    services.items.map((s) => s.id),
  );
  let line = 0;
  const stderr = buildWith('content/site.yaml', (source) => {
    const doc = parseDocument(source);
    doc.setIn(['nav', 0, 'href'], `${page}#${missing}`);
    doc.setIn(['footer', 'quickLinks', 0, 'href'], `/services#${itemAt(services.items, 0, 'service').id}`);
    const text = String(doc);
    line = text.split('\n').findIndex((l) => l.includes(`#${missing}`)) + 1;
    return text;
  });
  const [problem, ...rest] = stderr.trim().split('\n').slice(1);
  assert.equal(rest, [], stderr);
  assert.ok(problem?.startsWith(`content/site.yaml line ${line}: `), stderr);
  assert.ok(
    problem?.includes(
      `(the 1st) › href: '${page}#${missing}' leads to no part of ${page}: no element there has the id '${missing}' (its ids: `,
    ),
    stderr,
  );
});

test.run();

// The editor's files in the built site (dist/admin/): its configuration, made by the build from
// the content schemas and pages/ (test/edits/ adds a page and runs this there); and no file of the
// site holds the text of a field the schemas mark private (a section's note for a lawyer).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { cmsConfig } from '../../scripts/cms-config.ts';
import { content } from '../helpers/loaded-content.ts';
import { filesUnder } from '../helpers/shared-build.ts';
import { buildOnce, ROOT } from '../helpers/site-under-test.ts';

const builtConfig = async () => parse(readFileSync(path.join((await buildOnce()).outDir, 'admin/config.yml'), 'utf8')) as object;

// A link to a page is a choice of every page file's route in it: test/unit/cms-config.test.ts.
test("the built configuration is the schemas' and pages/'", async () => {
  const config = await builtConfig();
  assert.equal(config, await cmsConfig(ROOT));
  // A deployed editor never looks for a backend on the owner's machine: the dev server adds it where it serves one.
  assert.not.ok('local_backend' in config, 'no local_backend');
});

/** A text as the built files may hold it: as written, inside a JSON string, in HTML. */
function writtenForms(text: string): string[] {
  const html = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  return [...new Set([text, JSON.stringify(text).slice(1, -1), html])];
}

test('no file of the built site holds the text of a legal review note, private to the owner', async () => {
  const { outDir } = await buildOnce();
  const sections = [content.privacy, content.terms].flatMap((page) => page.sections);
  const notes = sections.flatMap((s) => (s.legalReview ? [s.legalReview] : []));
  const files = filesUnder(outDir).map((file) => ({ file, text: readFileSync(path.join(outDir, file), 'utf8') }));
  // The search sees text where it is: the sections' own titles are in the pages and the editor's data.
  for (const { title } of sections)
    assert.ok(
      files.some(({ text }) => writtenForms(title).some((form) => text.includes(form))),
      title,
    );
  const found = notes.flatMap((note) =>
    files.filter(({ text }) => writtenForms(note).some((form) => text.includes(form))).map(({ file }) => `${file}: ${note}`),
  );
  assert.equal(found, []);
});

test.run();

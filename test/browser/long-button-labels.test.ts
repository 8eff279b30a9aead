// The longest label the schema allows (MAX_BUTTON_LABEL characters, in wide capitals) on one line
// of every button, tab and filter: planted in every button label of the content (found through the
// schema: test/helpers/button-labels.ts) in a built copy, each page checked as layout.test.ts checks
// today's, and the gallery's pager, its photos made many enough for three pages. A label the build
// refuses for another field's rule (a gallery page title's) is left out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseDocument } from 'yaml';
import { PHOTOS_PER_PAGE } from '../../content/gallery-views.ts';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { HAS_CHROMIUM, open, withWebFonts } from '../helpers/browser.ts';
import { type BuiltCopyState, servesBuiltCopy } from '../helpers/built-copy.ts';
import { buttonLabelPaths, LONG_LABEL as LABEL, setAt, type ValuePath } from '../helpers/button-labels.ts';
import { addPhotos } from '../helpers/gallery-fixture.ts';
import { CONTENT_FOLDER, LINK_ROUTES, writtenContent } from '../helpers/loaded-content.ts';
import { BROWSED_PATHS } from '../helpers/site-under-test.ts';
import { validate } from '../helpers/validate.ts';
import { atEachWidth, inEveryState, labelsOffOneLine, LABEL_WIDTHS as WIDTHS } from './_layout-checks.ts';

const test = suite<BuiltCopyState & { planted: ValuePath[] }>(`a ${LABEL.length}-character button label on one line`);

/** The button labels the schema takes `label` for, as it is: the others' rules refuse it in some (a gallery filter's). */
function acceptedPaths(label: string): ValuePath[] {
  const content = writtenContent() as unknown as Record<string, unknown>;
  const paths = buttonLabelPaths(content, LINK_ROUTES);
  const plantedIn = (some: ValuePath[]) => validate((m) => some.forEach((p) => setAt(m as unknown as Record<string, unknown>, p, label)));
  if (!plantedIn(paths).length) return paths;
  return paths.filter((p) => !plantedIn([p]).length);
}

/** Writes `label` into each field of `paths` in the copy at `root`, as the editor writes YAML. */
function plant(root: string, paths: ValuePath[], label: string): void {
  for (const name of new Set(paths.map(([module]) => module))) {
    const file = path.join(root, contentFileOf(name, CONTENT_FOLDER));
    const doc = parseDocument(readFileSync(file, 'utf8'));
    for (const [module, ...keys] of paths) if (module === name) doc.setIn(keys, label);
    writeFileSync(file, doc.toString({ lineWidth: 0 }));
  }
}

servesBuiltCopy(test, `the build with ${LABEL.length}-character labels`, (ctx) => {
  ctx.planted = acceptedPaths(LABEL);
  const root = projectCopy({ copyAssets: true, copyCache: true });
  plant(root, ctx.planted, LABEL);
  // Photos for three pages, so the gallery shows its pager's two links.
  addPhotos(root, 2 * PHOTOS_PER_PAGE + 1);
  return root;
});

const maybe = HAS_CHROMIUM ? test : test.skip;
maybe('the label is planted in the buttons of every page', (ctx) => {
  assert.ok(ctx.planted.length > 0, 'the content has button labels the schema takes the label for');
});

for (const where of ['/no-such-page', ...BROWSED_PATHS, '/gallery/2']) {
  maybe(`${where}: '${LABEL}' is on one line of every button at ${WIDTHS.join(' and ')} px`, async (ctx) => {
    // The label's fit is measured for the site's own face, not a fallback a busy machine's late font leaves.
    const { page } = await open(ctx, where, { width: WIDTHS[0], height: 800, before: withWebFonts });
    await page.evaluate(() => document.fonts.ready);
    const shown = await page.getByText(LABEL, { exact: true }).count();
    assert.ok(shown > 0, `${where} shows the planted label`);
    const found = await atEachWidth(page, WIDTHS, 800, (p) => inEveryState(p, labelsOffOneLine));
    assert.equal(found, [], `${where}:\n${found.join('\n')}`);
  });
}

test.run();

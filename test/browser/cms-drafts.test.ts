// Drafts that wait for review (Decap's editorial workflow, set in admin/backend.yml): npm run cms in
// a scratch copy of the project that is a git repository of its own, whose backend keeps each draft
// on a branch and merges it on publish.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { diffLines } from 'diff';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, parseDocument } from 'yaml';
import type { Pricing } from '../../content/schema/index.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { itemAt } from '../helpers/lists.ts';
import {
  type CmsSession,
  logIn,
  nextPrice,
  openInEditor,
  pollUntil,
  popularSwitches,
  publish,
  tabOfTwo,
  typeOver,
  withCms,
} from './_cms-session.ts';

const test = suite<CmsSession>('npm run cms: drafts that wait for review');

const PRICING = 'content/pricing.yaml';
/** The branch of the pricing entry's draft: cms/<collection>/<entry>. */
const DRAFT = 'cms/content/pricing';

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const onMain = (root: string) => git(root, 'show', `main:${PRICING}`);
const inDraft = (root: string) => git(root, 'show', `${DRAFT}:${PRICING}`);
const branches = (root: string) => git(root, 'branch', '--format=%(refname:short)').split('\n').filter(Boolean);
const firstPrice = (text: string) => itemAt(itemAt((parse(text) as Pricing).tabs, 0, 'tab').tiers, 0, 'tier').price;
/**
 * Commits `text` as `file` on `branch`, as a push to the branch would, without touching the
 * working tree or what is checked out: the backend checks branches out for its own requests.
 */
function commitOnBranch(root: string, branch: string, file: string, text: string): void {
  const index = path.join(root, '.git', `test-index-${process.pid}`);
  const env = { ...process.env, GIT_INDEX_FILE: index };
  const run = (args: string[], input?: string) => execFileSync('git', args, { cwd: root, env, input, encoding: 'utf8' }).trim();
  try {
    run(['read-tree', branch]);
    const blob = run(['hash-object', '-w', '--stdin'], text);
    run(['update-index', '--cacheinfo', `100644,${blob},${file}`]);
    const commit = run(['commit-tree', run(['write-tree']), '-p', branch, '-m', `A change to ${file}`]);
    run(['update-ref', `refs/heads/${branch}`, commit]);
  } finally {
    rmSync(index, { force: true });
  }
}

/** The lines of `b` that are not `a`'s: changed or added. */
const changedLines = (a: string, b: string) => diffLines(a, b).reduce((n, part) => n + (part.added ? (part.count ?? 0) : 0), 0);

/** The editor on the pricing entry, logged in to the local backend. */
async function pricingEntry(ctx: CmsSession): Promise<Page> {
  const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Publishing asks for confirmation, and so does leaving unsaved changes (the owner reloads, as a
  // refusal says to); Decap's offer to restore what the browser kept is declined.
  page.on(
    'dialog',
    (dialog) => void (dialog.type() === 'beforeunload' || /publish/i.test(dialog.message()) ? dialog.accept() : dialog.dismiss()),
  );
  await logIn(page, ctx.base, 'pricing');
  await page.getByLabel('Price', { exact: true }).first().waitFor();
  return page;
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

const run = withCms(test, (ctx) => {
  ctx.root = projectCopy({ copyAssets: true });
  // The owner's one setting: drafts that wait for review.
  const settings = parseDocument(readFileSync(path.join(ctx.root, 'admin/backend.yml'), 'utf8'));
  settings.set('publish_mode', 'editorial_workflow');
  writeFileSync(path.join(ctx.root, 'admin/backend.yml'), settings.toString());
  // A checkout of its own, on main, with nothing uncommitted: the copy's links to the project's
  // packages and caches stay out of it, as .gitignore keeps the folders they stand for.
  git(ctx.root, 'init', '--quiet', '--initial-branch=main');
  for (const [key, value] of [
    ['user.name', 'Test'],
    ['user.email', 'test@example.com'],
    ['commit.gpgsign', 'false'],
  ] as const)
    git(ctx.root, 'config', key, value);
  writeFileSync(path.join(ctx.root, '.git/info/exclude'), '/node_modules\n/.cache\n');
  git(ctx.root, 'add', '.');
  git(ctx.root, 'commit', '--quiet', '-m', 'The site');
});

run('npm run cms says its drafts wait on git branches, as admin/backend.yml asks', (ctx) => {
  assert.match(ctx.cms.output, /drafts wait on git branches until published \(publish_mode: editorial_workflow, admin\/backend\.yml\)/);
});

run("a draft the build would refuse is not saved: a second popular tier, in the build's words", async (ctx) => {
  const { other, switchOf } = tabOfTwo(parse(onMain(ctx.root)) as Pricing);
  const page = await pricingEntry(ctx);
  await popularSwitches(page).nth(switchOf(other)).click();
  await save(page);
  const refusal = page.getByText(/^Not saved: /).first();
  await refusal.waitFor();
  assert.match((await refusal.textContent()) ?? '', /expected exactly one popular tier, found 2/);
  assert.not.ok(branches(ctx.root).includes(DRAFT), 'no draft');
  await page.close();
});

run("a price saved is a draft on its own branch, one line of the file, and main's file stays as it was", async (ctx) => {
  const published = onMain(ctx.root);
  const price = nextPrice(firstPrice(published));
  const page = await pricingEntry(ctx);
  await typeOver(page, page.getByLabel('Price', { exact: true }).first(), price);
  await save(page);
  await pollUntil(() => branches(ctx.root).includes(DRAFT) && firstPrice(inDraft(ctx.root)) === price, 'the draft');
  assert.is(changedLines(published, inDraft(ctx.root)), 1, 'the draft changes one line');
  assert.is(onMain(ctx.root), published, "main's file is as it was");
  await pollUntil(() => git(ctx.root, 'symbolic-ref', '--short', 'HEAD').trim() === 'main', 'the checkout back on main');
  assert.is(readFileSync(path.join(ctx.root, PRICING), 'utf8'), published, 'the working tree shows main');
  await page.close();
});

run(
  'a hand edit of the draft made while it is open is not undone: the save is refused; reloaded, the draft takes the price beside it',
  async (ctx) => {
    const published = onMain(ctx.root);
    const drafted = inDraft(ctx.root);
    const page = await pricingEntry(ctx);
    const priceField = () => page.getByLabel('Price', { exact: true }).first();
    assert.is(await priceField().inputValue(), firstPrice(drafted), 'the entry opens as its draft');
    // The owner's accountant adds a note to the draft, on its branch, while the editor has it open.
    const note = '# Prices checked by the accountant.';
    commitOnBranch(ctx.root, DRAFT, PRICING, `${note}\n${drafted}`);
    const noted = inDraft(ctx.root);
    const price = nextPrice(firstPrice(drafted));
    await typeOver(page, priceField(), price);
    await save(page);
    const refusal = page.getByText(/^Not saved: /).first();
    await refusal.waitFor();
    assert.match((await refusal.textContent()) ?? '', /content\/pricing\.yaml was changed outside the editor after you opened it here/);
    assert.is(inDraft(ctx.root), noted, 'the draft keeps the hand edit');
    // As the message says: reload, and make the change again.
    await page.reload();
    await priceField().waitFor();
    await typeOver(page, priceField(), price);
    await save(page);
    await pollUntil(() => firstPrice(inDraft(ctx.root)) === price, 'the draft to take the new price');
    assert.ok(inDraft(ctx.root).startsWith(`${note}\n`), 'the hand edit stays, above the file');
    assert.is(changedLines(published, inDraft(ctx.root)), 2, 'the note and the price');
    assert.is(onMain(ctx.root), published, "main's file is as it was");
    await page.close();
  },
);

run(
  "the draft is listed in the editor's workflow; set Ready and published, main's file has its price and the branch is gone",
  async (ctx) => {
    const drafted = inDraft(ctx.root);
    const page = await pricingEntry(ctx);
    await openInEditor(page, '/workflow');
    const card = page.getByRole('link').filter({ hasText: 'Pricing' });
    await card.first().waitFor();
    await openInEditor(page, '/collections/content/entries/pricing');
    await page.getByRole('button', { name: /^Status: Draft$/ }).click();
    await page.getByRole('menuitem', { name: 'Ready' }).click();
    await page.getByRole('button', { name: /^Status: Ready$/ }).waitFor();
    assert.is(onMain(ctx.root), readFileSync(path.join(ctx.root, PRICING), 'utf8'), 'not published yet');
    assert.not.equal(onMain(ctx.root), drafted);
    await publish(page);
    await pollUntil(() => !branches(ctx.root).includes(DRAFT), 'the draft to be merged');
    assert.is(onMain(ctx.root), drafted, "main's file is the draft's");
    assert.is(readFileSync(path.join(ctx.root, PRICING), 'utf8'), drafted);
    assert.is(git(ctx.root, 'status', '--porcelain'), '', 'nothing left uncommitted');
    await page.close();
  },
);

test.run();

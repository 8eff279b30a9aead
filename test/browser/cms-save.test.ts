// A save from the editor keeps the owner's file: npm run cms in a scratch copy of the project,
// whose content/pricing.yaml carries comments the owner wrote by hand. One price changed and
// published changes one line of the file (diff says so) and keeps the comments; a hand edit
// made to the file while its entry is open in the editor is not undone by Publish: the save is
// refused with a message naming the file and what to do, and doing it (reload, change again)
// saves both the hand edit and the new price.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { SourceFile } from '../edits/source-edit.ts';
import { HAS_CHROMIUM } from '../helpers/browser.ts';
import { itemAt } from '../helpers/lists.ts';
import { type CmsSession, logIn, nextPrice, startCms, stopCms, typeOver, until } from './_cms-session.ts';

const test = suite<CmsSession & { comments: string[] }>('npm run cms: saving');

const PRICING = 'content/pricing.yaml';

type Pricing = { intro: string; tabs: { tiers: { price: string }[] }[] };

const read = (root: string, file = PRICING) => readFileSync(path.join(root, file), 'utf8');
/** The file's values, or undefined while the backend is writing it (empty for a moment). */
const values = (root: string) => parse(read(root)) as Pricing | null;
const firstPrice = (pricing: Pricing) => itemAt(itemAt(pricing.tabs, 0, 'tab').tiers, 0, 'tier').price;

/**
 * Comments an owner writes by hand: one above the file, one above each top-level key, and one
 * above the first price, each at its line's indentation.
 */
function withOwnerComments(text: string): { text: string; comments: string[] } {
  const comments: string[] = [];
  const lines = text.split('\n').flatMap((line, i, all) => {
    const indent = /^ */.exec(line)![0];
    const topKey = /^([A-Za-z]\w*):/.exec(line)?.[1];
    const firstPrice = /^\s+price:/.test(line) && !all.slice(0, i).some((l) => /^\s+price:/.test(l));
    const note =
      i === 0 ? 'Prices checked with the accountant every January.' : topKey ? `About ${topKey}.` : firstPrice ? 'Our entry price.' : '';
    if (!note) return [line];
    comments.push(`${indent}# ${note}`);
    return [`${indent}# ${note}`, line];
  });
  return { text: lines.join('\n'), comments };
}

/** The editor on `entry`, logged in to the local backend. */
async function editor(ctx: { browser: Browser; base: string }, entry: string): Promise<Page> {
  const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Decap offers to restore a draft it kept in the browser; the owner says no, as the message asks.
  page.on('dialog', (dialog) => void dialog.dismiss());
  await logIn(page, ctx.base, entry);
  await page.getByLabel('Price', { exact: true }).first().waitFor();
  return page;
}

const setFirstPrice = (page: Page, price: string) => typeOver(page, page.getByLabel('Price', { exact: true }).first(), price);

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** The lines `diff` shows as taken out and put in, between two texts. */
function diffLines(before: string, after: string, scratch: string): { out: string[]; in: string[]; said: string } {
  const [a, b] = [path.join(scratch, 'before.yaml'), path.join(scratch, 'after.yaml')];
  writeFileSync(a, before);
  writeFileSync(b, after);
  const said = spawnSync('diff', [a, b], { encoding: 'utf8' }).stdout;
  const lines = said.split('\n');
  return { out: lines.filter((l) => l.startsWith('< ')), in: lines.filter((l) => l.startsWith('> ')), said };
}

/** Without Chromium (and not in CI) the tests are registered as skipped, so the summary counts them. */
const run = HAS_CHROMIUM || process.env.CI ? test : test.skip;

if (HAS_CHROMIUM || process.env.CI) {
  test.before(async (ctx) => {
    ctx.root = projectCopy({ copyAssets: true, copyCache: true });
    const commented = withOwnerComments(read(ctx.root));
    writeFileSync(path.join(ctx.root, PRICING), commented.text);
    ctx.comments = commented.comments;
    await startCms(ctx, ctx.root);
  });
  test.after(stopCms);
}

run("one price changed and published: diff shows that one line, and the owner's comments are kept", async (ctx) => {
  const before = read(ctx.root);
  const price = nextPrice(firstPrice(values(ctx.root)!));
  const page = await editor(ctx, 'pricing');
  await setFirstPrice(page, price);
  await publish(page);
  await until(() => {
    const now = values(ctx.root);
    return now !== null && firstPrice(now) === price;
  }, 'the new price in the file');
  const after = read(ctx.root);
  const { out, in: put, said } = diffLines(before, after, ctx.root);
  assert.is(out.length, 1, `one line taken out:\n${said}`);
  assert.is(put.length, 1, `one line put in:\n${said}`);
  assert.match(put[0]!, price);
  for (const comment of ctx.comments) assert.ok(after.includes(comment), `kept: ${comment}`);
  await page.close();
});

run('a hand edit made while the entry is open is reported on Publish and not overwritten; reloading, the save keeps both', async (ctx) => {
  const page = await editor(ctx, 'pricing');
  const pricing = new SourceFile(ctx.root, PRICING);
  pricing.set(['intro'], `${values(ctx.root)!.intro} Ask about weekday rates.`).save();
  const handEdited = read(ctx.root);
  const price = nextPrice(firstPrice(values(ctx.root)!));
  await setFirstPrice(page, price);
  await publish(page);
  await page
    .getByText(new RegExp(`${PRICING.replace('.', '\\.')} was changed outside the editor.*reload this page`))
    .first()
    .waitFor();
  assert.is(read(ctx.root), handEdited, 'the hand edit is still there, and nothing else was written');
  await page.close();

  // What the message says to do works: reopened, the entry shows the hand edit, and saving keeps it.
  const again = await editor(ctx, 'pricing');
  await setFirstPrice(again, price);
  await publish(again);
  await until(() => {
    const now = values(ctx.root);
    return now !== null && firstPrice(now) === price;
  }, 'the new price in the file');
  assert.match(values(ctx.root)!.intro, /Ask about weekday rates\.$/);
  await again.close();
});

test.run();

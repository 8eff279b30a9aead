// npm run cms, as an owner uses it, in a scratch copy of the project whose content/pricing.yaml
// carries comments the owner wrote by hand: the editor, its local backend (refused to other
// origins and Hosts), its previews, and what a save and a publish write.
import { copyFileSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { diffLines } from 'diff';
import { parseHTML } from 'linkedom/worker';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import type { Pricing } from '../../content/schema/index.ts';
import { ordinal } from '../../framework/shared/field-path.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { type LocalServer, listenLocally } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { SourceFile } from '../edits/source-edit.ts';
import { askBackend, snapshot } from '../helpers/backend-fixture.ts';
import { itemAt } from '../helpers/lists.ts';
import { content } from '../helpers/loaded-content.ts';
import {
  addToList,
  type CmsSession,
  logIn,
  nextPrice,
  pollUntil,
  popularSwitches,
  publish,
  tabOfTwo,
  typeOver,
  withCms,
} from './_cms-session.ts';

const test = suite<CmsSession & { comments: string[] }>('npm run cms');

/** The editor, logged in to the local backend, with its policy violations and console errors recorded. */
async function editor(ctx: { browser: Browser; base: string }, entry?: string) {
  const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
  page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
  await page.exposeFunction('cspViolation', (what: string) => problems.push(`CSP: ${what}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspViolation(s: string): void }).cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await logIn(page, ctx.base, entry);
  return { page, problems };
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

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

/** The lines taken out of `before` and put in, for `after`. */
function changedLines(before: string, after: string): { out: string[]; in: string[] } {
  const lines = (added: boolean) =>
    diffLines(before, after).flatMap((p) => ((added ? p.added : p.removed) ? p.value.split(/(?<=\n)/) : []));
  return { out: lines(false), in: lines(true) };
}

/** Uploads a file through the media library into the last image field of the form, and picks it. */
async function uploadToLastImageField(page: Page, file: string): Promise<void> {
  await page
    .getByRole('button', { name: /choose an image/i })
    .last()
    .click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: /choose selected/i }).click();
}

const PRICING = 'content/pricing.yaml';
/** content/pricing.yaml of the copy, as written now. */
const pricingNow = (root: string) => parse(read(root, PRICING)) as Pricing;
/** The first tier's price; undefined while the backend is writing the file (empty for a moment). */
const firstPrice = (pricing: Pricing | null) => pricing?.tabs[0]?.tiers[0]?.price;

const run = withCms(test, (ctx) => {
  ctx.root = projectCopy({ copyAssets: true, copyCache: true });
  const commented = withOwnerComments(read(ctx.root, 'content/pricing.yaml'));
  writeFileSync(path.join(ctx.root, 'content/pricing.yaml'), commented.text);
  ctx.comments = commented.comments;
});

run('/admin/ loads with its local backend, with no policy violation and no console error', async (ctx) => {
  const { page, problems } = await editor(ctx, 'pricing');
  await page.getByLabel('Price', { exact: true }).first().waitFor();
  // The preview is the pricing page itself, from the entry.
  const preview = page.frameLocator('iframe').first();
  await preview.getByRole('heading', { level: 1, name: content.pricing.title }).waitFor();
  assert.equal(problems, []);
  await page.close();
});

/** A server of one empty page, whose origin (under the name localhost) the page's fetch() calls carry. */
async function pageServer(): Promise<LocalServer & { foreign: string }> {
  const server = await listenLocally(
    http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>a page</title>')),
  );
  return { ...server, foreign: server.origin.replace('127.0.0.1', 'localhost') };
}

/** What the page's fetch() calls got: 'read: <text>' for an answer it could read, 'opaque' or 'blocked: <error>' otherwise. */
function tryFromPage(page: Page, url: string, bodies: object[]): Promise<string[]> {
  return page.evaluate(
    async ({ url, bodies }) => {
      const results: string[] = [];
      for (const body of bodies)
        for (const type of ['application/json', 'text/plain'])
          for (const mode of ['cors', 'no-cors'] as const) {
            try {
              const answer = await fetch(url, { method: 'POST', mode, headers: { 'Content-Type': type }, body: JSON.stringify(body) });
              results.push(answer.type === 'opaque' ? 'opaque' : `read: ${await answer.text()}`);
            } catch (error) {
              results.push(`blocked: ${(error as Error).message}`);
            }
          }
      return results;
    },
    { url, bodies },
  );
}

/** The files a hostile page would aim at through the backend: the code, the content, the project's own. */
const aimedAt = (root: string) => ({
  ...snapshot(root, 'pages'),
  ...snapshot(root, 'content'),
  'package.json': read(root, 'package.json'),
  'README.md': read(root, 'README.md'),
});

run(
  'a page on another port reads nothing and writes nothing through the backend, with a JSON or a text/plain body; the editor reads',
  async (ctx) => {
    const file = 'content/pricing.yaml';
    const api = `${ctx.base}/api/v1`;
    const entry = (path: string) => ({ slug: 'x', path, raw: 'export default () => 1;\n' });
    const options = { collectionName: 'content', commitMessage: 'x', useWorkflow: false, status: 'draft' };
    const bodies = [
      { action: 'getEntry', params: { branch: 'main', path: 'package.json' } },
      { action: 'getEntry', params: { branch: 'main', path: file } },
      { action: 'persistEntry', params: { branch: 'main', entry: entry('pages/evil.tsx'), assets: [], options } },
      { action: 'persistEntry', params: { branch: 'main', entry: entry(file), assets: [], options } },
      { action: 'deleteFile', params: { branch: 'main', path: 'README.md', options: { commitMessage: 'x' } } },
    ];
    const server = await pageServer();
    const { foreign } = server;
    const page = await ctx.browser.newPage();
    const before = aimedAt(ctx.root);
    const from = ctx.cms.output.length;
    try {
      await page.goto(`${foreign}/`);
      const results = await tryFromPage(page, api, bodies);
      assert.is(results.length, bodies.length * 4);
      for (const result of results) assert.ok(result === 'opaque' || result.startsWith('blocked: '), `the page read an answer: ${result}`);
      assert.equal(aimedAt(ctx.root), before, 'a file changed');
      assert.match(ctx.cms.output.slice(from), new RegExp(`cms: refused a request from "${foreign}" \\(403\\)`));
      // The editor's own origin, the control: a page of the dev server reads the file the same way.
      await page.goto(`${ctx.base}/`);
      const [own] = await tryFromPage(page, api, [bodies[1]!]);
      assert.ok(own!.startsWith('read: '), own);
      assert.is(JSON.parse(own!.slice('read: '.length)).data, read(ctx.root, file));
    } finally {
      await page.close();
      await server.close();
    }
  },
);

run(
  "the backend's requests under a foreign Host are refused: a page that points its own name at this machine reads nothing",
  async (ctx) => {
    const { port } = new URL(ctx.base);
    const getEntry = { action: 'getEntry', params: { branch: 'main', path: 'content/pricing.yaml' } };
    const rebound = await askBackend(`${ctx.base}/api/v1`, getEntry, {
      origin: `http://rebind.attacker.example:${port}`,
      host: `rebind.attacker.example:${port}`,
    });
    assert.is(rebound.status, 403);
    assert.match(rebound.text, /does not answer for the host "rebind\.attacker\.example"/);
    const own = await askBackend(`${ctx.base}/api/v1`, getEntry, { origin: `http://localhost:${port}`, host: `localhost:${port}` });
    assert.is(own.status, 200, own.text);
  },
);

run("/admin/'s login screen fits a phone: nothing wider than 390 px, the login button in view", async (ctx) => {
  const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${ctx.base}/admin/`);
  const login = page.getByRole('button', { name: /login/i });
  await login.waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
  const box = await login.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the login button within the screen: ${JSON.stringify(box)}`);
  await page.close();
});

run('a price without its $ is refused in the editor, and the file is unchanged', async (ctx) => {
  const before = read(ctx.root, 'content/pricing.yaml');
  const { page } = await editor(ctx, 'pricing');
  const price = page.getByLabel('Price', { exact: true }).first();
  await typeOver(page, price, '1650');
  // The preview says what the build would say.
  await page
    .frameLocator('iframe')
    .first()
    .getByRole('alert')
    .getByText(/price: expected a price like \$1,650, got '1650'/)
    .waitFor();
  await publish(page);
  // One sentence, as written: Decap's own words and capitals are gone.
  const error = page.getByText(/^Price must be written like/).first();
  await error.waitFor();
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, after the CSS (Decap set it in capitals)
  assert.match(await error.innerText(), /^Price must be written like \$1,650: [^.]*'Custom'\.$/);
  assert.is(read(ctx.root, 'content/pricing.yaml'), before, 'nothing was saved');
  await page.close();
});

run("a second popular tier in a tab is refused when publishing, in the build's words, and the file is unchanged", async (ctx) => {
  const before = read(ctx.root, 'content/pricing.yaml');
  const { tab, id, other, switchOf } = tabOfTwo(pricingNow(ctx.root));
  const { page } = await editor(ctx, 'pricing');
  await popularSwitches(page).nth(switchOf(other)).click();
  await publish(page);
  const refusal = page.getByText(/^Not saved: /).first();
  await refusal.waitFor();
  assert.match(
    (await refusal.textContent()) ?? '',
    new RegExp(`tab ${id} \\(the ${ordinal(tab + 1)}\\) › tiers: expected exactly one popular tier, found 2`),
  );
  assert.is(read(ctx.root, 'content/pricing.yaml'), before, 'nothing was saved');
  await page.close();
});

run('a popular switch turned off is saved as false, and the site builds with it', async (ctx) => {
  const { tab, popular, other, otherName, switchOf } = tabOfTwo(pricingNow(ctx.root));
  const { page } = await editor(ctx, 'pricing');
  await popularSwitches(page).nth(switchOf(popular)).click();
  await popularSwitches(page).nth(switchOf(other)).click();
  const from = ctx.cms.output.length;
  await publish(page);
  await pollUntil(() => {
    const tiers = pricingNow(ctx.root)?.tabs?.[tab]?.tiers;
    return tiers?.[popular]?.popular === false && tiers?.[other]?.popular === true;
  }, 'the switches to be saved');
  // The page's HTML fetched until the rebuild is served (a tab would reload itself meanwhile).
  await pollUntil(async () => {
    const { document } = parseHTML(await (await fetch(`${ctx.base}/pricing`)).text());
    return [...document.querySelectorAll('[data-popular="true"]')].some((tier) => tier.textContent?.includes(otherName));
  }, `/pricing to show ${otherName} as the popular tier`);
  assert.not.match(ctx.cms.output.slice(from), /content\/pricing\.yaml line/, 'the build took the file');
  await page.close();
});

run('the badge moved from one member to another saves: the field emptied is left out of the file, and the site builds', async (ctx) => {
  // Polled while decap-server writes the file, which it empties first: a read may find nothing yet.
  const members = () => (parse(read(ctx.root, 'content/team.yaml')) as typeof content.team | null)?.members ?? [];
  const from = members().findIndex((m) => m.badge !== undefined);
  const to = from === 0 ? 1 : 0;
  const badge = itemAt(members(), from, 'member').badge!;
  const { page } = await editor(ctx, 'team');
  await page
    .locator('[aria-label="list field"]')
    .filter({ has: page.locator('label', { hasText: /^Members$/ }) })
    .getByRole('button', { name: 'Expand' })
    .first()
    .click();
  const badges = page.getByLabel('Badge (optional)', { exact: true });
  await typeOver(page, badges.nth(from), '');
  await page.keyboard.press('Delete');
  await typeOver(page, badges.nth(to), badge);
  const at = ctx.cms.output.length;
  await publish(page);
  await pollUntil(() => members()?.[to]?.badge === badge, 'the badge to move');
  assert.not.ok('badge' in itemAt(members(), from, 'member'), 'no empty badge is written');
  await page.getByText('Entry saved').first().waitFor();
  assert.not.match(ctx.cms.output.slice(at), /content\/team\.yaml line/, 'the build took the file');
  await page.close();
});

run("a new team member with a photo uploaded under a phone's file name appears on /team, the photo under a clean name", async (ctx) => {
  const upload = path.join(tempDir('cms-upload-').path, 'IMG_1234.JPG');
  copyFileSync(path.join(ctx.root, content.team.familyPhoto.image.file), upload);
  const { page } = await editor(ctx, 'team');
  await addToList(page, /add member/i, 'Slug');
  const field = (label: string) => page.getByLabel(label, { exact: true }).last();
  await typeOver(page, field('Slug'), 'alex-moreau');
  await typeOver(page, field('Name'), 'Alex Moreau');
  await typeOver(page, field('Role'), 'Lighting Technician');
  await typeOver(page, field('Bio'), 'Alex rigs and runs our lights, from candlelit dinners to full stage shows.');
  await uploadToLastImageField(page, upload);
  await publish(page);
  await pollUntil(() => read(ctx.root, 'content/team.yaml').includes('alex-moreau'), 'the member to be saved');
  const member = (parse(read(ctx.root, 'content/team.yaml')) as { members: { slug: string; image?: string }[] }).members.find(
    (m) => m.slug === 'alex-moreau',
  );
  // The editor saves it under the clean name the build publishes it by.
  assert.is(member?.image, 'team/img-1234.jpg', "the photo is in its field's folder, under a clean name");
  // decap-server writes the entry before the photos saved with it.
  const photo = path.join(ctx.root, 'assets/photos', member!.image!);
  await pollUntil(() => (statSync(photo, { throwIfNoEntry: false })?.size ?? 0) > 0, 'the upload to be in assets/photos/team/');
  await pollUntil(async () => {
    const html = await (await fetch(`${ctx.base}/team`)).text();
    return html.includes('Alex Moreau') && /\/assets\/img\/img-1234-[0-9a-f]{8}-\d+\./.test(html);
  }, 'the member and the photo on /team');
  await page.close();
});

run(
  "the site settings' preview shows the brand set as text (the build draws it as outlines) and draws the photos other entries name, without a 404",
  async (ctx) => {
    const failed: string[] = [];
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`)));
    await logIn(page, ctx.base, 'site');
    const preview = page.frameLocator('iframe').first();
    const wordmark = preview.locator('.site-header .wordmark');
    await wordmark.waitFor();
    assert.is(((await wordmark.textContent()) ?? '').replace(/\s+/g, ' ').trim(), content.site.brand);
    for (const file of [content.home.hero.video.poster.file, content.home.banner.image.file]) {
      const { width } = await sharp(path.join(ctx.root, file)).metadata();
      await pollUntil(
        () => preview.locator('img').evaluateAll((imgs, w) => imgs.some((img) => (img as HTMLImageElement).naturalWidth === w), width),
        `${file} (${width} px wide) drawn in the preview`,
      );
    }
    assert.equal(failed, []);
    await page.close();
  },
);

run(
  "a team photo too short for the card's crop gets the build's warning beside its field, under its clean name and its format's extension",
  async (ctx) => {
    // A phone photo: 3:2 landscape, shown as a 4:5 card, exported as PNG under a JPEG's name.
    const folder = tempDir('cms-upload-').path;
    const upload = path.join(folder, 'My Photo (1).jpeg');
    const phonePhoto = sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6b4f3a' } });
    await phonePhoto.clone().png().toFile(upload);
    // And an animation under a photo's name, which the build would refuse: it is refused as it is picked.
    const animation = path.join(folder, 'Party.jpg');
    await phonePhoto.clone().resize(300).gif().toFile(animation);
    const { page } = await editor(ctx, 'team');
    await addToList(page, /add member/i, 'Slug');
    await page
      .getByRole('button', { name: /choose an image/i })
      .last()
      .click();
    const refusal = page.waitForEvent('dialog').then(async (dialog) => {
      await dialog.dismiss();
      return dialog.message();
    });
    await page.locator('input[type="file"]').setInputFiles(animation);
    const NOT_TAKEN = 'not a photo the build takes (JPEG, PNG, WebP and AVIF): export it as one of them';
    assert.is(await refusal, `Not uploaded: party.jpg: its content is GIF, ${NOT_TAKEN}.`);
    await page.locator('input[type="file"]').setInputFiles(upload);
    // The media library lists the photo taken, and not the one refused before it.
    await page.getByText('my-photo-1.png', { exact: true }).waitFor();
    assert.is(await page.getByText(/^party/).count(), 0, 'the refused file is not in the media library');
    await page.getByRole('button', { name: /choose selected/i }).click();
    const note = page.getByRole('note').filter({ hasText: 'team/my-photo-1.png is 3000×2000' });
    await note.waitFor();
    assert.match((await note.textContent()) ?? '', /^The build will warn: .* shown cropped to \d+:\d+ .*crop the photo to about/);
    // Beside the field: in the same control as the photo's buttons.
    const field = page.locator('[aria-label="image field"]').filter({ has: note });
    await field.getByRole('button', { name: /choose different image/i }).waitFor();
    await page.close();
  },
);

run(
  "a photo the editor's backend refuses, uploaded from the media library, gets a notice above the library that a screen reader hears too",
  async (ctx) => {
    // A JPEG's first 300 bytes: they name the format, so the check as it is picked lets it through,
    // and the backend, reading the photo as the build does, refuses it.
    const damaged = path.join(tempDir('cms-upload-').path, 'damaged.jpg');
    writeFileSync(damaged, readFileSync(path.join(ctx.root, content.team.familyPhoto.image.file)).subarray(0, 300));
    const { page } = await editor(ctx);
    await page.getByRole('button', { name: 'Media' }).click();
    await page.locator('input[type="file"]').setInputFiles(damaged);
    // Decap's notice is in the page the open library hides from screen readers: only the one said again outside it is found.
    await page
      .getByRole('alert')
      .filter({ hasText: /Refused the photo ".*damaged\.jpg": not a readable image/ })
      .waitFor();
    const notice = page.locator('.Toastify__toast').filter({ hasText: 'not a readable image' });
    await pollUntil(
      () =>
        notice.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      'the notice drawn above the media library',
    );
    assert.not.ok(existsSync(path.join(ctx.root, 'assets/photos/damaged.jpg')), 'nothing saved');
    await page.close();
  },
);

run('over plain http on a name other than localhost, /admin/ says the editor needs HTTPS or localhost', async (ctx) => {
  const page = await ctx.browser.newPage();
  // The same server under another name: the browser treats the page as not secure.
  await page.route('http://editor.invalid/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/__dev/')) return route.abort();
    await route.fulfill({ response: await route.fetch({ url: `${ctx.base}${url.pathname}${url.search}` }) });
  });
  await page.goto('http://editor.invalid/admin/');
  const alert = page.getByRole('alert');
  await alert.getByRole('heading', { name: 'The content editor needs HTTPS, or localhost on this computer' }).waitFor();
  assert.match((await alert.textContent()) ?? '', /Open https:\/\/editor\.invalid\/admin\//);
  assert.not.match((await page.locator('body').textContent()) ?? '', /config\.yml/);
  await page.close();
});

run("a YAML typo gets the owner's message: the file, the line and column, and what to fix, without a stack", async (ctx) => {
  const file = path.join(ctx.root, 'content/pricing.yaml');
  const original = readFileSync(file, 'utf8');
  const lines = original.split('\n');
  const at = lines.findIndex((l) => l.startsWith('intro: '));
  lines[at] = `intro: 'An intro whose quote never closes`;
  const from = ctx.cms.output.length;
  writeFileSync(file, lines.join('\n'));
  try {
    await pollUntil(() => ctx.cms.output.slice(from).includes('content/pricing.yaml line'), 'the build to fail');
    const said = ctx.cms.output.slice(from);
    assert.match(said, new RegExp(`content/pricing\\.yaml line ${at + 1}, column 8: a text opens a quote that never closes`));
    assert.not.match(said, /^\s+at /m, 'no stack trace');
  } finally {
    writeFileSync(file, original);
  }
});

run(
  "one price changed and published: diff shows that one line, the owner's comments are kept, and the open /pricing page reloads with it",
  async (ctx) => {
    const before = read(ctx.root, PRICING);
    const price = nextPrice(firstPrice(pricingNow(ctx.root))!);
    const site = await ctx.browser.newPage();
    await site.goto(`${ctx.base}/pricing`);
    assert.not.ok((await site.content()).includes(`>${price}<`), 'the new price is not there yet');
    const { page } = await editor(ctx, 'pricing');
    await typeOver(page, page.getByLabel('Price', { exact: true }).first(), price);
    await publish(page);
    await pollUntil(() => firstPrice(pricingNow(ctx.root)) === price, 'the new price in the file');
    const after = read(ctx.root, PRICING);
    const { out, in: put } = changedLines(before, after);
    assert.is(out.length, 1, `one line taken out:\n${out.join('')}`);
    assert.is(put.length, 1, `one line put in:\n${put.join('')}`);
    assert.match(put[0]!, price);
    for (const comment of ctx.comments) assert.ok(after.includes(comment), `kept: ${comment}`);
    await site.getByText(price, { exact: true }).first().waitFor();
    await page.close();
    await site.close();
  },
);

run('a hand edit made while the entry is open is reported on Publish and not overwritten; reloading, the save keeps both', async (ctx) => {
  const { page } = await editor(ctx, 'pricing');
  await page.getByLabel('Price', { exact: true }).first().waitFor();
  new SourceFile(ctx.root, PRICING).set(['intro'], `${pricingNow(ctx.root).intro} Ask about weekday rates.`).save();
  const handEdited = read(ctx.root, PRICING);
  const price = nextPrice(firstPrice(pricingNow(ctx.root))!);
  await typeOver(page, page.getByLabel('Price', { exact: true }).first(), price);
  await publish(page);
  await page
    .getByText(new RegExp(`${PRICING.replace('.', '\\.')} was changed outside the editor.*reload this page`))
    .first()
    .waitFor();
  assert.is(read(ctx.root, PRICING), handEdited, 'the hand edit is still there, and nothing else was written');
  await page.close();

  // What the message says to do works: reopened, the entry shows the hand edit, and saving keeps it.
  const { page: again } = await editor(ctx, 'pricing');
  await typeOver(again, again.getByLabel('Price', { exact: true }).first(), price);
  await publish(again);
  await pollUntil(() => firstPrice(pricingNow(ctx.root)) === price, 'the new price in the file');
  assert.match(pricingNow(ctx.root).intro, /Ask about weekday rates\.$/);
  await again.close();
});

test.run();

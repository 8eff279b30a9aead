// Links: the link check over the built site (npm run check:links) passes and lists the
// external links, a broken reference in a stylesheet is caught; and instant navigation: same-site
// links are prefetched once on hover, press or focus, never with Save-Data, never off-site.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { browserSuite, open } from '../helpers/browser.ts';
import { itemAt } from '../helpers/lists.ts';
import { site } from '../helpers/loaded-content.ts';
import { ALL_PAGES, builtSiteCopy, ROOT, siteDir, stopServing } from '../helpers/site-under-test.ts';

const check = suite('links: the link check');

const checkLinks = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'checks/internal-links.ts'), dir], { encoding: 'utf8', cwd: ROOT });

check('npm run check:links passes on the built site and lists the external links', async () => {
  const r = checkLinks(await siteDir());
  assert.is(r.status, 0, r.stderr + r.stdout);
  assert.match(r.stdout, /External links \(listed, not fetched\): \d+/);
  for (const social of site.socials) assert.ok(r.stdout.includes(social.href), `lists ${social.href}`);
  assert.match(r.stdout, new RegExp(`Internal references: all \\d+ in ${ALL_PAGES.length} pages resolve`));
});

check('check:links fails on a stylesheet url(), a #fragment and a malformed escape that point nowhere', async () => {
  const scratch = tempDir('elevate-links-');
  try {
    // The whole site, images included: only the planted faults may be reported.
    const dir = await builtSiteCopy(scratch.path);
    const css = readdirSync(path.join(dir, 'assets')).find((f) => f.endsWith('.css'))!;
    writeFileSync(
      path.join(dir, 'assets', css),
      readFileSync(path.join(dir, 'assets', css), 'utf8') + '.x{background:url(/assets/missing.png)}',
    );
    const team = path.join(dir, 'team/index.html');
    writeFileSync(team, readFileSync(team, 'utf8').replace('</main>', '<a href="/services#no-such-id">x</a><a href="/a%zz">y</a></main>'));
    const r = checkLinks(dir);
    assert.is.not(r.status, 0);
    assert.match(r.stderr, /url\(\/assets\/missing\.png\) points to no file/);
    assert.match(r.stderr, /has no element with id "no-such-id"/);
    assert.match(r.stderr, /team\/index\.html: href="\/a%zz" points to no file/);
  } finally {
    scratch.remove();
  }
});

/** The page the prefetch tests start on, and up to three same-site links away from it (header and footer). */
const START = '/team';
const TARGETS = [...new Set([...site.nav, ...site.footer.quickLinks].map((l) => l.href))].filter((href) => href !== START).slice(0, 3);

async function prefetched(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="prefetch"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
}

const test = browserSuite('links: prefetch');
test.after(stopServing);

test('hovering, pressing or focusing a same-site link prefetches it once; external links and the current page are skipped', async (ctx) => {
  const { page } = await open(ctx, START);
  assert.equal(await prefetched(page), []);
  const [first, second, third] = TARGETS;
  assert.ok(first, 'a same-site link to prefetch');
  // null if it failed: a rejection left unhandled by a failed step would crash the runner.
  const firstFetched = page.waitForRequest((r) => new URL(r.url()).pathname === first).catch(() => null);
  const link = (href: string) => page.locator(`a[href="${href}"]`).first();
  await link(first).hover();
  await link(first).hover();
  if (second) await link(second).focus();
  if (third) await link(third).dispatchEvent('pointerdown');
  if (site.nav.some((l) => l.href === START)) await link(START).hover();
  await page.locator(`.site-footer .socials a[href="${itemAt(site.socials, 0, 'social link').href}"]`).hover();
  await page.locator('.skip-link').focus();
  assert.equal(await prefetched(page), TARGETS);
  assert.ok(await firstFetched, `the browser fetched ${first} ahead`);
});

test('with Save-Data nothing is prefetched', async (ctx) => {
  const { page } = await open(ctx, START, {
    before: (p) =>
      p.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })),
  });
  await page.locator(`a[href="${TARGETS[0]}"]`).first().hover();
  assert.equal(await prefetched(page), []);
});

check.run();
test.run();

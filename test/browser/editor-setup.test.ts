// The built editor before it is set up: a copy of the built site whose configuration names the
// placeholder repository the project ships with, served as a host serves it. In Chromium /admin/
// says what is missing, where the guide is and how to edit on this computer, and offers no login
// that cannot work; with the owner's repository it offers the GitHub login.
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PLACEHOLDER_ACCOUNT } from '../../framework/shared/editor-setup.ts';
import { serveWithHeaders } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { HAS_CHROMIUM, launch } from '../helpers/browser.ts';
import { REPO, siteWithLogin } from '../helpers/editor-login.ts';

const test = suite<{ browser: Browser }>('the editor before it is set up for the live site');
const run = HAS_CHROMIUM || process.env.CI ? test : test.skip;

/** /admin/ of a copy of the built site whose editor works on `repo`, in a new page; the page, and the end of it all. */
async function editorOn(browser: Browser, repo: string) {
  const dir = tempDir('editor-setup-');
  const server = await serveWithHeaders(await siteWithLogin(dir.path, { repo }));
  const page = await browser.newPage();
  // The editor's bundle is megabytes, which the preview server compresses on the fly.
  await page.goto(`${server.origin}/admin/`, { waitUntil: 'commit' });
  const close = async () => {
    await page.close();
    await server.close();
    dir.remove();
  };
  return { page, close };
}

if (HAS_CHROMIUM || process.env.CI) {
  test.before(async (ctx) => {
    ctx.browser = await launch();
  });
  test.after(async (ctx) => {
    await ctx.browser?.close();
  });
}

run(
  'with the placeholder repository, /admin/ says what to set, where the guide is and how to edit on this computer, and offers no login',
  async (ctx) => {
    const placeholder = `${PLACEHOLDER_ACCOUNT}/elevate-events-site`;
    const { page, close } = await editorOn(ctx.browser, placeholder);
    try {
      const notice = page.getByRole('alert');
      await notice.getByRole('heading', { name: 'The content editor is not set up for this site yet' }).waitFor({ timeout: 120_000 });
      const text = (await notice.textContent()) ?? '';
      assert.match(text, new RegExp(`In admin/backend\\.yml, repo is still the placeholder ${placeholder}`));
      assert.match(text, /set repo to the site’s GitHub repository \(account\/name\)/);
      assert.match(text, /docs\/content-guide\.md in the site’s repository, section “On the live site”/);
      assert.match(text, /run npm run cms in the project folder/);
      assert.is(await page.getByRole('button', { name: /login/i }).count(), 0, 'no login button');
    } finally {
      await close();
    }
  },
);

run("with the owner's repository, /admin/ offers the GitHub login", async (ctx) => {
  const { page, close } = await editorOn(ctx.browser, REPO);
  try {
    await page.getByRole('button', { name: /login with github/i }).waitFor({ timeout: 120_000 });
    assert.is(await page.getByRole('alert').count(), 0, 'no notice');
  } finally {
    await close();
  }
});

test.run();

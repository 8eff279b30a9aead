// The built editor before it is set up: a copy of the built site whose configuration names the
// placeholder repository the project ships with, served as a host serves it. In Chromium /admin/
// says what is missing, where the guide is and how to edit on this computer, and offers no login
// that cannot work. With the owner's repository it offers the GitHub login: github-login.test.ts logs in with it.
import * as assert from 'uvu/assert';
import { PLACEHOLDER_ACCOUNT } from '../../framework/shared/editor-setup.ts';
import { serveWithHeaders } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { browserSuite } from '../helpers/browser.ts';
import { siteWithLogin } from '../helpers/editor-login.ts';

const test = browserSuite('the editor before it is set up for the live site');

test('with the placeholder repository, /admin/ says what to set, where the guide is and how to edit on this computer, and offers no login', async (ctx) => {
  const placeholder = `${PLACEHOLDER_ACCOUNT}/elevate-events-site`;
  const dir = tempDir('editor-setup-');
  const server = await serveWithHeaders(await siteWithLogin(dir.path, { repo: placeholder }));
  const page = await ctx.browser.newPage();
  try {
    // The editor's bundle is megabytes, which the preview server compresses on the fly.
    await page.goto(`${server.origin}/admin/`, { waitUntil: 'commit' });
    const notice = page.getByRole('alert');
    await notice.getByRole('heading', { name: 'The content editor is not set up for this site yet' }).waitFor({ timeout: 120_000 });
    const text = (await notice.textContent()) ?? '';
    assert.match(text, new RegExp(`In admin/backend\\.yml, repo is still the placeholder ${placeholder}`));
    assert.match(text, /set repo to the site’s GitHub repository \(account\/name\)/);
    assert.match(text, /docs\/content-guide\.md in the site’s repository, section “On the live site”/);
    assert.match(text, /run npm run cms in the project folder/);
    assert.is(await page.getByRole('button', { name: /login/i }).count(), 0, 'no login button');
  } finally {
    await page.close();
    await server.close();
    dir.remove();
  }
});

test.run();

// The real editor's GitHub login in Chromium: a copy of the built site whose /admin/ logs in
// through the login under test (the configuration's github backend, its base_url and
// auth_endpoint), and the owner's clicks: Login with GitHub, then whatever the login window does
// on its own, until the editor holds a user or gives up.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse, stringify } from 'yaml';
import { gitHubApi, type StandInGitHub } from './github-stand-in.ts';
import { builtSiteCopy } from './site-under-test.ts';

/** The repository the copies' editor works on (the stand-in API grants push access to it). */
export const REPO = 'the-owner/elevate-events-site';

/** Copies the test build into `dir`/dist, its editor's github backend on REPO with `backend`'s settings; returns the copy. */
export async function siteWithLogin(dir: string, backend: Record<string, string>): Promise<string> {
  const site = await builtSiteCopy(dir);
  const file = path.join(site, 'admin/config.yml');
  const config = parse(readFileSync(file, 'utf8'));
  // No local backend: the editor would use `npm run cms`'s on this machine if one ran.
  delete config.local_backend;
  config.backend = { ...config.backend, name: 'github', repo: REPO, branch: 'main', ...backend };
  writeFileSync(file, stringify(config));
  return site;
}

export interface EditorLogin {
  /** The token the editor keeps for its user (localStorage), if it took one. */
  token: string | undefined;
  /** The Authorization headers of its calls to GitHub's API. */
  apiAuthorizations: string[];
  /** What the login window said when the editor did not log in. */
  loginWindowText: string;
  /** Every response the editor and its login window got: address, status, headers and body. */
  responses: { url: string; status: number; headers: string; body: string }[];
  page: Page;
}

/** Opens `adminUrl` in a new context, presses Login with GitHub and waits up to a minute for the editor to hold a user. */
export async function logInThroughEditor(browser: Browser, adminUrl: string, gitHub: StandInGitHub): Promise<EditorLogin> {
  const context = await browser.newContext();
  const apiAuthorizations: string[] = [];
  await context.route('https://api.github.com/**', gitHubApi(gitHub.token, REPO, apiAuthorizations));
  const responses: EditorLogin['responses'] = [];
  const reading: Promise<unknown>[] = [];
  // A window that closes itself may take its last response's body with it: what is read is kept.
  context.on('response', (response) => {
    const keep = (body: string) =>
      responses.push({ url: response.url(), status: response.status(), headers: JSON.stringify(response.headers()), body });
    reading.push(response.text().then(keep, () => keep('')));
  });
  const page = await context.newPage();
  // The editor's bundle is megabytes, which the preview server compresses on the fly: on a busy
  // machine its load takes longer than Playwright's default wait.
  await page.goto(adminUrl, { waitUntil: 'commit' });
  const login = page.getByRole('button', { name: /login with github/i });
  await login.waitFor({ timeout: 120_000 });
  const opened = page.waitForEvent('popup');
  await login.click();
  const loginWindow = await opened;
  const stored = () => page.evaluate(() => localStorage.getItem('decap-cms-user'));
  const deadline = Date.now() + 60_000;
  while (!(await stored()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const user = await stored();
  const loginWindowText = loginWindow.isClosed()
    ? '(closed)'
    : await loginWindow.evaluate(() => document.body.textContent ?? '').catch((error: Error) => `(unreadable: ${error.message})`);
  await Promise.all(reading);
  return { token: user ? JSON.parse(user).token : undefined, apiAuthorizations, loginWindowText, responses, page };
}

// The editor's GitHub login as a standalone Worker (workers/github-login/, for GitHub Pages and the
// Docker image): `wrangler dev` on its own wrangler.toml, offline, with a stand-in for GitHub on
// this machine; the site is a copy of the built site on the preview server, another origin, whose
// /admin/ logs in through the Worker. Over HTTP: the redirect and its state cookie, a wrong state,
// the hand-over page for SITE_ORIGINS only. In Chromium: the real editor logs in; a page on an
// origin that is not the site's opens the same login, plays the editor's part of the handshake,
// and gets no token. Nothing leaks.
import { copyFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort, type HeaderServer, serveWithHeaders } from '../../tools/harness/static-server.ts';
import { HAS_CHROMIUM, launch } from '../helpers/browser.ts';
import { logInThroughEditor, siteWithLogin } from '../helpers/editor-login.ts';
import { type StandInGitHub, standInGitHub } from '../helpers/github-stand-in.ts';
import {
  approve,
  checkHandoverPage,
  checkNothingLeaked,
  checkProblemPage,
  checkRedirectToGitHub,
  type LoginRequests,
  loginRequests,
  startLogin,
} from '../helpers/login-http.ts';
import { ROOT } from '../helpers/shared-build.ts';
import { type NetworkTrap, networkTrap, startWrangler, type Wrangler, writeDevVars } from '../helpers/wrangler.ts';

interface Context {
  gitHub: StandInGitHub;
  trap: NetworkTrap;
  site: HeaderServer;
  wrangler: Wrangler;
  requests: LoginRequests;
  browser?: Browser;
}

const WORKER = path.join(ROOT, 'workers/github-login');

const test = suite<Context>('GitHub login: the standalone Worker in workerd');

test.before(async (ctx) => {
  [ctx.gitHub, ctx.trap] = await Promise.all([standInGitHub(), networkTrap()]);
  const port = await freePort();
  ctx.wrangler = await startWrangler(['dev'], port, ctx.trap, async (dir) => {
    // The site, on another origin, its editor logging in through the Worker.
    ctx.site = await serveWithHeaders(await siteWithLogin(dir, { base_url: `http://127.0.0.1:${port}`, auth_endpoint: 'auth' }));
    // The Worker's own wrangler.toml, beside its entry.
    copyFileSync(path.join(WORKER, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
    symlinkSync(path.join(WORKER, 'worker.ts'), path.join(dir, 'worker.ts'));
    writeDevVars(dir, {
      GITHUB_CLIENT_ID: ctx.gitHub.clientId,
      GITHUB_CLIENT_SECRET: ctx.gitHub.clientSecret,
      GITHUB_OAUTH_ORIGIN: ctx.gitHub.origin,
      SITE_ORIGINS: ctx.site.origin,
    });
  });
  ctx.requests = loginRequests();
});

test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.site?.close();
  await ctx.wrangler?.stop();
  await Promise.all([ctx.gitHub?.close(), ctx.trap?.close()]);
});

const authUrl = (ctx: Context) => `${ctx.wrangler.origin}/auth?provider=github&site_id=127.0.0.1&scope=repo`;

test('/auth sends the login window to GitHub with a fresh state kept in a cookie for minutes; other paths are not found', async (ctx) => {
  checkRedirectToGitHub(await ctx.requests.get(authUrl(ctx)), {
    gitHubOrigin: ctx.gitHub.origin,
    clientId: ctx.gitHub.clientId,
    callback: `${ctx.wrangler.origin}/callback`,
  });
  const other = await ctx.requests.get(`${ctx.wrangler.origin}/`);
  assert.is(other.status, 404);
  assert.match(other.body, '/auth and /callback');
});

test("a callback whose state is not the cookie's gets a clear page and no token", async (ctx) => {
  const login = await startLogin(ctx.requests, authUrl(ctx));
  const callback = await approve(ctx.requests, login);
  const exchanges = ctx.gitHub.exchanges.length;
  callback.searchParams.set('state', 'a-state-of-another-login-a-state-of-another-login');
  checkProblemPage(await ctx.requests.get(callback.toString(), login.cookie), 400, 'not started by this browser');
  assert.is(ctx.gitHub.exchanges.length, exchanges, 'no code was traded for a token');
});

test("the right state: the hand-over page holds the token for the site's origin only (SITE_ORIGINS), not the Worker's", async (ctx) => {
  const login = await startLogin(ctx.requests, authUrl(ctx));
  const callback = await approve(ctx.requests, login);
  await checkHandoverPage(await ctx.requests.get(callback.toString(), login.cookie), {
    token: ctx.gitHub.token,
    origins: [ctx.site.origin],
  });
});

const withChromium = HAS_CHROMIUM || process.env.CI ? test : test.skip;

withChromium('in Chromium, the real editor on the site logs in through the Worker and holds the token', async (ctx) => {
  ctx.browser = await launch();
  const login = await logInThroughEditor(ctx.browser, `${ctx.site.origin}/admin/`, ctx.gitHub);
  assert.is(login.token, ctx.gitHub.token, `the editor holds no token; the login window said: ${login.loginWindowText}`);
  assert.ok(login.apiAuthorizations.includes(`token ${ctx.gitHub.token}`), 'the editor calls GitHub with the token');
  ctx.requests.seen.push(...login.responses.map((r) => `${r.url}\n${r.headers}\n\n${r.body}`));
  await login.page.context().close();
});

withChromium('a page on another origin that opens the login and plays the editor’s part gets no token', async (ctx) => {
  ctx.browser ??= await launch();
  const context = await ctx.browser.newContext();
  const page = await context.newPage();
  await page.goto(ctx.gitHub.foreignOpenerUrl);
  const opened = page.waitForEvent('popup');
  await page.evaluate((url) => (window as unknown as { openLogin(url: string): void }).openLogin(url), authUrl(ctx));
  const loginWindow = await opened;
  await loginWindow.waitForURL((url) => url.pathname === '/callback', { timeout: 60_000 });
  await loginWindow.locator('#status').waitFor();
  // The hand-over page is up and waiting; the page knocks as the editor would, several times.
  for (let i = 0; i < 5; i++) {
    await page.evaluate(() => (window as unknown as { knock(): void }).knock());
    await page.waitForTimeout(200);
  }
  const received = await page.evaluate(() => (window as unknown as { received: string[] }).received);
  assert.equal(
    received.filter((message) => message.includes(ctx.gitHub.token) || message.startsWith('authorization:')),
    [],
  );
  assert.not.ok(loginWindow.isClosed(), 'the login window stays open, with its message');
  await context.close();
});

test('nothing leaks: the client secret is in no response, the token in no output or log of Wrangler, and Wrangler sent nothing out', (ctx) => {
  checkNothingLeaked(ctx.requests.seen, ctx.wrangler, { secret: ctx.gitHub.clientSecret, token: ctx.gitHub.token }, ctx.trap.attempts);
});

test.run();

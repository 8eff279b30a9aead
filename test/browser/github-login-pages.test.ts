// The editor's GitHub login on Cloudflare Pages: the Pages Functions of functions/api/ run in
// workerd (`wrangler pages dev` with the project's wrangler.toml, offline), in front of a copy of
// the built site whose /admin/ logs in through them, with a stand-in for GitHub on this machine
// (GITHUB_OAUTH_ORIGIN). Over HTTP: the redirect to GitHub and its state cookie, the callback
// with a wrong, missing or right state, GitHub's refusals. In Chromium: the real editor's Login
// button, its login window through /api/auth, GitHub and /api/callback, and the editor holding
// the token. And nothing leaks: no secret in a response, no token in Wrangler's output or logs,
// no request from Wrangler to the network.
import { copyFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../tools/harness/static-server.ts';
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
  wrangler: Wrangler;
  requests: LoginRequests;
  browser?: Browser;
}

const test = suite<Context>('GitHub login: Cloudflare Pages Functions in workerd');

test.before(async (ctx) => {
  [ctx.gitHub, ctx.trap] = await Promise.all([standInGitHub(), networkTrap()]);
  const port = await freePort();
  // The Pages project as Cloudflare builds it: the project's wrangler.toml, its functions/ and
  // the built site in the output folder that file names.
  ctx.wrangler = await startWrangler(['pages', 'dev'], port, ctx.trap, async (dir) => {
    copyFileSync(path.join(ROOT, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
    symlinkSync(path.join(ROOT, 'functions'), path.join(dir, 'functions'));
    await siteWithLogin(dir, { base_url: `http://127.0.0.1:${port}`, auth_endpoint: 'api/auth' });
    writeDevVars(dir, {
      GITHUB_CLIENT_ID: ctx.gitHub.clientId,
      GITHUB_CLIENT_SECRET: ctx.gitHub.clientSecret,
      GITHUB_OAUTH_ORIGIN: ctx.gitHub.origin,
    });
  });
  ctx.requests = loginRequests();
});

test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.wrangler?.stop();
  await Promise.all([ctx.gitHub?.close(), ctx.trap?.close()]);
});

const authUrl = (ctx: Context) => `${ctx.wrangler.origin}/api/auth?provider=github&site_id=127.0.0.1&scope=repo`;

test('/api/auth sends the login window to GitHub with the client id, scope=repo and a fresh state kept in a cookie for minutes', async (ctx) => {
  const state = checkRedirectToGitHub(await ctx.requests.get(authUrl(ctx)), {
    gitHubOrigin: ctx.gitHub.origin,
    clientId: ctx.gitHub.clientId,
    callback: `${ctx.wrangler.origin}/api/callback`,
  });
  const again = await startLogin(ctx.requests, authUrl(ctx));
  assert.is.not(again.state, state, 'each login gets its own state');
});

test("a callback whose state is not the cookie's, or without the cookie, gets a clear page and no token, and GitHub is never asked", async (ctx) => {
  const login = await startLogin(ctx.requests, authUrl(ctx));
  const callback = await approve(ctx.requests, login);
  const exchanges = ctx.gitHub.exchanges.length;
  const forged = new URL(callback);
  forged.searchParams.set('state', `${login.state}x`);
  checkProblemPage(await ctx.requests.get(forged.toString(), login.cookie), 400, 'not started by this browser');
  checkProblemPage(await ctx.requests.get(callback.toString()), 400, 'not started in this browser');
  assert.is(ctx.gitHub.exchanges.length, exchanges, 'no code was traded for a token');
});

test('the right state: the code is traded with a POST that asks for JSON, and the hand-over page, under a policy of its own, holds the token for this origin only', async (ctx) => {
  const login = await startLogin(ctx.requests, authUrl(ctx));
  const callback = await approve(ctx.requests, login);
  const answer = await ctx.requests.get(callback.toString(), login.cookie);
  await checkHandoverPage(answer, { token: ctx.gitHub.token, origins: [ctx.wrangler.origin] });
  const exchange = ctx.gitHub.exchanges.at(-1)!;
  assert.match(exchange.accept, 'application/json');
  assert.is(exchange.form.get('client_id'), ctx.gitHub.clientId);
  assert.is(exchange.form.get('client_secret'), ctx.gitHub.clientSecret);
  assert.is(exchange.form.get('code'), callback.searchParams.get('code'));
  // The site's own headers (dist/_headers) are the static files', not this page's: the site's
  // Cross-Origin-Opener-Policy would cut the window off from the editor that opened it.
  assert.is(answer.headers.get('Cross-Origin-Opener-Policy'), null);
});

test("GitHub's refusals (the owner said no; a code it does not know) get a clear page and no token", async (ctx) => {
  const denied = await startLogin(ctx.requests, authUrl(ctx));
  const refusal = new URL(`${ctx.wrangler.origin}/api/callback`);
  refusal.search = new URLSearchParams({
    error: 'access_denied',
    error_description: 'The user has denied your application access.',
    state: denied.state,
  }).toString();
  checkProblemPage(await ctx.requests.get(refusal.toString(), denied.cookie), 403, 'The user has denied your application access.');

  const login = await startLogin(ctx.requests, authUrl(ctx));
  const callback = await approve(ctx.requests, login);
  callback.searchParams.set('code', 'a-code-github-never-gave');
  const unknown = await ctx.requests.get(callback.toString(), login.cookie);
  checkProblemPage(unknown, 502, 'bad_verification_code');
  assert.match(unknown.body, 'press Login again');
});

(HAS_CHROMIUM || process.env.CI ? test : test.skip)(
  'in Chromium, the real editor logs in: its login window goes through /api/auth, GitHub and /api/callback, and the editor holds the token',
  async (ctx) => {
    ctx.browser = await launch();
    const login = await logInThroughEditor(ctx.browser, `${ctx.wrangler.origin}/admin/`, ctx.gitHub);
    assert.is(login.token, ctx.gitHub.token, `the editor holds no token; the login window said: ${login.loginWindowText}`);
    assert.ok(login.apiAuthorizations.includes(`token ${ctx.gitHub.token}`), 'the editor calls GitHub with the token');
    const carriers = login.responses.filter((r) => r.body.includes(ctx.gitHub.token)).map((r) => new URL(r.url).pathname);
    assert.equal(
      carriers.filter((p) => p !== '/api/callback'),
      [],
      'no response but the hand-over page carries the token',
    );
    ctx.requests.seen.push(...login.responses.map((r) => `${r.url}\n${r.headers}\n\n${r.body}`));
  },
);

test('nothing leaks: the client secret is in no response, the token in no output or log of Wrangler, and Wrangler sent nothing out', (ctx) => {
  checkNothingLeaked(ctx.requests.seen, ctx.wrangler, { secret: ctx.gitHub.clientSecret, token: ctx.gitHub.token }, ctx.trap.attempts);
});

test.run();

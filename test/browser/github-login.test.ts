// The editor's GitHub login in workerd, offline, with a stand-in for GitHub (GITHUB_OAUTH_ORIGIN),
// in each of its deployments (HOSTS): the Pages Functions of functions/api/ in front of a copy of
// the built site, and the standalone Worker of workers/github-login/, the site on another origin.
// Over HTTP the redirect, the state cookie, the callback and GitHub's refusals; in Chromium the real
// editor's login, and a foreign page that plays the editor's part; and no secret or token leaks.
// On Cloudflare Pages, the site's own files get the headers its dist/_headers gives them.
import { copyFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort, type LocalServer, serveWithHeaders } from '../../tools/harness/static-server.ts';
import { EXCHANGE_TIMEOUT_SECONDS } from '../../workers/github-login/github.ts';
import { HAS_CHROMIUM, releaseBrowser, sharedBrowser } from '../helpers/browser.ts';
import { logInThroughEditor, siteWithLogin } from '../helpers/editor-login.ts';
import { BROKEN_CODES, type StandInGitHub, standInGitHub } from '../helpers/github-stand-in.ts';
import { type HostAnswer, headerProblems } from '../helpers/host-header-checks.ts';
import {
  approve,
  checkHandoverPage,
  checkProblemPage,
  checkRedirectToGitHub,
  type LoginRequests,
  loginRequests,
  requestLogin,
} from '../helpers/login-http.ts';
import { get } from '../helpers/served-answers.ts';
import { ROOT } from '../helpers/shared-build.ts';
import { buildOnce } from '../helpers/site-under-test.ts';
import { type NetworkTrap, networkTrap, startWrangler, type Wrangler, writeDevVars } from '../helpers/wrangler.ts';

interface Context {
  gitHub: StandInGitHub;
  trap: NetworkTrap;
  wrangler: Wrangler;
  /** The Worker's site, on an origin of its own. */
  site?: LocalServer;
  /** Where the editor is, and the only origin the token may go to. */
  siteOrigin: string;
  requests: LoginRequests;
  browser?: Browser;
}

interface Host {
  name: string;
  /** Wrangler's command. */
  command: string[];
  /** The editor's auth_endpoint, and the callback beside it. */
  auth: string;
  callback: string;
  /** What an unknown path's answer says, on a host with no site of its own. */
  notFound?: string;
  /** It serves the site too, with the headers of its dist/_headers. */
  servesSite?: true;
  /** Lays out in `dir` what Wrangler runs and the site, whose editor logs in at `backend`; returns the variables beside GitHub's. */
  prepare(ctx: Context, dir: string, backend: { base_url: string; auth_endpoint: string }): Promise<Record<string, string>>;
}

const WORKER = path.join(ROOT, 'workers/github-login');

const HOSTS: Host[] = [
  {
    name: 'Cloudflare Pages Functions',
    command: ['pages', 'dev'],
    auth: 'api/auth',
    callback: '/api/callback',
    servesSite: true,
    // The Pages project as Cloudflare builds it: the project's wrangler.toml, its functions/ and
    // the built site in the output folder that file names. The site is the login's own origin.
    async prepare(ctx, dir, backend) {
      copyFileSync(path.join(ROOT, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
      symlinkSync(path.join(ROOT, 'functions'), path.join(dir, 'functions'));
      await siteWithLogin(dir, backend);
      ctx.siteOrigin = backend.base_url;
      return {};
    },
  },
  {
    name: 'the standalone Worker',
    command: ['dev'],
    auth: 'auth',
    callback: '/callback',
    notFound: '/auth and /callback',
    // The Worker's own wrangler.toml, beside its entry; the site on another origin, its editor
    // logging in through the Worker, which hands the token to SITE_ORIGINS only.
    async prepare(ctx, dir, backend) {
      ctx.site = await serveWithHeaders(await siteWithLogin(dir, backend));
      ctx.siteOrigin = ctx.site.origin;
      copyFileSync(path.join(WORKER, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
      symlinkSync(path.join(WORKER, 'worker.ts'), path.join(dir, 'worker.ts'));
      return { SITE_ORIGINS: ctx.site.origin };
    },
  },
];

const withChromium = HAS_CHROMIUM || process.env.CI;

for (const host of HOSTS) {
  const test = suite<Context>(`GitHub login: ${host.name} in workerd`);
  const authUrl = (ctx: Context) => `${ctx.wrangler.origin}/${host.auth}?provider=github&site_id=127.0.0.1&scope=repo`;

  test.before(async (ctx) => {
    [ctx.gitHub, ctx.trap] = await Promise.all([standInGitHub(), networkTrap()]);
    const port = await freePort();
    ctx.wrangler = await startWrangler(host.command, port, ctx.trap, async (dir) => {
      const variables = await host.prepare(ctx, dir, { base_url: `http://127.0.0.1:${port}`, auth_endpoint: host.auth });
      writeDevVars(dir, {
        GITHUB_CLIENT_ID: ctx.gitHub.clientId,
        GITHUB_CLIENT_SECRET: ctx.gitHub.clientSecret,
        GITHUB_OAUTH_ORIGIN: ctx.gitHub.origin,
        ...variables,
      });
    });
    ctx.requests = loginRequests();
  });

  test.after(async (ctx) => {
    await releaseBrowser(ctx.browser);
    await ctx.site?.close();
    await ctx.wrangler?.stop();
    await Promise.all([ctx.gitHub?.close(), ctx.trap?.close()]);
  });

  test(`/${host.auth} sends the login window to GitHub with the client id, scope=repo and a fresh state kept in a cookie for minutes; a method but GET gets 405 on both steps`, async (ctx) => {
    const state = checkRedirectToGitHub(await ctx.requests.get(authUrl(ctx)), {
      gitHubOrigin: ctx.gitHub.origin,
      clientId: ctx.gitHub.clientId,
      callback: `${ctx.wrangler.origin}${host.callback}`,
    });
    const again = await requestLogin(ctx.requests, authUrl(ctx));
    assert.is.not(again.state, state, 'each login gets its own state');
    for (const method of ['POST', 'HEAD'])
      for (const url of [authUrl(ctx), `${ctx.wrangler.origin}${host.callback}`]) {
        const answer = await fetch(url, { method, redirect: 'manual' });
        assert.is(answer.status, 405, `${method} ${url}`);
        assert.is(answer.headers.get('Allow'), 'GET');
        assert.is(answer.headers.get('Set-Cookie'), null);
      }
    if (host.notFound) {
      const other = await ctx.requests.get(`${ctx.wrangler.origin}/`);
      assert.is(other.status, 404, 'nothing but the login is answered');
      assert.match(other.body, host.notFound);
    }
  });

  test("a callback whose state is not the cookie's, or without the cookie, gets a clear page and no token, and GitHub is never asked", async (ctx) => {
    const login = await requestLogin(ctx.requests, authUrl(ctx));
    const callback = await approve(ctx.requests, login);
    const exchanges = ctx.gitHub.exchanges.length;
    const forged = new URL(callback);
    forged.searchParams.set('state', `${login.state}x`);
    checkProblemPage(await ctx.requests.get(forged.toString(), login.cookie), 400, 'not started by this browser');
    checkProblemPage(await ctx.requests.get(callback.toString()), 400, 'not started in this browser');
    assert.is(ctx.gitHub.exchanges.length, exchanges, 'no code was traded for a token');
  });

  test("the right state: the code is traded with a POST that asks for JSON, and the hand-over page, under a policy of its own, holds the token for the site's origin only", async (ctx) => {
    const login = await requestLogin(ctx.requests, authUrl(ctx));
    const callback = await approve(ctx.requests, login);
    const answer = await ctx.requests.get(callback.toString(), login.cookie);
    await checkHandoverPage(answer, { token: ctx.gitHub.token, origins: [ctx.siteOrigin] });
    const exchange = ctx.gitHub.exchanges.at(-1)!;
    assert.match(exchange.accept, 'application/json');
    assert.is(exchange.form.get('client_id'), ctx.gitHub.clientId);
    assert.is(exchange.form.get('client_secret'), ctx.gitHub.clientSecret);
    assert.is(exchange.form.get('code'), callback.searchParams.get('code'));
    // The site's own headers (dist/_headers) are the static files', not this page's: the site's
    // Cross-Origin-Opener-Policy would cut the window off from the editor that opened it.
    assert.is(answer.headers.get('Cross-Origin-Opener-Policy'), null);
  });

  test("GitHub's refusals (the owner said no; a code it does not know) get a clear page and no token; a refusal with no login of this browser's is not shown", async (ctx) => {
    const denied = await requestLogin(ctx.requests, authUrl(ctx));
    const refusal = new URL(`${ctx.wrangler.origin}${host.callback}`);
    refusal.search = new URLSearchParams({
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      state: denied.state,
    }).toString();
    checkProblemPage(await ctx.requests.get(refusal.toString(), denied.cookie), 403, 'The user has denied your application access.');
    // The same link, written by anyone, in a browser that did not start the login: its words are not shown.
    refusal.searchParams.set('error_description', 'Call 555-0100 to restore your account.');
    const forged = await ctx.requests.get(refusal.toString());
    checkProblemPage(forged, 400, 'not started in this browser');
    assert.not.match(forged.body, '555-0100');

    const login = await requestLogin(ctx.requests, authUrl(ctx));
    const callback = await approve(ctx.requests, login);
    callback.searchParams.set('code', 'a-code-github-never-gave');
    const unknown = await ctx.requests.get(callback.toString(), login.cookie);
    checkProblemPage(unknown, 502, 'bad_verification_code');
    assert.match(unknown.body, 'press Login again');
  });

  test(`a broken GitHub (JSON null; no answer in ${EXCHANGE_TIMEOUT_SECONDS} s) gets a clear 502 page and no token`, async (ctx) => {
    for (const [code, reason] of [
      [BROKEN_CODES.answersNull, 'it did not answer with JSON'],
      [BROKEN_CODES.neverAnswered, `it did not answer within ${EXCHANGE_TIMEOUT_SECONDS} seconds`],
    ] as const) {
      const login = await requestLogin(ctx.requests, authUrl(ctx));
      const callback = await approve(ctx.requests, login);
      callback.searchParams.set('code', code);
      checkProblemPage(await ctx.requests.get(callback.toString(), login.cookie), 502, reason);
    }
  });

  (withChromium ? test : test.skip)(
    `in Chromium, the real editor logs in: its login window goes through the login, GitHub and ${host.callback}, and the editor holds the token`,
    async (ctx) => {
      ctx.browser = await sharedBrowser();
      const login = await logInThroughEditor(ctx.browser, `${ctx.siteOrigin}/admin/`, ctx.gitHub);
      assert.is(login.token, ctx.gitHub.token, `the editor holds no token; the login window said: ${login.loginWindowText}`);
      // The owner's repository set, the editor offered the login, and no setup notice (editor-setup.test.ts) took its place.
      assert.is(await login.page.getByText('The content editor is not set up for this site yet').count(), 0, 'no setup notice');
      assert.ok(login.apiAuthorizations.includes(`token ${ctx.gitHub.token}`), 'the editor calls GitHub with the token');
      const carriers = login.responses.filter((r) => r.body.includes(ctx.gitHub.token)).map((r) => new URL(r.url).pathname);
      assert.equal(
        carriers.filter((p) => p !== host.callback),
        [],
        'no response but the hand-over page carries the token',
      );
      ctx.requests.seen.push(...login.responses.map((r) => `${r.url}\n${r.headers}\n\n${r.body}`));
      await login.page.context().close();
    },
  );

  (withChromium ? test : test.skip)(
    'a page on another origin that opens the login and plays the editor’s part gets no token',
    async (ctx) => {
      ctx.browser ??= await sharedBrowser();
      const context = await ctx.browser.newContext();
      const page = await context.newPage();
      await page.goto(ctx.gitHub.foreignOpenerUrl);
      const [loginWindow] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate((url) => (window as unknown as { openLogin(url: string): void }).openLogin(url), authUrl(ctx)),
      ]);
      await loginWindow.waitForURL((url) => url.pathname === host.callback, { timeout: 60_000 });
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
    },
  );

  if (host.servesSite)
    test("the site's files get the headers of dist/_headers under Cloudflare's own rules (a 404 keeps its no-store)", async (ctx) => {
      const port = Number(new URL(ctx.wrangler.origin).port);
      // Cloudflare serves a folder's page at the address with the slash: the page is the answer after the redirect.
      const answerOf = async (urlPath: string, hops = 3): Promise<HostAnswer> => {
        const reply = await get(port, urlPath);
        const [location] = reply.headers.get('location') ?? [];
        if (reply.status >= 300 && reply.status < 400 && location && hops > 0) return answerOf(location, hops - 1);
        return reply;
      };
      const problems = await headerProblems(await buildOnce(), answerOf, { notFoundCache: 'no-store' });
      assert.equal(problems, [], `${problems.length} problems:\n${problems.slice(0, 20).join('\n')}`);
    });

  test('nothing leaks: the client secret is in no response, the token in no output or log of Wrangler, and Wrangler sent nothing out', (ctx) => {
    const { clientSecret: secret, token } = ctx.gitHub;
    assert.ok(ctx.requests.seen.length > 5, 'the tests before made the requests');
    assert.equal(
      ctx.requests.seen.filter((response) => response.includes(secret)),
      [],
      'responses with the client secret',
    );
    const printed = `${ctx.wrangler.output()}\n${ctx.wrangler.logs()}`;
    assert.not.ok(printed.includes(token), 'the token is in what Wrangler printed or logged');
    assert.not.ok(printed.includes(secret), 'the client secret is in what Wrangler printed or logged');
    assert.equal(ctx.trap.attempts, [], 'requests Wrangler tried to send out');
  });

  test.run();
}

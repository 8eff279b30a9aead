// GitHub, as the editor's login meets it, on this machine: the OAuth endpoints of
// GITHUB_OAUTH_ORIGIN (the authorization page, which approves at once as an owner would, and the
// token endpoint, which answers as GitHub's does), and its REST API for the editor in Chromium
// (a Playwright route for https://api.github.com/**: the user, and the repository with write
// access). Each login gets a fresh code; a code is good once, with this client's id and secret.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Route } from 'playwright-core';
import { listenLocally } from '../../tools/harness/static-server.ts';

export interface StandInGitHub {
  /** http://127.0.0.1:PORT, the login's GITHUB_OAUTH_ORIGIN. */
  origin: string;
  clientId: string;
  clientSecret: string;
  /** The token every good exchange gets. */
  token: string;
  /** The token requests: their Accept header and their form. */
  exchanges: { accept: string; form: URLSearchParams }[];
  /** A page on this origin that opens `url` as a login window and records what it is sent (`received`), echoing any handshake. */
  foreignOpenerUrl: string;
  close(): Promise<void>;
}

/** Codes the token endpoint answers as a broken GitHub would: with JSON `null`, or never. */
export const BROKEN_CODES = { answersNull: 'a-code-answered-with-null', neverAnswered: 'a-code-never-answered' };

const random = (bytes: number) => randomBytes(bytes).toString('hex');

/** A page on another origin than the site's that plays the editor's part of the handshake. */
const FOREIGN_OPENER = `<!doctype html><title>Another site</title><script>
window.received = [];
addEventListener('message', (event) => {
  received.push(String(event.data));
  if (String(event.data).startsWith('authorizing:')) event.source.postMessage(event.data, event.origin);
});
window.openLogin = (url) => { window.login = open(url, 'login', 'width=600,height=600'); };
window.knock = () => window.login.postMessage('authorizing:github', '*');
</script>`;

export async function standInGitHub(): Promise<StandInGitHub> {
  const clientId = `client-${random(6)}`;
  const clientSecret = `secret-${random(16)}`;
  const token = `gho_${random(18)}`;
  const codes = new Set<string>();
  const exchanges: StandInGitHub['exchanges'] = [];

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const back = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== clientId || !back) return void response.writeHead(404).end('no such application');
      const code = random(10);
      codes.add(code);
      const redirect = new URL(back);
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      return void response.writeHead(302, { Location: redirect.toString() }).end();
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      const accept = request.headers.accept ?? '';
      exchanges.push({ accept, form });
      const code = form.get('code') ?? '';
      if (code === BROKEN_CODES.neverAnswered) return;
      if (code === BROKEN_CODES.answersNull) return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('null');
      const answer: Record<string, string> =
        form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret
          ? { error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' }
          : !codes.delete(code)
            ? { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }
            : { access_token: token, token_type: 'bearer', scope: 'repo' };
      // As GitHub: JSON only when asked for, a form otherwise.
      if (accept.includes('application/json'))
        return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      return void response
        .writeHead(200, { 'Content-Type': 'application/x-www-form-urlencoded' })
        .end(new URLSearchParams(answer).toString());
    }
    if (request.method === 'GET' && url.pathname === '/foreign-opener')
      return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(FOREIGN_OPENER);
    response.writeHead(404).end();
  });
  const { origin, close } = await listenLocally(server);
  return {
    origin,
    clientId,
    clientSecret,
    token,
    exchanges,
    foreignOpenerUrl: `${origin}/foreign-opener`,
    close,
  };
}

/**
 * Answers the editor's calls to GitHub's API: with `token`, the user and the repository `repo`
 * (with push access); anything else, or without the token, 404 or 401 as GitHub would.
 * `authorizations` collects every Authorization header the editor sent.
 */
export function gitHubApi(token: string, repo: string, authorizations: string[]): (route: Route) => Promise<void> {
  return async (route) => {
    const request = route.request();
    const authorization = (await request.allHeaders()).authorization ?? '';
    authorizations.push(authorization);
    const json = (status: number, body: unknown) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify(body),
      });
    if (request.method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
        },
      });
    if (authorization !== `token ${token}`) return json(401, { message: 'Bad credentials' });
    const { pathname } = new URL(request.url());
    const [owner] = repo.split('/');
    if (pathname === '/user') return json(200, { login: owner, name: 'The Owner', avatar_url: '', id: 1 });
    if (pathname === `/repos/${repo}`)
      return json(200, {
        full_name: repo,
        owner: { login: owner },
        default_branch: 'main',
        permissions: { admin: true, push: true, pull: true },
      });
    return json(404, { message: 'Not Found' });
  };
}

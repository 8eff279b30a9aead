// The editor's GitHub login over plain HTTP, as its login window makes the requests: the login's
// first step, GitHub's authorization page, and the callback with the state cookie. Every
// response is kept (`seen`), so a test can check afterwards that none of them leaked a secret.
// The checks both hosts' tests make (the Pages Functions', the standalone Worker's) are here too.
import * as assert from 'uvu/assert';
import { scriptHash } from '../../workers/github-login/pages.ts';

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export interface LoginRequests {
  /** GET `url` without following redirects, sending `cookie` if given. */
  get(url: string, cookie?: string): Promise<Answer>;
  /** Every response so far, its headers and body as text. */
  seen: string[];
}

export function loginRequests(): LoginRequests {
  const seen: string[] = [];
  return {
    seen,
    async get(url, cookie) {
      const response = await fetch(url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
      const body = await response.text();
      seen.push(`${url}\n${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${body}`);
      return { status: response.status, headers: response.headers, body };
    },
  };
}

/** A Set-Cookie value's name=value and its attributes, by lower-case name. */
export function parseSetCookie(header: string): { name: string; value: string; attributes: Map<string, string> } {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attributes = new Map(
    rest.map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [part.toLowerCase(), ''] : [part.slice(0, eq).toLowerCase(), part.slice(eq + 1)];
    }),
  );
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
}

export interface StartedLogin {
  /** Where the login sent the window: GitHub's authorization page. */
  authorize: URL;
  /** The state cookie as the browser sends it back: name=value. */
  cookie: string;
  state: string;
}

/** Starts a login at `authUrl` and returns where it leads and its cookie. */
export async function requestLogin(requests: LoginRequests, authUrl: string): Promise<StartedLogin> {
  const answer = await requests.get(authUrl);
  if (answer.status !== 302) throw new Error(`${authUrl} answered ${answer.status}, not a redirect:\n${answer.body}`);
  const [setCookie = ''] = answer.headers.getSetCookie();
  const { name, value } = parseSetCookie(setCookie);
  const authorize = new URL(answer.headers.get('Location') ?? '');
  return { authorize, cookie: `${name}=${value}`, state: authorize.searchParams.get('state') ?? '' };
}

/** GitHub's answer to the authorization page: the callback address with its code and state. */
export async function approve(requests: LoginRequests, login: StartedLogin): Promise<URL> {
  const answer = await requests.get(login.authorize.toString());
  if (answer.status !== 302) throw new Error(`GitHub's stand-in answered ${answer.status}:\n${answer.body}`);
  return new URL(answer.headers.get('Location') ?? '');
}

/**
 * Checks the login's first answer: a redirect to GitHub's authorization page for `clientId`
 * with scope=repo, the callback beside the login and a fresh state, which an HttpOnly, Secure,
 * SameSite=Lax cookie keeps for minutes. Returns the state.
 */
export function checkRedirectToGitHub(answer: Answer, expected: { gitHubOrigin: string; clientId: string; callback: string }): string {
  assert.is(answer.status, 302, answer.body);
  assert.is(answer.headers.get('Cache-Control'), 'no-store');
  const location = new URL(answer.headers.get('Location') ?? '');
  assert.is(`${location.origin}${location.pathname}`, `${expected.gitHubOrigin}/login/oauth/authorize`);
  assert.is(location.searchParams.get('client_id'), expected.clientId);
  assert.is(location.searchParams.get('scope'), 'repo');
  assert.is(location.searchParams.get('redirect_uri'), expected.callback);
  const state = location.searchParams.get('state') ?? '';
  assert.ok(state.length >= 32, `a state of 32 characters or more: ${state}`);

  const cookies = answer.headers.getSetCookie();
  assert.is(cookies.length, 1, cookies.join('\n'));
  const cookie = parseSetCookie(cookies[0]!);
  assert.is(cookie.value, state, 'the cookie keeps the state sent to GitHub');
  for (const flag of ['httponly', 'secure']) assert.ok(cookie.attributes.has(flag), `${flag}: ${cookies[0]}`);
  assert.is(cookie.attributes.get('samesite')?.toLowerCase(), 'lax');
  const maxAge = Number(cookie.attributes.get('max-age'));
  assert.ok(maxAge >= 60 && maxAge <= 3600, `lasts minutes, not ${maxAge} s`);
  return state;
}

/** Checks a page that stops the login: the status, the reason, no script and nothing for the editor. */
export function checkProblemPage(answer: Answer, status: number, reason: string): void {
  assert.is(answer.status, status, answer.body);
  assert.match(answer.body, reason);
  assert.is(answer.headers.get('Cache-Control'), 'no-store');
  assert.match(answer.headers.get('Content-Security-Policy') ?? '', "default-src 'none'");
  assert.not.match(answer.body, '<script', 'the page runs no script');
  assert.not.match(answer.body, 'authorization:github');
}

/**
 * Checks the hand-over page: the token for the editor on `origins` only, after the handshake, its
 * one script allowed by its hash (workers' scriptHash, which test/unit/github-login.test.ts checks
 * against its own SHA-256), never cached, and the state cookie cleared.
 */
export async function checkHandoverPage(answer: Answer, expected: { token: string; origins: string[] }): Promise<void> {
  assert.is(answer.status, 200, answer.body);
  const script = /<script>([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '';
  const data = JSON.parse(/<script type="application\/json" id="login-data">([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? 'null');
  assert.ok(script && data, `the hand-over page's script and data:\n${answer.body}`);
  assert.equal(data.origins, expected.origins, 'the origins the token may go to');
  assert.is(data.handshake, 'authorizing:github');
  assert.is(data.message, `authorization:github:success:${JSON.stringify({ token: expected.token, provider: 'github' })}`);
  const policy = answer.headers.get('Content-Security-Policy') ?? '';
  assert.match(policy, "default-src 'none'");
  assert.match(policy, `script-src ${await scriptHash(script)}`);
  assert.not.match(policy, 'unsafe-inline');
  assert.is(answer.headers.get('Cache-Control'), 'no-store');
  assert.is(answer.headers.get('Referrer-Policy'), 'no-referrer');
  const cleared = parseSetCookie(answer.headers.getSetCookie()[0] ?? '');
  assert.is(cleared.attributes.get('max-age'), '0', 'the state serves one login');
}

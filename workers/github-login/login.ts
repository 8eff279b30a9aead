// The two steps of the editor's GitHub login, the same on every host: `startLogin` answers the
// editor's login window (`<base_url>/<auth_endpoint>`) by sending it to GitHub with a fresh state;
// `finishLogin` answers GitHub's redirect back (the `callback` beside it), checks the state,
// trades the code for a token and hands the token to the editor. The hosts' entries (the Pages
// Functions in functions/api/ with PAGES_HOST, the standalone Worker in worker.ts) say where their
// variables are kept and which origins the token may go to.
import { authorizeUrl, exchangeCode } from './github.ts';
import { handoverPage, problemPage } from './pages.ts';
import { type LoginEnv, loginSettings } from './settings.ts';
import { clearedStateCookie, newState, STATE_MAX_AGE_SECONDS, stateCookie, stateFromCookies } from './state-cookie.ts';

export interface Host {
  /** Where the owner sets the variables on this host, for the messages. */
  place: string;
}

/** The Cloudflare Pages Functions' host (functions/api/): the part of a Function's context they read, and where the project keeps its variables. */
export interface PagesContext {
  request: Request;
  env: LoginEnv;
}

export const PAGES_HOST: Host = {
  place: "the Pages project's settings (Workers & Pages → the project → Settings → Variables and Secrets, as secrets)",
};

/** The callback's address: `callback` beside the login's own path (/api/auth → /api/callback). */
const callbackUrl = (request: Request) => new URL('callback', request.url).toString();

/**
 * Both steps answer GET alone, the one method a login window uses: a HEAD of the callback would
 * trade the code all the same, and a link checker's would spend it.
 */
const onlyGet = (request: Request) => problemPage(405, [`The login answers GET only, not ${request.method}.`], { Allow: 'GET' });

/** Sends the login window to GitHub's authorization page, the state kept in a cookie. */
export function startLogin(request: Request, env: LoginEnv, host: Host): Response {
  if (request.method !== 'GET') return onlyGet(request);
  const settings = loginSettings(env, host.place);
  if (!settings.ok) return problemPage(500, settings.problems);
  const state = newState();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorizeUrl(settings.value, state, callbackUrl(request)),
      'Set-Cookie': stateCookie(state),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/** Answers GitHub's redirect back: the token for the editor on one of `origins`, or what went wrong. */
export async function finishLogin(request: Request, env: LoginEnv, host: Host, origins: readonly string[]): Promise<Response> {
  if (request.method !== 'GET') return onlyGet(request);
  const clear = { 'Set-Cookie': clearedStateCookie };
  const settings = loginSettings(env, host.place);
  if (!settings.ok) return problemPage(500, settings.problems, clear);
  const query = new URL(request.url).searchParams;
  // The state first, GitHub's refusal after: a link anyone can write would otherwise put its own
  // words on a page of the site's origin.
  const expected = stateFromCookies(request);
  const state = query.get('state');
  // The cookie is kept: it is another login's, still in progress in this browser, which a stale
  // window or a link someone sent must not cancel.
  if (!expected || !state || state !== expected)
    return problemPage(400, [
      expected
        ? 'This login was not started by this browser (its state does not match).'
        : `This login was not started in this browser in the last ${STATE_MAX_AGE_SECONDS / 60} minutes, or the browser refused its cookie.`,
    ]);
  const refused = query.get('error');
  if (refused) {
    const description = query.get('error_description');
    return problemPage(403, [`GitHub did not give access${description ? `: ${description}` : ''} (${refused}).`], clear);
  }
  const code = query.get('code');
  if (!code) return problemPage(400, ['GitHub sent no code back.'], clear);
  const exchange = await exchangeCode(settings.value, code, callbackUrl(request));
  if (!exchange.ok) return problemPage(exchange.status, [exchange.problem], clear);
  return handoverPage(exchange.token, origins, clear);
}

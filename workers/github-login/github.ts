// GitHub's side of the login (its OAuth web flow): the address the owner is sent to, and the
// exchange of the code GitHub hands back for a token. The exchange is a POST from here, with the
// client secret, so neither the secret nor the exchange ever passes through the browser.
import type { LoginSettings } from './settings.ts';

/** The editor needs to read and write the site's repository, which may be private. */
export const SCOPE = 'repo';

/** GitHub's page that asks the owner to let the OAuth App act for them. */
export function authorizeUrl(settings: LoginSettings, state: string, callback: string): string {
  const url = new URL('/login/oauth/authorize', settings.oauthOrigin);
  url.search = new URLSearchParams({ client_id: settings.clientId, redirect_uri: callback, scope: SCOPE, state }).toString();
  return url.toString();
}

export type Exchange = { ok: true; token: string } | { ok: false; status: number; problem: string };

/** GitHub answers in well under a second; a login window left blank for longer is worse than an error page. */
export const EXCHANGE_TIMEOUT_SECONDS = 10;

/** Trades GitHub's one-time `code` for the owner's token. */
export async function exchangeCode(settings: LoginSettings, code: string, callback: string): Promise<Exchange> {
  const endpoint = new URL('/login/oauth/access_token', settings.oauthOrigin);
  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'github-login (Decap CMS)',
      },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: callback,
      }).toString(),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_SECONDS * 1000),
    });
    if (!response.ok) return unreachable(settings, `it answered ${response.status}`);
    answer = await response.json();
  } catch (error) {
    return unreachable(settings, failure(error));
  }
  if (!answer || typeof answer !== 'object') return unreachable(settings, 'it did not answer with JSON');
  if (typeof answer.access_token === 'string' && answer.access_token) return { ok: true, token: answer.access_token };
  const error = typeof answer.error === 'string' ? answer.error : 'no token';
  const description = typeof answer.error_description === 'string' ? `${answer.error_description} ` : '';
  return { ok: false, status: 502, problem: `GitHub refused the login: ${description}(${error}). ${advice(error, callback)}` };
}

function failure(error: unknown): string {
  if (error instanceof SyntaxError) return 'it did not answer with JSON';
  if ((error as Error).name === 'TimeoutError') return `it did not answer within ${EXCHANGE_TIMEOUT_SECONDS} seconds`;
  return 'no connection could be made';
}

function unreachable(settings: LoginSettings, what: string): Exchange {
  return {
    ok: false,
    status: 502,
    problem: `GitHub could not be reached at ${settings.oauthOrigin} to finish the login: ${what}. Try again in a minute; if it goes on, check GITHUB_OAUTH_ORIGIN.`,
  };
}

/** What the owner can do about an error of GitHub's token endpoint. */
function advice(error: string, callback: string): string {
  switch (error) {
    case 'bad_verification_code':
      return 'The login took too long or was used twice: press Login again.';
    case 'incorrect_client_credentials':
      return "GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET is not the OAuth App's: copy both again from the app's page on GitHub.";
    case 'redirect_uri_mismatch':
      return `The OAuth App's Authorization callback URL must be ${callback}: correct it on the app's page on GitHub.`;
    default:
      return "Check the OAuth App's settings on GitHub, then press Login again.";
  }
}

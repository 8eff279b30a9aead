// The login's state: a random value sent to GitHub with the login and kept in a cookie of the
// browser that started it. GitHub hands it back with the code; a callback whose state is not
// the cookie's was not started by this browser (a forged or replayed link), and gets no token.
// The __Host- prefix makes the browser refuse the cookie from anything but this exact host over
// HTTPS, so a sibling subdomain cannot plant a state of its own; HttpOnly keeps it from scripts,
// SameSite=Lax still sends it on GitHub's redirect back (a top-level GET), and it lasts minutes.

export const STATE_COOKIE = '__Host-github-login-state';

/** How long a login may take, from the Login button to GitHub's redirect back. */
export const STATE_MAX_AGE_SECONDS = 600;

const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax';

/** A new state: 32 random bytes, base64url. */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The Set-Cookie value that keeps `state` for the login's few minutes. */
export const stateCookie = (state: string): string => `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE_SECONDS}; ${ATTRIBUTES}`;

/** The Set-Cookie value that removes the state: each one serves a single login. */
export const clearedStateCookie = `${STATE_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;

/** The state the request's cookies hold, if any. */
export function stateFromCookies(request: Request): string | undefined {
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === STATE_COOKIE) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

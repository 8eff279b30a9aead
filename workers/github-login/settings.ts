// The login's configuration: the host's variables, read and checked before anything is sent to
// GitHub. A missing or malformed variable is a problem in the owner's words, naming the variable
// and where it is set. The secret's value is never repeated; the addresses are, to be corrected.
// Plain http is accepted only on this machine's loopback addresses (a local test): anywhere else
// it would send the client secret and the token unencrypted.

/** The variables the login reads, as the host hands them over (every one may be missing). */
export interface LoginEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Where GitHub is: https://github.com unless the repository is on a GitHub Enterprise server. */
  GITHUB_OAUTH_ORIGIN?: string;
  /** The standalone Worker only: the site origins whose editor may receive the token. */
  SITE_ORIGINS?: string;
}

export interface LoginSettings {
  clientId: string;
  clientSecret: string;
  /** GitHub's origin, without a trailing slash: https://github.com or an Enterprise server's. */
  oauthOrigin: string;
}

export const DEFAULT_OAUTH_ORIGIN = 'https://github.com';

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/**
 * The settings in `env`, or every problem with them. `place` says where the host keeps its
 * variables, for the messages.
 */
export function loginSettings(env: LoginEnv, place: string): Checked<LoginSettings> {
  const problems: string[] = [];
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? '';
  if (!clientId) problems.push(`GITHUB_CLIENT_ID is not set: copy the Client ID of your GitHub OAuth App into it, in ${place}.`);
  if (!clientSecret)
    problems.push(`GITHUB_CLIENT_SECRET is not set: generate a client secret in your GitHub OAuth App and set it, in ${place}.`);
  const origin = env.GITHUB_OAUTH_ORIGIN?.trim() || DEFAULT_OAUTH_ORIGIN;
  const oauthOrigin = originOf(origin);
  if (!oauthOrigin)
    problems.push(
      `GITHUB_OAUTH_ORIGIN (${origin}) is not an https:// origin: write only the address of your GitHub Enterprise server, like https://github.example.com (no path), or remove it to use github.com, in ${place}.`,
    );
  return problems.length || !oauthOrigin ? { ok: false, problems } : { ok: true, value: { clientId, clientSecret, oauthOrigin } };
}

/**
 * The standalone Worker's SITE_ORIGINS: the origins of the sites whose editor may open the login
 * and receive the token, separated by commas or spaces.
 */
export function siteOrigins(env: LoginEnv, place: string): Checked<string[]> {
  const entries = (env.SITE_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  if (!entries.length)
    return {
      ok: false,
      problems: [
        `SITE_ORIGINS is not set: write the address of your site, like https://www.example.com (several separated by commas), in ${place}. Only the editor on those sites receives the login.`,
      ],
    };
  const origins = entries.map(originOf);
  const wrong = entries.filter((_, i) => !origins[i]);
  if (wrong.length)
    return {
      ok: false,
      problems: [
        `SITE_ORIGINS has ${wrong.length === 1 ? 'an entry that is' : `${wrong.length} entries that are`} not a site address (${wrong.join(', ')}): write each like https://www.example.com, with no path, in ${place}.`,
      ],
    };
  return { ok: true, value: [...new Set(origins as string[])] };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin `text` names when it is nothing more than an https origin (or http on loopback); undefined otherwise. */
function originOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  return bare && secure ? url.origin : undefined;
}

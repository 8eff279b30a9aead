// Cloudflare Pages Function at /api/callback: GitHub's redirect back, which hands the token to the
// content editor (workers/github-login/login.ts). The Function and the editor share the site's
// origin, so that origin is the only one the token may go to.
import { finishLogin, PAGES_HOST, type PagesContext } from '../../workers/github-login/login.ts';

export const onRequest = ({ request, env }: PagesContext): Promise<Response> =>
  finishLogin(request, env, PAGES_HOST, [new URL(request.url).origin]);

// The editor's GitHub login as a Worker of its own, for the hosts that serve files only (GitHub
// Pages, the Docker image's nginx): /auth and /callback on the Worker's address, which is the
// editor's base_url. The Worker lives on another origin than the site, so it hands the token
// only to the editors on SITE_ORIGINS (wrangler.toml beside this file).
import { finishLogin, type Host, startLogin } from './login.ts';
import { problemPage } from './pages.ts';
import { type LoginEnv, siteOrigins } from './settings.ts';

const HOST: Host = {
  place:
    "the Worker's settings (Workers & Pages → the Worker → Settings → Variables and Secrets, or npx wrangler secret put NAME --config workers/github-login/wrangler.toml)",
};

export default {
  async fetch(request: Request, env: LoginEnv): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname !== '/auth' && pathname !== '/callback')
      return new Response('Not found: this Worker answers /auth and /callback, the content editor’s GitHub login.\n', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    // Checked on both steps, so that a Worker without its site stops before GitHub is asked.
    const origins = siteOrigins(env, HOST.place);
    if (!origins.ok) return problemPage(500, origins.problems);
    return pathname === '/auth' ? startLogin(request, env, HOST) : finishLogin(request, env, HOST, origins.value);
  },
};

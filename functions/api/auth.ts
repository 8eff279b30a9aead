// Cloudflare Pages Function at /api/auth: the first step of the content editor's GitHub login
// (workers/github-login/login.ts), on the site's own origin.
import { PAGES_HOST, type PagesContext, startLogin } from '../../workers/github-login/login.ts';

export const onRequest = ({ request, env }: PagesContext): Response => startLogin(request, env, PAGES_HOST);

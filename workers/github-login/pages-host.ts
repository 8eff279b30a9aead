// What the Cloudflare Pages Functions of functions/api/ share: the part of a Function's context
// they read, and where a Pages project keeps its variables.
import type { Host } from './login.ts';
import type { LoginEnv } from './settings.ts';

export interface PagesContext {
  request: Request;
  env: LoginEnv;
}

export const PAGES_HOST: Host = {
  place: "the Pages project's settings (Workers & Pages → the project → Settings → Variables and Secrets, as secrets)",
};

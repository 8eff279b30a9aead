// The first gate of the editor's backend: it answers the editor's own page and nothing else.
// Any web page the owner opens can make the browser send requests to this machine; the browser
// names the page's origin in each (the Origin header), and only the origins the backend was
// told are the editor's get through, with the CORS headers that let the editor read the answer
// (the dev server mounts the backend on its own origin, where the editor needs none; one of its
// other names, localhost for 127.0.0.1, does). A preflight is answered only for them; any other
// origin gets 403 with no CORS header.
//
// A request without Origin is refused too. Browsers send Origin with every POST and every
// cross-origin request, the editor's included, so such a request comes from no browser page:
// it can only be a program of this machine, which needs no editor to reach the files, and
// refusing it keeps the rule one line long.
import type { Handler } from 'express';
import { quoted, Refusal } from './refusal.ts';

/** The path of Decap's local backend protocol. */
export const API_PATH = '/api/v1';

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/** Whether an Origin header names the editor's page: 'http://127.0.0.1:3000' on the dev server of port 3000. */
export type EditorOrigin = (origin: string) => boolean;

/** Lets through only JSON POSTs to API_PATH from the editor's origins, and answers their preflights. */
export function answerOnlyTheEditor(isEditor: EditorOrigin): Handler {
  return (req, res, next) => {
    if (req.path !== API_PATH)
      return next(new Refusal(404, `a request for ${quoted(req.path)}`, `the editor's backend answers ${API_PATH} only`));
    const origin = req.headers.origin;
    if (origin === undefined || !isEditor(origin)) {
      const from = origin === undefined ? 'a request without an Origin header' : `a request from ${quoted(origin)}`;
      return next(new Refusal(403, from, "the editor's backend answers only the editor's own page, on the dev server it runs in"));
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.append('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.set({ 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' });
      res.status(204).end();
      return;
    }
    if (req.method !== 'POST')
      return next(
        new Refusal(405, `a ${quoted(req.method)} request`, `the editor's backend takes POST requests only`, { Allow: 'POST, OPTIONS' }),
      );
    if (!JSON_TYPE.test(req.headers['content-type'] ?? ''))
      return next(new Refusal(415, 'a request', 'its body must be JSON (Content-Type: application/json)'));
    next();
  };
}

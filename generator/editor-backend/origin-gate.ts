// The first gate of the editor's backend: any web page can make the browser call this machine, so
// only the editor's origins get through (with CORS headers where needed); others get 403. A request
// without Origin comes from no browser page and is refused too, which keeps the rule one line.
import type { Handler } from 'express';
import { quoted, Refusal } from './refusal.ts';

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

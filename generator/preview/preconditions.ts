// RFC 9110's preconditions (13.2.2) on a file the preview is about to send: serve-handler only
// compares If-None-Match with the ETag as a string, and ignores If-Match.
import type { IncomingHttpHeaders } from 'node:http';

/** Whether a list of entity tags names `etag` ('*' names any); the weak comparison also takes it as W/"…". */
function names(list: string, etag: string, weak: boolean): boolean {
  if (list.trim() === '*') return true;
  return list.split(',').some((tag) => tag.trim() === etag || (weak && tag.trim() === `W/${etag}`));
}

/** 412 when If-Match names another version, 304 when If-None-Match names this one, else null: the file is sent. */
export function preconditionAnswer(headers: IncomingHttpHeaders, etag: string): 304 | 412 | null {
  const { 'if-match': match, 'if-none-match': noneMatch } = headers;
  if (match !== undefined && !names(match, etag, false)) return 412;
  if (noneMatch !== undefined && names(noneMatch, etag, true)) return 304;
  return null;
}

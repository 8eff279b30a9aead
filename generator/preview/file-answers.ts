// The preview's answer for a file where serve-handler's differs from RFC 9110 and nginx: it compares
// If-None-Match with the ETag as a string and ignores If-Match, answers several ranges with the first,
// finds a suffix longer than the file unsatisfiable, and sends the whole file with a 416.
import http from 'node:http';

/** Whether a list of entity tags names `etag` ('*' names any); the weak comparison also takes it as W/"…". */
function names(list: string, etag: string, weak: boolean): boolean {
  if (list.trim() === '*') return true;
  return list.split(',').some((tag) => tag.trim() === etag || (weak && tag.trim() === `W/${etag}`));
}

/** 412 when If-Match names another version, 304 when If-None-Match names this one, else null: the file is sent. */
function preconditionAnswer(headers: http.IncomingHttpHeaders, etag: string): 304 | 412 | null {
  const { 'if-match': match, 'if-none-match': noneMatch } = headers;
  if (match !== undefined && !names(match, etag, false)) return 412;
  if (noneMatch !== undefined && names(noneMatch, etag, true)) return 304;
  return null;
}

/**
 * Prepares the request for serve-handler and amends its answer for a file at its writeHead (inside the
 * compression's, which then sees the status): a 304, 412 or 416 is sent without the file it pipes next.
 */
export function amendFileAnswers(req: http.IncomingMessage, res: http.ServerResponse): void {
  const asked = req.headers;
  // A Range of another unit (serve-handler: 416, nginx ignores it), one with If-Range (serve-handler: as if
  // the file could not have changed) and one of several ranges (serve-handler: the first alone) are ignored,
  // the whole file being always a right answer (RFC 9110 14.2) and less code than a multipart one.
  if (asked['if-range'] !== undefined || !/^bytes=[^,]*$/.test(asked.range ?? 'bytes=')) delete asked.range;
  // A part of a file is sent uncompressed: its Content-Range counts the file's bytes (nginx sends the whole file compressed).
  if (asked.range) delete asked['accept-encoding'];
  const conditions = { 'if-match': asked['if-match'], 'if-none-match': asked['if-none-match'] };
  delete asked['if-none-match'];

  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  /** This answer, and none of the file serve-handler pipes into the response next. */
  const instead = (status: number) => {
    res.statusCode = status;
    if (status !== 304) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    end(status === 304 ? undefined : `${http.STATUS_CODES[status]}\n`);
    res.write = (() => true) as typeof res.write;
    res.end = (() => res) as typeof res.end;
    return res;
  };
  res.writeHead = ((status: number, headers: http.OutgoingHttpHeaders = {}) => {
    res.writeHead = writeHead;
    const etag = headers.ETag;
    if (typeof etag !== 'string' || ![200, 206, 416].includes(status)) return writeHead(status, headers);
    const answer = preconditionAnswer(conditions, etag);
    if (answer === 304) res.setHeader('ETag', etag);
    if (answer !== null) return instead(answer);
    if (status !== 416) return writeHead(status, headers);
    // A suffix longer than the file asks for all of it (RFC 9110 14.1.2), which range-parser finds
    // unsatisfiable; serve-handler pipes the whole file after a 416.
    const size = Number(headers['Content-Length']);
    if (/^bytes=-\d*[1-9]\d*$/.test(asked.range ?? ''))
      return writeHead(206, { ...headers, 'Content-Range': `bytes 0-${size - 1}/${size}` });
    return instead(416);
  }) as typeof res.writeHead;
}

// How the editor's backend says no: a status, a short JSON answer, and one terminal line. Only the
// names refused are printed, shortened and quoted, and no answer holds a stack or a local path.
import type { ErrorRequestHandler } from 'express';
import { MAX_CONTENT_FILE_BYTES } from '../content/read-file.ts';

// The photo limit holds the largest JPEG a camera writes, so no real photo is refused while a
// runaway upload is refused before it is held.
const MAX_PHOTO_BYTES = 40 * 1024 * 1024;

/** The largest request body the backend reads: one photo at its limit, as base64, and a content file. */
export const MAX_REQUEST_BYTES = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + MAX_CONTENT_FILE_BYTES;

/** Bytes in megabytes, as the messages say them: '40 MB', '57.3 MB'. */
const megabytes = (bytes: number) => `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('en-US')} MB`;

export class Refusal extends Error {
  constructor(
    readonly status: number,
    /** What was refused: "getEntry of \"package.json\"". */
    readonly subject: string,
    /** Why, and what to do when something can be done. */
    readonly why: string,
    /** Headers the answer needs (Allow for a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(`${subject}: ${why}`);
  }
}

/** A value a request sent, quoted for a message: at most 120 characters, control characters escaped. */
export function quoted(value: unknown): string {
  const text = String(value);
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);
}

/** The refusal for an error of the JSON body parser (body-parser's `type`), or null for any other error. */
function parserRefusal(error: { type?: unknown; length?: unknown }): Refusal | null {
  switch (error.type) {
    case 'entity.too.large': {
      const size = typeof error.length === 'number' ? ` of ${megabytes(error.length)}` : '';
      return new Refusal(
        413,
        `an upload${size}`,
        `the editor takes photos of up to ${megabytes(MAX_PHOTO_BYTES)} (requests of up to ${megabytes(MAX_REQUEST_BYTES)}): export the photo smaller; about 2400 px on its long edge is plenty`,
      );
    }
    case 'entity.parse.failed':
      return new Refusal(400, 'a request', 'its body is not valid JSON');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new Refusal(415, 'a request', 'its body must be plain UTF-8 JSON, not compressed or in another character set');
    case 'request.aborted':
    case 'request.size.invalid':
      return new Refusal(400, 'a request', 'its body ended before the length it announced');
    default:
      return null;
  }
}

/** The last handler of the backend's app: answers every error, in the backend's words only. */
export function answerErrors(say: (line: string) => void): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const known = error instanceof Refusal ? error : parserRefusal((error ?? {}) as object);
    // Anything else is a failure whose message may name this machine's paths: the terminal has it, the answer does not.
    const failed = known === null;
    const refusal = known ?? new Refusal(500, 'a request', error instanceof Error ? error.message : String(error));
    say(
      failed
        ? `cms: ${refusal.subject} failed (${refusal.status}): ${refusal.why}`
        : `cms: refused ${refusal.subject} (${refusal.status}): ${refusal.why}`,
    );
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const answer = failed
      ? `The editor's backend failed on ${refusal.subject}; its terminal says why`
      : `Refused ${refusal.subject}: ${refusal.why}`;
    res.status(refusal.status).set(refusal.headers).json({ error: answer });
  };
}

// A page's HTML must arrive in a new connection's first round trip (10 TCP segments, 14,600
// bytes, headers included: about 1.4 kB from the preview), or a slow phone waits one more round
// trip before it can ask for anything else. Measured compressed as the preview sends it.
import { brotliCompressSync, constants } from 'node:zlib';
import { BROTLI_QUALITY } from '../../generator/preview/preview-server.ts';

export const HTML_BUDGET = 14600 - 1600;

/** The bytes of `html` as the preview sends it (brotli at its quality). */
export const sentBytes = (html: string | Buffer) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;

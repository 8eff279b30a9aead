// A page's HTML must arrive in a new connection's first round trip (HTML_BUDGET), measured
// compressed as the preview sends it.
import { brotliCompressSync, constants } from 'node:zlib';
import { BROTLI_QUALITY } from '../../generator/preview/preview-server.ts';

export { HTML_BUDGET } from '../../content/gallery-views.ts';

/** The bytes of `html` as the preview sends it (brotli at its quality). */
export const sentBytes = (html: string | Buffer) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;

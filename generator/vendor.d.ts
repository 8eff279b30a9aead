// Types for the dependencies that ship none.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string | undefined,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      keepAllGlyphs?: boolean;
    },
  ): Promise<Buffer>;
}

// serve-handler (used by scripts/preview.ts) ships no types either; the part we call.
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    config?: Record<string, unknown>,
    methods?: Record<string, (...args: never[]) => unknown>,
  ): Promise<void>;
}

// compression (used by scripts/preview.ts) types itself for Express; the Node part we call.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions } from 'node:zlib';
  export default function compression(options?: {
    brotli?: BrotliOptions;
  }): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}

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

// serve-handler (the preview server's, generator/preview/) ships no types either, and
// @types/serve-handler types its `methods` as Node's callback functions where it calls promises.
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    config?: Record<string, unknown>,
    methods?: Record<string, (...args: never[]) => unknown>,
  ): Promise<void>;
}

// compression (the preview server's) types itself for Express; the Node part we call.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions } from 'node:zlib';
  export default function compression(options?: {
    brotli?: BrotliOptions;
  }): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}

// decap-server's middleware for the local backend: it registers decap-server's CORS, body parser
// and request log, then POST /api/v1, on an Express app. `logLevel` is its winston logger's.
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';

  type Register = (app: Express, options: { logLevel: string }) => Promise<void>;
  const middlewares: { registerLocalFs: Register; registerLocalGit: Register };
  export default middlewares;
}

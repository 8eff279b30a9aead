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

// serve-handler (the preview server's, generator/preview/) ships no types either; the part we call.
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

// The editor's backend (generator/editor-backend/) runs decap-server's middleware on Express 4
// (the major decap-server is written for): the app, its JSON parser, and the request and
// response members the backend and decap-server's middleware use.
declare module 'express' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export interface Request extends IncomingMessage {
    /** The parsed JSON body, once express.json() has read it. */
    body: unknown;
    /** The URL's path, without its query. */
    path: string;
  }
  export interface Response extends ServerResponse {
    status(code: number): Response;
    json(body: unknown): Response;
    set(headers: Record<string, string>): Response;
    append(name: string, value: string): Response;
  }
  export type NextFunction = (error?: unknown) => void;
  export type Handler = (req: Request, res: Response, next: NextFunction) => void;
  export type ErrorHandler = (error: unknown, req: Request, res: Response, next: NextFunction) => void;
  export interface Express {
    (req: IncomingMessage, res: ServerResponse): void;
    use(handler: Handler | ErrorHandler): Express;
    disable(setting: string): Express;
  }
  interface ExpressModule {
    (): Express;
    json(options: { limit: number; inflate: boolean; strict: boolean; type: string }): Handler;
  }
  const express: ExpressModule;
  export default express;
}

// decap-server's middleware for the local backend: it registers decap-server's CORS, body parser
// and request log, then POST /api/v1, on an Express app. `logLevel` is its winston logger's.
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';

  type Register = (app: Express, options: { logLevel: string }) => Promise<void>;
  const middlewares: { registerLocalFs: Register; registerLocalGit: Register };
  export default middlewares;
}

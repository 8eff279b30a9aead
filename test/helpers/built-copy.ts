// A browser suite's own site: a scratch copy of the project that the suite changes (more photos,
// longer labels), built with `npm run build`'s build.ts as CI builds, served under the production
// headers, in the process's Chromium. The suite's context gets the browser and the copy's URL,
// as browserSuite's gets today's site; as there, what open() made is closed after each test, and
// the server and any other context after the suite, whatever the outcome (the copy, a projectCopy,
// when the process ends).
import path from 'node:path';
import type { Test } from 'uvu';
import { type LocalServer, serveWithHeaders } from '../../tools/harness/static-server.ts';
import { type BrowserContextState, closeOpened, HAS_CHROMIUM, releaseBrowser, sharedBrowser } from './browser.ts';
import { buildCopy } from './site-under-test.ts';

export interface BuiltCopyState extends BrowserContextState {
  /** The copy's root folder. */
  root: string;
  server: LocalServer;
}

/**
 * Registers `test`'s before and after hooks: `makeCopy` returns a copy's root with the suite's
 * changes made; `what` names the copy in a failed build's message ("the 240-photo build").
 */
export function servesBuiltCopy<State extends BuiltCopyState>(
  test: Test<State>,
  what: string,
  makeCopy: (ctx: State) => string | Promise<string>,
): void {
  test.before(async (ctx) => {
    if (!HAS_CHROMIUM) return;
    ctx.root = await makeCopy(ctx);
    const run = buildCopy(ctx.root, { CI: 'true' });
    if (run.status !== 0) throw new Error(`${what} failed: ${run.stderr}`);
    ctx.server = await serveWithHeaders(path.join(ctx.root, 'dist'));
    ctx.base = ctx.server.origin;
    ctx.browser = await sharedBrowser();
  });
  test.after.each(closeOpened);
  test.after(async (ctx) => {
    await releaseBrowser(ctx.browser);
    await ctx.server?.close();
  });
}

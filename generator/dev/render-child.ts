// The dev server's render process, the child side (the server holds a RenderProcess,
// render-process.ts): it holds the site's modules and the incremental build, and answers one
// request at a time. ES modules are never unloaded, so every edit leaves the old copies of the
// changed modules behind; the server replaces this process with a fresh one when its heap has
// grown (site-builds.ts), which is what keeps a day of edits from filling the memory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildError, formatError } from '../errors.ts';
import { loadConfig } from '../load-config.ts';
import type { SiteFile } from '../write/write.ts';
import { registerHotModules } from './hot-modules.ts';
import { IncrementalSite, type UpdateRequest, type UpdateResult } from './incremental-site.ts';
import { startWatchdog, WATCHDOG_FD } from './watchdog.ts';

export type RenderRequest = { id: number; type: 'update'; update: UpdateRequest } | { id: number; type: 'memory' };

export type RenderReply =
  | { id: number; type: 'update'; ok: true; result: UpdateResult }
  /** `files`: the editor's, made without what failed (incremental-site.ts, editorAfterFailure). */
  | { id: number; type: 'update'; ok: false; error: string; files: [string, SiteFile][] }
  | { id: number; type: 'memory'; heapUsed: number };

/** How the server configures this process (argv[2], JSON). */
export interface RenderProcessConfig {
  siteUrl: string;
  /** The build date, as milliseconds. */
  date: number;
  /** How long the site's code may run without returning before the process is stopped (watchdog.ts); none: no limit. */
  timeLimitMs?: number;
  /** The site's folders of code (hot-modules.ts, codeFolders). */
  codeFolders: string[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = JSON.parse(process.argv[2] ?? '{}') as RenderProcessConfig;
// The image pipeline reports every encode; here only one that encoded something is news.
const log = (line: string) => void (/^images: 0 encoded/.test(line) || console.log(line));
const watchdog = config.timeLimitMs ? startWatchdog(config.timeLimitMs, WATCHDOG_FD) : undefined;
// The hooks go in before the configuration loads: it imports the site's schema modules, which
// must come through the hooks to be loaded afresh when edited.
const hotModules = registerHotModules(root, config.codeFolders);
const site = new IncrementalSite(
  root,
  { config: await loadConfig(root), siteUrl: config.siteUrl, date: new Date(config.date), log, step: (what) => watchdog?.step(what) },
  hotModules,
);

function reply(message: RenderReply): void {
  process.send?.(message);
}

// Requests come one at a time: the server waits for each reply before it sends the next.
process.on('message', async (request: RenderRequest) => {
  if (request.type === 'memory') {
    // What survives a full collection: the modules and the site this process holds.
    globalThis.gc?.();
    return reply({ id: request.id, type: 'memory', heapUsed: process.memoryUsage().heapUsed });
  }
  try {
    reply({ id: request.id, type: 'update', ok: true, result: await site.update(request.update) });
  } catch (error) {
    const files = await site.editorAfterFailure().catch((failure: unknown) => {
      // What the editor is made from failed too (a page file, the schema module): the build's
      // error says so. Anything else is news.
      if (!(failure as Partial<BuildError>)?.isBuildError)
        console.error(`dev: the editor's files could not be made: ${formatError(failure)}`);
      return [];
    });
    reply({ id: request.id, type: 'update', ok: false, error: formatError(error), files });
  }
});
// The server went away (even killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

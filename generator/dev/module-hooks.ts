// Module loader hooks for the dev server's render process (registered by hot-modules.ts; they
// run on Node's loader thread). A site module that changed gets a new URL (`?v=2`), and so does
// every module that imports it, directly or not: importing a page again then evaluates exactly
// the changed modules and their importers, while every other module, React and the engine stay
// loaded. The import graph is learned here, from the resolutions themselves.
import type { MessagePort } from 'node:worker_threads';

export interface HookData {
  /** URL prefixes of the folders whose modules change while the server runs (pages/, components/, content/). */
  hot: string[];
  port: MessagePort;
}

/** A request from the render process: these files changed (file: URLs without a query). */
export interface InvalidateRequest {
  id: number;
  changed: string[];
}

/** The reply: every module whose URL changed, the changed files included. */
export interface InvalidateReply {
  id: number;
  invalidated: string[];
}

interface ResolveContext {
  parentURL?: string;
}
type NextResolve = (specifier: string, context: ResolveContext) => Promise<{ url: string; format?: string | null }>;

const versions = new Map<string, number>();
/** Module URL → the modules that import it. Edges are never removed: a stale one only re-imports a module more. */
const importers = new Map<string, Set<string>>();
let hot: string[] = [];

const base = (url: string) => url.split('?')[0]!;
const isHot = (url: string) => hot.some((prefix) => url.startsWith(prefix)) && !url.includes('/node_modules/');

export function initialize(data: HookData): void {
  hot = data.hot;
  data.port.on('message', ({ id, changed }: InvalidateRequest) => {
    const reached = new Set<string>();
    const visit = (url: string) => {
      if (reached.has(url)) return;
      reached.add(url);
      for (const importer of importers.get(url) ?? []) visit(importer);
    };
    changed.forEach(visit);
    for (const url of reached) versions.set(url, (versions.get(url) ?? 0) + 1);
    data.port.postMessage({ id, invalidated: [...reached] } satisfies InvalidateReply);
  });
  // The port must not keep the loader thread (and so the process) alive by itself.
  data.port.unref();
}

export async function resolve(specifier: string, context: ResolveContext, next: NextResolve) {
  const resolved = await next(specifier, context);
  if (!resolved.url.startsWith('file:') || !isHot(base(resolved.url))) return resolved;
  const url = base(resolved.url);
  if (context.parentURL && isHot(base(context.parentURL))) {
    const parent = base(context.parentURL);
    let set = importers.get(url);
    if (!set) importers.set(url, (set = new Set()));
    set.add(parent);
  }
  const version = versions.get(url);
  return { ...resolved, url: version ? `${url}?v=${version}` : url };
}

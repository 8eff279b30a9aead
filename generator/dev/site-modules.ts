// The site's modules in the render worker, loaded through Vite's module runner (docs/dev-server.md,
// "Reloading modules without restarting"): an edited module and its importers are evaluated
// afresh, and their old copies become garbage (Node's own loader never unloads a module). The
// engine and every package are imported natively, once, so a page and the engine share them.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type EnvironmentModuleNode } from 'vite';
import { createNodeImportMeta, ESModulesEvaluator, ModuleRunner } from 'vite/module-runner';
import { toPosix } from '../paths.ts';

/** The engine's code, the commands and the packages: imported natively, never reloaded (an engine edit starts a fresh worker: dev-server.ts). */
const ENGINE = ['generator', 'framework', 'scripts', 'build.ts', 'node_modules'];

/** A module of the site's (a project-relative path): TypeScript or JavaScript outside the engine. */
export function isSiteModule(file: string): boolean {
  return (
    /\.(?:tsx?|jsx?|mjs)$/.test(file) && !file.startsWith('..') && !ENGINE.some((entry) => file === entry || file.startsWith(`${entry}/`))
  );
}

export type SiteModules = Awaited<ReturnType<typeof siteModules>>;

export async function siteModules(root: string) {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    // The dev server watches the files itself and tells the worker what changed.
    server: { middlewareMode: true, watch: null, hmr: false },
    // Nothing is served to a browser: no dependency is pre-bundled, and nothing written to node_modules/.vite.
    optimizeDeps: { noDiscovery: true },
    // JSX compiled as the build compiles it (react/jsx-runtime), not with Vite's dev-only source details.
    esbuild: { jsxDev: false },
  });
  const environment = vite.environments.ssr;
  const absolute = (id: string) => (id.startsWith(`${root}/`) ? id : path.join(root, id));
  const relative = (file: string) => toPosix(path.relative(root, file));
  const evaluator = new ESModulesEvaluator();
  const runner = new ModuleRunner(
    {
      transport: {
        invoke(payload) {
          const { name, data } = payload.type === 'custom' ? payload.data : {};
          const id = name === 'fetchModule' ? String(data[0]) : '';
          // An engine file is imported natively (Vite imports the packages natively already).
          if (id.startsWith('/') && !isSiteModule(relative(absolute(id))))
            return Promise.resolve({ result: { externalize: pathToFileURL(absolute(id)).href, type: 'module' } });
          return environment.hot.handleInvoke(payload);
        },
      },
      hmr: false,
      sourcemapInterceptor: 'node',
      createImportMeta: createNodeImportMeta,
    },
    {
      startOffset: evaluator.startOffset,
      // Each module's code runs named by its file, as Node runs it: the watchdog reads the stuck
      // frame's file from it (render-worker.ts), and a stack trace shows it.
      runInlinedModule: (context, code, module) =>
        evaluator.runInlinedModule(context, `${code}\n//# sourceURL=${pathToFileURL(module.file).href}`),
      runExternalModule: (file) => evaluator.runExternalModule(file),
    },
  );

  // Each module's exports until it is invalidated: asking the runner again costs a round trip to
  // the Vite server per module, which adds up over hundreds of pages on every edit.
  const loaded = new Map<string, Promise<Record<string, unknown>>>();
  return {
    load(file: string): Promise<Record<string, unknown>> {
      let exports = loaded.get(file);
      if (!exports) loaded.set(file, (exports = runner.import(file) as Promise<Record<string, unknown>>));
      return exports;
    },
    /**
     * Invalidates the changed files and every module that imports one of them, so the next import
     * evaluates them afresh. Returns those modules as project-relative paths.
     */
    invalidate(files: readonly string[]): Set<string> {
      const graph = environment.moduleGraph;
      const reached = new Set<EnvironmentModuleNode>();
      const visit = (module: EnvironmentModuleNode) => {
        if (reached.has(module)) return;
        reached.add(module);
        for (const importer of module.importers) visit(importer);
      };
      for (const file of files) for (const module of graph.getModulesByFile(absolute(file)) ?? []) visit(module);
      // The runner asks for each module it imports again, and evaluates afresh what comes back new.
      for (const module of reached) graph.invalidateModule(module);
      for (const file of [...files.map(absolute), ...[...reached].map((module) => module.file)]) if (file) loaded.delete(file);
      return new Set([...files, ...[...reached].flatMap((module) => (module.file ? [relative(module.file)] : []))]);
    },
    async close(): Promise<void> {
      await runner.close();
      await vite.close();
    },
  };
}

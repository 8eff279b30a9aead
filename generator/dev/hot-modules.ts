// The render process's side of module-hooks.ts: registers the hooks before any site module is
// imported, and asks them to invalidate the modules an edit changed.
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { SiteConfig } from '../../framework/build/define-site.ts';
import { CONFIG_FILE } from '../load-config.ts';
import type { HookData, InvalidateReply } from './module-hooks.ts';

/** The site's folders of code (site.config.ts), whose modules the dev server reloads in place; an engine edit restarts it. */
export function codeFolders({ pages, components, content }: SiteConfig['folders']): string[] {
  return [pages, components, content];
}

export interface HotModules {
  /** The folders whose modules are reloaded in place. */
  folders: readonly string[];
  /**
   * Gives the changed files, and every module that imports one of them, a new URL, so the next
   * import evaluates them afresh. Returns those modules as project-relative paths.
   */
  invalidate(files: readonly string[]): Promise<Set<string>>;
}

export function registerHotModules(root: string, folders: readonly string[]): HotModules {
  const { port1, port2 } = new MessageChannel();
  // The configuration too: it imports the schema modules, and is loaded again when one changes.
  const hot = [
    ...folders.map((folder) => pathToFileURL(path.join(root, folder)).href + '/'),
    pathToFileURL(path.join(root, CONFIG_FILE)).href,
  ];
  const data: HookData = { hot, port: port2 };
  register(new URL('./module-hooks.ts', import.meta.url), { data, transferList: [port2] });
  port1.unref();
  let next = 0;
  return {
    folders,
    invalidate(files) {
      const id = ++next;
      const changed = files.map((file) => pathToFileURL(path.join(root, file)).href);
      return new Promise((resolve) => {
        const onReply = (reply: InvalidateReply) => {
          if (reply.id !== id) return;
          port1.off('message', onReply);
          resolve(new Set(reply.invalidated.map((url) => path.relative(root, fileURLToPath(url)))));
        };
        port1.on('message', onReply);
        port1.postMessage({ id, changed });
      });
    },
  };
}

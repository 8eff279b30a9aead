// The site's side of a render, as the build imports it: each page module and the document shell
// (site.config.ts, shell). A module that lacks what the build needs fails naming file and export.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageMeta, PageModule } from '../framework/build/page.ts';
import type { DocumentShell } from '../framework/build/shell.ts';
import {
  PageComponentMissing,
  PageMetaEmpty,
  PageMetaMissing,
  PageMetaNotAnObject,
  ShellExportMissing,
  ShellMissing,
} from './error-messages.ts';
import { BuildErrors, InputError, throwAll } from './errors.ts';

/** Imports a module by absolute path: a plain import in a build; the dev server's loader picks the current version. */
export type ModuleLoader = (file: string) => Promise<Record<string, unknown>>;

export const importModule: ModuleLoader = (file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/** Imports the shell: the Document around every page and the Layout inside it. */
export async function loadShell(root: string, shellFile: string, load: ModuleLoader): Promise<DocumentShell> {
  const mod = await load(path.join(root, shellFile)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_MODULE_NOT_FOUND' || !error.message.includes(path.basename(shellFile, path.extname(shellFile)))) throw error;
    throw new InputError({
      file: shellFile,
      field: 'file',
      problem: ShellMissing({}),
    });
  });
  const missing = (['Document', 'Layout'] as const).filter((name) => typeof mod[name] !== 'function');
  if (missing.length === 0) return mod as unknown as DocumentShell;
  throw new BuildErrors(missing.map((name) => new InputError({ file: shellFile, field: name, problem: ShellExportMissing({ name }) })));
}

/** Imports a page (e.g. 'pages/team.tsx') and checks that it exports its component and its meta. */
export async function loadPage(root: string, file: string, load: ModuleLoader): Promise<PageModule> {
  const mod = (await load(path.join(root, file))) as Partial<PageModule>;
  const errors: InputError[] = [];
  if (typeof mod.default !== 'function') errors.push(new InputError({ file, field: 'default export', problem: PageComponentMissing({}) }));
  if (!mod.meta || (typeof mod.meta !== 'object' && typeof mod.meta !== 'function')) {
    errors.push(new InputError({ file, field: 'meta', problem: PageMetaMissing({}) }));
  }
  throwAll(errors);
  return mod as PageModule;
}

/** The page's meta for this content, checked: a title and a description. */
export function pageMeta(file: string, mod: PageModule, content: unknown, route: string | null = null): PageMeta {
  const meta = typeof mod.meta === 'function' ? mod.meta(content, route) : mod.meta;
  const errors: InputError[] = [];
  if (!meta || typeof meta !== 'object') errors.push(new InputError({ file, field: 'meta', problem: PageMetaNotAnObject({}) }));
  else {
    if (!meta.title?.trim()) errors.push(new InputError({ file, field: 'meta.title', problem: PageMetaEmpty({}) }));
    if (!meta.description?.trim()) errors.push(new InputError({ file, field: 'meta.description', problem: PageMetaEmpty({}) }));
  }
  throwAll(errors);
  return meta;
}

// The site's side of a render, as the build imports it: each page module (pages/<name>.tsx) and
// the document shell (pages/_document.tsx). A module that lacks what the build needs fails with
// its file and the missing export.
import path from 'node:path';
import type { SiteContent } from '../kit/build/content.ts';
import type { DocumentShell } from '../kit/build/document.ts';
import type { PageMeta, PageModule } from '../kit/build/page.ts';
import { ContentError, throwAll } from './errors.ts';

/** Imports a module by absolute path: a plain import in a build; the dev server's loader picks the current version. */
export type ModuleLoader = (file: string) => Promise<Record<string, unknown>>;

export const SHELL_FILE = 'pages/_document.tsx';

/** Imports pages/_document.tsx: the Document around every page and the Layout inside it. */
export async function loadShell(root: string, load: ModuleLoader): Promise<DocumentShell> {
  const mod = await load(path.join(root, SHELL_FILE)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_MODULE_NOT_FOUND' || !error.message.includes('_document')) throw error;
    throw new ContentError(
      SHELL_FILE,
      'file',
      'missing: it exports Document (the HTML around every page) and Layout (the frame of every page body)',
    );
  });
  throwAll(
    (['Document', 'Layout'] as const).flatMap((name) =>
      typeof mod[name] === 'function' ? [] : [new ContentError(SHELL_FILE, name, `expected an exported component named ${name}`)],
    ),
  );
  return mod as unknown as DocumentShell;
}

/** Imports a page (e.g. 'pages/team.tsx') and checks that it exports its component and its meta. */
export async function loadPage(root: string, file: string, load: ModuleLoader): Promise<PageModule> {
  const mod = (await load(path.join(root, file))) as Partial<PageModule>;
  const errors: ContentError[] = [];
  if (typeof mod.default !== 'function') errors.push(new ContentError(file, 'default export', 'expected the page component'));
  if (!mod.meta || (typeof mod.meta !== 'object' && typeof mod.meta !== 'function')) {
    errors.push(new ContentError(file, 'meta', 'expected an exported meta object, or a function of the content that returns it'));
  }
  throwAll(errors);
  return mod as PageModule;
}

/** The page's meta for this content, checked: a title and a description. */
export function pageMeta(file: string, mod: PageModule, content: SiteContent, route: string | null = null): PageMeta {
  const meta = typeof mod.meta === 'function' ? mod.meta(content, route) : mod.meta;
  const errors: ContentError[] = [];
  if (!meta || typeof meta !== 'object') errors.push(new ContentError(file, 'meta', 'expected { title, description }'));
  else {
    if (!meta.title?.trim()) errors.push(new ContentError(file, 'meta.title', 'must not be empty'));
    if (!meta.description?.trim()) errors.push(new ContentError(file, 'meta.description', 'must not be empty'));
  }
  throwAll(errors);
  return meta;
}

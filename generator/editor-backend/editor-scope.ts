// What the content editor may touch, read from its own configuration, so a new page or photo
// folder is the editor's as soon as the configuration names it. Everything else is code.
import path from 'node:path';
import { z } from 'zod';
import { PHOTO_FORMATS } from '../../framework/shared/photo-format.ts';
import {
  EditorConfigUnreadable,
  EditorFolderCollection,
  EditorPathOutside,
  MediaFolderIsRoot,
  MediaFolderTemplate,
} from '../error-messages.ts';

export interface EditorScope {
  /** Repository-relative paths of the content files: 'content/home.yaml'. */
  contentFiles: ReadonlySet<string>;
  /** Repository-relative folders whose photos, at any depth, the editor may read, upload and delete: 'assets/photos/team'. */
  mediaFolders: readonly string[];
  /** The entries as Decap keys them, 'collection/slug': the names of git mode's drafts. */
  entries: ReadonlySet<string>;
}

export type PathKind = 'content file' | 'media file' | 'media folder';

/** The photos the build takes (framework/shared/photo-format.ts), by their file's extension. */
const MEDIA_EXTENSIONS: ReadonlySet<string> = new Set([...PHOTO_FORMATS, 'jpg']);

/** The parts of the configuration the scope is read from; the rest passes unread. */
const configShape = z.looseObject({
  media_folder: z.string().optional(),
  collections: z.array(
    z.looseObject({
      name: z.string(),
      folder: z.string().optional(),
      media_folder: z.string().optional(),
      files: z.array(z.looseObject({ name: z.string(), file: z.string() })).optional(),
    }),
  ),
});

/** The keys under which a field holds its inner fields (object, list, and typed list widgets). */
const INNER_FIELDS = ['fields', 'field', 'types'] as const;

export function editorScope(config: unknown): EditorScope {
  const parsed = configShape.safeParse(config);
  if (!parsed.success) throw new Error(EditorConfigUnreadable({ reason: z.prettifyError(parsed.error) }));
  const { media_folder: topFolder, collections } = parsed.data;
  const contentFiles = new Set<string>();
  const entries = new Set<string>();
  const mediaFolders = new Set<string>();
  if (topFolder !== undefined) mediaFolders.add(mediaFolderOf(topFolder, '', 'media_folder'));
  for (const collection of collections) {
    if (collection.folder !== undefined) {
      throw new Error(EditorFolderCollection(collection));
    }
    for (const entry of collection.files ?? []) {
      const file = repoPathOf(entry.file, `collection '${collection.name}', file '${entry.name}'`);
      contentFiles.add(file);
      entries.add(`${collection.name}/${entry.name}`);
      const where = `the entry '${entry.name}' (${file})`;
      for (const folder of [collection.media_folder, ...mediaFoldersIn(entry)])
        if (folder !== undefined) mediaFolders.add(mediaFolderOf(folder, path.posix.dirname(file), where));
    }
  }
  return { contentFiles, entries, mediaFolders: [...mediaFolders].sort() };
}

/** Whether `file`, repository-relative and normalised ('content/home.yaml'), is in the scope as `kind`. */
export function inScope(scope: EditorScope, kind: PathKind, file: string): boolean {
  const inside = (folder: string) => file.startsWith(`${folder}/`);
  switch (kind) {
    case 'content file':
      return scope.contentFiles.has(file);
    case 'media folder':
      return scope.mediaFolders.some((folder) => file === folder || inside(folder));
    case 'media file': {
      const extension = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
      return MEDIA_EXTENSIONS.has(extension) && scope.mediaFolders.some(inside);
    }
  }
}

/** The media_folder values of an entry and of its fields, at any depth. */
function* mediaFoldersIn(node: Record<string, unknown>): Generator<string> {
  if (typeof node.media_folder === 'string') yield node.media_folder;
  for (const key of INNER_FIELDS) {
    const inner = node[key];
    for (const child of Array.isArray(inner) ? inner : [inner])
      if (child && typeof child === 'object') yield* mediaFoldersIn(child as Record<string, unknown>);
  }
}

/** From the checkout's root when it starts with '/' (or is the top-level one), else from the entry's folder, as Decap does. */
function mediaFolderOf(value: string, entryFolder: string, where: string): string {
  if (value.includes('{{')) throw new Error(MediaFolderTemplate({ value, where }));
  const folder = repoPathOf(value.startsWith('/') ? value : path.posix.join(entryFolder, value), `the media_folder of ${where}`);
  if (folder === '.') throw new Error(MediaFolderIsRoot({ where }));
  return folder;
}

/** A path of the configuration, repository-relative and normalised; one that leads out of the checkout is refused. */
function repoPathOf(value: string, where: string): string {
  const normal = path.posix.normalize(value).replace(/^\/+|\/+$/g, '') || '.';
  if (normal === '..' || normal.startsWith('../')) throw new Error(EditorPathOutside({ value, where }));
  return normal;
}

// The content phase (generator/site.tsx lists the phases in order): load and validate the
// content modules against the routes found in pages/. Every problem is reported at once, each as
// one line naming the file and the field, before anything is rendered.
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../kit/build/content.ts';
import { ContentError, throwAll } from './errors.ts';

/** Anything under the project root that the content points at: a photo, a video file. */
export interface MediaRef {
  kind: 'photo' | 'video';
  file: string; // project-relative path
  where: string; // "content/gallery.ts: photos.3.image"
}

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
}
interface ZodLikeSchema {
  safeParse(
    value: unknown,
    params?: { error?: (issue: never) => unknown },
  ): { success: true; data: unknown } | { success: false; error: { issues: ZodLikeIssue[] } };
}

/** What content/schema.ts exports for the build. */
export interface SchemaModule {
  /** The schema of each content module for a site with these routes. */
  contentSchemas(routes: readonly string[]): Record<string, ZodLikeSchema>;
  /** Messages for the issues no schema words itself (wrong types, misspelt fields). */
  contentErrorMap?: (issue: never) => unknown;
}

/** Converts a module name to its file: notFound → not-found.ts. */
function contentFile(name: string): string {
  return `content/${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}.ts`;
}

/**
 * Parses every content module with its schema for the site's routes: the parsed content (what
 * the pages read) and the errors, one per problem, as the build prints them:
 * `content/gallery.ts: photos.12.caption: …`. The content is complete only without errors.
 */
export function parseContent(
  modules: Record<string, unknown>,
  schemaModule: SchemaModule,
  routes: readonly string[],
): { content: Record<string, unknown>; errors: ContentError[] } {
  const content: Record<string, unknown> = {};
  const errors: ContentError[] = [];
  for (const [name, schema] of Object.entries(schemaModule.contentSchemas(routes))) {
    const file = contentFile(name);
    if (!(name in modules) || modules[name] === undefined) {
      errors.push(new ContentError(file, name, `missing export "${name}"`));
      continue;
    }
    const result = schema.safeParse(modules[name], { error: schemaModule.contentErrorMap });
    if (result.success) content[name] = result.data;
    else {
      for (const issue of result.error.issues) {
        errors.push(new ContentError(file, issue.path.map(String).join('.') || name, issue.message));
      }
    }
  }
  return { content, errors };
}

/** The errors of `parseContent`, for callers that only validate. */
export function validateContent(modules: Record<string, unknown>, schemaModule: SchemaModule, routes: readonly string[]): ContentError[] {
  return parseContent(modules, schemaModule, routes).errors;
}

/** What the content points at outside itself. */
export interface ContentMedia {
  /** Every photo and local video file, with the field that names it. */
  media: MediaRef[];
  /** The origins of the absolute video URLs, sorted (the pages' media-src). */
  videoOrigins: string[];
}

/** One walk over the content: every media file it references, and the origins of its remote videos. */
export function collectMedia(content: Record<string, unknown>): ContentMedia {
  const refs: MediaRef[] = [];
  const origins = new Set<string>();
  const walk = (value: unknown, file: string, trail: string[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, file, [...trail, String(i)]));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.kind === 'photo' && typeof record.file === 'string') {
      refs.push({ kind: 'photo', file: record.file, where: `${file}: ${trail.join('.')}` });
      return;
    }
    if (record.kind === 'video' && Array.isArray(record.sources)) {
      record.sources.forEach((source: { src?: unknown }, i: number) => {
        if (typeof source?.src !== 'string') return;
        if (/^https?:\/\//.test(source.src)) origins.add(new URL(source.src).origin);
        else refs.push({ kind: 'video', file: source.src, where: `${file}: ${[...trail, 'sources', i, 'src'].join('.')}` });
      });
      walk(record.poster, file, [...trail, 'poster']);
      return;
    }
    for (const [key, child] of Object.entries(record)) walk(child, file, [...trail, key]);
  };
  for (const [name, value] of Object.entries(content)) walk(value, contentFile(name), []);
  return { media: refs, videoOrigins: [...origins].sort() };
}

/**
 * Where a content path really leads: its absolute path when it names a file inside assets/
 * (after following every symlink), else the problem in words. The schema already refuses
 * absolute paths and '..'; this also catches a symlink under assets/ that points elsewhere, so
 * nothing outside the project's assets can be published.
 */
export function resolveAssetFile(root: string, file: string): { path: string } | { problem: string } {
  const assets = path.join(root, 'assets');
  const abs = path.resolve(root, file);
  if (!isInside(assets, abs)) return { problem: `${file} leads outside assets/` };
  let real: string;
  try {
    real = realpathSync(abs);
  } catch {
    return { problem: `file not found: ${file}` };
  }
  let realAssets: string;
  try {
    realAssets = realpathSync(assets);
  } catch {
    return { problem: `file not found: ${file} (there is no assets/ folder)` };
  }
  if (!isInside(realAssets, real)) return { problem: `${file} is a symlink that leads outside assets/ (to ${real})` };
  if (!statSync(real).isFile()) return { problem: `not a file: ${file}` };
  return { path: abs };
}

function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..' + path.sep) && rel !== '..' && !path.isAbsolute(rel);
}

/**
 * A referenced file that leads outside assets/, does not exist or is empty fails with the file
 * and the field.
 */
export function checkMediaFiles(root: string, refs: MediaRef[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const ref of refs) {
    const [, file, field] = /^(.*?): (.*)$/s.exec(ref.where) ?? [];
    if (file === undefined || field === undefined) throw new Error(`media reference "${ref.where}" is not "file: field"`);
    const resolved = resolveAssetFile(root, ref.file);
    if ('problem' in resolved) errors.push(new ContentError(file, field, resolved.problem));
    else if (statSync(resolved.path).size === 0) errors.push(new ContentError(file, field, `file is empty: ${ref.file}`));
  }
  return errors;
}

export interface LoadedContent extends ContentMedia {
  /** The parsed, validated content: what the pages read through useContent() (kit/build/content.ts). */
  content: SiteContent;
}

/**
 * Imports content/index.ts and content/schema.ts through `load`, parses every module against
 * its schema for `routes` (the routes of the files in pages/) and checks that every referenced
 * media file exists. Every problem is reported at once.
 */
export async function loadContent(
  root: string,
  load: (file: string) => Promise<Record<string, unknown>>,
  routes: readonly string[],
): Promise<LoadedContent> {
  const [modules, schemaModule] = await Promise.all([
    load(path.join(root, 'content/index.ts')),
    load(path.join(root, 'content/schema.ts')),
  ]);
  if (typeof schemaModule.contentSchemas !== 'function') {
    throw new ContentError('content/schema.ts', 'contentSchemas', 'missing export (a function of the routes)');
  }
  const schemas = schemaModule as unknown as SchemaModule;
  const { content, errors } = parseContent(modules, schemas, routes);
  // A module the schema refused is walked as written, so its files are checked in the same pass.
  const names = Object.keys(schemas.contentSchemas(routes)).filter((name) => name in modules);
  const found = collectMedia(Object.fromEntries(names.map((name) => [name, content[name] ?? modules[name]])));
  // A field the schema already refused (e.g. a path with '..') is reported once, by the schema.
  const refused = (e: ContentError) => errors.some((s) => s.file === e.file && (s.field === e.field || s.field.startsWith(e.field + '.')));
  errors.push(...checkMediaFiles(root, found.media).filter((e) => !refused(e)));
  throwAll(errors);
  return { content: content as unknown as SiteContent, ...found };
}

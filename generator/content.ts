// Phase 1: load and validate the content modules. Every problem is reported at once,
// each as one line naming the file and the field, before anything is rendered.
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { BuildErrors, ContentError } from './errors.ts';

/** Anything under the project root that the content points at: a photo, a video file. */
export interface MediaRef {
  kind: 'photo' | 'video';
  file: string; // project-relative path
  where: string; // "content/gallery.ts: photos.3.image"
}

export interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
}
export interface ZodLikeSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ZodLikeIssue[] } };
}

/** Converts a module name to its file: notFound → not-found.ts. */
export function contentFile(name: string): string {
  return `content/${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}.ts`;
}

/** Validates every module with its schema and returns the errors, one per issue. */
export function validateModules(
  modules: Record<string, unknown>,
  schemas: Record<string, ZodLikeSchema>,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const file = contentFile(name);
    if (!(name in modules) || modules[name] === undefined) {
      errors.push(new ContentError(file, name, `missing export "${name}"`));
      continue;
    }
    const result = schema.safeParse(modules[name]);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push(new ContentError(file, issue.path.map(String).join('.') || name, issue.message));
      }
    }
  }
  return errors;
}

/** Walks the content and lists every photo and local video file it references, with its field path. */
export function collectMediaRefs(modules: Record<string, unknown>): MediaRef[] {
  const refs: MediaRef[] = [];
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
        if (typeof source?.src === 'string' && !/^https?:\/\//.test(source.src)) {
          refs.push({ kind: 'video', file: source.src, where: `${file}: ${[...trail, 'sources', i, 'src'].join('.')}` });
        }
      });
      walk(record.poster, file, [...trail, 'poster']);
      return;
    }
    for (const [key, child] of Object.entries(record)) walk(child, file, [...trail, key]);
  };
  for (const [name, value] of Object.entries(modules)) walk(value, contentFile(name), []);
  return refs;
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
    const [file, field] = ref.where.split(': ');
    const resolved = resolveAssetFile(root, ref.file);
    if ('problem' in resolved) errors.push(new ContentError(file, field, resolved.problem));
    else if (statSync(resolved.path).size === 0) errors.push(new ContentError(file, field, `file is empty: ${ref.file}`));
  }
  return errors;
}

export interface LoadedContent {
  modules: Record<string, unknown>;
  media: MediaRef[];
}

/**
 * Imports content/index.ts and content/schema.ts through `load` (plain import in a build,
 * a fresh tsx namespace in dev) and validates them.
 */
export async function loadContent(
  root: string,
  load: (file: string) => Promise<Record<string, unknown>>,
): Promise<LoadedContent> {
  const [modules, schemaModule] = await Promise.all([
    load(path.join(root, 'content/index.ts')),
    load(path.join(root, 'content/schema.ts')),
  ]);
  const schemas = schemaModule.contentSchemas as Record<string, ZodLikeSchema> | undefined;
  if (!schemas) throw new ContentError('content/schema.ts', 'contentSchemas', 'missing export');
  const errors = validateModules(modules, schemas);
  const media = collectMediaRefs(pick(modules, Object.keys(schemas)));
  // A field the schema already refused (e.g. a path with '..') is reported once, by the schema.
  const refused = (e: ContentError) => errors.some((s) => s.file === e.file && (s.field === e.field || s.field.startsWith(e.field + '.')));
  errors.push(...checkMediaFiles(root, media).filter((e) => !refused(e)));
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new BuildErrors(errors);
  return { modules, media };
}

function pick(modules: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((n) => n in modules).map((n) => [n, modules[n]]));
}

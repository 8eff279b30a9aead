// The content phase: read and validate every content file, reporting every problem at once before
// anything is rendered.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type ContentIssue, contentSchemas, type SiteConfig } from '../../framework/build/define-site.ts';
import { fieldPath } from '../../framework/shared/field-path.ts';
import { type JsonNode, jsonSchemaOf } from '../../framework/shared/json-schema.ts';
import {
  CrossCheckFailed,
  CrossCheckUnknownModule,
  MediaFileCapitals,
  MediaFileEmpty,
  MediaFileLinksOutside,
  MediaFileNotAFile,
  MediaFileNotFound,
  MediaFileOutside,
  SchemaCheckFailed,
  SchemaExportMissing,
  SchemaModuleFailed,
} from '../error-messages.ts';
import { BuildError, codeLocation, InputError, throwAll } from '../errors.ts';
import type { ModuleLoader } from '../page-modules.ts';
import { pathInside } from '../paths.ts';
import { type ContentFile, readContentFiles } from './read-file.ts';

export interface MediaRef {
  kind: 'photo' | 'video';
  file: string; // project-relative path
  /** The field that names the file. */
  at: FieldPlace;
}

/** A field as the build names it: its file, line and the owner's words for it (`member jo (the 2nd) › bio`). */
export type FieldPlace = { file: string; field: string; line?: number };

/** The field as text: "content/gallery.yaml line 20: photo g04 (the 4th) › image". */
export function placeText(at: FieldPlace): string {
  return `${at.file}${at.line === undefined ? '' : ` line ${at.line}`}: ${at.field || 'the whole file'}`;
}

/** The content's rules: each module's schema, and what every module shares. */
export interface SchemaModule {
  contentSchemas(routes: readonly string[]): Record<string, z.ZodType>;
  /** Messages for the issues no schema words itself (wrong types, misspelt fields). */
  contentErrorMap?: z.core.$ZodErrorMap;
  /** Rules across modules, given only the modules that parsed: the others' own errors say why. */
  contentChecks?(content: Record<string, unknown>): ContentIssue[];
}

/** What the configuration's rules module (contentRules) exports. */
interface RulesModule extends Omit<SchemaModule, 'contentSchemas'> {
  linkSchemas(routes: readonly string[]): unknown;
}

/**
 * The content modules' schemas, made with the rules module's link schemas, and its messages and checks
 * across files. `load` imports the rules module (the dev server's loader gives an edited one afresh).
 */
export async function loadSchemaModule(root: string, config: SiteConfig, load: ModuleLoader) {
  const file = config.contentRules;
  let rules: Record<string, unknown>;
  try {
    rules = await load(path.join(root, file));
  } catch (error) {
    if ((error as Partial<BuildError>)?.isBuildError) throw error;
    throw new BuildError(SchemaModuleFailed({ file, place: codeLocation(error, root) }));
  }
  if (typeof rules.linkSchemas !== 'function') throw new InputError({ file, field: 'linkSchemas', problem: SchemaExportMissing({}) });
  return schemaModuleOf(config, rules as unknown as RulesModule);
}

const schemaModules = new WeakMap<RulesModule, { modules: SiteConfig['content']; module: SchemaModule }>();

/** The same object for the same modules and rules, so what is made from it can be kept. */
function schemaModuleOf({ content: modules }: SiteConfig, rules: RulesModule): SchemaModule {
  const last = schemaModules.get(rules);
  if (last?.modules === modules) return last.module;
  const { contentErrorMap, contentChecks } = rules;
  let kept: { routes: string; schemas: Record<string, z.ZodType> } | undefined;
  const module = {
    // The same schemas for the same routes, so the editor keeps what it made from them (editor-phase.ts).
    contentSchemas(routes: readonly string[]) {
      const key = routes.join('\n');
      if (kept?.routes !== key) kept = { routes: key, schemas: contentSchemas(modules, rules.linkSchemas(routes)) };
      return kept.schemas;
    },
    contentErrorMap,
    contentChecks,
  };
  schemaModules.set(rules, { modules, module });
  return module;
}

export type ContentSource = Pick<ContentFile, 'file' | 'data'> & Partial<Pick<ContentFile, 'lineOf' | 'writtenAt'>>;

/** The schema as JSON Schema, for naming fields the owner's way. */
function shapeOf(schema: z.ZodType): JsonNode | undefined {
  try {
    return jsonSchemaOf(schema);
  } catch {
    return undefined;
  }
}

function fieldPlace(source: ContentSource, schema: z.ZodType | undefined, at: readonly PropertyKey[]): FieldPlace {
  return { file: source.file, field: fieldPath(at, source.data, schema && shapeOf(schema)), line: source.lineOf?.(at) };
}

function fieldError(source: ContentSource, schema: z.ZodType | undefined, at: readonly PropertyKey[], problem: string) {
  return new InputError({ ...fieldPlace(source, schema, at), path: at, problem });
}

/**
 * For a number or true/false where a text is expected, adds how YAML read it (0x10 as 16) and the
 * quotes that keep it; when the field would refuse that text too (a price written 1650), says why instead.
 */
function asWritten(
  issue: z.core.$ZodIssue,
  source: ContentSource,
  at: readonly PropertyKey[],
  refusal: (data: unknown, at: readonly PropertyKey[]) => string | undefined,
): string {
  const written = issue.code === 'invalid_type' && issue.expected === 'string' ? source.writtenAt?.(at) : undefined;
  if (written === undefined) return issue.message;
  const quoted = structuredClone(source.data);
  const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], quoted);
  (parent as Record<PropertyKey, unknown>)[at.at(-1)!] = written;
  const textRefused = refusal(quoted, at);
  if (textRefused) return textRefused;
  const value = at.reduce<unknown>((parent, key) => (parent as Record<PropertyKey, unknown> | undefined)?.[key], source.data);
  const reads =
    String(value) === written
      ? ''
      : `: the file writes ${written}, which YAML reads as ${typeof value === 'boolean' ? 'true or false' : 'a number'}`;
  return `${issue.message}${reads}; to keep it as written, put it in quotes: '${written}'`;
}

export function parseContent(
  sources: Record<string, ContentSource | undefined>,
  schemaModule: SchemaModule,
  routes: readonly string[],
): { content: Record<string, unknown>; errors: BuildError[]; schemas: Record<string, z.ZodType> } {
  const content: Record<string, unknown> = {};
  const errors: BuildError[] = [];
  const schemas = schemaModule.contentSchemas(routes);
  for (const [name, schema] of Object.entries(schemas)) {
    // A file that could not be read was reported by its reader.
    const source = sources[name];
    if (!source) continue;
    let result: ReturnType<z.ZodType['safeParse']>;
    try {
      result = schema.safeParse(source.data, { error: schemaModule.contentErrorMap });
    } catch (error) {
      errors.push(new BuildError(SchemaCheckFailed({ file: source.file, place: codeLocation(error) })));
      continue;
    }
    if (result.success) content[name] = result.data;
    else {
      const refusal = (data: unknown, at: readonly PropertyKey[]) =>
        schema
          .safeParse(data, { error: schemaModule.contentErrorMap })
          .error?.issues.find((issue) => issue.path.join('\n') === at.join('\n'))?.message;
      for (const issue of result.error.issues) {
        // A misspelt field is reported on its own line, not its parent's.
        const at = issue.code === 'unrecognized_keys' && issue.keys?.length === 1 ? [...issue.path, issue.keys[0]!] : issue.path;
        errors.push(fieldError(source, schema, at, asWritten(issue, source, at, refusal)));
      }
    }
  }
  errors.push(...crossModuleErrors(sources, schemaModule, schemas, content));
  return { content, errors, schemas };
}

function crossModuleErrors(
  sources: Record<string, ContentSource | undefined>,
  schemaModule: SchemaModule,
  schemas: Record<string, z.ZodType>,
  content: Record<string, unknown>,
): BuildError[] {
  let issues: ContentIssue[];
  try {
    issues = schemaModule.contentChecks?.(content) ?? [];
  } catch (error) {
    return [new BuildError(CrossCheckFailed({ place: codeLocation(error) }))];
  }
  return issues.map((issue) => {
    const source = sources[issue.module];
    if (!source) return new BuildError(CrossCheckUnknownModule(issue));
    return fieldError(source, schemas[issue.module], issue.path, issue.message);
  });
}

/** A content link to a part of a page ('/services#dj-services'), checked once the pages are rendered. */
export type FragmentLink = FieldPlace & { href: string };

export function collectFragmentLinks(
  content: Record<string, unknown>,
  sources: Record<string, ContentSource>,
  schemas: Record<string, z.ZodType>,
): FragmentLink[] {
  const links = new Map<string, FragmentLink>();
  const walk = (value: unknown, node: JsonNode | undefined, source: ContentSource, schema: z.ZodType, trail: PropertyKey[]) => {
    if (!node) return;
    for (const option of node.anyOf ?? []) walk(value, option, source, schema, trail);
    if (typeof value === 'string') {
      if (node.link && value.startsWith('/') && value.includes('#')) {
        const at = fieldPlace(source, schema, trail);
        links.set(`${at.file}\n${at.field}`, { href: value, ...at });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, node.items, source, schema, [...trail, i]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, node.properties?.[key], source, schema, [...trail, key]);
    }
  };
  for (const [name, value] of Object.entries(content)) {
    const source = sources[name];
    const schema = schemas[name];
    if (source && schema) walk(value, shapeOf(schema), source, schema, []);
  }
  return [...links.values()];
}

export interface ContentMedia {
  media: MediaRef[];
  /** The origins of the absolute video URLs, sorted: the pages' media-src. */
  videoOrigins: string[];
}

/** Walks only parsed content: values the schema refused may nest without end. */
export function collectMedia(content: Record<string, unknown>, place: (name: string, at: PropertyKey[]) => FieldPlace): ContentMedia {
  const refs: MediaRef[] = [];
  const origins = new Set<string>();
  const ref = (kind: MediaRef['kind'], file: string, name: string, trail: PropertyKey[]) => {
    refs.push({ kind, file, at: place(name, trail) });
  };
  const walk = (value: unknown, name: string, trail: PropertyKey[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, name, [...trail, i]));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.kind === 'photo' && typeof record.file === 'string') {
      ref('photo', record.file, name, trail);
      return;
    }
    if (record.kind === 'video' && Array.isArray(record.sources)) {
      record.sources.forEach((source: { src?: unknown }, i: number) => {
        if (typeof source?.src !== 'string') return;
        if (/^https?:\/\//.test(source.src)) origins.add(new URL(source.src).origin);
        else ref('video', source.src, name, [...trail, 'sources', i, 'src']);
      });
      walk(record.poster, name, [...trail, 'poster']);
      return;
    }
    for (const [key, child] of Object.entries(record)) walk(child, name, [...trail, key]);
  };
  for (const [name, value] of Object.entries(content)) walk(value, name, []);
  return { media: refs, videoOrigins: [...origins].sort() };
}

/** A folder's names, as read once for the files of one check: it lists the same folders for each file. */
type FolderNames = Map<string, string[] | null>;

/** Follows symlinks too, so nothing outside the project's assets can be published. */
export function resolveAssetFile(
  root: string,
  assetsFolder: string,
  file: string,
  folders: FolderNames = new Map(),
): { path: string } | { problem: string } {
  const assets = path.join(root, assetsFolder);
  const abs = path.resolve(root, file);
  // pathInside gives '' for the folder itself, which is no asset: refused as outside, as null is.
  if (!pathInside(assets, abs)) return { problem: MediaFileOutside({ file, folder: assetsFolder }) };
  const named = nameOnDisk(root, path.relative(root, abs), folders);
  if (named) return { problem: MediaFileCapitals({ file, named }) };
  let real: string;
  try {
    real = realpathSync(abs);
  } catch {
    return { problem: MediaFileNotFound({ file }) };
  }
  // The file resolved through the folder, so the folder resolves too.
  const realAssets = realpathSync(assets);
  if (!pathInside(realAssets, real)) return { problem: MediaFileLinksOutside({ file, folder: assetsFolder, real }) };
  if (!statSync(real).isFile()) return { problem: MediaFileNotAFile({ file }) };
  return { path: abs };
}

/**
 * The way the folders write `file` when only its capitals differ ('IMG_1.JPG' for 'img_1.jpg'), else
 * undefined: a disk that ignores case (macOS, Windows) finds the file, the host's then does not.
 */
function nameOnDisk(root: string, file: string, folders: FolderNames): string | undefined {
  const parts = file.split(path.sep);
  let dir = root;
  const named: string[] = [];
  for (const part of parts) {
    if (!folders.has(dir)) folders.set(dir, readdirOrNull(dir));
    const names = folders.get(dir);
    if (!names) return undefined;
    const found = names.includes(part) ? part : names.find((name) => name.toLowerCase() === part.toLowerCase());
    if (found === undefined) return undefined;
    named.push(found);
    dir = path.join(dir, found);
  }
  return named.every((name, i) => name === parts[i]) ? undefined : named.join('/');
}

function readdirOrNull(dir: string): string[] | null {
  try {
    return readdirSync(dir);
  } catch {
    return null;
  }
}

export function checkMediaFiles(root: string, assetsFolder: string, refs: MediaRef[]): InputError[] {
  const errors: InputError[] = [];
  const folders: FolderNames = new Map();
  for (const ref of refs) {
    const resolved = resolveAssetFile(root, assetsFolder, ref.file, folders);
    if ('problem' in resolved) errors.push(new InputError({ ...ref.at, problem: resolved.problem }));
    else if (statSync(resolved.path).size === 0) errors.push(new InputError({ ...ref.at, problem: MediaFileEmpty(ref) }));
  }
  return errors;
}

export interface LoadedContent extends ContentMedia {
  content: Record<string, unknown>;
  schemas: Record<string, z.ZodType>;
  fragmentLinks: FragmentLink[];
}

export async function loadContent(root: string, config: SiteConfig, load: ModuleLoader, routes: readonly string[]): Promise<LoadedContent> {
  const schemaModule = await loadSchemaModule(root, config, load);
  const { sources, errors } = readContentFiles(root, Object.keys(config.content), config.folders.content);
  const parsed = parseContent(sources, schemaModule, routes);
  const found = collectMedia(parsed.content, (name, at) => fieldPlace(sources[name]!, parsed.schemas[name], at));
  throwAll([...errors, ...parsed.errors, ...checkMediaFiles(root, config.folders.assets, found.media)]);
  const { content, schemas } = parsed;
  return { content, schemas, ...found, fragmentLinks: collectFragmentLinks(content, sources, schemas) };
}

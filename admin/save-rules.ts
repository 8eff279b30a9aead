// The build's rules, run on an entry before the editor saves it: every rule of the entry's schema
// (one popular tier per tab, the gallery's 55 photos and 4 per category, links to pages…) and the
// rules across files (a service's pricing tab is a tab of the Pricing page), worded as the build
// words them. Only a problem the save would create stops it: one already in the file as stored,
// or in another file, is shown but never blocks, so the owner is never locked out of an entry.
import type { z } from 'zod';
import { contentChecks, contentErrorMap, linkSchemas } from '../content/schema/index.ts';
import { contentSchemas } from '../framework/build/define-site.ts';
import { fieldPath } from '../framework/shared/field-path.ts';
import { jsonSchemaOf } from '../framework/shared/json-schema.ts';
import site from '../site.config.ts';
import type { FieldsShape } from './empty-fields.ts';

/** Every content file as it is stored now: as written (read through the editor's backend), or as the last build parsed it. */
export type StoredContent = { written: Record<string, unknown> } | { parsed: Record<string, unknown> };

export interface EntryProblem {
  /** In the owner's words: where (the file, when it is another) and what is wrong. */
  message: string;
  /** True when the save would create it: the save is refused. */
  blocks: boolean;
}

interface Issue {
  module: string;
  path: readonly PropertyKey[];
  message: string;
}

/** The schemas for a list of routes, made once: the preview checks the entry at every keystroke. */
const schemasFor = new WeakMap<readonly string[], Record<string, z.ZodType>>();

/** What the schemas made of each stored file (the same object until it is read again), parsed once. */
const parsedFiles = new WeakMap<object, Map<z.ZodType, { value?: unknown; issues: Issue[] }>>();

function parseStored(schema: z.ZodType, module: string, data: unknown): { value?: unknown; issues: Issue[] } {
  if (typeof data !== 'object' || data === null) return parse(schema, module, data);
  let results = parsedFiles.get(data);
  if (!results) parsedFiles.set(data, (results = new Map()));
  let result = results.get(schema);
  if (!result) results.set(schema, (result = parse(schema, module, data)));
  return result;
}

/** The schema's problems with `data`, and its parsed value when there are none. */
function parse(schema: z.ZodType, module: string, data: unknown): { value?: unknown; issues: Issue[] } {
  const result = schema.safeParse(data, { error: contentErrorMap as z.core.$ZodErrorMap });
  if (result.success) return { value: result.data, issues: [] };
  return {
    issues: result.error.issues.map((issue) => ({
      module,
      // A misspelt field is named itself, not its parent, as the build names it.
      path: issue.code === 'unrecognized_keys' && issue.keys.length === 1 ? [...issue.path, issue.keys[0]!] : issue.path,
      message: issue.message,
    })),
  };
}

/** The schemas for the site's routes. */
function schemasOf(routes: readonly string[]): Record<string, z.ZodType> {
  let schemas = schemasFor.get(routes);
  if (!schemas) schemasFor.set(routes, (schemas = contentSchemas(site.content, linkSchemas(routes))));
  return schemas;
}

/** The fields of module `name` as written (its JSON Schema), or undefined for a module the site does not have. */
export function entryShape(name: string, routes: readonly string[]): FieldsShape | undefined {
  const schema = schemasOf(routes)[name];
  return schema && (jsonSchemaOf(schema) as FieldsShape);
}

/**
 * What the build would say about the content with `data` saved as `name`, each problem marked
 * as blocking the save when the save creates it. `routes` are the pages a link may name.
 */
export function entryProblems(
  name: string,
  data: unknown,
  stored: StoredContent,
  routes: readonly string[],
  entryName: (module: string) => string = (module) => module,
): EntryProblem[] {
  const schemas = schemasOf(routes);
  const schema = schemas[name];
  if (!schema) return [];
  const written = 'written' in stored ? stored.written : undefined;
  // Every other module as the build reads it: parsed, or left out when it does not parse (its rules then check nothing).
  const others: Record<string, unknown> = {};
  for (const [module, moduleSchema] of Object.entries(schemas)) {
    if (module === name) continue;
    const value = written
      ? parseStored(moduleSchema, module, written[module]).value
      : (stored as { parsed: Record<string, unknown> }).parsed[module];
    if (value !== undefined) others[module] = value;
  }
  const before = written
    ? parseStored(schema, name, written[name])
    : { value: (stored as { parsed: Record<string, unknown> }).parsed[name], issues: [] };
  const after = parse(schema, name, data);
  const across = (value: unknown): Issue[] => (value === undefined ? [] : contentChecks({ ...others, [name]: value }));
  const known = new Set([...before.issues, ...across(before.value)].map(keyOf(name)));
  const valuesOf = (module: string) => (module === name ? data : (written?.[module] ?? others[module]));
  return [...after.issues, ...across(after.value)].map((issue) => {
    const schema = schemas[issue.module];
    const where = fieldPath(issue.path, valuesOf(issue.module), schema && jsonSchemaOf(schema)) || 'the whole file';
    const file = issue.module === name ? '' : `${entryName(issue.module)}: `;
    return { message: `${file}${where}: ${issue.message}`, blocks: !known.has(keyOf(name)(issue)) };
  });
}

/**
 * What makes a problem the same one before and after the save: in the entry saved, its field
 * and its words; in another file, its field alone (its words may name the entry's values).
 */
const keyOf = (name: string) => (issue: Issue) => JSON.stringify([issue.module, issue.path, issue.module === name ? issue.message : '']);

// The content files' JSON Schemas for a code editor with YAML support, mapped in a git-ignored
// .vscode/settings.json: made on this machine, so no committed file goes stale.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { jsonSchemaOf } from '../../framework/shared/json-schema.ts';
import { contentFileOf } from '../content/read-file.ts';
import { CodeEditorSettingsNotJson } from '../error-messages.ts';

/** Where the JSON Schemas go: one per content file, named after it (team.schema.json for content/team.yaml). */
export const SCHEMA_DIR = '.cache/schemas';
export const VSCODE_SETTINGS = '.vscode/settings.json';

/** What was written, and a problem to tell the developer (the settings could not be read), if any. */
export interface CodeEditorFiles {
  written: string[];
  problem?: string;
}

/** Keeps every other setting and schema mapping; writes only what changed. */
export function writeCodeEditorFiles(root: string, schemas: Record<string, z.ZodType>, contentFolder: string): CodeEditorFiles {
  const written: string[] = [];
  const write = (file: string, text: string) => {
    const abs = path.join(root, file);
    if (existsSync(abs) && readFileSync(abs, 'utf8') === text) return;
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
    written.push(file);
  };
  const mapping: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const contentFile = contentFileOf(name, contentFolder);
    const file = `${SCHEMA_DIR}/${path.basename(contentFile, '.yaml')}.schema.json`;
    write(file, `${JSON.stringify(jsonSchemaOf(schema), null, 2)}\n`);
    mapping[`./${file}`] = contentFile;
  }
  const wanted = new Set(Object.keys(mapping).map((key) => path.basename(key)));
  for (const name of existsSync(path.join(root, SCHEMA_DIR)) ? readdirSync(path.join(root, SCHEMA_DIR)) : []) {
    if (name.endsWith('.schema.json') && !wanted.has(name)) rmSync(path.join(root, SCHEMA_DIR, name), { force: true });
  }
  const settingsFile = path.join(root, VSCODE_SETTINGS);
  let settings: Record<string, unknown> = {};
  if (existsSync(settingsFile)) {
    try {
      settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as Record<string, unknown>;
    } catch {
      // VS Code accepts comments in its settings; rewriting them would lose the comments.
      const entries = Object.entries(mapping).map(([schema, file]) => `"${schema}": "${file}"`);
      return { written, problem: CodeEditorSettingsNotJson({ file: VSCODE_SETTINGS, entries }) };
    }
  }
  const current = (settings['yaml.schemas'] ?? {}) as Record<string, unknown>;
  const others = Object.fromEntries(Object.entries(current).filter(([schema]) => !schema.startsWith(`./${SCHEMA_DIR}/`)));
  write(VSCODE_SETTINGS, `${JSON.stringify({ ...settings, 'yaml.schemas': { ...others, ...mapping } }, null, 2)}\n`);
  return { written };
}

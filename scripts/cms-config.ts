// npm run gen:cms: writes the code editor's JSON Schemas, as `npm run dev` does when it starts.
// cmsConfig() is the content editor's configuration as every build writes it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { commandLine } from '../generator/cli.ts';
import { loadSchemaModule } from '../generator/content/load.ts';
import { decapConfig } from '../generator/editor/admin-config.ts';
import { backendSettings } from '../generator/editor/backend-settings.ts';
import { writeCodeEditorFiles } from '../generator/editor/code-editor-schemas.ts';
import { formatError } from '../generator/errors.ts';
import { loadConfig } from '../generator/load-config.ts';
import { importModule } from '../generator/page-modules.ts';
import { discoverPageFiles, routesOf } from '../generator/routes.ts';
import { PROJECT_ROOT } from './project-root.ts';

async function contentSchemasOf(at: string): Promise<{ schemas: Record<string, z.ZodType>; routes: string[]; folder: string }> {
  const config = await loadConfig(at);
  const schemaModule = await loadSchemaModule(at, config, importModule);
  // The pages a link may point to are the page files', without the views some add, as the build's content phase has them.
  const routes = routesOf(await discoverPageFiles(at, config));
  return { schemas: schemaModule.contentSchemas(routes), routes, folder: config.folders.content };
}

/** The content editor's configuration for the project at `at`, as the build writes it to admin/config.yml. */
export async function cmsConfig(at = PROJECT_ROOT): Promise<Record<string, unknown>> {
  const { schemas, routes, folder } = await contentSchemasOf(at);
  return decapConfig(schemas, routes, backendSettings(at), folder);
}

async function main(): Promise<void> {
  commandLine({
    command: 'npm run gen:cms',
    summary:
      "Writes the content files' JSON Schemas for a code editor (.cache/schemas/) and maps them in .vscode/settings.json, as npm run dev does when it starts. The editor's configuration is made by every build.",
    options: {},
    flags: [],
  });
  const { schemas, folder } = await contentSchemasOf(PROJECT_ROOT);
  const { written, problem } = writeCodeEditorFiles(PROJECT_ROOT, schemas, folder);
  console.log(written.length ? `updated ${written.join(', ')}` : "the content files' JSON Schemas and their mapping are up to date");
  if (problem) console.error(problem);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(formatError(error));
    process.exitCode = 1;
  });
}

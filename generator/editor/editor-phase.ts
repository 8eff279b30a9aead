// The editor at /admin/. None of it needs accepted content, so after a failed run the dev server
// still serves a working editor to fix what was refused. The script is bundled again only when a
// content module reloaded (a component edit waits for the next start: bundling takes seconds).
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { type BundleCache, contentFreeBundles } from '../bundle/bundle-phase.ts';
import type { Sources } from '../content/content-phase.ts';
import { type LoadedContent, loadSchemaModule, parseContent } from '../content/load.ts';
import { readContentFiles } from '../content/read-file.ts';
import { adminPolicy, enterpriseSources } from '../headers/admin.ts';
import type { PhaseContext } from '../phase-context.ts';
import { discoverPageFiles, routesOf } from '../routes.ts';
import type { SiteFile } from '../write/write.ts';
import { ADMIN_CONFIG, configYaml, decapConfig } from './admin-config.ts';
import { type BackendSettings, backendSettings, setupWarning } from './backend-settings.ts';
import { writeCodeEditorFiles } from './code-editor-schemas.ts';
import { ADMIN_CONTENT, editorPage, editorScript } from './outputs.ts';
import { withoutPrivateFields } from './private-fields.ts';

export class EditorCache {
  script?: { file: string; bytes: Uint8Array };
  /** The configuration, and the policy of the page, which admin/backend.yml may widen (a GitHub Enterprise server). */
  config?: { schemas: Record<string, z.ZodType>; backend: BackendSettings; text: string; policy: string };
  /** Each content module as it last parsed: what the previews show of a module the build refuses. */
  readonly content: Record<string, unknown> = {};
  /** The preview data, and the content and schemas it was made from. */
  preview?: { content: Record<string, unknown>; schemas: Record<string, z.ZodType>; text: string };
}

/** What the content phase gave; its `content` has the modules that parsed in this run: every one when the phase passed. */
export interface EditorInputs extends Pick<Sources, 'pageFiles' | 'backend'>, Pick<LoadedContent, 'content' | 'schemas'> {
  stylesheet: string;
}

export async function editorPhase(context: PhaseContext, inputs: EditorInputs, cache: EditorCache): Promise<Map<string, SiteFile>> {
  const { root, config } = context;
  const routes = routesOf(inputs.pageFiles);
  const contentCodeReloaded = [...context.reloaded].some((file) => file.startsWith(`${config.folders.content}/`));
  if (!cache.script || contentCodeReloaded) cache.script = await editorScript(root, config);
  const { schemas } = inputs;
  // The settings are compared by value: after a failed run they are read afresh (editorAfterFailure).
  if (cache.config?.schemas !== schemas || !isDeepStrictEqual(cache.config.backend, inputs.backend)) {
    const settings = inputs.backend;
    cache.config = {
      schemas,
      backend: settings,
      text: configYaml(decapConfig(schemas, routes, settings, config.folders.content)),
      policy: adminPolicy({ editorSources: enterpriseSources(settings.backend.api_root) }),
    };
    // npm run cms edits this computer's files without the live site's settings: only a build warns.
    const warning = context.target === 'deploy' ? setupWarning(settings) : null;
    if (warning) context.log(warning);
    if (context.target === 'dev') {
      const { written, problem } = writeCodeEditorFiles(root, schemas, config.folders.content);
      if (written.length) context.log(`editor: the content files' JSON Schemas for code editors: ${written.join(', ')}`);
      if (problem) context.log(`editor: ${problem}`);
    }
  }
  Object.assign(cache.content, inputs.content);
  // Only the modules the schemas have now: a page's content module goes with the page.
  const content = Object.fromEntries(Object.keys(schemas).flatMap((name) => (name in cache.content ? [[name, cache.content[name]]] : [])));
  const last = cache.preview;
  const unchanged = last?.schemas === schemas && Object.keys(content).every((name) => last.content[name] === content[name]);
  if (!unchanged) cache.preview = { content, schemas, text: JSON.stringify({ routes, content: withoutPrivateFields(content, schemas) }) };
  return new Map<string, SiteFile>([
    [cache.script.file, cache.script.bytes],
    [ADMIN_CONFIG, cache.config.text],
    [ADMIN_CONTENT, cache.preview!.text],
    ['admin/index.html', editorPage(cache.script.file, inputs.stylesheet, cache.config.policy)],
  ]);
}

/** For the dev server after a failed run; fails only when a page file or the schema module fails. */
export async function editorAfterFailure(
  context: PhaseContext,
  caches: { editor: EditorCache; bundle: BundleCache },
): Promise<Map<string, SiteFile>> {
  const { root, config } = context;
  const pageFiles = await context.siteCode('finding the pages', [], () => discoverPageFiles(root, config));
  const routes = routesOf(pageFiles);
  const { content, schemas } = await context.siteCode(
    `reading the content for the editor (${config.folders.content}/)`,
    [config.contentRules],
    async () => {
      const module = await loadSchemaModule(root, config, context.load);
      const { sources } = readContentFiles(root, Object.keys(config.content), config.folders.content);
      return parseContent(sources, module, routes);
    },
  );
  const bundles = await contentFreeBundles(context, caches.bundle);
  const inputs = { stylesheet: bundles.stylesheet, pageFiles, backend: backendSettings(root), content, schemas };
  const editor = await editorPhase(context, inputs, caches.editor);
  return new Map([...bundles.files, ...editor]);
}

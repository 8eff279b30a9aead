// Loads site.config.ts (framework/build/define-site.ts says what it holds) and checks what the
// engine reads, so a missing or misspelt entry fails naming file and entry, not deep in a phase.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../framework/build/define-site.ts';
import { BuildError, InputError, throwAll } from './errors.ts';
import { importModule, type ModuleLoader } from './page-modules.ts';

export const CONFIG_FILE = 'site.config.ts';

/** The configuration of the project at `root`: each command loads it once and passes it down. */
export async function loadConfig(root: string, load: ModuleLoader = importModule): Promise<SiteConfig> {
  const file = path.join(root, CONFIG_FILE);
  if (!existsSync(file)) {
    throw new BuildError(
      `${CONFIG_FILE} is missing: the site's configuration, at the project's root (framework/build/define-site.ts says what it holds)`,
    );
  }
  const config = (await load(file)).default;
  if (!isSiteConfig(config)) throw refuse('default export', 'expected the configuration: export default defineSite({ … })');
  throwAll([...missingEntries(config), ...contentModuleErrors(root, config)]);
  return config;
}

function isSiteConfig(value: unknown): value is SiteConfig {
  return typeof value === 'object' && value !== null && 'folders' in value;
}

const refuse = (field: string, problem: string) => new InputError({ file: CONFIG_FILE, field, problem });

/** An entry the engine reads that is not there, or not of its kind. */
function missingEntries(config: SiteConfig): InputError[] {
  const strings = ['shell', 'contentRules'] as const;
  const functions = ['siteUrl', 'pageSources'] as const;
  const folders = ['pages', 'components', 'content', 'assets', 'styles'] as const;
  return [
    ...strings.filter((k) => typeof config[k] !== 'string').map((k) => refuse(k, 'expected a project-relative path')),
    ...functions.filter((k) => typeof config[k] !== 'function').map((k) => refuse(k, 'expected a function of the content')),
    ...(typeof config.brand?.mark === 'string' ? [] : [refuse('brand.mark', 'expected a project-relative path')]),
    ...(['ground', 'accent'] as const)
      .filter((k) => !/^#[0-9a-f]{6}$/i.test(String(config.brand?.[k])))
      .map((k) => refuse(`brand.${k}`, "expected a colour like '#0d0d12'")),
    ...(typeof config.imageLayouts === 'object' && config.imageLayouts !== null
      ? []
      : [refuse('imageLayouts', 'expected the image layouts by name: { gallery: { … }, … }')]),
    ...folders
      .filter((k) => typeof config.folders?.[k] !== 'string')
      .map((k) => refuse(`folders.${k}`, 'expected a project-relative folder')),
    ...(config.contentNotices === undefined || typeof config.contentNotices === 'function'
      ? []
      : [refuse('contentNotices', 'expected a function of the content, or leave it out')]),
  ];
}

/** A content module without a schema, or previewed on a page the pages folder does not have. */
function contentModuleErrors(root: string, { content, folders }: SiteConfig): InputError[] {
  if (typeof content !== 'object' || content === null)
    return [refuse('content', "expected the content modules by name: { home: { schema: homeSchema, page: 'pages/index.tsx' }, … }")];
  return Object.entries(content).flatMap(([name, { schema, page }]) => {
    const errors: InputError[] = [];
    if (typeof schema !== 'function')
      errors.push(refuse(`content.${name}.schema`, 'expected a function of the link schemas that makes the schema'));
    const isPage =
      typeof page === 'string' && page.startsWith(`${folders?.pages}/`) && page.endsWith('.tsx') && existsSync(path.join(root, page));
    if (page !== undefined && !isPage)
      errors.push(
        refuse(
          `content.${name}.page`,
          `expected a page file in ${folders?.pages}/ ('${folders?.pages}/index.tsx'), or leave it out to show the module in the frame of the home page`,
        ),
      );
    return errors;
  });
}

// The site's content schemas for a list of routes, made once per list, for the tests that validate
// many changed copies of the content. A build makes the schemas once and parses once; making
// them again for every copy is most of what such a test would spend. Zod schemas keep no state
// between parses, so a copy is checked exactly as the build checks it.
import { contentChecks, contentErrorMap, linkSchemas } from '../../content/schema/index.ts';
import { contentSchemas, type SchemasOf } from '../../framework/build/define-site.ts';
import type { SchemaModule } from '../../generator/content/load.ts';
import site from '../../site.config.ts';

type Schemas = SchemasOf<typeof site.content>;
const made = new Map<string, Schemas>();

/** Each content module's schema (site.config.ts), made for these routes. */
export function schemasFor(routes: readonly string[]): Schemas {
  const key = JSON.stringify(routes);
  let schemas = made.get(key);
  if (!schemas) made.set(key, (schemas = contentSchemas(site.content, linkSchemas(routes))));
  return schemas;
}

/** The content's rules as the build has them, answering `schemasFor(routes)` from the schemas made first for these routes. */
export function schemaModuleFor(routes: readonly string[]): SchemaModule {
  const reused = schemasFor(routes);
  return { contentSchemas: () => reused, contentErrorMap, contentChecks };
}

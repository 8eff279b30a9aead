// content/schema/index.ts with its schemas made once per list of routes, for the tests that validate
// many changed copies of the content. A build makes the schemas once and parses once; making
// them again for every copy is most of what such a test would spend. Zod schemas keep no state
// between parses, so a copy is checked exactly as the build checks it.
import * as schemaModule from '../../content/schema/index.ts';
import type { SchemaModule } from '../../generator/content/load.ts';

type Schemas = ReturnType<typeof schemaModule.contentSchemas>;
const made = new Map<string, Schemas>();

/** The schema module the build uses, answering `contentSchemas(routes)` from the schemas made first for these routes. */
export function schemaModuleFor(routes: readonly string[]): SchemaModule {
  const key = JSON.stringify(routes);
  let schemas = made.get(key);
  if (!schemas) {
    schemas = schemaModule.contentSchemas(routes);
    made.set(key, schemas);
  }
  const reused = schemas;
  return { ...schemaModule, contentSchemas: () => reused };
}

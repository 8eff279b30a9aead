// How pages and components read the content: the parsed, validated content the build hands every
// render (framework/build/content-context.ts), typed by the site's own schema. Reading it here, rather than the
// content files, means a component renders exactly what the schema accepted.
import type { SiteContent } from '../content/schema/index.ts';
import { useRenderedContent } from '../framework/build/content-context.ts';

export type { SiteContent };

/** The parsed, validated content of the site. */
export function useContent(): SiteContent {
  return useRenderedContent() as SiteContent;
}

// How pages and components read the content: the build validates content/ against its schema
// and hands the parsed result (texts trimmed, defaults applied) to every render through this
// context. Reading it here, rather than importing content/index.ts, means a component renders
// exactly what the schema accepted, and the dev server can tell which content each page read.
import { type Context, createContext, useContext } from 'react';
import type { SiteContent } from '../../content/schema.ts';

export type { SiteContent };

// One context object per process, like kit/build/context.ts: a module loaded twice must still share it.
const globalKey = Symbol.for('elevate-events.content-context');
const holder = globalThis as { [globalKey]?: Context<SiteContent | null> };
export const ContentContext = (holder[globalKey] ??= createContext<SiteContent | null>(null));

/** The parsed, validated content of the site. */
export function useContent(): SiteContent {
  const content = useContext(ContentContext);
  if (!content) throw new Error('useContent() was called outside a page render');
  return content;
}

// The parsed content (as the schema accepted it), handed to every render; the site reads it,
// typed by its own schema, through useContent() (components/content.ts).
import { type Context, createContext, useContext } from 'react';

// One context object per process, like framework/build/context.ts: a module loaded twice must still share it.
const globalKey = Symbol.for('site-generator.content-context');
const holder = globalThis as { [globalKey]?: Context<unknown> };
export const ContentContext = (holder[globalKey] ??= createContext<unknown>(null));

/** The parsed, validated content of the page being rendered, as the build handed it. */
export function useRenderedContent(): unknown {
  const content = useContext(ContentContext);
  if (content === null || content === undefined) throw new Error('useContent() was called outside a page render');
  return content;
}

// How a render receives the content: the build validates the content against its schema and
// hands the parsed result (texts trimmed, defaults applied) to every render through this context.
// The framework does not know the content's shape; the site reads it, typed by its own schema, through
// useContent() (components/content.ts), so a component renders exactly what the schema accepted
// and the dev server can tell which content each page read.
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

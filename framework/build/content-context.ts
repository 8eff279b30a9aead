// The parsed content (as the schema accepted it), handed to every render; the site reads it,
// typed by its own schema, through useContent() (components/content.ts).
import { useContext } from 'react';
import { processWideContext } from './context.ts';

export const ContentContext = processWideContext<unknown>('site-generator.content-context');

/** The parsed, validated content of the page being rendered, as the build handed it. */
export function useRenderedContent(): unknown {
  const content = useContext(ContentContext);
  if (content === null || content === undefined) throw new Error('useContent() was called outside a page render');
  return content;
}

// The render phase (generator/site.tsx lists the phases in order): render each page with React's renderToStaticMarkup inside the shared layout.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BuildContext, type BuildServices, type Preload } from '../kit/context.ts';
import { RenderError } from './errors.ts';

export interface RenderedBody {
  html: string;
  entries: string[];
  preloads: Preload[];
}

/** Renders a page's body (layout included); collects the client entries and preloads it asked for. */
export async function renderBody(
  label: string,
  element: ReactElement,
  services: Omit<BuildServices, 'clientEntry' | 'preload'>,
): Promise<RenderedBody> {
  const entries = new Set<string>();
  const preloads: Preload[] = [];
  const seen = new Set<string>();
  const full: BuildServices = {
    ...services,
    clientEntry: (file) => void entries.add(file),
    preload: (p) => {
      const key = JSON.stringify(p);
      if (!seen.has(key)) {
        seen.add(key);
        preloads.push(p);
      }
    },
  };
  const tree = <BuildContext.Provider value={full}>{element}</BuildContext.Provider>;
  try {
    return { html: renderToStaticMarkup(tree), entries: [...entries].sort(), preloads };
  } catch (error) {
    throw await describeRenderError(label, tree, error);
  }
}

/**
 * renderToStaticMarkup does not say which component threw. Render once more with the
 * streaming API, whose onError receives the component stack, and name the innermost component.
 */
async function describeRenderError(label: string, tree: ReactElement, error: unknown): Promise<RenderError> {
  const reason = error instanceof Error ? error.message : String(error);
  let component = 'unknown component';
  try {
    const { prerenderToNodeStream } = await import('react-dom/static');
    await prerenderToNodeStream(tree, {
      onError(_e: unknown, info?: { componentStack?: string }) {
        const match = info?.componentStack?.match(/^\s*at (\w+)/m);
        if (match && component === 'unknown component') component = match[1];
      },
    }).catch(() => undefined);
  } catch {
    // The diagnosis is best effort; the original message is what matters.
  }
  return new RenderError(label, component, reason);
}

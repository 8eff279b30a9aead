// Renders every page's body inside the site's Layout and records what each read, so the dev
// server re-renders only the pages an edit can change.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentContext } from '../../framework/build/content-context.ts';
import { BuildContext, type BuildServices, type Preload } from '../../framework/build/context.ts';
import type { PageMeta, PageModule } from '../../framework/build/page.ts';
import type { DocumentShell } from '../../framework/build/shell.ts';
import type { SiteSettings } from '../build-settings.ts';
import { RenderFailed } from '../error-messages.ts';
import { BuildError, codePlace } from '../errors.ts';
import type { StaticAssets } from '../images/assets.ts';
import type { ImagePipeline, PictureRequest } from '../images/pipeline.ts';
import { pageMeta } from '../page-modules.ts';
import type { PageRoute } from '../routes.ts';

/** What the build offers every render; the per-page parts (route, entries, preloads) are added here. */
export type RenderServices = Omit<BuildServices, 'route' | 'clientEntry' | 'preload'>;

export interface RenderedPage {
  page: PageRoute;
  meta: PageMeta;
  html: string;
  entries: string[];
  preloads: Preload[];
  reads: {
    content: string[];
    /** Each photo in each layout it asked for: the files the encode phase must make for this page. */
    pictures: PictureRequest[];
    files: string[];
  };
}

export async function renderPage(
  page: PageRoute,
  mod: PageModule,
  { shell, content, services }: { shell: DocumentShell; content: Record<string, unknown>; services: RenderServices },
): Promise<RenderedPage> {
  const read = recordReads(content);
  const pictures = new Map<string, PictureRequest>();
  const files = new Set<string>();
  const entries = new Set<string>();
  const preloads = new Map<string, Preload>();
  const meta = pageMeta(page.file, mod, read.content, page.route);
  const perPage: BuildServices = {
    ...services,
    route: page.route,
    picture: (file, layout) => {
      pictures.set(`${layout}\n${file}`, { file, layout });
      return services.picture(file, layout);
    },
    assetUrl: (file) => {
      files.add(file);
      return services.assetUrl(file);
    },
    clientEntry: (file) => void entries.add(file),
    preload: (p) => void preloads.set(JSON.stringify(p), p),
  };
  const { Layout } = shell;
  const Page = mod.default;
  const tree = (
    <BuildContext.Provider value={perPage}>
      <ContentContext.Provider value={read.content}>
        <Layout route={page.route} meta={meta}>
          <Page />
        </Layout>
      </ContentContext.Provider>
    </BuildContext.Provider>
  );
  let html: string;
  try {
    html = renderToStaticMarkup(tree);
  } catch (error) {
    throw await describeRenderError(page.route ?? '404 page', tree, error);
  }
  return {
    page,
    meta,
    html,
    entries: [...entries].sort(),
    preloads: [...preloads.values()],
    reads: { content: [...read.modules].sort(), pictures: [...pictures.values()], files: [...files].sort() },
  };
}

export function recordReads(content: Record<string, unknown>): { content: Record<string, unknown>; modules: Set<string> } {
  const modules = new Set<string>();
  const proxy = new Proxy(content, {
    get(target, key, receiver) {
      if (typeof key === 'string') modules.add(key);
      return Reflect.get(target, key, receiver);
    },
    ownKeys(target) {
      // Spreading or listing the content reads all of it.
      const keys = Reflect.ownKeys(target);
      for (const key of keys) if (typeof key === 'string') modules.add(key);
      return keys;
    },
  });
  return { content: proxy, modules };
}

/** renderToStaticMarkup does not say which component threw; the streaming API's onError does. */
async function describeRenderError(label: string, tree: ReactElement, error: unknown): Promise<BuildError> {
  const reason = error instanceof Error ? error.message : String(error);
  let component = 'unknown component';
  try {
    const { prerenderToNodeStream } = await import('react-dom/static');
    await prerenderToNodeStream(tree, {
      onError(_e: unknown, info?: { componentStack?: string }) {
        const name = info?.componentStack?.match(/^\s*at (\w+)/m)?.[1];
        if (name && component === 'unknown component') component = name;
      },
    }).catch(() => undefined);
  } catch {
    // The diagnosis is best effort; the original message is what matters.
  }
  return new BuildError(RenderFailed({ page: label, component, reason, place: codePlace(error) }));
}

/** What every page's render is offered; `outline` (createOutliner) reads its fonts once for every run of the dev server. */
export function servicesFor(
  { siteUrl, year }: SiteSettings,
  images: Pick<ImagePipeline, 'picture'>,
  assets: Pick<StaticAssets, 'url'>,
  outline: RenderServices['outline'],
): RenderServices {
  return {
    siteUrl,
    year,
    picture: (file, layout) => images.picture(file, layout),
    assetUrl: (file) => assets.url(file),
    outline,
  };
}

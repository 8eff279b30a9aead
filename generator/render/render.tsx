// The render phase (generator/build-site.ts lists the phases in order): every page's body, rendered
// with React's renderToStaticMarkup inside the site's Layout (its shell, site.config.ts), from the
// parsed content. Each page says what it used: its widgets' entries, its preloads, and what it
// read (content modules, photos, files), which the dev server uses to re-render only the pages
// an edit can change.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentContext } from '../../framework/build/content.ts';
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
import { createOutliner, type OutlineFaces } from './outline.ts';

/** What the build offers every render; the per-page parts (route, entries, preloads) are added here. */
export type RenderServices = Omit<BuildServices, 'route' | 'clientEntry' | 'preload'>;

export interface PageRenderInputs {
  shell: DocumentShell;
  content: Record<string, unknown>;
  services: RenderServices;
}

/** What a page's render read besides its own modules. */
export interface PageReads {
  /** The content modules it read, by name ('site', 'team'). */
  content: string[];
  /** The photos it asked for. */
  photos: string[];
  /** Each photo in each layout it asked for: the files the encode phase must make for this page. */
  pictures: PictureRequest[];
  /** The other files it linked (videos, posters). */
  files: string[];
}

export interface RenderedPage {
  page: PageRoute;
  meta: PageMeta;
  /** The body's HTML, its layout included. */
  html: string;
  /** The browser entries of the widgets it rendered, sorted. */
  entries: string[];
  preloads: Preload[];
  reads: PageReads;
}

/** Renders one page's body inside the layout; collects what it asked for and what it read. */
export async function renderPage(page: PageRoute, mod: PageModule, { shell, content, services }: PageRenderInputs): Promise<RenderedPage> {
  const read = recordReads(content);
  const photos = new Set<string>();
  const pictures = new Map<string, PictureRequest>();
  const files = new Set<string>();
  const entries = new Set<string>();
  const preloads: Preload[] = [];
  const seen = new Set<string>();
  const meta = pageMeta(page.file, mod, read.content, page.route);
  const perPage: BuildServices = {
    ...services,
    route: page.route,
    picture: (file, layout) => {
      photos.add(file);
      pictures.set(`${layout}\n${file}`, { file, layout });
      return services.picture(file, layout);
    },
    assetUrl: (file) => {
      files.add(file);
      return services.assetUrl(file);
    },
    clientEntry: (file) => void entries.add(file),
    preload: (p) => {
      const key = JSON.stringify(p);
      if (!seen.has(key)) {
        seen.add(key);
        preloads.push(p);
      }
    },
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
    preloads,
    reads: { content: [...read.modules].sort(), photos: [...photos].sort(), pictures: [...pictures.values()], files: [...files].sort() },
  };
}

/** The content, seen through a proxy that notes which of its modules were read. */
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

/**
 * renderToStaticMarkup does not say which component threw. Render once more with the
 * streaming API, whose onError receives the component stack, and name the innermost component.
 */
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

/** What every page's render may ask the build for: photo sizes, hashed file URLs, outlined text. */
export async function renderServices(
  settings: SiteSettings,
  images: Pick<ImagePipeline, 'picture'>,
  assets: Pick<StaticAssets, 'url'>,
  outlineFaces: OutlineFaces,
): Promise<RenderServices> {
  const { outline } = await createOutliner(outlineFaces);
  return servicesFor(settings, images, assets, outline);
}

/** The same, with the outliner made already (its fonts are read once for every run of the dev server). */
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

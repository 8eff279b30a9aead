// The editor's preview of a content file: its page, rendered by the site's own page component
// and components with our stylesheet, from the entry being edited. What only the build does has
// a browser stand-in here: a photo is its plain file (from the editor's backend) instead of
// encoded sizes, a widget's script does not run, drawn text is left out. An entry the schema
// refuses shows the schema's messages, in the build's words, above the page as last accepted.
import type { ComponentType, ReactNode } from 'react';
import { useRef } from 'react';
import { z } from 'zod';
import { contentErrorMap, contentSchemas, type SiteContent } from '../content/schema/index.ts';
import { ContentContext } from '../framework/build/content.ts';
import { BuildContext, type BuildServices, type PictureData } from '../framework/build/context.ts';
import { fieldPath, type SchemaNode } from '../framework/shared/field-path.ts';
import { Layout } from '../pages/_document.tsx';
import NotFoundPage from '../pages/404.tsx';
import ContactPage from '../pages/contact.tsx';
import GalleryPage from '../pages/gallery.tsx';
import HomePage from '../pages/index.tsx';
import PricingPage from '../pages/pricing.tsx';
import PrivacyPage from '../pages/privacy.tsx';
import ServicesPage from '../pages/services.tsx';
import TeamPage from '../pages/team.tsx';
import TermsPage from '../pages/terms.tsx';
import { type FieldMap, photoFields } from './photo-fields.ts';

/** What the build hands the editor (admin/site-content.json): the routes and the content it built. */
export interface BuiltContent {
  routes: string[];
  content: SiteContent;
}

/** The page each content file is shown on; the site's own settings are shown on the home page, in its frame. */
const PAGES: Record<keyof SiteContent, { page: ComponentType; route: string | null }> = {
  site: { page: HomePage, route: '/' },
  home: { page: HomePage, route: '/' },
  services: { page: ServicesPage, route: '/services' },
  pricing: { page: PricingPage, route: '/pricing' },
  team: { page: TeamPage, route: '/team' },
  gallery: { page: GalleryPage, route: '/gallery' },
  contact: { page: ContactPage, route: '/contact' },
  notFound: { page: NotFoundPage, route: null },
  privacy: { page: PrivacyPage, route: '/privacy' },
  terms: { page: TermsPage, route: '/terms' },
};

/** What Decap hands a preview template (the parts used here). */
export interface PreviewProps {
  entry: { getIn(path: string[]): { toJS?: () => unknown } | undefined };
  fields: { toArray(): FieldMap[] };
  getAsset(path: string, field?: FieldMap): { toString(): string };
}

/** A preview template per content file, for `CMS.registerPreviewTemplate(name, template)`. */
export function previewTemplates(built: BuiltContent): [keyof SiteContent, ComponentType<PreviewProps>][] {
  const schemas: Record<keyof SiteContent, z.ZodType> = contentSchemas(built.routes);
  return (Object.keys(PAGES) as (keyof SiteContent)[]).map((name) => [
    name,
    (props: PreviewProps) => <Preview name={name} schema={schemas[name]} built={built} {...props} />,
  ]);
}

function Preview({
  name,
  schema,
  built,
  entry,
  fields,
  getAsset,
}: PreviewProps & { name: keyof SiteContent; schema: z.ZodType; built: BuiltContent }) {
  const lastGood = useRef(built.content[name]);
  const data = entry.getIn(['data'])?.toJS?.() ?? {};
  const result = schema.safeParse(data, { error: contentErrorMap as z.core.$ZodErrorMap });
  if (result.success) lastGood.current = result.data as never;
  const messages = result.success
    ? []
    : result.error.issues.map((issue) => `${fieldPath(issue.path, data, shapeOf(schema)) || 'the whole file'}: ${issue.message}`);
  const content = { ...built.content, [name]: lastGood.current } as SiteContent;
  const { page: Page, route } = PAGES[name];
  const photos = photoFields(fields.toArray(), data);
  const services = standIns(route, content, (file) => {
    const written = file.replace(/^assets\/(?:photos|video)\//, '');
    const field = photos.get(written);
    return field ? getAsset(written, field).toString() : `/${file}`;
  });
  return (
    <BuildContext.Provider value={services}>
      <ContentContext.Provider value={content}>
        {messages.length > 0 && <Problems messages={messages} />}
        {name === 'site' ? (
          <Layout route={route} meta={{ title: '', description: '' }}>
            {<Page />}
          </Layout>
        ) : (
          <Page />
        )}
      </ContentContext.Provider>
    </BuildContext.Provider>
  );
}

function Problems({ messages }: { messages: string[] }): ReactNode {
  return (
    <div
      role="alert"
      className="cms-problems"
      style={{ background: '#fff4f2', color: '#7a1f12', padding: '1rem 1.25rem', font: '16px/1.5 system-ui, sans-serif' }}
    >
      <p style={{ fontWeight: 600, margin: '0 0 .5rem' }}>
        The site cannot be built with this entry yet; the page below shows it as it was:
      </p>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

const shapes = new WeakMap<z.ZodType, SchemaNode>();
function shapeOf(schema: z.ZodType): SchemaNode {
  let shape = shapes.get(schema);
  if (!shape) shapes.set(schema, (shape = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode));
  return shape;
}

/** The build's services, as far as a browser can give them. */
function standIns(route: string | null, content: SiteContent, url: (file: string) => string): BuildServices {
  const picture = (file: string): PictureData => {
    const src = url(file);
    return { sources: [], src, srcset: '', sizes: '100vw', width: 1600, height: 1067, color: 'transparent', largest: src };
  };
  return {
    route,
    siteUrl: content.site.url,
    assetUrl: url,
    picture,
    year: new Date().getFullYear(),
    clientEntry: () => {},
    preload: () => {},
    // No font files to outline in a browser: the header sets the brand as text, as it does for a
    // brand the display serif cannot draw.
    outline: () => null,
  };
}

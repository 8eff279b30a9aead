// The editor's preview of a content file: its page (site.config.ts names it), rendered by the
// site's own page component and components with our stylesheet, from the entry being edited.
// What only the build does has a browser stand-in here: a photo is its plain file (from the
// editor's backend, through a field of whichever entry names it) instead of encoded sizes, a
// widget's script does not run, drawn text is left out. An entry the build would refuse shows
// the build's messages, in its words, above the page as last accepted: the entry's own rules and
// those across files (save-rules.ts), which also stop a save. The preview also hands the editor
// what only it knows: Decap's way to read every stored file (stored-content.ts) and where each
// photo is shown (shown-photos.ts).
import previewPages from 'site:preview-pages';
import type { ComponentType, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { isLayoutName, type LayoutName } from '../components/image-layouts.ts';
import { contentErrorMap, linkSchemas, type SiteContent } from '../content/schema/index.ts';
import { ContentContext } from '../framework/build/content-context.ts';
import { BuildContext, type BuildServices, type PictureData } from '../framework/build/context.ts';
import { type ContentModule, contentSchemas } from '../framework/build/define-site.ts';
import { Layout } from '../pages/_document.tsx';
import site from '../site.config.ts';
import { emptyOptionalFields, leaveOut } from './empty-fields.ts';
import { type FieldMap, fieldForFolder, photoFields } from './photo-fields.ts';
import { type EntryProblem, entryProblems, entryShape } from './save-rules.ts';
import { publishShown } from './shown-photos.ts';
import { fileOfModule, type GetCollection, lastStoredContent, readThrough, storedContent } from './stored-content.ts';

/** What the build hands the editor (admin/site-content.json): the routes and the content it built. */
export interface BuiltContent {
  routes: string[];
  content: SiteContent;
}

/** The page a content file is shown on: its own, or for a module without one, the home page in the frame every page shares. */
function shownOn(name: keyof SiteContent): { page: ComponentType; route: string | null; framed: boolean } {
  const { page: own }: ContentModule = site.content[name];
  if (own) return { ...previewPages[own]!, framed: false };
  return { ...Object.values(previewPages).find((p) => p.route === '/')!, framed: true };
}

/** An entry as Decap hands it over (an Immutable.js map). */
interface PreviewedEntry {
  getIn(path: string[]): { toJS?: () => unknown } | undefined;
  set(key: string, value: string): PreviewedEntry;
}

type GetAsset = (path: string, field?: FieldMap) => { toString(): string };

/** What Decap hands a preview template (the parts used here). */
export interface PreviewProps {
  entry: PreviewedEntry;
  fields: { toArray(): FieldMap[] };
  getAsset: GetAsset;
  /** The entries of a collection, read through the backend. */
  getCollection?: GetCollection;
  /** The collection of the entry, with its files and their fields. */
  collection?: FieldMap;
  /** `getAsset` for another entry of a collection, which resolves a photo through that entry's fields. */
  boundGetAsset?: (collection: FieldMap, entry: PreviewedEntry) => GetAsset;
}

/** A preview template per content file, for `CMS.registerPreviewTemplate(name, template)`. */
export function previewTemplates(built: BuiltContent): [keyof SiteContent, ComponentType<PreviewProps>][] {
  const schemas: Record<keyof SiteContent, z.ZodType> = contentSchemas(site.content, linkSchemas(built.routes));
  return (Object.keys(site.content) as (keyof SiteContent)[]).map((name) => [
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
  getCollection,
  collection,
  boundGetAsset,
}: PreviewProps & { name: keyof SiteContent; schema: z.ZodType; built: BuiltContent }) {
  const lastGood = useRef(built.content[name]);
  const data = entry.getIn(['data'])?.toJS?.() ?? {};
  if (getCollection && collection) readThrough(getCollection, String(collection.get('name')));
  // The stored files, read once the preview opens, for the rules across files.
  const [, read] = useState(0);
  useEffect(() => void storedContent(built.content).then(() => read((n) => n + 1)), [built]);
  // Checked as it will be saved: without the optional fields the owner has emptied.
  const saved = leaveOut(data, emptyOptionalFields(data, entryShape(name, built.routes)));
  const problems = entryProblems(name, saved, lastStoredContent(built.content), built.routes, fileOfModule);
  const result = schema.safeParse(saved, { error: contentErrorMap as z.core.$ZodErrorMap });
  if (result.success) lastGood.current = result.data as never;
  const content = { ...built.content, [name]: lastGood.current } as SiteContent;
  const { page: Page, route, framed } = shownOn(name);
  const photos = photoFields(fields.toArray(), data);
  const shown = { files: new Map<string, Set<LayoutName>>(), fields: new Map<object, Set<LayoutName>>() };
  const services = standIns(route, content, {
    fileUrl: (file) => urlOf(file, photos, getAsset),
    photoUrl: (file) => urlOf(file, photos, getAsset, { collection, entry, boundGetAsset }),
    drawn: (file, layout) => {
      if (!isLayoutName(layout)) return;
      shown.files.set(file, (shown.files.get(file) ?? new Set()).add(layout));
      const field = photos.get(writtenPath(file));
      if (field) shown.fields.set(field, (shown.fields.get(field) ?? new Set()).add(layout));
    },
  });
  useEffect(() => publishShown(shown));
  return (
    <BuildContext.Provider value={services}>
      <ContentContext.Provider value={content}>
        {problems.length > 0 && <Problems problems={problems} />}
        {framed ? (
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

function Problems({ problems }: { problems: EntryProblem[] }): ReactNode {
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
        {problems.map(({ message, blocks }) => (
          <li key={message}>
            {message}
            {blocks ? '' : ' (already so in the stored files: it does not stop a save)'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A file's path as a content file writes it: inside assets/photos/ or assets/video/. */
const writtenPath = (file: string) => file.replace(/^assets\/(?:photos|video)\//, '');

/**
 * A file's URL in the preview: a photo of this entry through its field (Decap loads it from the
 * backend); with `others`, a photo another entry names (the home page's, in the site settings'
 * preview) through that entry's field; else its path, which no server answers for a source file.
 */
function urlOf(
  file: string,
  photos: Map<string, FieldMap>,
  getAsset: GetAsset,
  others?: Pick<PreviewProps, 'collection' | 'entry' | 'boundGetAsset'>,
): string {
  const written = writtenPath(file);
  const field = photos.get(written);
  if (field) return getAsset(written, field).toString();
  const { collection, entry, boundGetAsset } = others ?? {};
  const files = (collection?.get('files') as { toArray(): FieldMap[] } | undefined)?.toArray() ?? [];
  const other = fieldForFolder(files, file.slice(0, file.lastIndexOf('/')));
  if (other && collection && entry && boundGetAsset) {
    return boundGetAsset(collection, entry.set('slug', other.slug).set('path', other.path))(written, other.field).toString();
  }
  return `/${file}`;
}

interface StandInFiles {
  /** The URL of a file (a clip). */
  fileUrl(file: string): string;
  /** The URL of a photo. */
  photoUrl(file: string): string;
  /** Hears of every photo drawn, with its layout. */
  drawn(file: string, layout: string): void;
}

/** The build's services, as far as a browser can give them. */
function standIns(route: string | null, content: SiteContent, { fileUrl, photoUrl, drawn }: StandInFiles): BuildServices {
  const picture = (file: string, layout: string): PictureData => {
    drawn(file, layout);
    const src = photoUrl(file);
    return { sources: [], src, srcset: '', sizes: '100vw', width: 1600, height: 1067, color: 'transparent', largest: src };
  };
  return {
    route,
    siteUrl: content.site.url,
    assetUrl: fileUrl,
    picture,
    year: new Date().getFullYear(),
    clientEntry: () => {},
    preload: () => {},
    // No font files to outline in a browser: the header sets the brand as text, as it does for a
    // brand the display serif cannot draw.
    outline: () => null,
  };
}

// The contract between the engine and the site: site.config.ts states the site's facts (its content
// modules among them) and the engine reads them there, so generator/ names nothing of the site.
import type { z } from 'zod';
import type { ImageLayout } from '../../framework/shared/layouts.ts';

/** A content module: the file `content/<name>.yaml`, the schema it is checked with, and where the editor previews it. */
export interface ContentModule {
  /** Makes the file's schema, given the site's link schemas (the rules module's linkSchemas(routes)). */
  schema(links: unknown): z.ZodType;
  /** The page file the editor previews it on ('pages/pricing.tsx'); none: the module is shown in the frame, around the home page. */
  page?: string;
}

/** The content modules, by name: the name is the file's (content/<name>.yaml) and the key pages read it by. */
export type ContentModules = Readonly<Record<string, ContentModule>>;

export type SchemasOf<Modules extends ContentModules> = { -readonly [Name in keyof Modules]: ReturnType<Modules[Name]['schema']> };

/** The whole content as the pages read it: every module parsed by its schema. */
export type ContentOf<Modules extends ContentModules> = { -readonly [Name in keyof Modules]: z.output<SchemasOf<Modules>[Name]> };

/** Each content module's schema, made with the site's link schemas. */
export function contentSchemas<Modules extends ContentModules>(modules: Modules, links: unknown): SchemasOf<Modules> {
  return Object.fromEntries(Object.entries(modules).map(([name, module]) => [name, module.schema(links)])) as SchemasOf<Modules>;
}

/** A problem a rule across content files found (the rules module's contentChecks), reported on a field like a schema's. */
export interface ContentIssue {
  /** The content module the problem is in ('services' for content/services.yaml). */
  module: string;
  /** The field, as the module's schema names it. */
  path: (string | number)[];
  message: string;
}

/** Directive name → source expressions, as a Content-Security-Policy has them. */
export type Directives = Record<string, string[]>;

export interface SiteConfig<Modules extends ContentModules = ContentModules> {
  /** The folders of the site, relative to the project. */
  folders: {
    /** One .tsx per route; files starting with '_' are not pages. */
    pages: string;
    /** The components, and the stylesheet beside each. */
    components: string;
    /** One YAML file per content module. */
    content: string;
    /** The files the content points at (photos, videos, the brand mark). */
    assets: string;
    /** The global stylesheets. */
    styles: string;
  };
  /** The module that frames every page: it exports Document and Layout (framework/build/shell.ts). */
  shell: string;
  /** The content modules, in the order the editor lists them. */
  content: Modules;
  /** The module of the rules every content module shares: linkSchemas(routes), contentErrorMap (the messages no schema words) and contentChecks (rules across files). */
  contentRules: string;
  /** The global stylesheets, in order, before every component's own. */
  stylesheets: readonly string[];
  /** The brand's square mark, which the favicons, the home-screen icons and the Open Graph image are drawn from, and its colours there. */
  brand: {
    mark: string;
    /** The page's background ('#0d0d12'): behind the mark on the home-screen icons and the Open Graph image, and under transparent photos. */
    ground: string;
    /** The Open Graph image's glow and frame. */
    accent: string;
  };
  /** The faces components may draw as outlines (useBuild().outline), by name: each one's file for a script (@fontsource's subsets). */
  outlineFaces: Readonly<Record<string, (subset: string) => string>>;
  /** Variable font files trimmed to the axis ranges the CSS uses, by file name. */
  fontAxes: Readonly<Record<string, Record<string, { min: number; max: number }>>>;
  /** The font files every page preloads: the faces its first view sets live text in. */
  preloadFonts: readonly RegExp[];
  /** The named ways a photo is displayed, which components ask for by name: the widths each makes and the `sizes` it tells the browser. */
  imageLayouts: Readonly<Record<string, ImageLayout>>;
  /** The site's own address, as its content gives it, and the file and the field an error about it names. */
  siteUrl(content: ContentOf<Modules>): { value: string; file: string; field: string };
  /** What pages add to their Content-Security-Policy, by route (null: the 404 page); an InputError when the content names what it cannot vouch for. */
  pageSources(content: ContentOf<Modules>): ReadonlyMap<string | null, Directives>;
  /** Lines printed as 'notice: …' whenever the content is read: neither errors nor warnings (a text awaiting review). */
  contentNotices?(content: ContentOf<Modules>): readonly string[];
}

/** Types a site's configuration (site.config.ts): `export default defineSite({ … })`; the content's type comes from its modules' schemas. */
export function defineSite<const Modules extends ContentModules>(config: SiteConfig<Modules>): SiteConfig<Modules> {
  return config;
}

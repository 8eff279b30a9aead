// The bridge between the build and the components: renderToStaticMarkup is synchronous, so what a
// component needs is prepared before rendering, and what it asks for is collected here.
import { type Context, createContext, useContext } from 'react';

export interface PictureData {
  /** A srcset per format, by its MIME type (image/avif). */
  sources: { type: string; srcset: string }[];
  src: string; // fallback JPEG URL
  srcset: string; // fallback JPEG srcset
  sizes: string;
  width: number;
  height: number;
  color: string; // dominant colour, shown while the photo loads
  /** The widest JPEG's URL, for uses that need one plain URL any browser decodes (video posters, a link to the full photo). */
  largest: string;
}

export interface Preload {
  href?: string;
  as: 'image' | 'font' | 'style' | 'video';
  type?: string;
  imagesrcset?: string;
  imagesizes?: string;
  crossOrigin?: 'anonymous';
  fetchPriority?: 'high';
}

/** Text in one face, for BuildServices.outline. */
export interface OutlineRun {
  text: string;
  /** A face the build can outline: 'serif-600' or 'serif-500-italic' (generator/render/outline.ts). */
  face: string;
}

/** Text drawn as paths: one per run, in a box one em tall and `width` em wide. */
export interface OutlinedText {
  viewBox: string;
  width: number;
  paths: { d: string }[];
}

export interface BuildServices {
  /** The route being rendered: '/', '/services', or null for the 404 page. */
  route: string | null;
  /** Absolute site URL without a trailing slash, e.g. https://www.elevate-events.example */
  siteUrl: string;
  /** Public, content-hashed URL of a file under the project root (e.g. 'assets/video/hero.mp4'). */
  assetUrl(file: string): string;
  /** Responsive image data for a photo under the project root, for a named layout. */
  picture(file: string, layout: string): PictureData;
  /** The build year, for the copyright line: from SOURCE_DATE_EPOCH when set, else today. */
  year: number;
  /** Declares that the page uses a widget whose browser entry is this file (see framework/build/widget.ts). */
  clientEntry(file: string): void;
  /** Adds a <link rel="preload"> to the page head. */
  preload(preload: Preload): void;
  /** Text as SVG paths (letterSpacing in em): a face seen only there is never downloaded; null (set it live) for no glyph or bidi. */
  outline(runs: OutlineRun[], options?: { letterSpacing?: number }): OutlinedText | null;
}

/**
 * One context object per process, by name: `npm run dev` imports the components afresh for every
 * build, and a second copy of the module that makes it must still hand out the same context.
 */
export function processWideContext<T>(name: string): Context<T | null> {
  const holder = globalThis as { [key: symbol]: Context<T | null> | undefined };
  return (holder[Symbol.for(name)] ??= createContext<T | null>(null));
}

export const BuildContext = processWideContext<BuildServices>('elevate-events.build-context');

export function useBuild(): BuildServices {
  const services = useContext(BuildContext);
  if (!services) throw new Error('useBuild() was called outside a page render');
  return services;
}

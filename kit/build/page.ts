// What a page module exports. The generator imports every file in pages/ and reads these.
import type { ComponentType } from 'react';
import type { SiteContent } from '../../content/schema.ts';

export interface PageMeta {
  /** The page's own part of the title; the layout appends " | <brand>". */
  title: string;
  description: string;
  /** 'solid' on light pages (/pricing, /team); 'overlay' (the default) over a dark hero. */
  header?: 'solid' | 'overlay';
}

export interface PageModule {
  default: ComponentType;
  /** The page's meta, or a function of the parsed content (and the route, for a page with views) that returns it. */
  meta: PageMeta | ((content: SiteContent, route: string | null) => PageMeta);
  /**
   * A page whose views depend on the content (a page per category, more pages as photos are
   * added): every route it renders, its own included. Called in the routes phase with the
   * content as its modules export it, before validation.
   */
  views?: (content: unknown, route: string) => string[];
}

// What a page module exports. The generator imports every file in the pages folder and reads
// these; `Content` is the site's parsed content (the framework does not know its shape).
import type { ComponentType } from 'react';

export interface PageMeta {
  /** The page's own part of the title; the layout appends " | <brand>". */
  title: string;
  description: string;
  /** 'solid' on light pages (/pricing, /team); 'overlay' (the default) over a dark hero. */
  header?: 'solid' | 'overlay';
}

export interface PageModule<Content = unknown> {
  default: ComponentType;
  /** The page's meta, or a function of the parsed content (and the route, for a page with views) that returns it. */
  meta: PageMeta | ((content: Content, route: string | null) => PageMeta);
  /** Every route the page renders, its own included, from the validated content (a page per category, say). */
  views?(content: Content, route: string): string[];
}

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
  /** The page's meta, or a function of the parsed content that returns it. */
  meta: PageMeta | ((content: SiteContent) => PageMeta);
}

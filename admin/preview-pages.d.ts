// The module the build makes for the editor's bundle from site.config.ts (generator/editor/outputs.ts).
declare module 'site:preview-pages' {
  import type { ComponentType } from 'react';

  /** Each page file a content module is previewed on ('pages/pricing.tsx'): its component, and its route (null: the 404 page). */
  const pages: Record<string, { page: ComponentType; route: string | null }>;
  export default pages;
}

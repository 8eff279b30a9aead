import { gallery } from '../content/index.ts';
import type { PageMeta } from '../build/render.tsx';

export const meta: PageMeta = { ...gallery.meta };

export default function GalleryPage() {
  return <h1>{gallery.hero.title}</h1>;
}

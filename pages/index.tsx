import { home } from '../content/index.ts';
import type { PageMeta } from '../build/render.tsx';

export const meta: PageMeta = { ...home.meta };

export default function HomePage() {
  return <h1>{home.banner.title}</h1>;
}

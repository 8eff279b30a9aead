import { services } from '../content/index.ts';
import type { PageMeta } from '../build/render.tsx';

export const meta: PageMeta = { ...services.meta };

export default function ServicesPage() {
  return <h1>{services.hero.title}</h1>;
}

import { pricing } from '../content/index.ts';
import type { PageMeta } from '../build/render.tsx';

export const meta: PageMeta = { ...pricing.meta, header: 'solid' };

export default function PricingPage() {
  return <h1>{pricing.title}</h1>;
}

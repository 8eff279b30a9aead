import { notFound } from '../content/index.ts';
import type { PageMeta } from '../build/render.tsx';

export const meta: PageMeta = { ...notFound.meta };

export default function NotFoundPage() {
  return <h1>{notFound.title}</h1>;
}

import { team } from '../content/index.ts';
import type { PageMeta } from '../build/render.tsx';

export const meta: PageMeta = { ...team.meta, header: 'solid' };

export default function TeamPage() {
  return <h1>{team.title}</h1>;
}

import { contact } from '../content/index.ts';
import type { PageMeta } from '../build/render.tsx';

export const meta: PageMeta = { ...contact.meta };

export default function ContactPage() {
  return <h1>{contact.hero.title}</h1>;
}

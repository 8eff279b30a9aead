// The terms of service: a page of text under the solid header, from content/terms.yaml.

import { useContent } from '../components/content.ts';
import { LegalText } from '../components/sections/LegalText.tsx';
import type { SiteContent } from '../content/schema/index.ts';
import type { PageMeta } from '../framework/build/page.ts';

export function meta({ terms }: SiteContent): PageMeta {
  return { ...terms.meta, header: 'solid' };
}

export default function TermsPage() {
  return <LegalText page={useContent().terms} />;
}

// The privacy policy: a page of text under the solid header, from content/privacy.yaml.

import { useContent } from '../components/content.ts';
import { LegalText } from '../components/sections/LegalText.tsx';
import type { SiteContent } from '../content/schema/index.ts';
import type { PageMeta } from '../framework/build/page.ts';

export function meta({ privacy }: SiteContent): PageMeta {
  return { ...privacy.meta, header: 'solid' };
}

export default function PrivacyPage() {
  return <LegalText page={useContent().privacy} />;
}

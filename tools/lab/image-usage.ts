// Which layouts the site shows each photo in: every photo the content references, by the field
// that references it, mirroring where the pages and components put that field. The benchmark
// encodes the same variant list a site build registers (test/html/assets.test.ts checks that
// it does, for whatever the content holds).
import type { LayoutName } from '../../kit/shared/layouts.ts';
import { siteContent } from './site-content.ts';

const { content, media } = await siteContent();

export interface Usage {
  file: string;
  layouts: LayoutName[];
}

/** Content fields (as generator/content.ts names them) and the layouts their photo is shown in. */
const LAYOUTS_BY_FIELD: [field: RegExp, layouts: (index: number) => LayoutName[]][] = [
  [/^content\/home\.ts: hero\.video\.poster$/, () => ['hero-poster']], // the home hero, the LCP
  [/^content\/home\.ts: banner\.image$/, () => ['split']],
  [/^content\/home\.ts: about\.photos\.\d+\.image$/, () => ['card']],
  [/^content\/home\.ts: closing\.image$/, () => ['full']],
  [/^content\/home\.ts: testimonials\.items\.\d+\.image$/, () => []], // the quotes show no photo
  [/^content\/(services|gallery|contact)\.ts: hero\.image$/, () => ['full']],
  // A block on /services; a featured service is also a card on the home page.
  [/^content\/services\.ts: items\.(\d+)\.image$/, (i) => (content.services.items[i]?.featured ? ['card', 'split'] : ['split'])],
  // The poster under the play link, and the player's poster attribute (a card-sized file).
  [/^content\/gallery\.ts: highlights\.videos\.\d+\.video\.poster$/, () => ['highlight', 'card']],
  [/^content\/gallery\.ts: photos\.\d+\.image$/, () => ['gallery', 'lightbox']],
  [/^content\/team\.ts: familyPhoto\.image$/, () => ['split']],
  [/^content\/team\.ts: members\.\d+\.image$/, () => ['avatar']],
];

/** The layouts of the photo named by a content field, e.g. 'content/team.ts: members.2.image'. */
export function layoutsFor(where: string): LayoutName[] {
  for (const [field, layouts] of LAYOUTS_BY_FIELD) {
    const match = field.exec(where);
    if (match) return layouts(Number(match[1]));
  }
  throw new Error(`tools/lab/image-usage.ts: no layout known for the photo of ${where}; add the field to LAYOUTS_BY_FIELD`);
}

/** Every referenced photo once, with all the layouts it is shown in, sorted by file. */
export async function siteImageUsage(): Promise<Usage[]> {
  const byFile = new Map<string, Set<LayoutName>>();
  for (const ref of media) {
    if (ref.kind !== 'photo') continue;
    const layouts = byFile.get(ref.file) ?? new Set();
    for (const layout of layoutsFor(ref.where)) layouts.add(layout);
    byFile.set(ref.file, layouts);
  }
  return [...byFile]
    .filter(([, layouts]) => layouts.size > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, layouts]) => ({ file, layouts: [...layouts] }));
}

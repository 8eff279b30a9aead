// Which layouts the site shows each photo in: every photo the content references, by the field
// that references it, mirroring where the pages and components put that field. The benchmark
// encodes the same variant list a site build registers (test/html/assets.test.ts checks that
// it does, for whatever the content holds).
import { pathToFileURL } from 'node:url';
import type { LayoutName } from '../../components/image-layouts.ts';
import type { SiteContent } from '../../content/schema/index.ts';
import { loadContent, placeText } from '../../generator/content/load.ts';
import { loadConfig } from '../../generator/load-config.ts';
import { discoverPageFiles, routesOf } from '../../generator/routes.ts';
import { ROOT } from './built-site.ts';

// The content as the build loads it: validated against the routes of the page files.
const config = await loadConfig(ROOT);
const routes = routesOf(await discoverPageFiles(ROOT, config));
const loaded = await loadContent(ROOT, config, (file) => import(pathToFileURL(file).href), routes);
const content = loaded.content as SiteContent;

export interface Usage {
  file: string;
  layouts: LayoutName[];
}

/** A field as generator/content/load.ts names it: the file, its line, then the field's path in the owner's words. */
const at = (file: string, field: string) => new RegExp(`^content/${file}\\.yaml line \\d+: ${field}$`);
/** An entry of a list: 'service dj-services (the 3rd)'; the place, counted from 1, is captured. */
const entry = (noun: string) => `${noun}(?: [^›]+)? \\(the (\\d+)(?:st|nd|rd|th)\\)`;

/** Content fields (as generator/content/load.ts names them) and the layouts their photo is shown in. */
const LAYOUTS_BY_FIELD: [field: RegExp, layouts: (place: number) => LayoutName[]][] = [
  [at('home', 'hero › video › poster'), () => ['hero-poster']], // the home hero, the LCP
  [at('home', 'banner › image'), () => ['banner']],
  [at('home', `about › ${entry('photo')} › image`), () => ['about']],
  [at('home', 'closing › image'), () => ['full']],
  [at('(?:services|gallery|contact)', 'hero › image'), () => ['full']],
  // A block on /services; a featured service is also a card on the home page.
  [at('services', `${entry('service')} › image`), (place) => (content.services.items[place - 1]?.featured ? ['card', 'split'] : ['split'])],
  // The poster under the play link, and the player's poster attribute (a card-sized file).
  [at('gallery', `highlights › ${entry('video')} › video › poster`), () => ['highlight', 'card']],
  [at('gallery', `${entry('photo')} › image`), () => ['gallery', 'lightbox']],
  [at('team', 'familyPhoto › image'), () => ['split']],
  [at('team', `${entry('member')} › image`), () => ['avatar']],
];

/** The layouts of the photo named by a content field, e.g. 'content/team.yaml line 30: member jo-kim (the 3rd) › image'. */
export function layoutsFor(where: string): LayoutName[] {
  for (const [field, layouts] of LAYOUTS_BY_FIELD) {
    const match = field.exec(where);
    if (match) return layouts(Number(match[1]));
  }
  throw new Error(`tools/harness/image-usage.ts: no layout known for the photo of ${where}; add the field to LAYOUTS_BY_FIELD`);
}

/** Every referenced photo once, with all the layouts it is shown in, sorted by file. */
export async function siteImageUsage(): Promise<Usage[]> {
  const byFile = new Map<string, Set<LayoutName>>();
  for (const ref of loaded.media) {
    if (ref.kind !== 'photo') continue;
    const layouts = byFile.get(ref.file) ?? new Set();
    for (const layout of layoutsFor(placeText(ref.at))) layouts.add(layout);
    byFile.set(ref.file, layouts);
  }
  return [...byFile]
    .filter(([, layouts]) => layouts.size > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, layouts]) => ({ file, layouts: [...layouts] }));
}

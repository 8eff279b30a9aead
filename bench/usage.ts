// Which layouts the site uses for which photos, by folder, mirroring content/ and pages/:
// the benchmark encodes the same variant list a site build registers (test/html/assets.test.ts
// checks that it does).
import { globby } from 'globby';
import type { LayoutName } from '../kit/layouts.ts';

export interface Usage {
  file: string;
  layouts: LayoutName[];
}

export function layoutsFor(file: string): LayoutName[] {
  if (file === 'assets/video/hero-poster.jpg') return ['hero-poster']; // home hero, the LCP
  if (file.startsWith('assets/video/')) return ['card']; // gallery highlight clip posters
  if (file.startsWith('assets/photos/gallery/')) return ['gallery', 'lightbox'];
  if (file === 'assets/photos/heroes/banner.jpg') return ['split']; // home banner
  if (file.startsWith('assets/photos/heroes/')) return ['full'];
  if (file === 'assets/photos/team/family.jpg') return ['split'];
  if (file.startsWith('assets/photos/team/')) return ['avatar'];
  // Service photos: a block on /services; the first four are also cards on the home page.
  if (/^assets\/photos\/services\/(packages|corporate)\./.test(file)) return ['split'];
  if (file.startsWith('assets/photos/services/')) return ['card', 'split'];
  return ['card']; // about/
}

export async function siteImageUsage(root: string): Promise<Usage[]> {
  const files = await globby(['assets/photos/**/*.{jpg,jpeg,png,webp}', 'assets/video/*-poster.jpg'], { cwd: root });
  return files.sort().map((file) => ({ file, layouts: layoutsFor(file) }));
}

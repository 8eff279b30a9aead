// Every responsive image of a built site, as the budgets see it: the <picture>s of every
// page, and the gallery's lightbox images, whose srcsets are the tile's plus the larger files
// on the tile link (data-avif, data-webp; data-srcset or the href) until the lightbox opens.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom/worker';
import { chooseCandidate, type Viewport } from './image-select.ts';

/** A browser, by the best image format it decodes. */
export type Browser = 'avif' | 'webp' | 'jpeg';

export interface SitePicture {
  /** The page's file under dist/, e.g. 'gallery/index.html'. */
  page: string;
  /** Stable within the page across builds: kind, photo name, and #n for a repeat. */
  key: string;
  srcset: Partial<Record<Browser, string>>;
  sizes: string;
  width: number;
  height: number;
  priority: boolean;
  /** In a closed dialog, a template or hidden: not on the first screen. */
  offscreen: boolean;
}

// React writes srcSet / fetchPriority in camelCase; HTML attribute names are
// case-insensitive, but linkedom's getAttribute is not, so compare lower-cased.
function attr(el: Element | null | undefined, name: string): string | null {
  const found = el ? [...el.attributes].find((a) => a.name.toLowerCase() === name) : undefined;
  return found ? found.value : null;
}

/** '/assets/img/01-1a2b3c4d-640.avif 640w, …' → '01' (the name without hash and width). */
function photoName(srcset: string): string {
  const url = srcset.trim().split(/[\s,]+/)[0] ?? '';
  return /([^/]+)-[0-9a-f]{8}-\d+\.\w+$/.exec(url)?.[1] ?? url;
}

export function pagePictures(dist: string, page: string): SitePicture[] {
  const { document } = parseHTML(readFileSync(path.join(dist, page), 'utf8'));
  const found: SitePicture[] = [];
  const seen = new Map<string, number>();
  const add = (kind: string, p: Omit<SitePicture, 'page' | 'key'>) => {
    const name = `${kind}:${photoName(p.srcset.avif ?? p.srcset.webp ?? p.srcset.jpeg ?? '')}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    found.push({ page, key: n === 1 ? name : `${name}#${n}`, ...p });
  };
  for (const picture of document.querySelectorAll('picture')) {
    const img = picture.querySelector('img')!;
    const source = (type: string) => attr(picture.querySelector(`source[type="image/${type}"]`), 'srcset') ?? undefined;
    add('picture', {
      srcset: { avif: source('avif'), webp: source('webp'), jpeg: attr(img, 'srcset') ?? attr(img, 'src') ?? undefined },
      sizes: attr(img, 'sizes') ?? '100vw',
      width: Number(attr(img, 'width')),
      height: Number(attr(img, 'height')),
      priority: (attr(img, 'fetchpriority') ?? '').toLowerCase() === 'high',
      offscreen: Boolean(picture.closest('dialog, template, [hidden]')),
    });
  }
  for (const link of document.querySelectorAll('a[data-sizes]')) {
    // What the entry gives the lightbox: the tile's own srcset of each format plus the link's
    // larger ones (data-avif, data-webp); the JPEG is data-srcset, else the link's href.
    const both = (type: string) =>
      [attr(link.querySelector(`source[type="image/${type}"]`), 'srcset'), attr(link, `data-${type}`)].filter(Boolean).join(', ') ||
      undefined;
    add('lightbox', {
      srcset: {
        avif: both('avif'),
        webp: both('webp'),
        jpeg: attr(link, 'data-srcset') ?? `${attr(link, 'href')} ${attr(link, 'data-width')}w`,
      },
      sizes: attr(link, 'data-sizes')!,
      width: Number(attr(link, 'data-width')),
      height: Number(attr(link, 'data-height')),
      priority: false,
      offscreen: true,
    });
  }
  return found;
}

/** What a browser downloads: from the first <source> of a type it decodes, else the <img>'s srcset. */
export function choose(dist: string, p: SitePicture, browser: Browser, vp: Viewport) {
  const order: Browser[] = browser === 'avif' ? ['avif', 'webp', 'jpeg'] : browser === 'webp' ? ['webp', 'jpeg'] : ['jpeg'];
  const srcset = order.map((f) => p.srcset[f]).find((s) => s);
  if (!srcset) throw new Error(`${p.page} ${p.key}: no srcset a ${browser} browser can use`);
  const chosen = chooseCandidate(srcset, p.sizes, vp);
  const file = path.join(dist, decodeURIComponent(chosen.url.replace(/\?.*/s, '')));
  if (!existsSync(file)) throw new Error(`${chosen.url} is in a srcset but not in ${dist}`);
  return { ...chosen, bytes: statSync(file).size };
}

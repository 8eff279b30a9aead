// npm run check:images [-- DIST]: image budgets over a built site, on every page, from the real
// srcset, sizes and file sizes (what a browser picks: checks/image-select.ts): each page's LCP
// image and first screen on a phone (390×844 @3, the worst case, and Lighthouse's 412×823 @1.75);
// no two widths of a photo's format within 20%; no picture, lightbox images included, heavier than
// needed at 390×844 @3 and @2 and 1440×900 @1 for an AVIF and a WebP-only browser. Every
// responsive image counts: the <picture>s of every page, and the gallery's lightbox images, whose
// srcsets are the tile's plus the larger files on the tile link until the lightbox opens.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom/worker';
import { MIN_STEP } from '../framework/shared/photo-size.ts';
import { commandLine } from '../generator/cli.ts';
import { loadConfig } from '../generator/load-config.ts';
import { discoverPages } from '../generator/routes.ts';
import { builtSite, ROOT } from '../tools/harness/built-site.ts';
import { chooseCandidate, type Viewport } from './image-select.ts';

const { positionals } = commandLine({
  command: 'npm run check:images',
  summary: "Image budgets over a built site: the LCP image, the first screen, every picture's choice.",
  options: {},
  flags: [],
  positionals: '[DIST]  (default dist/)',
});
const dist = builtSite('check:images', positionals[0]);

/** A browser, by the best image format it decodes. */
type Browser = 'avif' | 'webp' | 'jpeg';

interface SitePicture {
  /** The page's file under dist/, e.g. 'gallery/index.html'. */
  page: string;
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

function pagePictures(dist: string, page: string): SitePicture[] {
  const { document } = parseHTML(readFileSync(path.join(dist, page), 'utf8'));
  const found: SitePicture[] = [];
  const add = (p: Omit<SitePicture, 'page'>) => found.push({ page, ...p });
  for (const picture of document.querySelectorAll('picture')) {
    const img = picture.querySelector('img')!;
    const source = (type: string) => attr(picture.querySelector(`source[type="image/${type}"]`), 'srcset') ?? undefined;
    add({
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
    add({
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
function choose(dist: string, p: SitePicture, browser: Browser, vp: Viewport) {
  const order: Browser[] = browser === 'avif' ? ['avif', 'webp', 'jpeg'] : browser === 'webp' ? ['webp', 'jpeg'] : ['jpeg'];
  const srcset = order.map((f) => p.srcset[f]).find((s) => s);
  if (!srcset) throw new Error(`${p.page}: a picture with no srcset a ${browser} browser can use`);
  const chosen = chooseCandidate(srcset, p.sizes, vp);
  const file = path.join(dist, decodeURIComponent(chosen.url.replace(/\?.*/s, '')));
  if (!existsSync(file)) throw new Error(`${chosen.url} is in a srcset but not in ${dist}`);
  return { ...chosen, bytes: statSync(file).size };
}

const LCP_BUDGET = 80_000;
const FIRST_SCREEN_BUDGET = 400_000;
/** A file more than this many times as wide as the slot needs is heavier than needed. */
const MAX_OVERSHOOT = 2;
const phones: [string, Viewport][] = [
  ['390×844 @3', { width: 390, height: 844, dpr: 3 }],
  ['412×823 @1.75 (Lighthouse)', { width: 412, height: 823, dpr: 1.75 }],
];
const CHECKED: Record<string, Viewport> = {
  '390x844@3': { width: 390, height: 844, dpr: 3 },
  '390x844@2': { width: 390, height: 844, dpr: 2 },
  '1440x900@1': { width: 1440, height: 900, dpr: 1 },
};
/** JPEG is only for browsers with neither AVIF nor WebP: its ladder is short on purpose. */
const COMPARED: Browser[] = ['avif', 'webp'];

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const listed = (items: string[]) => (items.length ? `: ${items.join('; ')}` : '');
let failed = false;
const check = (ok: boolean, line: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failed = true;
};

const pages = await discoverPages(ROOT, await loadConfig(ROOT));
const pictures = pages.flatMap((page) => pagePictures(dist, page.outFile));

// The LCP image and the first screen, per page.
for (const page of pages) {
  const name = page.route ?? page.outFile;
  const onPage = pictures.filter((p) => p.page === page.outFile);
  const lcp = onPage.find((p) => p.priority);
  for (const [phone, vp] of phones) {
    if (lcp) {
      const chosen = choose(dist, lcp, 'avif', vp);
      check(
        chosen.bytes <= LCP_BUDGET,
        `${name} LCP image, ${phone}: ${chosen.url} (${chosen.width}w for a ${Math.round(chosen.slot)} px slot) = ${kB(chosen.bytes)} (budget ${kB(LCP_BUDGET)})`,
      );
    }
    let y = 0;
    let total = 0;
    const picked: string[] = [];
    // Images in document order, in rows of as many as fit side by side: a crude fold, since
    // the text between them is ignored (which counts more images above the fold, not fewer).
    for (const [i, p] of onPage.filter((p) => !p.offscreen).entries()) {
      if (y >= vp.height) break;
      const chosen = choose(dist, p, 'avif', vp);
      const perRow = Math.max(1, Math.floor((vp.width + 16) / (chosen.slot + 16)));
      if (i % perRow === 0) y += chosen.slot * (p.height / p.width);
      total += chosen.bytes;
      picked.push(`${path.basename(chosen.url)} ${kB(chosen.bytes)}`);
    }
    check(
      total <= FIRST_SCREEN_BUDGET,
      `${name} first screen, ${phone}: ${picked.length} images = ${kB(total)} (budget ${kB(FIRST_SCREEN_BUDGET)})${picked.length ? `: ${picked.join(', ')}` : ''}`,
    );
  }
}

// Width steps per photo and format (one hash per photo, format and encoder settings).
const widthsByPhoto = new Map<string, Set<number>>();
for (const srcset of pictures.flatMap((p) => Object.values(p.srcset))) {
  for (const m of (srcset ?? '').matchAll(/([^\s,/]+-[0-9a-f]{8})-\d+\.(\w+)\s+(\d+)w/g)) {
    const key = `${m[1]}.${m[2]}`;
    widthsByPhoto.set(key, (widthsByPhoto.get(key) ?? new Set()).add(Number(m[3])));
  }
}
const close = [...widthsByPhoto].flatMap(([photo, set]) => {
  const widths = [...set].sort((a, b) => a - b);
  return widths.flatMap((width, i) =>
    i > 0 && width < widths[i - 1]! * MIN_STEP - 0.5 ? [`${photo}: ${widths[i - 1]} and ${width}`] : [],
  );
});
check(close.length === 0, `width steps: ${widthsByPhoto.size} photo × format ladders, no two widths within 20%${listed(close)}`);
const files = readdirSync(path.join(dist, 'assets/img'));
const perExt = (ext: string) => files.filter((f) => f.endsWith(`.${ext}`)).length;
console.log(
  `     ${files.length} encoded image files in dist/assets/img (${perExt('avif')} AVIF, ${perExt('webp')} WebP, ${perExt('jpg')} JPEG)`,
);

const overshoot = pictures.flatMap((p) =>
  Object.entries(CHECKED).flatMap(([vpName, vp]) =>
    COMPARED.flatMap((browser) => {
      const c = choose(dist, p, browser, vp);
      const narrowest = chooseCandidate(p.srcset[browser] ?? '', '1px', { width: 1, height: 1, dpr: 1 });
      const tooWide = c.width > MAX_OVERSHOOT * c.slot * vp.dpr && c.width > narrowest.width;
      return tooWide ? [`${p.page} ${path.basename(c.url)} ${vpName}: ${c.width}w for ${Math.round(c.slot * vp.dpr)} px`] : [];
    }),
  ),
);
check(
  overshoot.length === 0,
  `not heavier than needed: ${pictures.length} pictures × ${Object.keys(CHECKED).length} viewports × AVIF/WebP, none more than ${MAX_OVERSHOOT}× the slot${listed(overshoot)}`,
);
process.exit(failed ? 1 : 0);

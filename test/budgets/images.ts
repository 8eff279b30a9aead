// npm run budgets:images: image byte budgets over the built dist/, on every page in pages/.
// 1. A page's LCP image (its fetchpriority="high" one), as a phone downloads it, is at most 80 kB.
// 2. A page's first screen loads at most 400 kB of images (the gallery is the heaviest).
// Each is computed from the real srcset/sizes and file sizes, for a DPR 3 phone (the
// worst case) and Lighthouse's mobile emulation (412×823 at DPR 1.75).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { fileURLToPath } from 'node:url';
import { discoverPages } from '../../generator/routes.ts';
import { chooseCandidate, type Viewport } from './select.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LCP_BUDGET = 80_000;
const FIRST_SCREEN_BUDGET = 400_000;
const phones: [string, Viewport][] = [
  ['390×844 @3', { width: 390, height: 844, dpr: 3 }],
  ['412×823 @1.75 (Lighthouse)', { width: 412, height: 823, dpr: 1.75 }],
];

interface Img {
  srcset: string;
  sizes: string;
  width: number;
  height: number;
}

// React writes srcSet / fetchPriority in camelCase; HTML attribute names are
// case-insensitive, but linkedom's getAttribute is not, so compare lower-cased.
function attr(el: Element | null | undefined, name: string): string | null {
  const found = el ? [...el.attributes].find((a) => a.name.toLowerCase() === name) : undefined;
  return found ? found.value : null;
}

function pictures(file: string): (Img & { priority: boolean })[] {
  const { document } = parseHTML(readFileSync(path.join(dist, file), 'utf8'));
  return [...document.querySelectorAll('picture')]
    // Not on the first screen: a closed dialog, hidden or template content.
    .filter((p) => !p.closest('dialog, template, [hidden]'))
    .map((p) => {
      const img = p.querySelector('img')!;
      // Every browser the budget is about supports AVIF, the first <source>.
      const avif = p.querySelector('source[type="image/avif"]');
      return {
        srcset: attr(avif, 'srcset') ?? attr(img, 'srcset') ?? '',
        sizes: attr(avif, 'sizes') ?? attr(img, 'sizes') ?? '100vw',
        width: Number(attr(img, 'width')),
        height: Number(attr(img, 'height')),
        priority: (attr(img, 'fetchpriority') ?? '').toLowerCase() === 'high',
      };
    });
}

function bytesOf(url: string): number {
  const file = path.join(dist, decodeURIComponent(url.split('?')[0]));
  if (!existsSync(file)) throw new Error(`${url} is in a srcset but not in ${dist}`);
  return statSync(file).size;
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
let failed = false;
const check = (ok: boolean, line: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failed = true;
};

for (const page of await discoverPages(root)) {
  const name = page.route ?? page.outFile;
  const all = pictures(page.outFile);
  const lcp = all.find((p) => p.priority);
  for (const [phone, vp] of phones) {
    if (lcp) {
      const chosen = chooseCandidate(lcp.srcset, lcp.sizes, vp);
      const bytes = bytesOf(chosen.url);
      check(bytes <= LCP_BUDGET, `${name} LCP image, ${phone}: ${chosen.url} (${chosen.width}w for a ${Math.round(chosen.slot)} px slot) = ${kB(bytes)} (budget ${kB(LCP_BUDGET)})`);
    }
    let y = 0;
    let total = 0;
    const picked: string[] = [];
    // Images in document order, stacked: a crude fold, since text between them is ignored and
    // images side by side are counted one under the other (so the estimate is pessimistic).
    for (const p of all) {
      if (y >= vp.height) break;
      const chosen = chooseCandidate(p.srcset, p.sizes, vp);
      y += chosen.slot * (p.height / p.width);
      total += bytesOf(chosen.url);
      picked.push(`${path.basename(chosen.url)} ${kB(bytesOf(chosen.url))}`);
    }
    check(total <= FIRST_SCREEN_BUDGET, `${name} first screen, ${phone}: ${picked.length} images = ${kB(total)} (budget ${kB(FIRST_SCREEN_BUDGET)})${picked.length ? ': ' + picked.join(', ') : ''}`);
  }
}

process.exit(failed ? 1 : 0);

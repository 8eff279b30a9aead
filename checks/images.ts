// npm run check:images [-- DIST] [--baseline DIR]
// Image budgets over a built site (default dist/), on every page in pages/, from the real
// srcset/sizes and file sizes:
// 1. A page's LCP image (its fetchpriority="high" one), as a phone downloads it, is at most 80 kB.
// 2. A page's first screen on a phone loads at most 400 kB of images (the gallery is the heaviest).
//    (Both for a 390×844 phone at DPR 3, the worst case, and Lighthouse's mobile emulation,
//    412×823 at DPR 1.75.)
// 3. No photo has two widths of one format within 20% of each other.
// 4. For every picture on every page (lightbox images included), at 390×844 @3 and @2 and
//    1440×900 @1, for a browser with AVIF and one with WebP only: not heavier than needed (the
//    file it picks is at most twice as wide as the slot needs, slot × DPR, unless it is the
//    narrowest there is).
// 5. With --baseline DIR, another build of the site (say, of the main branch, before a change to
//    widths or sizes), what browsers pick in DIST against what they pick in DIR, picture by
//    picture: no blurrier (the chosen width per CSS px is at least what it was, or at least the
//    DPR) and no heavier (the chosen file no wider than before, unless the slot grew, in
//    proportion; widths rather than bytes, so that replacing a photo does not fail it). A table
//    compares bytes and widths per page and viewport.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../generator/cli.ts';
import { loadConfig } from '../generator/load-config.ts';
import { discoverPages } from '../generator/routes.ts';
import { type Browser, type Choice, choose, pagePictures, type SitePicture } from './image-pictures.ts';
import { chooseCandidate, type Viewport } from './image-select.ts';

const { values: flags, positionals } = commandLine({
  command: 'npm run check:images',
  summary: "Image budgets over a built site: the LCP image, the first screen, every picture's choice; optionally against another build.",
  options: { baseline: { type: 'string' } },
  flags: [['--baseline DIR', 'also compare what browsers pick with another build of the site in DIR (no blurrier, no heavier)']],
  positionals: '[DIST]  (default dist/)',
});
const dist = path.resolve(positionals[0] ?? 'dist');
const baseline = flags.baseline === undefined ? undefined : path.resolve(flags.baseline);
if (baseline && !existsSync(baseline)) {
  console.error(`--baseline ${flags.baseline}: no such folder (expected another build of the site)`);
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LCP_BUDGET = 80_000;
const FIRST_SCREEN_BUDGET = 400_000;
/** Widths of one photo closer than this are a wasted encode (generator/images/widths.ts). */
const MIN_STEP = 1.2;
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
const BROWSERS: Browser[] = ['avif', 'webp', 'jpeg'];
/** JPEG is only for browsers with neither AVIF nor WebP: its ladder is short on purpose. */
const COMPARED: Browser[] = ['avif', 'webp'];

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
let failed = false;
const check = (ok: boolean, line: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failed = true;
};

const discovered = await discoverPages(root, await loadConfig(root));
const pages = discovered.map((p) => p.outFile);
const pictures = pages.flatMap((page) => pagePictures(dist, page));

// 1 and 2. LCP image and first screen, per page.
for (const page of discovered) {
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
    let inRow = 0;
    for (const p of onPage.filter((p) => !p.offscreen)) {
      if (y >= vp.height) break;
      const chosen = choose(dist, p, 'avif', vp);
      const perRow = Math.max(1, Math.floor((vp.width + 16) / (chosen.slot + 16)));
      if (inRow % perRow === 0) y += chosen.slot * (p.height / p.width);
      inRow++;
      total += chosen.bytes;
      picked.push(`${path.basename(chosen.url)} ${kB(chosen.bytes)}`);
    }
    check(
      total <= FIRST_SCREEN_BUDGET,
      `${name} first screen, ${phone}: ${picked.length} images = ${kB(total)} (budget ${kB(FIRST_SCREEN_BUDGET)})${picked.length ? ': ' + picked.join(', ') : ''}`,
    );
  }
}

// 3. Width steps per photo and format (one hash per photo, format and encoder settings).
const widthsByPhoto = new Map<string, Set<number>>();
for (const p of pictures) {
  for (const srcset of Object.values(p.srcset).filter((s): s is string => Boolean(s))) {
    for (const m of srcset.matchAll(/([^\s,/]+-[0-9a-f]{8})-\d+\.(\w+)\s+(\d+)w/g)) {
      const key = `${m[1]}.${m[2]}`;
      widthsByPhoto.set(key, (widthsByPhoto.get(key) ?? new Set()).add(Number(m[3])));
    }
  }
}
const close: string[] = [];
for (const [photo, set] of widthsByPhoto) {
  const widths = [...set].sort((a, b) => a - b);
  for (const [i, width] of widths.entries()) {
    const smaller = widths[i - 1];
    if (smaller !== undefined && width < smaller * MIN_STEP - 0.5) close.push(`${photo}: ${smaller} and ${width}`);
  }
}
check(
  close.length === 0,
  `width steps: ${widthsByPhoto.size} photo × format ladders, no two widths within 20%${close.length ? `: ${close.join('; ')}` : ''}`,
);
const files = readdirSync(path.join(dist, 'assets/img'));
const perExt = (ext: string) => files.filter((f) => f.endsWith(`.${ext}`)).length;
console.log(
  `     ${files.length} encoded image files in dist/assets/img (${perExt('avif')} AVIF, ${perExt('webp')} WebP, ${perExt('jpg')} JPEG)`,
);

// 4. What each browser picks.
/** Per picture (page and key) and viewport: the slot (CSS px), and [width, bytes] per browser. */
type Picks = Record<string, Record<string, { slot: number } & Partial<Record<Browser, [width: number, bytes: number]>>>>;

function browserPicks(site: string, of: readonly SitePicture[]): Picks {
  const picks: Picks = {};
  for (const p of of) {
    const id = `${p.page} ${p.key}`;
    picks[id] = {};
    for (const [vpName, vp] of Object.entries(CHECKED)) {
      const entry: Picks[string][string] = { slot: 0 };
      for (const browser of BROWSERS) {
        const c = choose(site, p, browser, vp);
        entry.slot = Math.round(c.slot * 10) / 10;
        entry[browser] = [c.width, c.bytes];
      }
      picks[id][vpName] = entry;
    }
  }
  return picks;
}

const picks = browserPicks(dist, pictures);
const overshoot: string[] = [];
for (const p of pictures) {
  for (const [vpName, vp] of Object.entries(CHECKED)) {
    for (const browser of COMPARED) {
      const c = choose(dist, p, browser, vp);
      if (tooWide(p, browser, vp, c))
        overshoot.push(`${p.page} ${p.key} ${vpName} ${browser}: ${c.width}w for ${Math.round(c.slot * vp.dpr)} px`);
    }
  }
}
check(
  overshoot.length === 0,
  `not heavier than needed: ${pictures.length} pictures × ${Object.keys(CHECKED).length} viewports × AVIF/WebP, none more than ${MAX_OVERSHOOT}× the slot${overshoot.length ? `: ${overshoot.join('; ')}` : ''}`,
);

function tooWide(p: SitePicture, browser: Browser, vp: Viewport, c: Choice): boolean {
  const narrowest = chooseCandidate(p.srcset[browser] ?? '', '1px', { width: 1, height: 1, dpr: 1 });
  return c.width > MAX_OVERSHOOT * c.slot * vp.dpr && c.width > narrowest.width;
}

// 5. Against another build.
if (baseline) {
  const shared = pages.filter((page) => existsSync(path.join(baseline, page)));
  if (shared.length === 0) check(false, `--baseline ${flags.baseline}: none of the site's pages is there (expected another build of it)`);
  else
    compare(
      browserPicks(
        baseline,
        shared.flatMap((page) => pagePictures(baseline, page)),
      ),
    );
}

function compare(before: Picks) {
  const blurrier: string[] = [];
  const heavier: string[] = [];
  const rows: string[][] = [];
  let compared = 0;
  // The pictures of one kind on one page (a page's gallery tiles, its lightbox …), in order of appearance.
  const groups = new Map(
    pictures.map((p) => {
      const kind = p.key.replace(/:.*/s, '');
      return [`${p.page} ${kind}`, { page: p.page, kind }];
    }),
  );
  for (const { page, kind } of groups.values()) {
    for (const [vpName, vp] of Object.entries(CHECKED)) {
      const sum = { before: { avif: 0, webp: 0, jpeg: 0 }, after: { avif: 0, webp: 0, jpeg: 0 } };
      const widths = { before: new Map<string, number>(), after: new Map<string, number>() };
      let n = 0;
      for (const p of pictures.filter((p) => p.page === page && p.key.startsWith(`${kind}:`))) {
        const id = `${p.page} ${p.key}`;
        const old = before[id]?.[vpName];
        if (!old) continue;
        const now = picks[id]?.[vpName];
        if (!now) throw new Error(`${id}: no pick at ${vpName}`);
        n++;
        for (const browser of BROWSERS) {
          const [wb, bb] = old[browser]!;
          const [wa, ba] = now[browser]!;
          sum.before[browser] += bb;
          sum.after[browser] += ba;
          if (browser === 'avif') {
            widths.before.set(`${wb}`, (widths.before.get(`${wb}`) ?? 0) + 1);
            widths.after.set(`${wa}`, (widths.after.get(`${wa}`) ?? 0) + 1);
          }
          if (!COMPARED.includes(browser)) continue;
          compared++;
          if (wa / now.slot < Math.min(wb / old.slot, vp.dpr) * 0.99)
            blurrier.push(`${id} ${vpName} ${browser}: ${wb}w → ${wa}w for a ${now.slot} px slot`);
          // Widths, not bytes: a photo replaced since the other build weighs what it weighs.
          if (wa > wb * Math.max(1, now.slot / old.slot) * 1.01)
            heavier.push(`${id} ${vpName} ${browser}: ${wb}w → ${wa}w for a ${old.slot} → ${now.slot} px slot`);
        }
      }
      if (n === 0) continue;
      const hist = (m: Map<string, number>) =>
        [...m]
          .sort((x, y) => Number(x[0]) - Number(y[0]))
          .map(([k, c]) => `${k}w ×${c}`)
          .join(', ');
      rows.push([
        `/${page.replace(/(^|\/)index\.html$/, '')}${kind === 'lightbox' ? ' (lightbox)' : ''}`,
        vpName,
        String(n),
        `${kB(sum.before.avif)} → ${kB(sum.after.avif)}`,
        `${kB(sum.before.webp)} → ${kB(sum.after.webp)}`,
        `${kB(sum.before.jpeg)} → ${kB(sum.after.jpeg)}`,
        `${hist(widths.before)} → ${hist(widths.after)}`,
      ]);
    }
  }
  console.log(
    `\n${flags.baseline} → ${positionals[0] ?? 'dist'}: bytes summed over the pictures of each page, and the widths an AVIF browser picks:`,
  );
  console.log('| page | viewport | pictures | AVIF browser | WebP-only browser | JPEG-only browser | widths picked (AVIF) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log('');
  check(
    blurrier.length === 0,
    `no blurrier than ${flags.baseline}: ${compared} choices compared${blurrier.length ? `: ${blurrier.join('; ')}` : ''}`,
  );
  check(
    heavier.length === 0,
    `no heavier than ${flags.baseline}: ${compared} choices compared${heavier.length ? `: ${heavier.join('; ')}` : ''}`,
  );
}

process.exit(failed ? 1 : 0);
